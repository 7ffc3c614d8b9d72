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
    }),
  },
  'billing.pharmacy-data.deleted': {
    version: 1,
    description: "Billing deleted a deleted pharmacy's subscription.",
    data: pharmacyDataDeleted,
  },
} as const;
