import { on, type EventSubscription } from '@pharmachat/chassis';
import type { AnalyticsApplication } from '../analytics.application';

/** Every event the analytics service consumes, and what it does with it. */
export function analyticsSubscriptions(app: AnalyticsApplication): EventSubscription[] {
  return [
    on('chat.session.started', 'analytics.count-session', (data, { tx }) => app.recordSessionStarted(tx, data)),
    on('chat.message.posted', 'analytics.count-message-and-wait', (data, { tx }) => app.recordMessagePosted(tx, data)),
    on('chat.session.escalated', 'analytics.count-escalation', (data, { tx }) => app.recordSessionEscalated(tx, data)),
    on('chat.feedback.submitted', 'analytics.record-feedback-rating', (data, { tx }) => app.recordFeedback(tx, data)),
    // a deleted pharmacy's read models go; the counts go back to the pharmacy service
    on('pharmacy.pharmacy.deleted', 'analytics.delete-pharmacy-data', async (deleted, { tx }) => {
      const counts: Record<string, number> = {};
      for (const table of ['pharmacy_activity', 'monthly_sessions', 'message_count', 'session_tracker', 'response_sample', 'feedback_rating']) {
        const [row] = await tx.em.execute<{ n: string }[]>(`with gone as (delete from analytics.${table} where pharmacy_id = ? returning 1) select count(*)::text as n from gone`, [deleted.pharmacyId]);
        counts[table] = Number(row?.n ?? 0);
      }
      tx.publish('analytics.pharmacy-data.deleted', { aggregateId: deleted.pharmacyId, tenantId: deleted.pharmacyId, data: { pharmacyId: deleted.pharmacyId, deletionId: deleted.deletionId, counts } });
    }),
  ] as EventSubscription[];
}
