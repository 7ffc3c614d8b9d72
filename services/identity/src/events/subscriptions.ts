import { on, type EventSubscription } from '@pharmachat/chassis';
import type { IdentityApplication } from '../application/identity.application';

/** Every event the identity service consumes: the reports of access to patient data, into the audit log. */
export function identitySubscriptions(app: IdentityApplication): EventSubscription[] {
  return [
    on('chat.patient-data.accessed', 'identity.audit-chat-data-access', async (access, { tx, event }) => app.auditLog.record(tx, access, event)),
    on('identity.patient-data.accessed', 'identity.audit-patient-data-access', async (access, { tx, event }) => app.auditLog.record(tx, access, event)),
  ] as EventSubscription[];
}
