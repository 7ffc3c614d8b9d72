import { on, type EventSubscription } from '@pharmachat/chassis';
import type { IdentityApplication } from '../application/identity.application';

/** Every event the identity service consumes: the reports of access to patient data, into the audit log. */
export function identitySubscriptions(app: IdentityApplication): EventSubscription[] {
  return [
    on('chat.patient-data.accessed', 'identity.audit-chat-data-access', async (access, { tx, event }) => app.auditLog.record(tx, access, event)),
    on('doctor.patient-data.accessed', 'identity.audit-doctor-chat-access', async (access, { tx, event }) => app.auditLog.record(tx, access, event)),
    // the doctor's review decides whether they may sign in
    on('doctor.doctor.approved', 'identity.doctor-approved', (d, { tx }) => app.doctors.followReview(tx, d.doctorId, 'approved')),
    on('doctor.doctor.rejected', 'identity.doctor-rejected', (d, { tx }) => app.doctors.followReview(tx, d.doctorId, 'rejected')),
    on('identity.patient-data.accessed', 'identity.audit-patient-data-access', async (access, { tx, event }) => app.auditLog.record(tx, access, event)),
    // the pharmacy's standing decides whether its staff may sign in
    on('pharmacy.pharmacy.registered', 'identity.pharmacy-registered', (p, { tx, event }) => app.pharmacyOwners.recordStanding(tx, p.pharmacyId, p.status, null, new Date(event.occurredAt), true)),
    on('pharmacy.pharmacy.approved', 'identity.pharmacy-approved', (p, { tx, event }) => app.pharmacyOwners.recordStanding(tx, p.pharmacyId, 'active', null, new Date(event.occurredAt))),
    on('pharmacy.pharmacy.rejected', 'identity.pharmacy-rejected', (p, { tx, event }) => app.pharmacyOwners.recordStanding(tx, p.pharmacyId, 'rejected', p.reason, new Date(event.occurredAt))),
    on('pharmacy.pharmacy.suspended', 'identity.pharmacy-suspended', (p, { tx, event }) => app.pharmacyOwners.recordStanding(tx, p.pharmacyId, 'suspended', null, new Date(event.occurredAt))),
    on('pharmacy.pharmacy.reactivated', 'identity.pharmacy-reactivated', (p, { tx, event }) => app.pharmacyOwners.recordStanding(tx, p.pharmacyId, 'active', null, new Date(event.occurredAt))),
    // the registration saga's compensation, and a deleted pharmacy's accounts
    on('pharmacy.registration.refused', 'identity.undo-pharmacy-registration', (refusal, { tx }) => app.pharmacyOwners.undoRegistration(tx, refusal)),
    on('pharmacy.pharmacy.deleted', 'identity.delete-pharmacy-accounts', (deleted, { tx }) => app.pharmacyOwners.deletePharmacyAccounts(tx, deleted)),
  ] as EventSubscription[];
}
