import { on, onPrepared, type EventSubscription } from '@pharmachat/chassis';
import type { PharmacyApplication } from '../application/pharmacy.application';

/**
 * Every event the pharmacy service consumes: its step of the registration saga, contact-form messages to mail to
 * support, its own mails (handed to the mail
 * port outside any transaction), and the other services' reports of what they deleted of a deleted pharmacy.
 */
export function pharmacySubscriptions(app: PharmacyApplication): EventSubscription[] {
  const admin = app.administration;
  return [
    on('identity.pharmacy-owner.registered', 'pharmacy.create-registered-pharmacy', (data, { tx }) => admin.createRegisteredPharmacy(tx, data)),
    on('identity.contact-message.received', 'pharmacy.mail-contact-message', async (data, { tx }) => {
      app.mail.queueContactMessage(tx, data);
    }),
    // the doctor service's review: the doctor is mailed each step
    on('doctor.doctor.registered', 'pharmacy.mail-doctor-registered', async (d, { tx }) => {
      app.mail.queueDoctorMail(tx, { type: 'registered', ...d });
    }),
    on('doctor.doctor.approved', 'pharmacy.mail-doctor-approved', async (d, { tx }) => {
      app.mail.queueDoctorMail(tx, { type: 'approved', ...d });
    }),
    on('doctor.doctor.rejected', 'pharmacy.mail-doctor-rejected', async (d, { tx }) => {
      app.mail.queueDoctorMail(tx, { type: 'rejected', ...d });
    }),
    onPrepared(
      'pharmacy.mail.requested',
      'pharmacy.deliver-mail',
      (data) => app.mail.deliver(data),
      (data, { tx, prepared }) => app.mail.recordDelivery(tx, data, prepared),
    ),
    on('identity.pharmacy-data.deleted', 'pharmacy.record-identity-deletion', (data, { tx }) => admin.recordDataDeleted(tx, 'identity', data)),
    on('chat.pharmacy-data.deleted', 'pharmacy.record-chat-deletion', (data, { tx }) => admin.recordDataDeleted(tx, 'chat', data)),
    on('assistant.pharmacy-data.deleted', 'pharmacy.record-assistant-deletion', (data, { tx }) => admin.recordDataDeleted(tx, 'ai-assistant', data)),
    on('billing.pharmacy-data.deleted', 'pharmacy.record-billing-deletion', (data, { tx }) => admin.recordDataDeleted(tx, 'billing', data)),
    on('analytics.pharmacy-data.deleted', 'pharmacy.record-analytics-deletion', (data, { tx }) => admin.recordDataDeleted(tx, 'analytics', data)),
  ] as EventSubscription[];
}
