import { on, onPrepared, type EventSubscription } from '@pharmachat/chassis';
import type { ChatApplication } from '../application/chat.application';

/** Every event the chat service consumes, and what it does with it. */
export function chatSubscriptions(app: ChatApplication): EventSubscription[] {
  return [
    on('assistant.reply.composed', 'chat.record-assistant-reply', (data, { tx }) => app.projections.recordAssistantReply(tx, data)),
    on('assistant.triage.completed', 'chat.apply-triage', (data, { tx }) => app.projections.applyTriage(tx, data)),
    on('pharmacy.pharmacy.registered', 'chat.project-registered-pharmacy', (data, { tx, event }) => app.projections.projectPharmacy(tx, data, new Date(event.occurredAt), { registration: true })),
    on('pharmacy.pharmacy.approved', 'chat.project-approved-pharmacy', (data, { tx, event }) => app.projections.projectPharmacy(tx, data, new Date(event.occurredAt))),
    // Settings and Pharmacy Locations: a new name, phone or time zone
    on('pharmacy.pharmacy.updated', 'chat.project-updated-pharmacy', (data, { tx, event }) => app.projections.projectPharmacy(tx, data, new Date(event.occurredAt))),
    // a suspended (or rejected) pharmacy takes no new chats; reactivated, it does again
    on('pharmacy.pharmacy.suspended', 'chat.project-suspended-pharmacy', (data, { tx, event }) => app.projections.projectPharmacy(tx, data, new Date(event.occurredAt))),
    on('pharmacy.pharmacy.reactivated', 'chat.project-reactivated-pharmacy', (data, { tx, event }) => app.projections.projectPharmacy(tx, data, new Date(event.occurredAt))),
    on('pharmacy.pharmacy.rejected', 'chat.project-rejected-pharmacy', (data, { tx, event }) => app.projections.projectPharmacy(tx, data, new Date(event.occurredAt))),
    on('pharmacy.pharmacy.deleted', 'chat.delete-pharmacy-data', (data, { tx }) => app.projections.deletePharmacyData(tx, data)),
    on('pharmacy.approval-message.sent', 'chat.text-approval-message', (data, { tx }) => app.sms.queueApprovalMessage(tx, data)),
    on('billing.subscription.started', 'chat.project-plan-limit', (data, { tx }) => app.projections.projectPlan(tx, data)),
    // a plan paid for, ended or changed by the provider: the limit follows at once (this month's count is compared with it)
    on('billing.subscription.changed', 'chat.project-changed-plan-limit', (data, { tx }) => app.projections.projectPlan(tx, data)),
    // a reply to text: handed to the SMS port outside any transaction, the outcome recorded in the consumer's transaction
    onPrepared(
      'chat.sms.requested',
      'chat.deliver-sms',
      (data) => app.sms.deliver(data),
      (data, { tx, prepared }) => app.sms.recordDelivery(tx, data, prepared),
    ),
    on('retention.purge.requested', 'chat.purge-old-sessions', (data, { tx }) => app.projections.purgeOlderThan(tx, data)),
  ] as EventSubscription[];
}
