import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import type { EventEnvelope, EventType } from '@pharmachat/proto';
import { analyticsService } from '../src/index';
import { deliver } from './chat-events';

/**
 * The dashboards' figures from a known sequence of events (exact values), and the same figures after the 90-day
 * purge removed analytics' per-session bookkeeping.
 */
const pharmacyId = randomUUID();
const basicPharmacyId = randomUUID();

function event<T extends EventType>(type: T, aggregateId: string, data: unknown, occurredAt = new Date()): EventEnvelope<unknown, T> {
  return { id: randomUUID(), type, version: 1, source: type.split('.')[0]!, tenantId: pharmacyId, aggregateId, occurredAt: occurredAt.toISOString(), correlationId: randomUUID(), causationId: null, data };
}

const DAY_MS = 24 * 3600_000;
const today = new Date().toISOString().slice(0, 10);
/** two days ago, in UTC (the pharmacy's time zone) */
const day = new Date(Date.parse(`${today}T00:00:00Z`) - 2 * DAY_MS).toISOString().slice(0, 10);
const at = (time: string) => new Date(`${day}T${time}Z`);
const hours = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, { isOpen: true, openTime: '09:00', closeTime: '17:00' }]));
const state = (handedOff: boolean) => ({ status: handedOff ? 'escalated' : 'active', needsStaffAttention: handedOff, handedOff });

function started(sessionId: string, patientId: string, time: Date) {
  return event('chat.session.started', sessionId, { sessionId, pharmacyId, patientId, guest: true, startedAt: time.toISOString() }, time);
}
function posted(sessionId: string, patientId: string, sender: 'user' | 'ai' | 'staff', time: Date, handedOff = false, messageId = randomUUID()) {
  return event('chat.message.posted', sessionId, {
    messageId, sessionId, pharmacyId, sender, content: 'text', staffMember: sender === 'staff' ? 'sam' : null, inReplyTo: null, metadata: {},
    postedAt: time.toISOString(), session: state(handedOff), patientId,
  }, time);
}
function triaged(sessionId: string, messageId: string, category: string, time: Date) {
  return event('assistant.triage.completed', sessionId, { sessionId, pharmacyId, messageId, urgency: 'routine', redFlags: [], category, language: 'en', sentiment: 'neutral' }, time);
}
function replied(sessionId: string, inReplyTo: string, handoff: boolean, time: Date) {
  return event('assistant.reply.composed', sessionId, {
    sessionId, pharmacyId, inReplyTo, kind: handoff ? 'handoff' : 'answer', content: 'reply', handoff, urgent: false,
    citations: handoff ? [] : [{ entryId: randomUUID(), question: 'When can I refill my prescription?' }],
  }, time);
}
function rated(sessionId: string, category: string, rating: number, time: Date) {
  return event('chat.feedback.submitted', sessionId, { feedbackId: randomUUID(), sessionId, pharmacyId, category, rating, sessionRating: rating, wasEscalated: false, submittedAt: time.toISOString() }, time);
}

const DASHBOARD = `query($p: ID!, $from: String, $to: String) { pharmacyAnalytics(pharmacyId: $p, from: $from, to: $to) {
  from to timeZone totalConversations periodConversations monthlyConversations conversationLimit activeUsersToday aiResponseRate satisfactionScore totalRatings
  resolutionRate escalationRate averageSessionDuration returnCustomerRate costPerSession plan monthlyPrice advancedAnalytics totalMessages averageResponseTime
  chatVolume { day conversations messages }
  topCategories { category sessions questions handedOver percentage }
  topQuestions { question count }
  peakHours { hour label messages }
  responseTimeDistribution { bucket count percentage }
  firstReply { assistantSeconds assistantReplies staffAfterHandoffSeconds staffReplies staffWaitOpenSeconds staffWaitsOpen staffWaitClosedSeconds staffWaitsClosed }
  satisfactionByCategory { category average ratings }
  ratingDistribution { stars count percentage }
  recommendations { rule priority }
} }`;

