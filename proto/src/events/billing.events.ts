import { z } from 'zod';
import { pharmacyDataDeleted } from './pharmacy.events';

export const planType = z.enum(['free_trial', 'basic', 'professional', 'enterprise']);
export const subscriptionStatus = z.enum(['active', 'cancelled', 'past_due', 'pending']);

export const billingEvents = {
  'billing.subscription.started': {
    version: 1,
    description: 'A pharmacy has a subscription (a free trial on approval, or a paid plan).',
    data: z.object({
      subscriptionId: z.uuid(),
      pharmacyId: z.uuid(),
      plan: planType,
      status: subscriptionStatus,
      /** conversations per calendar month; null means unlimited */
      conversationLimit: z.number().int().positive().nullable(),
      currentPeriodEnd: z.iso.datetime({ offset: true }),
      trialEnd: z.iso.datetime({ offset: true }).nullable(),
      /** US dollars a month (the plan's price or a custom one; absent in events written before it existed) */
      monthlyPrice: z.number().nonnegative().optional(),
      /** what the plan unlocks beyond its conversations, e.g. advanced_analytics (absent in events written before it existed) */
      features: z.array(z.string()).optional(),
    }),
  },
  'billing.subscription.changed': {
    version: 1,
    description:
      "A pharmacy's subscription changed through its payments: a plan paid for (an upgrade counts at once, for the current month too), a failed renewal (past_due, with a grace period), a cancellation at period end, its end, or the provider's update.",
    data: z.object({
      subscriptionId: z.uuid(),
      pharmacyId: z.uuid(),
      plan: planType,
      status: subscriptionStatus,
      /** conversations per calendar month chat lets through now; null means unlimited, 0 once the subscription ended */
      conversationLimit: z.number().int().nonnegative().nullable(),
      currentPeriodEnd: z.iso.datetime({ offset: true }),
      cancelAtPeriodEnd: z.boolean(),
      /** past_due: until when the plan keeps working while the payment is retried */
      graceUntil: z.iso.datetime({ offset: true }).nullable(),
      reason: z.enum(['plan_paid', 'renewed', 'payment_failed', 'cancel_scheduled', 'ended', 'provider_updated']),
      /** US dollars a month (the plan's price or a custom one; absent in events written before it existed) */
      monthlyPrice: z.number().nonnegative().optional(),
      /** what the plan unlocks beyond its conversations, e.g. advanced_analytics (absent in events written before it existed) */
      features: z.array(z.string()).optional(),
    }),
  },
  'billing.pharmacy-data.deleted': {
    version: 1,
    description: "Billing deleted a deleted pharmacy's subscription.",
    data: pharmacyDataDeleted,
  },
} as const;
