import express, { Router } from 'express';
import { z } from 'zod';
import { graphql } from './gql';
import { parseBody, pathId, RestError, route, typedRun, type Execute } from './rest-support';

graphql(`
  fragment RestSubscriptionFields on PharmacySubscription {
    id pharmacyId plan status monthlyPrice currentPeriodStart currentPeriodEnd trialEnd createdAt conversationLimit
    cancelAtPeriodEnd pendingPlan graceUntil lastPaymentError paymentMethod { brand last4 expMonth expYear }
  }
`);

const PharmacySubscriptionDocument = graphql(`
  query RestPharmacySubscription($pharmacyId: ID!) { subscription(pharmacyId: $pharmacyId) { ...RestSubscriptionFields } }
`);

const PharmacyStatsDocument = graphql(`
  query RestPharmacyStats($pharmacyId: ID!) {
    conversationUsage(pharmacyId: $pharmacyId) { month conversations conversationLimit plan }
    pharmacyActivity(pharmacyId: $pharmacyId) { totalConversations monthlyConversations escalations averageResponseTime }
    subscription(pharmacyId: $pharmacyId) { plan status }
    pharmacyDashboard(pharmacyId: $pharmacyId) {
      activeUsersToday aiResponseRate satisfactionScore totalRatings resolutionRate averageSessionDuration returnCustomerRate costPerSession conversationTrend
    }
  }
`);

const FeatureAccessDocument = graphql(`
  query RestFeatureAccess($pharmacyId: ID!, $feature: String!) { featureAccess(pharmacyId: $pharmacyId, feature: $feature) { allowed planRequired } }
`);

const InvoicesDocument = graphql(`
  query RestSubscriptionInvoices($pharmacyId: ID!) {
    subscriptionInvoices(pharmacyId: $pharmacyId) { id number plan amount currency status periodStart periodEnd createdAt pdfUrl }
  }
`);

const InvoicePdfDocument = graphql(`
  query RestSubscriptionInvoicePdf($pharmacyId: ID!, $invoiceId: ID!) {
    subscriptionInvoicePdf(pharmacyId: $pharmacyId, invoiceId: $invoiceId)
    subscriptionInvoices(pharmacyId: $pharmacyId) { id pdfUrl }
  }
`);

const PaymentSettingsDocument = graphql(`
  query RestPaymentSettings { paymentSettings { mode publishableKey } }
`);

const CreateSubscriptionDocument = graphql(`
  mutation RestCreateSubscription($planType: String!, $pharmacyId: ID) {
    createSubscription(planType: $planType, pharmacyId: $pharmacyId) { clientSecret subscriptionId testMode }
  }
`);

const CancelSubscriptionDocument = graphql(`
  mutation RestCancelSubscription($pharmacyId: ID) { cancelSubscription(pharmacyId: $pharmacyId) { ...RestSubscriptionFields } }
`);

const ConfirmTestPaymentDocument = graphql(`
  mutation RestConfirmTestPayment($clientSecret: String!, $card: TestCardInput!, $pharmacyId: ID) {
    confirmTestPayment(clientSecret: $clientSecret, card: $card, pharmacyId: $pharmacyId) { paid message subscription { ...RestSubscriptionFields } }
  }
`);

const ReceivePaymentWebhookDocument = graphql(`
  mutation RestReceivePaymentWebhook($payload: String!, $signature: String!) { receivePaymentWebhook(payload: $payload, signature: $signature) { eventId duplicate } }
`);

const AdminSubscriptionsDocument = graphql(`
  query RestAdminSubscriptions {
    adminSubscriptions { ...RestSubscriptionFields }
    adminSubscriptionSummary { total active monthlyRevenue growthRate }
    adminPharmacies { id name }
  }
`);

const CreateAdminSubscriptionDocument = graphql(`
  mutation RestCreateAdminSubscription($input: AdminSubscriptionInput!) { createAdminSubscription(input: $input) { ...RestSubscriptionFields } }
`);

