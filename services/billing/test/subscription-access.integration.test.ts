import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import type { EventEnvelope, EventType } from '@pharmachat/proto';
import { billingService } from '../src/index';

function event<T extends EventType>(type: T, aggregateId: string, data: unknown): EventEnvelope<unknown, T> {
  return { id: randomUUID(), type, version: 1, source: 'test', tenantId: aggregateId, aggregateId, occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null, data };
}

const pharmacyId = randomUUID();
const otherPharmacyId = randomUUID();

const SUBSCRIPTION = `query($p: ID!) { subscription(pharmacyId: $p) { pharmacyId plan conversationLimit } }`;
const PHARMACY_SUBSCRIPTION = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Pharmacy { id subscription { pharmacyId plan status } } } }`;
const PLANS = `{ plans { id name monthlyPrice conversationLimit trialDays } }`;

describe('who may see a subscription', () => {
  let env: TestServices;
  let url: string;
  let staff: string;
  let outsider: string;
  let superAdmin: string;

  beforeAll(async () => {
    env = await startTestServices([billingService as never]);
    url = env.get('billing').url;
    for (const id of [pharmacyId, otherPharmacyId]) {
      await env.publish(event('pharmacy.pharmacy.approved', id, { pharmacyId: id, name: 'Pharmacy', status: 'active' }));
    }
    staff = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId, username: 'sam' });
    outsider = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId: otherPharmacyId, username: 'eve' });
    superAdmin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'super_admin', username: 'root' });
  });
  afterAll(() => env.stop());

  it('shows the subscription to staff of the pharmacy and to a super admin', async () => {
    for (const token of [staff, superAdmin]) {
      const result = await graphqlRequest<{ subscription: unknown }>(url, SUBSCRIPTION, { p: pharmacyId }, token);
      expect(result.errors).toBeUndefined();
      expect(result.data?.subscription).toEqual({ pharmacyId, plan: 'free_trial', conversationLimit: 100 });
    }
  });

  it('refuses staff of another pharmacy with FORBIDDEN, a patient with FORBIDDEN and no token with UNAUTHENTICATED', async () => {
    const other = await graphqlRequest(url, SUBSCRIPTION, { p: pharmacyId }, outsider);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const patient = await graphqlRequest(url, SUBSCRIPTION, { p: pharmacyId }, await env.auth.tokenFor({ kind: 'patient', subject: randomUUID() }));
    expect(patient.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await graphqlRequest(url, SUBSCRIPTION, { p: pharmacyId });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('resolves Pharmacy.subscription for staff of that pharmacy and a super admin, and null for everyone else', async () => {
    const representations = [{ __typename: 'Pharmacy', id: pharmacyId }];
    type Entities = { _entities: { id: string; subscription: { pharmacyId: string; plan: string; status: string } | null }[] };
    for (const token of [staff, superAdmin]) {
      const seen = await graphqlRequest<Entities>(url, PHARMACY_SUBSCRIPTION, { r: representations }, token);
      expect(seen.errors).toBeUndefined();
      expect(seen.data?._entities).toEqual([{ id: pharmacyId, subscription: { pharmacyId, plan: 'free_trial', status: 'active' } }]);
    }
    for (const token of [outsider, await env.auth.tokenFor({ kind: 'guest', subject: 'guest-1', pharmacyId, sessionId: randomUUID() }), undefined]) {
      const hidden = await graphqlRequest<Entities>(url, PHARMACY_SUBSCRIPTION, { r: representations }, token);
      expect(hidden.errors).toBeUndefined();
      expect(hidden.data?._entities).toEqual([{ id: pharmacyId, subscription: null }]);
    }
  });

  it('lists the plan catalogue to anyone', async () => {
    const result = await graphqlRequest<{ plans: unknown[] }>(url, PLANS);
    expect(result.errors).toBeUndefined();
    expect(result.data?.plans).toEqual([
      { id: 'free_trial', name: 'Free Trial', monthlyPrice: 0, conversationLimit: 100, trialDays: 30 },
      { id: 'basic', name: 'Basic', monthlyPrice: 49, conversationLimit: 500, trialDays: null },
      { id: 'professional', name: 'Professional', monthlyPrice: 149, conversationLimit: 2000, trialDays: null },
      { id: 'enterprise', name: 'Enterprise', monthlyPrice: 299, conversationLimit: null, trialDays: null },
    ]);
  });
});
