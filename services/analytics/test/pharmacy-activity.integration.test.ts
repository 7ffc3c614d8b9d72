import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { analyticsService } from '../src/index';
import { deliver, messagePosted, secondsAgo, sessionEscalated, sessionStarted } from './chat-events';

const pharmacyId = randomUUID();
const otherPharmacyId = randomUUID();
const ACTIVITY = `query($p: ID!) { pharmacyActivity(pharmacyId: $p) { totalConversations monthlyConversations escalations averageResponseTime } }`;

describe('pharmacy activity', () => {
  let env: TestServices;
  let url: string;
  let staff: string;

  beforeAll(async () => {
    env = await startTestServices([analyticsService as never]);
    url = env.get('analytics').url;
    staff = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId, username: 'sam' });

    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 3600_000);
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const first = sessionStarted(pharmacyId, a, now);
    await deliver(
      env,
      first,
      sessionStarted(pharmacyId, b, now),
      sessionStarted(pharmacyId, c, lastMonth),
      sessionStarted(otherPharmacyId, randomUUID(), now),
      messagePosted(pharmacyId, a, 'user', secondsAgo(40)),
      messagePosted(pharmacyId, a, 'ai', secondsAgo(30)), // 10 s
      messagePosted(pharmacyId, b, 'user', secondsAgo(60)),
      sessionEscalated(pharmacyId, b, secondsAgo(55)),
      sessionEscalated(pharmacyId, b, secondsAgo(50)), // the same session again
      messagePosted(pharmacyId, b, 'staff', secondsAgo(10)), // 50 s
      sessionEscalated(pharmacyId, c, lastMonth),
      first, // redelivered
    );
  });
  afterAll(() => env.stop());

  it('counts sessions, this month’s sessions, escalated sessions and the average response time', async () => {
    const result = await graphqlRequest<{ pharmacyActivity: unknown }>(url, ACTIVITY, { p: pharmacyId }, staff);
    expect(result.errors).toBeUndefined();
    expect(result.data?.pharmacyActivity).toEqual({ totalConversations: 3, monthlyConversations: 2, escalations: 2, averageResponseTime: 30 });
  });

  it('keeps messages by sender', async () => {
    const rows = await env
      .get('analytics')
      .db.em()
      .execute<{ sender: string; messages: number }[]>('select sender, messages from analytics.message_count where pharmacy_id = ? order by sender', [pharmacyId]);
    expect(rows).toEqual([
      { sender: 'ai', messages: 1 },
      { sender: 'staff', messages: 1 },
      { sender: 'user', messages: 2 },
    ]);
  });

  it('shows zeros for a pharmacy without chats', async () => {
    const superAdmin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'super_admin', username: 'root' });
    const result = await graphqlRequest<{ pharmacyActivity: unknown }>(url, ACTIVITY, { p: randomUUID() }, superAdmin);
    expect(result.data?.pharmacyActivity).toEqual({ totalConversations: 0, monthlyConversations: 0, escalations: 0, averageResponseTime: null });
  });

  it('lets a super admin in and refuses staff of another pharmacy, patients and anonymous callers', async () => {
    const superAdmin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'super_admin', username: 'root' });
    const seen = await graphqlRequest<{ pharmacyActivity: { totalConversations: number } }>(url, ACTIVITY, { p: pharmacyId }, superAdmin);
    expect(seen.data?.pharmacyActivity.totalConversations).toBe(3);

    const outsider = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId: otherPharmacyId, username: 'eve' });
    const patient = await env.auth.tokenFor({ kind: 'patient', subject: randomUUID() });
    for (const token of [outsider, patient]) {
      const refused = await graphqlRequest(url, ACTIVITY, { p: pharmacyId }, token);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(refused.data?.pharmacyActivity ?? null).toBeNull();
    }
    const anonymous = await graphqlRequest(url, ACTIVITY, { p: pharmacyId });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
