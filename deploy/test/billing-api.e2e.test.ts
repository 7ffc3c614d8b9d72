import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStripeServer, signedWebhook } from '@pharmachat/billing/testing';
import { createTestDatabase, type TestDatabase } from '@pharmachat/chassis/testing';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD } from '../src/seed';
import { hostEnv, restClient } from './e2e-support';

/**
 * Plans and payments over REST with Stripe configured (the real SDK against a local server that answers its calls):
 * the subscription and stats with the spec's fields, choosing a plan, Stripe's signed webhooks through the gateway (a
 * replay changes nothing, a forgery is refused), the limit rising at once, cancelling at period end, and one
 * pharmacy's admin kept out of another's billing.
 */
const WEBHOOK_SECRET = 'whsec_e2e_pharmachat';
const fake = new FakeStripeServer();
let host: AllInOne;
let database: TestDatabase | null = null;
let base = '';
const api = restClient(() => base);
const tokens: Record<string, string> = {};
let downtownId = '';

async function webhook(body: unknown, secret = WEBHOOK_SECRET): Promise<{ status: number; body: Record<string, unknown> }> {
  const { payload, signature } = signedWebhook(body, secret);
  const response = await fetch(`${base}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  await fake.start();
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  host = await startAllInOne(
    hostEnv(database?.url, {
      RATE_LIMIT_LOGIN_PER_MINUTE: '200',
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.apiBase,
    }),
  );
  base = `http://127.0.0.1:${host.port}`;
  const pharmacies = (await api<{ id: string; name: string }[]>('GET', '/api/public/pharmacies')).body;
  downtownId = pharmacies.find((p) => p.name === 'Downtown Community Pharmacy')!.id;
  for (const username of ['downtown.admin', 'downtown.staff', 'riverside.admin', 'superadmin']) {
    tokens[username] = (await api<{ token: string }>('POST', '/api/auth/login', { body: { username, password: DEMO_PASSWORD } })).body.token;
  }
}, 120_000);

afterAll(async () => {
  await host?.stop();
  await database?.drop();
  await fake.stop();
});

