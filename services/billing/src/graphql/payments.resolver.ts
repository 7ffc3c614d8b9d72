import { withContext } from '@pharmachat/chassis';
import type { AdminSubscriptions } from '../application/admin-subscriptions';
import type { SubscriptionPayments } from '../application/subscription-payments';
import { subscriptionView } from './billing.resolver';
import type { Resolvers } from './resolvers.generated';

/** Paying for plans: thin resolvers over SubscriptionPayments (merged with billingResolvers in index.ts). */
export function paymentResolvers(payments: SubscriptionPayments, admin: AdminSubscriptions): Resolvers {
  return {
    Query: {
      adminSubscriptions: withContext(async (_args, ctx) => (await admin.list(ctx.principal)).map(subscriptionView)),
      adminSubscriptionSummary: withContext(async (_args, ctx) => admin.summary(ctx.principal)),
      paymentSettings: () => payments.settings(),
      subscriptionInvoicePdf: withContext(async ({ pharmacyId, invoiceId, pharmacyName }, ctx) => payments.invoicePdf(ctx.principal, pharmacyId, invoiceId, pharmacyName?.slice(0, 200) ?? null)),
      featureAccess: withContext(async ({ pharmacyId, feature }, ctx) => ({ feature, ...(await payments.featureAccess(ctx.principal, pharmacyId, feature)) })),
      subscriptionInvoices: withContext(async ({ pharmacyId }, ctx) =>
        (await payments.invoices(ctx.principal, pharmacyId)).map((invoice) => ({
          id: invoice.id,
          number: invoice.number,
          plan: invoice.plan,
          amount: invoice.amount,
          currency: invoice.currency,
          status: invoice.status,
          periodStart: invoice.periodStart.toISOString(),
          periodEnd: invoice.periodEnd.toISOString(),
          createdAt: invoice.createdAt.toISOString(),
          pdfUrl: invoice.pdfUrl,
        })),
      ),
    },
    Mutation: {
      createAdminSubscription: withContext(async ({ input }, ctx) => subscriptionView(await admin.create(ctx.principal, input))),
      createSubscription: withContext(async ({ planType, pharmacyId }, ctx) => payments.createSubscription(ctx.principal, { planType, pharmacyId, idempotencyKey: ctx.idempotencyKey })),
      cancelSubscription: withContext(async ({ pharmacyId }, ctx) => subscriptionView(await payments.cancelSubscription(ctx.principal, { pharmacyId }))),
      confirmTestPayment: withContext(async ({ clientSecret, card, pharmacyId }, ctx) => {
        const result = await payments.confirmTestPayment(ctx.principal, { clientSecret, card, pharmacyId });
        return { paid: result.paid, message: result.message, subscription: subscriptionView(result.subscription) };
      }),
      simulateTestRenewal: withContext(async ({ paid, pharmacyId }, ctx) => subscriptionView(await payments.simulateTestRenewal(ctx.principal, { paid, pharmacyId }))),
      receivePaymentWebhook: (_parent, { payload, signature }) => payments.receiveWebhook(payload, signature),
    },
  };
}
