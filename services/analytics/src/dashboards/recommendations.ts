/** What the recommendation rules look at: figures of one pharmacy over the dashboard's period. */
export interface RecommendationInput {
  categories: { category: string; questions: number; handedOver: number }[];
  satisfaction: { category: string; average: number | null; ratings: number }[];
  monthlyConversations: number;
  conversationLimit: number | null;
  staffWaitClosedSeconds: number | null;
  staffWaitsClosed: number;
  staffFirstReplySeconds: number | null;
  staffFirstReplies: number;
  escalationRate: number;
  sessions: number;
  peakHours: { hour: number; messages: number }[];
  patientMessages: number;
}

export type RecommendationPriority = 'high' | 'medium' | 'low';

export interface Recommendation {
  /** which rule produced it */
  rule: string;
  title: string;
  /** what the data shows and what acting on it would change */
  impact: string;
  action: string;
  priority: RecommendationPriority;
}

const label = (category: string) => category.replace(/_/g, ' ');
const minutes = (seconds: number) => (seconds < 90 ? `${Math.round(seconds)} s` : `${Math.round(seconds / 60)} min`);
const percent = (share: number) => `${Math.round(share * 100)}%`;
const rank: Record<RecommendationPriority, number> = { high: 0, medium: 1, low: 2 };

/**
 * The stated rules (docs/architecture.md, "Analytics and retention"), each from real figures, best first:
 * 1. a category with at least 5 questions of which a third or more were handed to staff: add a knowledge-base entry
 *    (high from a half);
 * 2. staff first replies after a handoff outside opening hours averaging over 30 minutes (3 or more): say so to patients;
 * 3. a feedback category averaging under 3.5 stars (5 or more ratings);
 * 4. this month's conversations at 80% or more of the plan's limit: upgrade before chats are refused (high from 95%);
 * 5. staff first replies after a handoff averaging over 5 minutes (3 or more);
 * 6. more than 30% of conversations escalated (10 or more conversations);
 * 7. one hour of the day with a quarter or more of patients' messages (20 or more): put staff on then.
 */
export function recommend(input: RecommendationInput, limit = 3): Recommendation[] {
  const found: Recommendation[] = [];
  for (const category of [...input.categories].sort((a, b) => b.handedOver / Math.max(1, b.questions) - a.handedOver / Math.max(1, a.questions))) {
    if (category.questions < 5) continue;
    const share = category.handedOver / category.questions;
    if (share < 1 / 3) continue;
    found.push({
      rule: 'handed-over-category',
      title: `${percent(share)} of ${label(category.category)} questions are handed over`,
      impact: `${category.handedOver} of ${category.questions} ${label(category.category)} questions went to staff because the assistant had no answer.`,
      action: `Add knowledge-base entries for the ${label(category.category)} questions patients ask, so the assistant can answer them.`,
      priority: share >= 0.5 ? 'high' : 'medium',
    });
  }
  if (input.staffWaitsClosed >= 3 && input.staffWaitClosedSeconds !== null && input.staffWaitClosedSeconds > 30 * 60) {
    found.push({
      rule: 'out-of-hours-wait',
      title: 'Patients wait long for staff outside opening hours',
      impact: `After a handoff outside opening hours patients waited ${minutes(input.staffWaitClosedSeconds)} on average for a pharmacist (${input.staffWaitsClosed} chats).`,
      action: 'Tell patients when a pharmacist will reply (greeting and business-hours text in Settings), or have someone on call.',
      priority: 'medium',
    });
  }
  for (const rating of input.satisfaction) {
    if (rating.ratings < 5 || rating.average === null || rating.average >= 3.5) continue;
    found.push({
      rule: 'low-rating',
      title: `Low ${label(rating.category)} rating`,
      impact: `Patients rated ${label(rating.category)} ${rating.average.toFixed(1)} of 5 on average (${rating.ratings} ratings).`,
      action: rating.category === 'speed' ? 'Answer handed-over chats sooner: watch the urgent list on Live Chat Support.' : 'Read the lowest-rated chats in Chat Management and improve the answers they got.',
      priority: rating.average < 2.5 ? 'high' : 'medium',
    });
  }
  if (input.conversationLimit !== null && input.conversationLimit > 0) {
    const usage = input.monthlyConversations / input.conversationLimit;
    if (usage >= 0.8) {
      found.push({
        rule: 'plan-limit',
        title: `${percent(usage)} of this month's conversations used`,
        impact: `${input.monthlyConversations} of ${input.conversationLimit} conversations: new chats are refused once the limit is reached.`,
        action: 'Upgrade the plan on the Subscription page before the limit is reached.',
        priority: usage >= 0.95 ? 'high' : 'medium',
      });
    }
  }
  if (input.staffFirstReplies >= 3 && input.staffFirstReplySeconds !== null && input.staffFirstReplySeconds > 5 * 60) {
    found.push({
      rule: 'slow-staff-reply',
      title: 'Handed-over chats wait for a first staff reply',
      impact: `Staff replied ${minutes(input.staffFirstReplySeconds)} after a handoff on average (${input.staffFirstReplies} chats).`,
      action: 'Turn on sound alerts in Chat Notifications and reply to red alerts within 30 seconds.',
      priority: 'medium',
    });
  }
  if (input.sessions >= 10 && input.escalationRate > 30) {
    found.push({
      rule: 'escalation-rate',
      title: `${Math.round(input.escalationRate)}% of conversations are escalated`,
      impact: `${Math.round((input.escalationRate / 100) * input.sessions)} of ${input.sessions} conversations needed staff.`,
      action: 'Review the escalated chats by category and add answers for the common ones to the knowledge base.',
      priority: 'low',
    });
  }
  const peak = [...input.peakHours].sort((a, b) => b.messages - a.messages)[0];
  if (peak && input.patientMessages >= 20 && peak.messages / input.patientMessages >= 0.25) {
    found.push({
      rule: 'peak-hour',
      title: `Busiest hour: ${String(peak.hour).padStart(2, '0')}:00`,
      impact: `${percent(peak.messages / input.patientMessages)} of patients' messages arrive between ${String(peak.hour).padStart(2, '0')}:00 and ${String((peak.hour + 1) % 24).padStart(2, '0')}:00.`,
      action: 'Schedule a pharmacist on Live Chat Support during that hour.',
      priority: 'low',
    });
  }
  return found.map((item, index) => ({ item, index })).sort((a, b) => rank[a.item.priority] - rank[b.item.priority] || a.index - b.index).slice(0, limit).map(({ item }) => item);
}
