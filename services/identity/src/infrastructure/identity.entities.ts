import { AuditEntrySchema } from '../audit/audit-log';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { staffRoles } from '@pharmachat/chassis';
import { ContactMessage, contactTopics } from '../domain/contact-message';
import { DoctorAccount, doctorAccountStatuses } from '../domain/doctor-account';
import { NotificationPreferences } from '../domain/notification-preferences';
import { PatientAccount } from '../domain/patient-account';
import { RefreshToken, sessionPrincipalKinds, SignInSession, type SessionEndReason } from '../domain/sign-in-session';
import { StaffUser } from '../domain/staff-user';
import { KnownPharmacy, pharmacyStandings } from '../domain/pharmacy-standing';

export const StaffUserSchema = defineEntity({
  class: StaffUser,
  tableName: 'staff_user',
  schema: 'identity',
  properties: {
    id: p.uuid().primary(),
    username: p.text(),
    email: p.text(),
    passwordHash: p.text().lazy(),
    firstName: p.text().nullable(),
    lastName: p.text().nullable(),
    role: p.enum(staffRoles).columnType('text'),
    pharmacyId: p.uuid().nullable().index('staff_user_pharmacy_idx'),
    isActive: p.boolean().default(true),
    createdAt: p.datetime(),
    lastActiveAt: p.datetime().nullable(),
  },
  uniques: [{ name: 'staff_user_username_key', expression: 'create unique index staff_user_username_key on identity.staff_user (lower(username))' }],
  // a super admin belongs to no pharmacy; everyone else to exactly one
  checks: [{ name: 'staff_user_tenant_check', expression: "(role = 'super_admin') = (pharmacy_id is null)" }],
});

export const PatientAccountSchema = defineEntity({
  class: PatientAccount,
  tableName: 'patient_account',
  schema: 'identity',
  properties: {
    id: p.uuid().primary(),
    email: p.text(),
    passwordHash: p.text().lazy(),
    firstName: p.text(),
    lastName: p.text(),
    phone: p.text().nullable(),
    dateOfBirth: p.text().nullable(),
    zipCode: p.text().nullable(),
    createdAt: p.datetime(),
    lastActiveAt: p.datetime().nullable(),
  },
  uniques: [{ name: 'patient_account_email_key', expression: 'create unique index patient_account_email_key on identity.patient_account (lower(email))' }],
});

export const DoctorAccountSchema = defineEntity({
  class: DoctorAccount,
  tableName: 'doctor_account',
  schema: 'identity',
  properties: {
    id: p.uuid().primary(),
    email: p.text(),
    passwordHash: p.text().lazy(),
    status: p.enum(doctorAccountStatuses).columnType('text'),
    createdAt: p.datetime(),
    lastActiveAt: p.datetime().nullable(),
  },
  uniques: [{ name: 'doctor_account_email_key', expression: 'create unique index doctor_account_email_key on identity.doctor_account (lower(email))' }],
});

export const SignInSessionSchema = defineEntity({
  class: SignInSession,
  tableName: 'sign_in_session',
  schema: 'identity',
  properties: {
    id: p.uuid().primary(),
    familyId: p.uuid().index('sign_in_session_family_idx'),
    principalKind: p.enum(sessionPrincipalKinds).columnType('text'),
    subject: p.uuid(),
    viewRole: p.enum(staffRoles).columnType('text').nullable(),
    viewPharmacyId: p.uuid().nullable(),
    createdAt: p.datetime(),
    lastUsedAt: p.datetime(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    revokedReason: p.text().$type<SessionEndReason>().nullable(),
  },
  // the sessions still open of one account (sign-out everywhere, revoked lists)
  indexes: [{ name: 'sign_in_session_subject_idx', properties: ['subject'], where: 'revoked_at is null' }],
});

export const RefreshTokenSchema = defineEntity({
  class: RefreshToken,
  tableName: 'refresh_token',
  schema: 'identity',
  properties: {
    tokenHash: p.text().primary(),
    // the session's id (mapped to its primary key: the domain keeps a plain id); the token goes with its session
    sessionId: p
      .manyToOne(SignInSessionSchema)
      .mapToPk()
      .fieldName('session_id')
      .foreignKeyName('refresh_token_session_id_fkey')
      .deleteRule('cascade')
      .updateRule('no action')
      .deferMode('deferred')
      .index('refresh_token_session_idx'),
    issuedAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});

/**
 * Failed sign-ins (login protection), read and written with plain SQL by `SignInFailureRepository`: no domain class,
 * mapped only so the schema has one description.
 */
export const SignInFailureSchema = defineEntity({
  name: 'SignInFailure',
  tableName: 'sign_in_failure',
  schema: 'identity',
  properties: {
    id: p.bigint().primary(),
    accountKey: p.text(),
    clientIp: p.text().nullable(),
    failedAt: p.datetime(),
  },
  indexes: [
    { name: 'sign_in_failure_account_idx', properties: ['accountKey', 'failedAt'] },
    { name: 'sign_in_failure_ip_idx', properties: ['clientIp', 'failedAt'] },
    { name: 'sign_in_failure_time_idx', properties: ['failedAt'] },
  ],
});

/** Each staff member's alert preferences (migration 0004); they go with the account. */
export const NotificationPreferencesSchema = defineEntity({
  class: NotificationPreferences,
  tableName: 'staff_notification_preferences',
  schema: 'identity',
  properties: {
    userId: p
      .manyToOne(StaffUserSchema)
      .mapToPk()
      .primary()
      .fieldName('user_id')
      .foreignKeyName('staff_notification_preferences_user_id_fkey')
      .deleteRule('cascade')
      .updateRule('no action'),
    browserNotifications: p.boolean().default(true),
    soundAlerts: p.boolean().default(true),
    emailNotifications: p.boolean().default(false),
    urgentOnly: p.boolean().default(false),
    autoRefresh: p.integer().default(5).check('auto_refresh = 0 or (auto_refresh >= 5 and auto_refresh <= 300)'),
    updatedAt: p.datetime(),
  },
});

/** Messages sent with the public contact form (migration 0005). */
export const ContactMessageSchema = defineEntity({
  class: ContactMessage,
  tableName: 'contact_message',
  schema: 'identity',
  properties: {
    id: p.uuid().primary(),
    name: p.text(),
    email: p.text(),
    phone: p.text().nullable(),
    topic: p.enum(contactTopics).columnType('text'),
    subject: p.text(),
    message: p.text(),
    receivedAt: p.datetime(),
    senderKey: p.text().nullable(),
    handledAt: p.datetime().nullable(),
  },
  indexes: [
    { name: 'contact_message_received_idx', properties: ['receivedAt'] },
    { name: 'contact_message_sender_idx', properties: ['senderKey', 'receivedAt'] },
  ],
});

/** Each pharmacy's standing for sign-in (migration 0006), from the pharmacy service's events. */
export const KnownPharmacySchema = defineEntity({
  class: KnownPharmacy,
  tableName: 'known_pharmacy',
  schema: 'identity',
  properties: {
    pharmacyId: p.uuid().primary(),
    status: p.enum(pharmacyStandings).columnType('text'),
    reason: p.text().nullable(),
    ownerUserId: p.uuid().nullable(),
    updatedAt: p.datetime(),
  },
});

export const identityEntities = [
  KnownPharmacySchema,
  StaffUserSchema,
  PatientAccountSchema,
  DoctorAccountSchema,
  SignInSessionSchema,
  RefreshTokenSchema,
  AuditEntrySchema,
  SignInFailureSchema,
  NotificationPreferencesSchema,
  ContactMessageSchema,
];