const adminCreateSchema = z.object({
  pharmacyId: z.string('Please select a pharmacy').max(100, 'Please select a pharmacy').min(1, 'Please select a pharmacy'),
  plan: z.string('Choose a plan: free_trial, basic, professional or enterprise.').max(40, 'Choose a plan: free_trial, basic, professional or enterprise.'),
  status: z.string('Status must be active, cancelled, past_due or pending.').max(40, 'Status must be active, cancelled, past_due or pending.').nullish(),
  monthlyPrice: z.union([z.number(), z.string().max(20)], 'Monthly price must be a number of US dollars.').nullish().transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return null;
    const price = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(price)) {
      ctx.addIssue({ code: 'custom', message: 'Monthly price must be a number of US dollars.' });
      return z.NEVER;
    }
    return price;
  }),
});

const optionalPharmacy = z.uuid('pharmacyId must be a pharmacy id.').nullish();

const createSchema = z.object({
  planType: z.string('Choose a plan: planType is basic, professional or enterprise.').max(40, 'Choose a plan: planType is basic, professional or enterprise.'),
  pharmacyId: optionalPharmacy,
});

const cancelSchema = z.object({ pharmacyId: optionalPharmacy });

const cardText = (message: string) => z.string(message).max(40, message);
const testPaymentSchema = z.object({
  clientSecret: z.string('clientSecret is required (the one create-subscription returned).').max(200, 'clientSecret is too long.'),
  card: z.object({ number: cardText('Card number is required.'), expiry: cardText('Expiry date is required (MM/YY).'), cvc: cardText('CVC is required.') }, 'Send the test card as {number, expiry, cvc}.'),
  pharmacyId: optionalPharmacy,
});

/**
 * The payment provider's webhook (spec: payments through Stripe). Mounted before the JSON body parser: the signature
 * is over the raw bytes, so the body reaches billing exactly as Stripe sent it; billing verifies it.
 */
export function paymentWebhookRoutes(execute: Execute): Router {
  const router = Router();
  const run = typedRun(execute);
  route(router, 'post', '/stripe/webhook', express.raw({ type: () => true, limit: '200kb' }), async (req) => {
    const signature = req.headers['stripe-signature'];
    if (typeof signature !== 'string' || signature.length === 0) throw new RestError(400, 'Missing the Stripe-Signature header: webhooks are accepted only as Stripe signs them.');
    const payload = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
    if (!payload) throw new RestError(400, 'The webhook has no body.');
    return { received: true, ...(await run(req, ReceivePaymentWebhookDocument, { payload, signature })).receivePaymentWebhook };
  });
  return router;
}

