import { InitialIdentitySchema } from './0001-initial.migration';
import { AccountsAndSessions } from './0002-accounts-and-sessions.migration';
import { AuditLogSchema } from './0003-audit-log.migration';
import { NotificationPreferencesSchema } from './0004-notification-preferences.migration';
import { ContactMessagesSchema } from './0005-contact-messages.migration';
import { PharmacyStandingSchema } from './0006-pharmacy-standing.migration';

/** Identity's migrations, in order. */
export const identityMigrations = [
  { name: '0001-initial', class: InitialIdentitySchema },
  { name: '0002-accounts-and-sessions', class: AccountsAndSessions },
  { name: '0003-audit-log', class: AuditLogSchema },
  { name: '0004-notification-preferences', class: NotificationPreferencesSchema },
  { name: '0005-contact-messages', class: ContactMessagesSchema },
  { name: '0006-pharmacy-standing', class: PharmacyStandingSchema },
];
