import { defineEntity, p } from '@mikro-orm/postgresql';
import { Subscription } from '../domain/subscription';

export const SubscriptionSchema = defineEntity({
  class: Subscription,
  tableName: 'subscription',
  schema: 'billing',
  properties: {
    id: p.uuid().primary(),
    pharmacyId: p.uuid(),
    plan: p.string(),
    status: p.string(),
    monthlyPrice: p.decimal('number'),
    currentPeriodStart: p.datetime(),
    currentPeriodEnd: p.datetime(),
    trialEnd: p.datetime().nullable(),
    cancelAtPeriodEnd: p.boolean(),
    createdAt: p.datetime(),
  },
});

export const billingEntities = [SubscriptionSchema];