describe('plans and payments over REST, through Stripe', () => {
  let subscriptionId = '';
  let customerId = '';

  it('shows the trial and its usage with the spec fields; another pharmacy is refused', async () => {
    const subscription = await api<Record<string, unknown>>('GET', `/api/pharmacies/${downtownId}/subscription`, { token: tokens['downtown.staff'] });
    expect(subscription.status).toBe(200);
    expect(subscription.body).toMatchObject({ plan: 'free_trial', status: 'active', monthlyPrice: 0, conversationLimit: 100, cancelAtPeriodEnd: false });
    expect(typeof subscription.body.currentPeriodEnd).toBe('string');
    expect(typeof subscription.body.trialEnd).toBe('string');
    const stats = await api<Record<string, unknown>>('GET', `/api/pharmacies/${downtownId}/stats`, { token: tokens['downtown.admin'] });
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ conversationLimit: 100, subscriptionPlan: 'free_trial' });
    expect(typeof stats.body.monthlyConversations).toBe('number');
    for (const path of ['subscription', 'stats', 'invoices', 'feature-access/advanced_analytics']) {
      expect((await api('GET', `/api/pharmacies/${downtownId}/${path}`, { token: tokens['riverside.admin'] })).status).toBe(403);
    }
    expect((await api('GET', `/api/payment-settings`)).body).toEqual({ mode: 'stripe', publishableKey: 'pk_test_e2e' });
    // with Stripe configured the CSP lets Stripe Elements load its script, frames and API (and nothing else outside)
    const csp = (await fetch(`${base}/api/payment-settings`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).toContain("frame-src https://js.stripe.com https://hooks.stripe.com");
    expect(csp).toContain("connect-src 'self' ws: wss: https://api.stripe.com;");
  });

  it('refuses bad plan choices with a message a person can act on', async () => {
    const missing = await api<{ message: string }>('POST', '/api/create-subscription', { token: tokens['downtown.admin'], body: {} });
    expect(missing).toEqual({ status: 400, body: { message: 'Choose a plan: planType is basic, professional or enterprise.', field: 'planType' } });
    const trial = await api<{ message: string }>('POST', '/api/create-subscription', { token: tokens['downtown.admin'], body: { planType: 'free_trial' } });
    expect(trial).toMatchObject({ status: 400, body: { message: 'The Free Trial cannot be bought. Choose Basic, Professional or Enterprise.' } });
    const staff = await api<{ message: string }>('POST', '/api/create-subscription', { token: tokens['downtown.staff'], body: { planType: 'basic' } });
    expect(staff).toMatchObject({ status: 403, body: { message: "Only the pharmacy's administrator can change or cancel its plan." } });
    const unknownFeature = await api<{ message: string }>('GET', `/api/pharmacies/${downtownId}/feature-access/teleportation`, { token: tokens['downtown.admin'] });
    expect(unknownFeature.status).toBe(400);
    expect(unknownFeature.body.message).toMatch(/^Unknown feature "teleportation"/);
  });

  it('upgrades through Stripe: the client secret, then the signed webhook; replayed it changes nothing, forged it is refused', async () => {
    const created = await api<{ clientSecret: string; subscriptionId: string; testMode: boolean }>('POST', '/api/create-subscription', { token: tokens['downtown.admin'], body: { planType: 'basic' } });
    expect(created.status).toBe(200);
    expect(created.body.clientSecret).toMatch(/_secret_/);
    expect(created.body.testMode).toBe(false);
    subscriptionId = created.body.subscriptionId;
    customerId = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions')!.fields.customer!;

    const now = Math.floor(Date.now() / 1000);
    const paid = {
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: `in_${randomUUID()}`, object: 'invoice', customer: customerId, number: 'DT-0001', currency: 'usd', amount_due: 4900, amount_paid: 4900,
          invoice_pdf: 'https://pay.stripe.com/invoice/test/pdf',
          parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
          lines: { object: 'list', data: [{ period: { start: now, end: now + 30 * 86400 } }] },
        },
      },
    };
    const forged = await webhook(paid, 'whsec_not_stripes');
    expect(forged.status).toBe(400);
    expect(forged.body.message).toMatch(/^Webhook refused: No signatures found matching the expected signature/);
    const unsigned = await fetch(`${base}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(paid) });
    expect(unsigned.status).toBe(400);
    expect(((await api<Record<string, unknown>>('GET', `/api/pharmacies/${downtownId}/subscription`, { token: tokens['downtown.admin'] })).body)).toMatchObject({ plan: 'free_trial' });

    const first = await webhook(paid);
    expect(first).toEqual({ status: 200, body: { received: true, eventId: paid.id, duplicate: false } });
    const replay = await webhook(paid);
    expect(replay).toEqual({ status: 200, body: { received: true, eventId: paid.id, duplicate: true } });

    const subscription = await api<Record<string, unknown>>('GET', `/api/pharmacies/${downtownId}/subscription`, { token: tokens['downtown.admin'] });
    expect(subscription.body).toMatchObject({ plan: 'basic', status: 'active', monthlyPrice: 49, conversationLimit: 500, trialEnd: null });
    // chat takes the new limit from billing's event: at once, for this month
    await expect.poll(async () => (await api<{ conversationLimit: number }>('GET', `/api/pharmacies/${downtownId}/stats`, { token: tokens['downtown.admin'] })).body.conversationLimit, { timeout: 10_000 }).toBe(500);
    const invoices = await api<unknown[]>('GET', `/api/pharmacies/${downtownId}/invoices`, { token: tokens['downtown.staff'] });
    expect(invoices.body).toEqual([expect.objectContaining({ number: 'DT-0001', amount: 49, status: 'paid', plan: 'basic', pdfUrl: 'https://pay.stripe.com/invoice/test/pdf' })]);
    // Stripe's invoice downloads from Stripe
    const invoiceId = (invoices.body[0] as { id: string }).id;
    const pdf = await fetch(`${base}/api/pharmacies/${downtownId}/invoices/${invoiceId}/pdf`, { headers: { authorization: `Bearer ${tokens['downtown.staff']}` }, redirect: 'manual' });
    expect(pdf.status).toBe(302);
    expect(pdf.headers.get('location')).toBe('https://pay.stripe.com/invoice/test/pdf');
    expect((await api('GET', `/api/pharmacies/${downtownId}/invoices/${invoiceId}/pdf`, { token: tokens['riverside.admin'] })).status).toBe(403);
  });

  it('cancels at the period end: the plan stays active until then', async () => {
    const cancelled = await api<Record<string, unknown>>('POST', '/api/cancel-subscription', { token: tokens['downtown.admin'] });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ plan: 'basic', status: 'active', cancelAtPeriodEnd: true });
    expect(fake.requests.some((r) => r.path === `/v1/subscriptions/${subscriptionId}` && r.fields.cancel_at_period_end === 'true')).toBe(true);
    const again = await api<{ message: string }>('POST', '/api/cancel-subscription', { token: tokens['downtown.admin'] });
    expect(again.status).toBe(409);
  });

  it('lets the super admin list every subscription with the cards, and add one only to a pharmacy without one', async () => {
    const listed = await api<{ subscriptions: { pharmacyId: string; pharmacyName: string; plan: string }[]; summary: { total: number; active: number; monthlyRevenue: number; growthRate: number | null } }>('GET', '/api/admin/subscriptions', { token: tokens.superadmin });
    expect(listed.status).toBe(200);
    expect(listed.body.subscriptions).toContainEqual(expect.objectContaining({ pharmacyId: downtownId, pharmacyName: 'Downtown Community Pharmacy', plan: 'basic' }));
    expect(listed.body.summary.total).toBe(listed.body.subscriptions.length);
    expect(listed.body.summary.monthlyRevenue).toBe(49);
    expect((await api('GET', '/api/admin/subscriptions', { token: tokens['downtown.admin'] })).status).toBe(403);

    expect(await api('POST', '/api/admin/subscriptions', { token: tokens.superadmin, body: { plan: 'basic' } })).toEqual({ status: 400, body: { message: 'Please select a pharmacy', field: 'pharmacyId' } });
    const taken = await api<{ message: string }>('POST', '/api/admin/subscriptions', { token: tokens.superadmin, body: { pharmacyId: downtownId, plan: 'professional' } });
    expect(taken).toMatchObject({ status: 409, body: { message: 'This pharmacy already has a subscription. Only pharmacies without one can be given a new one.' } });
    const badStatus = await api<{ message: string }>('POST', '/api/admin/subscriptions', { token: tokens.superadmin, body: { pharmacyId: randomUUID(), plan: 'basic', status: 'paused' } });
    expect(badStatus).toMatchObject({ status: 400, body: { message: 'Status must be active, cancelled, past_due or pending.' } });
    const added = await api<Record<string, unknown>>('POST', '/api/admin/subscriptions', { token: tokens.superadmin, body: { pharmacyId: randomUUID(), plan: 'professional', monthlyPrice: '99.5' } });
    expect(added).toMatchObject({ status: 201, body: { plan: 'professional', status: 'active', monthlyPrice: 99.5, conversationLimit: 2000 } });
  });
});
