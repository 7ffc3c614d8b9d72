import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import type { EventEnvelope, EventType } from '@pharmachat/proto';
import { billingService } from '../src/index';

function event<T extends EventType>(type: T, aggregateId: string, data: unknown): EventEnvelope<unknown, T> {
  return { id: randomUUID(), type, version: 1, source: 'test', tenantId: aggregateId, aggregateId, occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null, data };
}

const approved = (pharmacyId: string) => event('pharmacy.pharmacy.approved', pharmacyId, { pharmacyId, name: 'Main Street Pharmacy', status: 'active' });

const SUBSCRIPTION = `query($p: ID!) { subscription(pharmacyId: $p) {
  id pharmacyId plan status monthlyPrice currentPeriodEnd trialEnd createdAt conversationLimit } }`;

interface SubscriptionView {
  id: string;
  pharmacyId: string;
  plan: string;
  status: string;
  monthlyPrice: number;
  currentPeriodEnd: string;
  trialEnd: string | null;
  createdAt: string;
  conversationLimit: number | null;
}

describe('free trial on approval', () => {
  let env: TestServices;
  let url: string;
  let admin: string;

  const startedEvents = async (pharmacyId: string) =>
    env
      .get('billing')
      .db.em()
      .execute<{ type: string; data: Record<string, unknown> }[]>(`select type, data from billing.outbox where type = 'billing.subscription.started' and data->>'pharmacyId' = ?`, [pharmacyId]);
  const subscriptionRows = async (pharmacyId: string) =>
    env.get('billing').db.em().execute<{ id: string }[]>('select id from billing.subscription where pharmacy_id = ?', [pharmacyId]);

  beforeAll(async () => {
    env = await startTestServices([billingService as never]);
    url = env.get('billing').url;
    admin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'super_admin', username: 'root' });
  });
  afterAll(() => env.stop());

  it('starts a 30-day free trial with a limit of 100 conversations and publishes billing.subscription.started', async () => {
    const pharmacyId = randomUUID();
    const before = Date.now();
    await env.publish(approved(pharmacyId));

    const result = await graphqlRequest<{ subscription: SubscriptionView }>(url, SUBSCRIPTION, { p: pharmacyId }, admin);
    expect(result.errors).toBeUndefined();
    const trial = result.data!.subscription;
    expect(trial).toMatchObject({ pharmacyId, plan: 'free_trial', status: 'active', monthlyPrice: 0, conversationLimit: 100 });
    const trialDays = (Date.parse(trial.trialEnd!) - Date.parse(trial.createdAt)) / 86_400_000;
    expect(trialDays).toBe(30);
    expect(trial.currentPeriodEnd).toBe(trial.trialEnd);
    expect(Date.parse(trial.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const events = await startedEvents(pharmacyId);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toEqual({
      subscriptionId: trial.id,
      pharmacyId,
      plan: 'free_trial',
      status: 'active',
      conversationLimit: 100,
      currentPeriodEnd: trial.currentPeriodEnd,
      trialEnd: trial.trialEnd,
      monthlyPrice: 0,
      features: [],
    });
  });

  it('does nothing when the same approval event is delivered again', async () => {
    const pharmacyId = randomUUID();
    const envelope = approved(pharmacyId);
    await env.publish(envelope);
    const first = await graphqlRequest<{ subscription: SubscriptionView }>(url, SUBSCRIPTION, { p: pharmacyId }, admin);

    const redelivery = await env.publish(envelope);
    expect(redelivery[0]?.ok).toBe(true);
    const second = await graphqlRequest<{ subscription: SubscriptionView }>(url, SUBSCRIPTION, { p: pharmacyId }, admin);
    expect(second.data?.subscription).toEqual(first.data?.subscription);
    expect(await subscriptionRows(pharmacyId)).toHaveLength(1);
    expect(await startedEvents(pharmacyId)).toHaveLength(1);
  });

  it('keeps the existing subscription when a pharmacy is approved a second time', async () => {
    const pharmacyId = randomUUID();
    await env.publish(approved(pharmacyId));
    const first = await graphqlRequest<{ subscription: SubscriptionView }>(url, SUBSCRIPTION, { p: pharmacyId }, admin);

    await env.publish(approved(pharmacyId));
    const second = await graphqlRequest<{ subscription: SubscriptionView }>(url, SUBSCRIPTION, { p: pharmacyId }, admin);
    expect(second.data?.subscription.id).toBe(first.data?.subscription.id);
    expect(await subscriptionRows(pharmacyId)).toHaveLength(1);
    expect(await startedEvents(pharmacyId)).toHaveLength(1);
  });

  it('hands the started event to the relay (the outbox drains)', async () => {
    const pharmacyId = randomUUID();
    await env.publish(approved(pharmacyId));
    await env.settle();
    const rows = await env
      .get('billing')
      .db.em()
      .execute<{ status: string }[]>(`select status from billing.outbox where data->>'pharmacyId' = ?`, [pharmacyId]);
    expect(rows.map((r) => r.status)).toEqual(['delivered']);
  });

  it('has no subscription for a pharmacy that was never approved', async () => {
    const result = await graphqlRequest<{ subscription: SubscriptionView | null }>(url, SUBSCRIPTION, { p: randomUUID() }, admin);
    expect(result.errors).toBeUndefined();
    expect(result.data?.subscription).toBeNull();
  });
});
