import { withContext } from '@pharmachat/chassis';
import type { BillingApplication } from '../application/billing.application';
import type { Subscription } from '../domain/subscription';
import type { Resolvers } from './resolvers.generated';

export function subscriptionView(subscription: Subscription) {
  return {
    id: subscription.id,
    pharmacyId: subscription.pharmacyId,
    plan: subscription.plan,
    status: subscription.status,
    monthlyPrice: subscription.monthlyPrice,
    currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
    trialEnd: subscription.trialEnd?.toISOString() ?? null,
    createdAt: subscription.createdAt.toISOString(),
    conversationLimit: subscription.conversationLimit,
    currentPeriodStart: subscription.currentPeriodStart.toISOString(),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    pendingPlan: subscription.pendingPlan,
    graceUntil: subscription.graceUntil?.toISOString() ?? null,
    lastPaymentError: subscription.lastPaymentError,
    paymentMethod:
      subscription.cardBrand && subscription.cardLast4
        ? { brand: subscription.cardBrand, last4: subscription.cardLast4, expMonth: subscription.cardExpMonth, expYear: subscription.cardExpYear }
        : null,
  };
}

const viewOrNull = (subscription: Subscription | null) => (subscription ? subscriptionView(subscription) : null);

export function billingResolvers(app: BillingApplication): Resolvers {
  return {
    Query: {
      subscription: withContext(async ({ pharmacyId }, ctx) => viewOrNull(await app.getSubscription(ctx.principal, pharmacyId))),
      plans: () => [...app.listPlans()],
      revenueSummary: withContext(async (_args, ctx) => app.revenueSummary(ctx.principal)),
    },
    Mutation: {
      assignTrial: withContext(async ({ pharmacyId, trialDays }, ctx) => subscriptionView(await app.assignTrial(ctx.principal, pharmacyId, trialDays))),
    },
    Pharmacy: {
      // the reference is all this subgraph needs to add its fields
      __resolveReference: (reference) => reference,
      subscription: withContext(async (_args, ctx, parent) => viewOrNull(await app.subscriptionVisibleTo(ctx.principal, (parent as { id: string }).id))),
    },
  };
}
