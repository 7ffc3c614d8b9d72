import { defineEntity, p } from '@mikro-orm/postgresql';
import { Subscription } from '../domain/subscription';

export const SubscriptionSchema = defineEntity({
  class: Subscription,
  tableName: 'subscription',
  schema: 'billing',
  properties: {
    id: p.uuid().primary(),
    // one subscription per pharmacy
    pharmacyId: p.uuid().unique('subscription_pharmacy_unique'),
    plan: p.text().check("plan in ('free_trial', 'basic', 'professional', 'enterprise')"),
    status: p.text().check("status in ('active', 'cancelled', 'past_due', 'pending')"),
    monthlyPrice: p.decimal('number').precision(10).scale(2).check('monthly_price >= 0'),
    currentPeriodStart: p.datetime(),
    currentPeriodEnd: p.datetime(),
    trialEnd: p.datetime().nullable(),
    cancelAtPeriodEnd: p.boolean().default(false),
    createdAt: p.datetime(),
  },
});

export const billingEntities = [SubscriptionSchema];
