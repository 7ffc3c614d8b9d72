import { on, type EventSubscription } from '@pharmachat/chassis';
import type { AnalyticsApplication } from '../analytics.application';

/** Every event the analytics service consumes, and what it does with it. */
export function analyticsSubscriptions(app: AnalyticsApplication): EventSubscription[] {
  return [
    on('chat.session.started', 'analytics.count-session', (data, { tx }) => app.recordSessionStarted(tx, data)),
    on('chat.message.posted', 'analytics.count-message-and-wait', (data, { tx }) => app.recordMessagePosted(tx, data)),
    on('chat.session.escalated', 'analytics.count-escalation', (data, { tx }) => app.recordSessionEscalated(tx, data)),
    on('chat.feedback.submitted', 'analytics.record-feedback-rating', (data, { tx }) => app.recordFeedback(tx, data)),
    on('chat.session.resolved', 'analytics.count-resolution', (data, { tx }) => app.dashboards.sessionResolved(tx.em, data)),
    on('assistant.triage.completed', 'analytics.count-category', (data, { tx, event }) => app.dashboards.triaged(tx.em, data, event.occurredAt)),
    on('assistant.reply.composed', 'analytics.count-answer-or-handoff', (data, { tx, event }) => app.dashboards.replyComposed(tx.em, data, event.occurredAt)),
    // pharmacies (name, status, hours, time zone), subscriptions (plan, price, features) and accounts: the platform figures
    on('pharmacy.pharmacy.registered', 'analytics.pharmacy-registered', (data, { tx, event }) => app.dashboards.pharmacyChanged(tx.em, data, event.occurredAt)),
    on('pharmacy.pharmacy.approved', 'analytics.pharmacy-approved', (data, { tx, event }) => app.dashboards.pharmacyChanged(tx.em, data, event.occurredAt)),
    on('pharmacy.pharmacy.updated', 'analytics.pharmacy-updated', (data, { tx, event }) => app.dashboards.pharmacyChanged(tx.em, data, event.occurredAt)),
    on('pharmacy.pharmacy.rejected', 'analytics.pharmacy-rejected', (data, { tx, event }) => app.dashboards.pharmacyChanged(tx.em, data, event.occurredAt)),
    on('pharmacy.pharmacy.suspended', 'analytics.pharmacy-suspended', (data, { tx, event }) => app.dashboards.pharmacyChanged(tx.em, data, event.occurredAt)),
    on('pharmacy.pharmacy.reactivated', 'analytics.pharmacy-reactivated', (data, { tx, event }) => app.dashboards.pharmacyChanged(tx.em, data, event.occurredAt)),
    on('billing.subscription.started', 'analytics.subscription-started', (data, { tx, event }) => app.dashboards.subscriptionChanged(tx.em, data, event.occurredAt)),
    on('billing.subscription.changed', 'analytics.subscription-changed', (data, { tx, event }) => app.dashboards.subscriptionChanged(tx.em, data, event.occurredAt)),
    on('identity.user.created', 'analytics.count-staff-account', (data, { tx }) => app.dashboards.accountCreated(tx.em, data.userId, 'staff', data.pharmacyId)),
    on('identity.user.deleted', 'analytics.uncount-staff-account', (data, { tx }) => app.dashboards.accountDeleted(tx.em, data.userId)),
    on('identity.patient.registered', 'analytics.count-patient-account', (data, { tx }) => app.dashboards.accountCreated(tx.em, data.patientId, 'patient', null)),
    // the 90-day purge: analytics' per-session bookkeeping goes, the daily aggregates stay
    on('retention.purge.requested', 'analytics.purge-session-bookkeeping', async (request, { tx }) => {
      await app.dashboards.purge(tx.em, new Date(request.cutoff));
    }),
    // a deleted pharmacy's read models go; the counts go back to the pharmacy service
    on('pharmacy.pharmacy.deleted', 'analytics.delete-pharmacy-data', async (deleted, { tx }) => {
      const counts: Record<string, number> = {};
      for (const table of [
        'pharmacy_activity', 'monthly_sessions', 'message_count', 'session_tracker', 'response_sample', 'feedback_rating', 'daily_activity', 'daily_category',
        'daily_question', 'daily_hour', 'daily_rating', 'daily_patient', 'patient_seen', 'triaged_message', 'pharmacy_profile', 'subscription_state',
      ]) {
        const [row] = await tx.em.execute<{ n: string }[]>(`with gone as (delete from analytics.${table} where pharmacy_id = ? returning 1) select count(*)::text as n from gone`, [deleted.pharmacyId]);
        counts[table] = Number(row?.n ?? 0);
      }
      tx.publish('analytics.pharmacy-data.deleted', { aggregateId: deleted.pharmacyId, tenantId: deleted.pharmacyId, data: { pharmacyId: deleted.pharmacyId, deletionId: deleted.deletionId, counts } });
    }),
  ] as EventSubscription[];
}