describe('dashboards from events', () => {
  let env: TestServices;
  let url: string;
  let staff: string;
  let basicStaff: string;
  let superAdmin: string;

  beforeAll(async () => {
    env = await startTestServices([analyticsService as never]);
    url = env.get('analytics').url;
    staff = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId, username: 'ann' });
    basicStaff = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId: basicPharmacyId, username: 'bob' });
    superAdmin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'super_admin', pharmacyId: null, username: 'root' });
    const [a, b, c, e] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const [aMsg, bMsg, cMsg] = [randomUUID(), randomUUID(), randomUUID()];
    const approvedAt = at('00:00:00');
    await deliver(
      env,
      event('pharmacy.pharmacy.approved', pharmacyId, { pharmacyId, name: 'Downtown', status: 'active', operatingHours: hours, timeZone: 'UTC' }, approvedAt),
      event('pharmacy.pharmacy.approved', basicPharmacyId, { pharmacyId: basicPharmacyId, name: 'Basic Corner', status: 'active', timeZone: 'UTC' }, approvedAt),
      event('billing.subscription.started', pharmacyId, {
        subscriptionId: randomUUID(), pharmacyId, plan: 'professional', status: 'active', conversationLimit: 2000, currentPeriodEnd: new Date(Date.now() + 30 * DAY_MS).toISOString(),
        trialEnd: null, monthlyPrice: 149, features: ['advanced_analytics', 'api_integrations', 'priority_support'],
      }, approvedAt),
      event('billing.subscription.started', basicPharmacyId, {
        subscriptionId: randomUUID(), pharmacyId: basicPharmacyId, plan: 'basic', status: 'active', conversationLimit: 500, currentPeriodEnd: new Date(Date.now() + 30 * DAY_MS).toISOString(), trialEnd: null,
      }, approvedAt),
      event('identity.user.created', pharmacyId, { userId: randomUUID(), username: 'ann', role: 'pharmacy_admin', pharmacyId }),
      event('identity.patient.registered', randomUUID(), { patientId: randomUUID() }),
      // A: the assistant answers in 4 s, no handoff; rated 5 (overall) and 4 (speed)
      started(a, 'p1', at('10:00:00')),
      posted(a, 'p1', 'user', at('10:00:00'), false, aMsg),
      triaged(a, aMsg, 'refill_requests', at('10:00:01')),
      replied(a, aMsg, false, at('10:00:04')),
      posted(a, 'p1', 'ai', at('10:00:04')),
      rated(a, 'overall', 5, at('10:05:00')),
      rated(a, 'speed', 4, at('10:05:00')),
      // B: the same patient again at 20:00 (closed): handed over after 2 s, staff answer 30 min later, escalated, resolved
      started(b, 'p1', at('20:00:00')),
      posted(b, 'p1', 'user', at('20:00:00'), false, bMsg),
      triaged(b, bMsg, 'refill_requests', at('20:00:01')),
      // the reply's consumer may run before the triage's: handled in either order
      replied(b, bMsg, true, at('20:00:02')),
      posted(b, 'p1', 'ai', at('20:00:02'), true),
      event('chat.session.escalated', b, { sessionId: b, pharmacyId, reason: 'no_answer', escalatedAt: at('20:00:02').toISOString(), session: state(true) }, at('20:00:02')),
      posted(b, 'p1', 'staff', at('20:30:02'), true),
      event('chat.session.resolved', b, { sessionId: b, pharmacyId, resolvedAt: at('20:40:00').toISOString(), session: { ...state(true), status: 'resolved' } }, at('20:40:00')),
      // C: another patient at 11:00 (open): handed over after 10 s, staff answer 2 min later; rated 3
      started(c, 'p2', at('11:00:00')),
      posted(c, 'p2', 'user', at('11:00:00'), false, cMsg),
      replied(c, cMsg, true, at('11:00:10')),
      triaged(c, cMsg, 'medication_info', at('11:00:01')),
      posted(c, 'p2', 'ai', at('11:00:10'), true),
      posted(c, 'p2', 'staff', at('11:02:10'), true),
      rated(c, 'overall', 3, at('11:05:00')),
      // E: a patient writing now (Active Users Today)
      started(e, 'p3', new Date()),
      posted(e, 'p3', 'user', new Date()),
    );
  });
  afterAll(() => env.stop());

  const expected = () => {
    const thisMonth = new Date().toISOString().slice(0, 7);
    const monthly = 1 + (day.startsWith(thisMonth) ? 3 : 0);
    return {
      from: day, to: day, timeZone: 'UTC', totalConversations: 4, periodConversations: 3, monthlyConversations: monthly, conversationLimit: 2000, activeUsersToday: 1,
      aiResponseRate: 33.3, satisfactionScore: 4, totalRatings: 3, resolutionRate: 33.3, escalationRate: 33.3,
      // (4 + 1802 + 130) / 3
      averageSessionDuration: 645,
      returnCustomerRate: 33.3, costPerSession: Math.round((149 / monthly) * 100) / 100, plan: 'professional', monthlyPrice: 149, advancedAnalytics: true,
      totalMessages: 8, averageResponseTime: 5,
      chatVolume: [{ day, conversations: 3, messages: 8 }],
      topCategories: [
        { category: 'refill_requests', sessions: 2, questions: 2, handedOver: 1, percentage: 66.7 },
        { category: 'medication_info', sessions: 1, questions: 1, handedOver: 1, percentage: 33.3 },
      ],
      topQuestions: [{ question: 'When can I refill my prescription?', count: 1 }],
      peakHours: [{ hour: 10, label: '10:00', messages: 1 }, { hour: 11, label: '11:00', messages: 1 }, { hour: 20, label: '20:00', messages: 1 }],
      responseTimeDistribution: [
        { bucket: 'under_30s', count: 3, percentage: 100 },
        { bucket: '30s_to_2m', count: 0, percentage: 0 },
        { bucket: '2m_to_5m', count: 0, percentage: 0 },
        { bucket: 'over_5m', count: 0, percentage: 0 },
      ],
      firstReply: { assistantSeconds: 5, assistantReplies: 3, staffAfterHandoffSeconds: 960, staffReplies: 2, staffWaitOpenSeconds: 120, staffWaitsOpen: 1, staffWaitClosedSeconds: 1800, staffWaitsClosed: 1 },
      satisfactionByCategory: [
        { category: 'overall', average: 4, ratings: 2 },
        { category: 'response_quality', average: null, ratings: 0 },
        { category: 'speed', average: 4, ratings: 1 },
        { category: 'helpfulness', average: null, ratings: 0 },
      ],
      ratingDistribution: [
        { stars: 5, count: 1, percentage: 33.3 },
        { stars: 4, count: 1, percentage: 33.3 },
        { stars: 3, count: 1, percentage: 33.3 },
        { stars: 2, count: 0, percentage: 0 },
        { stars: 1, count: 0, percentage: 0 },
      ],
      // medication_info: 1 of 1 handed over but under 5 questions: no rule fires on so few chats
      recommendations: [],
    };
  };

  it('computes every figure of the day from the events', async () => {
    const result = await graphqlRequest<{ pharmacyAnalytics: unknown }>(url, DASHBOARD, { p: pharmacyId, from: day, to: day }, staff);
    expect(result.errors).toBeUndefined();
    expect(result.data?.pharmacyAnalytics).toEqual(expected());
  });

  it('gives the platform totals, revenue, subscription breakdown, performance rows and uptime to the super admin', async () => {
    const result = await graphqlRequest<{ platformStats: Record<string, unknown>; pharmacyPerformance: Record<string, unknown>[] }>(
      url,
      `query { platformStats { totalPharmacies activePharmacies totalUsers staffUsers patientAccounts activeSubscriptions monthlyRevenue totalConversations totalMessages uptimePercent
        subscriptionBreakdown { plan subscriptions active monthlyRevenue } }
        pharmacyPerformance { name plan monthlyConversations conversationLimit usageLevel totalConversations escalationRate } }`,
      {},
      superAdmin,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.platformStats).toMatchObject({
      totalPharmacies: 2, activePharmacies: 2, totalUsers: 2, staffUsers: 1, patientAccounts: 1, activeSubscriptions: 2, monthlyRevenue: 198, totalConversations: 4, totalMessages: 8 + 1,
      uptimePercent: 100,
      subscriptionBreakdown: [
        { plan: 'free_trial', subscriptions: 0, active: 0, monthlyRevenue: 0 },
        { plan: 'basic', subscriptions: 1, active: 1, monthlyRevenue: 49 },
        { plan: 'professional', subscriptions: 1, active: 1, monthlyRevenue: 149 },
        { plan: 'enterprise', subscriptions: 0, active: 0, monthlyRevenue: 0 },
      ],
    });
    expect(result.data?.pharmacyPerformance.find((row) => row.name === 'Downtown')).toMatchObject({ plan: 'professional', conversationLimit: 2000, usageLevel: 'green', totalConversations: 4, escalationRate: 25 });
  });

  it('refuses the platform figures to pharmacy staff, and advanced analytics to a plan without them', async () => {
    const platform = await graphqlRequest(url, 'query { platformStats { totalPharmacies } }', {}, staff);
    expect(platform.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const analytics = await graphqlRequest(url, 'query($p: ID!) { pharmacyAnalytics(pharmacyId: $p) { totalConversations } }', { p: basicPharmacyId }, basicStaff);
    expect(analytics.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'analytics.advanced_analytics_required' });
    const dashboard = await graphqlRequest<{ pharmacyDashboard: { advancedAnalytics: boolean } }>(url, 'query($p: ID!) { pharmacyDashboard(pharmacyId: $p) { advancedAnalytics } }', { p: basicPharmacyId }, basicStaff);
    expect(dashboard.data?.pharmacyDashboard).toEqual({ advancedAnalytics: false });
    const other = await graphqlRequest(url, 'query($p: ID!) { pharmacyDashboard(pharmacyId: $p) { totalConversations } }', { p: pharmacyId }, basicStaff);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // a super admin viewing as that pharmacy (role switch) sees the full analytics regardless of plan
    const switched = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', actualRole: 'super_admin', pharmacyId: basicPharmacyId, username: 'root' });
    const full = await graphqlRequest<{ pharmacyAnalytics: { totalConversations: number } }>(url, 'query($p: ID!) { pharmacyAnalytics(pharmacyId: $p) { totalConversations } }', { p: basicPharmacyId }, switched);
    expect(full.errors).toBeUndefined();
  });

  it('keeps every figure after the purge of raw chats older than today', async () => {
    const runId = randomUUID();
    await deliver(env, event('retention.purge.requested', runId, { runId, cutoff: new Date(`${today}T00:00:00Z`).toISOString(), retentionDays: 90 }));
    const [left] = await env.get('analytics').db.em().execute<{ n: string }[]>(
      `select count(*)::text as n from analytics.session_tracker where pharmacy_id = ? and coalesce(last_message_at, started_at) < ?`,
      [pharmacyId, new Date(`${today}T00:00:00Z`)],
    );
    expect(Number(left?.n)).toBe(0);
    const result = await graphqlRequest<{ pharmacyAnalytics: unknown }>(url, DASHBOARD, { p: pharmacyId, from: day, to: day }, staff);
    expect(result.data?.pharmacyAnalytics).toEqual(expected());
  });
});
