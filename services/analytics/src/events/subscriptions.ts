import { on, type EventSubscription } from '@pharmachat/chassis';
import type { AnalyticsApplication } from '../analytics.application';

/** Every event the analytics service consumes, and what it does with it. */
export function analyticsSubscriptions(app: AnalyticsApplication): EventSubscription[] {
  return [
    on('chat.session.started', 'analytics.count-session', (data, { tx }) => app.recordSessionStarted(tx, data)),
    on('chat.message.posted', 'analytics.count-message-and-wait', (data, { tx }) => app.recordMessagePosted(tx, data)),
    on('chat.session.escalated', 'analytics.count-escalation', (data, { tx }) => app.recordSessionEscalated(tx, data)),
    on('chat.feedback.submitted', 'analytics.record-feedback-rating', (data, { tx }) => app.recordFeedback(tx, data)),
  ] as EventSubscription[];
}
