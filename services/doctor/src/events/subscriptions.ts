import { on, type EventSubscription } from '@pharmachat/chassis';
import type { DoctorApplication } from '../application/doctor.application';

/** Every event the doctor service consumes, and what it does with it. */
export function doctorSubscriptions(app: DoctorApplication): EventSubscription[] {
  const pharmacy = (data: { pharmacyId: string; name: string; status: string }, occurredAt: string) => ({ data, at: new Date(occurredAt) });
  return [
    // the doctor registration saga's second step: the profile for the credentials identity created
    on('identity.doctor-account.registered', 'doctor.create-registered-profile', (data, { tx }) => app.review.createRegisteredProfile(tx, data)),
    // which pharmacies doctors may reach (open while active)
    ...(['registered', 'approved', 'updated', 'suspended', 'reactivated', 'rejected'] as const).map((verb) =>
      on(`pharmacy.pharmacy.${verb}`, `doctor.project-${verb}-pharmacy`, (data, { tx, event }) => {
        const { data: p, at } = pharmacy(data as { pharmacyId: string; name: string; status: string }, event.occurredAt);
        return app.projections.projectPharmacy(tx, p, at);
      }),
    ),
    on('pharmacy.pharmacy.deleted', 'doctor.delete-pharmacy-data', (data, { tx }) => app.projections.deletePharmacyData(tx, data)),
    on('retention.purge.requested', 'doctor.purge-old-chats', (data, { tx }) => app.projections.purgeOlderThan(tx, data)),
  ] as EventSubscription[];
}
