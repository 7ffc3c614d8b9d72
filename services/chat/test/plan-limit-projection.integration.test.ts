import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import type { EventEnvelope, EventType } from '@pharmachat/proto';
import { chatService } from '../src/index';

function event<T extends EventType>(type: T, aggregateId: string, data: unknown): EventEnvelope<unknown, T> {
  return { id: randomUUID(), type, version: 1, source: 'test', tenantId: aggregateId, aggregateId, occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null, data };
}

const OPEN = `mutation($pharmacyId: ID!, $name: String!, $phone: String!) { openGuestChat(pharmacyId: $pharmacyId, patientName: $name, phone: $phone) { token session { id } } }`;
const SEND = `mutation($sessionId: ID!, $content: String!) { sendPatientMessage(sessionId: $sessionId, content: $content) { id } }`;
const USAGE = `query($p: ID!) { conversationUsage(pharmacyId: $p, months: 3) { month conversations conversationLimit plan history { month conversations } } }`;

describe('the plan limit follows billing at once', () => {
  let env: TestServices;
  let url: string;
  const pharmacyId = randomUUID();
  const subscriptionId = randomUUID();
  let stopTriage: (() => void) | undefined;

  beforeAll(async () => {
    env = await startTestServices([chatService as never]);
    url = env.get('chat').url;
    await env.publish(event('pharmacy.pharmacy.approved', pharmacyId, { pharmacyId, name: 'Small', status: 'active' }));
    await env.publish(
      event('billing.subscription.started', subscriptionId, { subscriptionId, pharmacyId, plan: 'free_trial', status: 'active', conversationLimit: 1, currentPeriodEnd: new Date().toISOString(), trialEnd: null }),
    );
    // the assistant's triage, played here: every held message is routine (an emergency would be let through)
    stopTriage = await env.transport.listen(['chat.message.posted'], (posted) => {
      const data = posted.data as { messageId: string; sessionId: string; pharmacyId: string; metadata: { heldForLimit?: boolean } };
      if (!data.metadata.heldForLimit) return;
      void env.publish(
        event('assistant.triage.completed', data.sessionId, {
          sessionId: data.sessionId, pharmacyId: data.pharmacyId, messageId: data.messageId, urgency: 'routine',
          redFlags: [], reason: null, category: 'general', language: 'en', sentiment: 'neutral',
        }),
      );
    });
  }, 60_000);
  afterAll(async () => {
    stopTriage?.();
    await env?.stop();
  });

  const start = async (name: string) => (await graphqlRequest<{ openGuestChat: { token: string; session: { id: string } } }>(url, OPEN, { pharmacyId, name, phone: '5550007777' })).data!.openGuestChat;
  const changed = (plan: string, status: string, conversationLimit: number | null, reason: string) =>
    event('billing.subscription.changed', subscriptionId, { subscriptionId, pharmacyId, plan, status, conversationLimit, currentPeriodEnd: new Date().toISOString(), cancelAtPeriodEnd: false, graceUntil: null, reason });

  it('refuses over the trial limit, and lets the next conversation through in the same month once the upgrade is paid', async () => {
    const first = await start('Ann One');
    expect((await graphqlRequest(url, SEND, { sessionId: first.session.id, content: 'hello' }, first.token)).errors).toBeUndefined();
    const second = await start('Bob Two');
    const refused = await graphqlRequest(url, SEND, { sessionId: second.session.id, content: 'hello' }, second.token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_REACHED', currentCount: 1, limit: 1 });

    await env.publish(changed('basic', 'active', 500, 'plan_paid'));
    const accepted = await graphqlRequest(url, SEND, { sessionId: second.session.id, content: 'hello again' }, second.token);
    expect(accepted.errors).toBeUndefined();

    const staff = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId, username: 'owner' });
    const usage = await graphqlRequest<{ conversationUsage: { month: string; conversations: number; conversationLimit: number | null; plan: string; history: unknown[] } }>(url, USAGE, { p: pharmacyId }, staff);
    expect(usage.errors).toBeUndefined();
    const month = new Date().toISOString().slice(0, 7);
    expect(usage.data!.conversationUsage).toMatchObject({ month, conversations: 2, conversationLimit: 500, plan: 'basic' });
    expect(usage.data!.conversationUsage.history).toHaveLength(3);
    expect(usage.data!.conversationUsage.history[2]).toEqual({ month, conversations: 2 });

    // unlimited on Enterprise; no conversations once the subscription ended
    await env.publish(changed('enterprise', 'active', null, 'plan_paid'));
    expect((await graphqlRequest<{ conversationUsage: { conversationLimit: number | null } }>(url, USAGE, { p: pharmacyId }, staff)).data!.conversationUsage.conversationLimit).toBeNull();
    await env.publish(changed('enterprise', 'cancelled', 0, 'ended'));
    const third = await start('Cy Three');
    const afterEnd = await graphqlRequest(url, SEND, { sessionId: third.session.id, content: 'hello' }, third.token);
    expect(afterEnd.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_REACHED', limit: 0 });
  });

  it('shows usage only to staff of the pharmacy and super admins', async () => {
    const other = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId: randomUUID(), username: 'eve' });
    expect((await graphqlRequest(url, USAGE, { p: pharmacyId }, other)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await graphqlRequest(url, USAGE, { p: pharmacyId })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