/** Plans and payments (spec part 1, sections 2-4 and 7-9; part 2, sections 3 and 7): subscription, stats, upgrade, cancel. */
export function billingRoutes(execute: Execute): Router {
  const router = Router();
  const run = typedRun(execute);

  route(router, 'get', '/pharmacies/:pharmacyId/subscription', async (req) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    const { subscription } = await run(req, PharmacySubscriptionDocument, { pharmacyId });
    if (!subscription) throw new RestError(404, 'This pharmacy has no subscription yet.');
    return subscription;
  });

  route(router, 'get', '/pharmacies/:pharmacyId/stats', async (req) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    const { conversationUsage, pharmacyActivity, subscription, pharmacyDashboard: dashboard } = await run(req, PharmacyStatsDocument, { pharmacyId });
    const total = pharmacyActivity?.totalConversations ?? 0;
    return {
      // what the plan limit counts (a conversation once, at its first patient message, this UTC month)
      monthlyConversations: conversationUsage.conversations,
      conversationLimit: conversationUsage.conversationLimit,
      month: conversationUsage.month,
      totalConversations: total,
      escalationRate: total > 0 ? Math.round(((pharmacyActivity?.escalations ?? 0) / total) * 1000) / 10 : 0,
      averageResponseTime: pharmacyActivity?.averageResponseTime ?? null,
      subscriptionPlan: subscription?.plan ?? conversationUsage.plan ?? null,
      subscriptionStatus: subscription?.status ?? null,
      // the dashboard's KPIs (analytics, from events; the last 30 days of the pharmacy)
      activeUsersToday: dashboard?.activeUsersToday ?? 0,
      aiResponseRate: dashboard?.aiResponseRate ?? null,
      satisfactionScore: dashboard?.satisfactionScore ?? null,
      avgRating: dashboard?.satisfactionScore ?? null,
      totalRatings: dashboard?.totalRatings ?? 0,
      resolutionRate: dashboard?.resolutionRate ?? null,
      averageSessionDuration: dashboard?.averageSessionDuration ?? null,
      returnCustomerRate: dashboard?.returnCustomerRate ?? null,
      costPerSession: dashboard?.costPerSession ?? null,
      conversationTrend: dashboard?.conversationTrend ?? null,
      totalSessions: total,
    };
  });

  route(router, 'get', '/pharmacies/:pharmacyId/feature-access/:feature', async (req) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    const feature = String(req.params.feature ?? '');
    return (await run(req, FeatureAccessDocument, { pharmacyId, feature: feature.slice(0, 60) })).featureAccess;
  });

  route(router, 'get', '/pharmacies/:pharmacyId/invoices', async (req) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    return (await run(req, InvoicesDocument, { pharmacyId })).subscriptionInvoices;
  });

  // the invoice's PDF: billing writes one for test-mode invoices; Stripe's is a redirect to Stripe
  route(router, 'get', '/pharmacies/:pharmacyId/invoices/:invoiceId/pdf', async (req, res) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    const invoiceId = pathId(req, 'invoiceId', 'Invoice not found.');
    const result = await run(req, InvoicePdfDocument, { pharmacyId, invoiceId });
    if (!result.subscriptionInvoicePdf) {
      const url = result.subscriptionInvoices.find((invoice) => invoice.id === invoiceId)?.pdfUrl;
      if (!url) throw new RestError(404, 'Invoice not found.');
      res.redirect(302, url);
      return undefined;
    }
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="invoice-${invoiceId}.pdf"`);
    res.send(Buffer.from(result.subscriptionInvoicePdf, 'base64'));
    return undefined;
  });

  route(router, 'get', '/payment-settings', async (req) => (await run(req, PaymentSettingsDocument)).paymentSettings);

  route(router, 'post', '/create-subscription', async (req) => {
    const input = parseBody(createSchema, req);
    return (await run(req, CreateSubscriptionDocument, { planType: input.planType, pharmacyId: input.pharmacyId ?? null })).createSubscription;
  });

  route(router, 'post', '/cancel-subscription', async (req) => {
    const input = parseBody(cancelSchema, req, { optional: true });
    return (await run(req, CancelSubscriptionDocument, { pharmacyId: input.pharmacyId ?? null })).cancelSubscription;
  });

  route(router, 'post', '/subscription/test-payment', async (req, res) => {
    const input = parseBody(testPaymentSchema, req);
    const result = (await run(req, ConfirmTestPaymentDocument, { clientSecret: input.clientSecret, card: input.card, pharmacyId: input.pharmacyId ?? null })).confirmTestPayment;
    // a declined card is the provider's answer, not an error of ours: 402 with its message
    if (!result.paid) res.status(402);
    return result.paid ? result : { ...result, message: result.message ?? 'The payment failed.' };
  });

  // Admin Subscriptions (super admins): every subscription with its pharmacy and the cards; add one to a pharmacy without one
  route(router, 'get', '/admin/subscriptions', async (req) => {
    const { adminSubscriptions, adminSubscriptionSummary, adminPharmacies } = await run(req, AdminSubscriptionsDocument);
    const names = new Map(adminPharmacies.map((pharmacy) => [pharmacy.id, pharmacy.name]));
    const subscribed = new Set(adminSubscriptions.map((subscription) => subscription.pharmacyId));
    return {
      subscriptions: adminSubscriptions.map((subscription) => ({ ...subscription, pharmacyName: names.get(subscription.pharmacyId) ?? null })),
      summary: adminSubscriptionSummary,
      // what the create dialog offers: only pharmacies without a subscription
      pharmaciesWithoutSubscription: adminPharmacies.filter((pharmacy) => !subscribed.has(pharmacy.id)),
    };
  });

  route(router, 'post', '/admin/subscriptions', async (req, res) => {
    const input = parseBody(adminCreateSchema, req);
    const created = (await run(req, CreateAdminSubscriptionDocument, { input: { pharmacyId: input.pharmacyId, plan: input.plan, status: input.status ?? null, monthlyPrice: input.monthlyPrice } })).createAdminSubscription;
    res.status(201);
    return created;
  });

  return router;
}
