import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import type { EventEnvelope, EventType } from '@pharmachat/proto';
import { billingService } from '../src/index';
import { FakeStripeServer } from './fake-stripe-server';

function event<T extends EventType>(type: T, aggregateId: string, data: unknown): EventEnvelope<unknown, T> {
  return { id: randomUUID(), type, version: 1, source: 'test', tenantId: aggregateId, aggregateId, occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null, data };
}

const WEBHOOK_SECRET = 'whsec_test_pharmachat_fake';
const stripe = new Stripe('sk_test_only_for_signing');

/** A webhook as Stripe sends it: the JSON body and its Stripe-Signature header (signed with `secret`). */
function signed(body: Record<string, unknown>, secret = WEBHOOK_SECRET): { payload: string; signature: string } {
  const payload = JSON.stringify(body, null, 2);
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

const CREATE = `mutation($plan: String!) { createSubscription(planType: $plan) { clientSecret subscriptionId testMode } }`;
const CANCEL = `mutation { cancelSubscription { plan status cancelAtPeriodEnd currentPeriodEnd } }`;
const WEBHOOK = `mutation($payload: String!, $signature: String!) { receivePaymentWebhook(payload: $payload, signature: $signature) { eventId duplicate } }`;
const SUBSCRIPTION = `query($p: ID!) { subscription(pharmacyId: $p) { plan status monthlyPrice conversationLimit cancelAtPeriodEnd pendingPlan graceUntil lastPaymentError } }`;
const FEATURE = `query($p: ID!, $f: String!) { featureAccess(pharmacyId: $p, feature: $f) { feature allowed planRequired } }`;
const INVOICES = `query($p: ID!) { subscriptionInvoices(pharmacyId: $p) { number amount status plan } }`;

describe('paying for a plan through Stripe (the real SDK against a local server that answers its calls)', () => {
  const fake = new FakeStripeServer();
  let env: TestServices;
  let url: string;
  let admin: string;
  let staff: string;
  let otherAdmin: string;
  const pharmacyId = randomUUID();
  const otherPharmacyId = randomUUID();
  let customerId = '';
  let subscriptionId = '';

  const changedEvents = async () =>
    env
      .get('billing')
      .db.em()
      .execute<{ data: Record<string, unknown> }[]>(`select data from billing.outbox where type = 'billing.subscription.changed' and data->>'pharmacyId' = ? order by occurred_at`, [pharmacyId]);
  const subscription = async () => (await graphqlRequest<{ subscription: Record<string, unknown> }>(url, SUBSCRIPTION, { p: pharmacyId }, admin)).data!.subscription;
  const invoiceEvent = (type: string, paid: boolean) => ({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type,
    data: {
      object: {
        id: `in_${randomUUID()}`,
        object: 'invoice',
        customer: customerId,
        number: 'INV-0001',
        currency: 'usd',
        amount_due: 4900,
        amount_paid: paid ? 4900 : 0,
        invoice_pdf: 'https://pay.stripe.com/invoice/acct_1/test/pdf',
        parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: { pharmacyId, plan: 'basic' } } },
        lines: { object: 'list', data: [{ period: { start: Math.floor(Date.now() / 1000), end: Math.floor(Date.now() / 1000) + 30 * 86400 } }] },
      },
    },
  });

  beforeAll(async () => {
    await fake.start();
    env = await startTestServices([billingService as never], {
      env: { STRIPE_SECRET_KEY: 'sk_test_pharmachat', STRIPE_PUBLISHABLE_KEY: 'pk_test_pharmachat', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.apiBase },
    });
    url = env.get('billing').url;
    for (const id of [pharmacyId, otherPharmacyId]) await env.publish(event('pharmacy.pharmacy.approved', id, { pharmacyId: id, name: 'Pharmacy', status: 'active' }));
    admin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId, username: 'owner' });
    staff = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId, username: 'sam' });
    otherAdmin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId: otherPharmacyId, username: 'eve' });
  }, 60_000);
  afterAll(async () => {
    await env?.stop();
    await fake.stop();
  });

  it('tells the browser to use Stripe Elements with the publishable key', async () => {
    const result = await graphqlRequest<{ paymentSettings: unknown }>(url, '{ paymentSettings { mode publishableKey } }');
    expect(result.data?.paymentSettings).toEqual({ mode: 'stripe', publishableKey: 'pk_test_pharmachat' });
  });

  it('creates a Customer and an incomplete Subscription, and returns the PaymentIntent client secret', async () => {
    const result = await graphqlRequest<{ createSubscription: { clientSecret: string; subscriptionId: string; testMode: boolean } }>(url, CREATE, { plan: 'basic' }, admin);
    expect(result.errors).toBeUndefined();
    expect(result.data!.createSubscription.clientSecret).toMatch(/^pi_in_fake\d+_secret_fake$/);
    expect(result.data!.createSubscription.testMode).toBe(false);
    subscriptionId = result.data!.createSubscription.subscriptionId;

    const customer = fake.requests.find((r) => r.path === '/v1/customers')!;
    expect(customer.fields['metadata[pharmacyId]']).toBe(pharmacyId);
    expect(customer.headers.authorization).toBe('Bearer sk_test_pharmachat');
    const price = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/prices')!;
    expect(price.fields).toMatchObject({ currency: 'usd', unit_amount: '4900', 'recurring[interval]': 'month', lookup_key: 'pharmachat_basic_monthly' });
    const created = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions')!;
    expect(created.fields).toMatchObject({ payment_behavior: 'default_incomplete', 'metadata[pharmacyId]': pharmacyId, 'metadata[plan]': 'basic', 'expand[0]': 'latest_invoice.confirmation_secret' });
    expect(created.headers['idempotency-key']).toMatch(new RegExp(`^subscription-${pharmacyId}-basic-`));
    customerId = created.fields.customer!;

    // nothing changes until the payment succeeds: still the trial, Basic waiting
    expect(await subscription()).toMatchObject({ plan: 'free_trial', conversationLimit: 100, pendingPlan: 'basic' });
  });

  it('refuses plan changes by staff, by another pharmacy, and of the free trial or an unknown plan', async () => {
    const byStaff = await graphqlRequest(url, CREATE, { plan: 'basic' }, staff);
    expect(byStaff.errors?.[0]).toMatchObject({ message: "Only the pharmacy's administrator can change or cancel its plan.", extensions: { code: 'FORBIDDEN' } });
    const other = await graphqlRequest(url, `mutation($p: ID!) { createSubscription(planType: "basic", pharmacyId: $p) { clientSecret } }`, { p: pharmacyId }, otherAdmin);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const trial = await graphqlRequest(url, CREATE, { plan: 'free_trial' }, admin);
    expect(trial.errors?.[0]?.message).toBe('The Free Trial cannot be bought. Choose Basic, Professional or Enterprise.');
    const unknown = await graphqlRequest(url, CREATE, { plan: 'gold' }, admin);
    expect(unknown.errors?.[0]?.message).toBe('Unknown plan "gold". Choose one of: free_trial, basic, professional, enterprise.');
  });

  it('applies a signed invoice.paid webhook once: Basic at once with its limit; the same event again changes nothing', async () => {
    const paid = signed(invoiceEvent('invoice.paid', true));
    const first = await graphqlRequest<{ receivePaymentWebhook: { duplicate: boolean } }>(url, WEBHOOK, paid);
    expect(first.errors).toBeUndefined();
    expect(first.data!.receivePaymentWebhook.duplicate).toBe(false);
    expect(await subscription()).toMatchObject({ plan: 'basic', status: 'active', monthlyPrice: 49, conversationLimit: 500, pendingPlan: null });
    const events = await changedEvents();
    expect(events.map((e) => e.data)).toEqual([expect.objectContaining({ plan: 'basic', status: 'active', conversationLimit: 500, reason: 'plan_paid' })]);

    const replay = await graphqlRequest<{ receivePaymentWebhook: { duplicate: boolean } }>(url, WEBHOOK, paid);
    expect(replay.data!.receivePaymentWebhook.duplicate).toBe(true);
    expect(await changedEvents()).toHaveLength(1);
    const invoices = await graphqlRequest<{ subscriptionInvoices: unknown[] }>(url, INVOICES, { p: pharmacyId }, admin);
    expect(invoices.data!.subscriptionInvoices).toEqual([{ number: 'INV-0001', amount: 49, status: 'paid', plan: 'basic' }]);
  });

  it("keeps the card Stripe reports (charge.succeeded, payment_method.attached): brand, last 4 and expiry, never more", async () => {
    const charge = signed({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'charge.succeeded',
      data: { object: { id: `ch_${randomUUID()}`, object: 'charge', customer: customerId, amount: 4900, payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, fingerprint: 'abc' } } } },
    });
    expect((await graphqlRequest(url, WEBHOOK, charge)).errors).toBeUndefined();
    const CARD = `query($p: ID!) { subscription(pharmacyId: $p) { paymentMethod { brand last4 expMonth expYear } } }`;
    const card = async () => (await graphqlRequest<{ subscription: { paymentMethod: unknown } }>(url, CARD, { p: pharmacyId }, admin)).data!.subscription.paymentMethod;
    expect(await card()).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
    const attached = signed({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'payment_method.attached',
      data: { object: { id: `pm_${randomUUID()}`, object: 'payment_method', customer: customerId, type: 'card', card: { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2031 } } },
    });
    expect((await graphqlRequest(url, WEBHOOK, attached)).errors).toBeUndefined();
    expect(await card()).toEqual({ brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 });
    // another pharmacy's admin sees nothing of it
    const foreign = await graphqlRequest(url, CARD, { p: pharmacyId }, otherAdmin);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a forged signature, a stale one and an unsigned body, changing nothing', async () => {
    const body = invoiceEvent('customer.subscription.deleted', true);
    const forged = signed(body, 'whsec_someone_else');
    const result = await graphqlRequest(url, WEBHOOK, forged);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toMatch(/^Webhook refused: No signatures found matching the expected signature/);
    const payload = JSON.stringify(body);
    const stale = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await graphqlRequest(url, WEBHOOK, { payload, signature: stale })).errors?.[0]?.message).toMatch(/^Webhook refused: Timestamp outside the tolerance zone/);
    expect((await graphqlRequest(url, WEBHOOK, { payload, signature: '' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await subscription()).toMatchObject({ plan: 'basic', status: 'active' });
  });

  it('answers feature access from the plan', async () => {
    const analytics = await graphqlRequest<{ featureAccess: unknown }>(url, FEATURE, { p: pharmacyId, f: 'advanced_analytics' }, staff);
    expect(analytics.data!.featureAccess).toEqual({ feature: 'advanced_analytics', allowed: false, planRequired: 'professional' });
    const locations = await graphqlRequest<{ featureAccess: unknown }>(url, FEATURE, { p: pharmacyId, f: 'multiple_locations' }, admin);
    expect(locations.data!.featureAccess).toEqual({ feature: 'multiple_locations', allowed: false, planRequired: 'enterprise' });
    const unknown = await graphqlRequest(url, FEATURE, { p: pharmacyId, f: 'time_travel' }, admin);
    expect(unknown.errors?.[0]?.message).toMatch(/^Unknown feature "time_travel"\. Ask about one of: advanced_analytics/);
    expect((await graphqlRequest(url, FEATURE, { p: pharmacyId, f: 'advanced_analytics' }, otherAdmin)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('cancels at the period end through Stripe; the plan stays active until then', async () => {
    const result = await graphqlRequest<{ cancelSubscription: Record<string, unknown> }>(url, CANCEL, {}, admin);
    expect(result.errors).toBeUndefined();
    expect(result.data!.cancelSubscription).toMatchObject({ plan: 'basic', status: 'active', cancelAtPeriodEnd: true });
    const update = fake.requests.find((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`)!;
    expect(update.fields).toEqual({ cancel_at_period_end: 'true' });
    const again = await graphqlRequest(url, CANCEL, {}, admin);
    expect(again.errors?.[0]?.message).toMatch(/^The plan is already set to end on \d{4}-\d{2}-\d{2}\.$/);
  });

  it('turns a failed renewal into past_due with a grace period, and the subscription deletion into cancelled with no conversations', async () => {
    const failed = await graphqlRequest(url, WEBHOOK, signed({ ...invoiceEvent('invoice.payment_failed', false) }));
    expect(failed.errors).toBeUndefined();
    const pastDue = await subscription();
    expect(pastDue).toMatchObject({ plan: 'basic', status: 'past_due', conversationLimit: 500 });
    expect(Date.parse(pastDue.graceUntil as string)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(pastDue.lastPaymentError).toBe('The payment was declined. Update the card to keep the plan.');

    const deleted = { id: `evt_${randomUUID()}`, object: 'event', type: 'customer.subscription.deleted', data: { object: { id: subscriptionId, object: 'subscription', customer: customerId, status: 'canceled' } } };
    await graphqlRequest(url, WEBHOOK, signed(deleted));
    expect(await subscription()).toMatchObject({ plan: 'basic', status: 'cancelled' });
    const reasons = (await changedEvents()).map((e) => [e.data.reason, e.data.status, e.data.conversationLimit]);
    expect(reasons).toEqual([
      ['plan_paid', 'active', 500],
      ['cancel_scheduled', 'active', 500],
      ['payment_failed', 'past_due', 500],
      ['ended', 'cancelled', 0],
    ]);
  });
});

describe('the test payment provider (no Stripe keys)', () => {
  let env: TestServices;
  let url: string;
  let admin: string;
  const pharmacyId = randomUUID();
  const PAY = `mutation($secret: String!, $card: TestCardInput!) { confirmTestPayment(clientSecret: $secret, card: $card) { paid message subscription { plan status conversationLimit lastPaymentError } } }`;

  beforeAll(async () => {
    env = await startTestServices([billingService as never]);
    url = env.get('billing').url;
    await env.publish(event('pharmacy.pharmacy.approved', pharmacyId, { pharmacyId, name: 'Pharmacy', status: 'active' }));
    admin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId, username: 'owner' });
  }, 60_000);
  afterAll(() => env?.stop());

  it('is test mode; a declined card keeps the trial and says why; 4242 pays and the plan applies at once', async () => {
    expect((await graphqlRequest<{ paymentSettings: unknown }>(url, '{ paymentSettings { mode publishableKey } }')).data!.paymentSettings).toEqual({ mode: 'test', publishableKey: null });
    const created = await graphqlRequest<{ createSubscription: { clientSecret: string; testMode: boolean } }>(url, CREATE, { plan: 'professional' }, admin);
    expect(created.data!.createSubscription.testMode).toBe(true);
    const secret = created.data!.createSubscription.clientSecret;
    expect(secret).toMatch(/^pi_test_[0-9a-f]+_secret_[0-9a-f]+$/);

    const invalid = await graphqlRequest(url, PAY, { secret, card: { number: '4242 4242 4242 4241', expiry: '12/40', cvc: '123' } }, admin);
    expect(invalid.errors?.[0]).toMatchObject({ message: 'Your card number is invalid.', extensions: { field: 'number' } });
    const declined = await graphqlRequest<{ confirmTestPayment: Record<string, unknown> }>(url, PAY, { secret, card: { number: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' } }, admin);
    expect(declined.data!.confirmTestPayment).toEqual({ paid: false, message: 'Your card was declined.', subscription: { plan: 'free_trial', status: 'active', conversationLimit: 100, lastPaymentError: 'Your card was declined.' } });
    const paid = await graphqlRequest<{ confirmTestPayment: Record<string, unknown> }>(url, PAY, { secret, card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } }, admin);
    expect(paid.data!.confirmTestPayment).toEqual({ paid: true, message: null, subscription: { plan: 'professional', status: 'active', conversationLimit: 2000, lastPaymentError: null } });
    const again = await graphqlRequest(url, PAY, { secret, card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } }, admin);
    expect(again.errors?.[0]?.message).toBe('No payment is waiting for this pharmacy. Choose a plan again.');
    const webhook = await graphqlRequest(url, WEBHOOK, { payload: '{}', signature: 't=1,v1=00' });
    expect(webhook.errors?.[0]?.message).toMatch(/^Payment webhooks are not configured/);
  });
});
