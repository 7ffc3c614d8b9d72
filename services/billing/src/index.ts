import { readFileSync } from 'node:fs';
import { gql } from 'graphql-tag';
import type { ServiceModule } from '@pharmachat/chassis';
import { billingMigrations } from '../migrations/0001-initial.migration';
import { BillingApplication } from './application/billing.application';
import { AdminSubscriptions } from './application/admin-subscriptions';
import { SubscriptionPayments } from './application/subscription-payments';
import { billingSubscriptions } from './events/subscriptions';
import { billingResolvers } from './graphql/billing.resolver';
import { paymentResolvers } from './graphql/payments.resolver';
import type { Resolvers } from './graphql/resolvers.generated';
import { billingEntities } from './infrastructure/billing.entities';
import { paymentProviderFrom } from './infrastructure/payments/payment-config';

export const billingTypeDefs = gql(readFileSync(new URL('./graphql/schema.graphql', import.meta.url), 'utf8'));

/** The billing service's use cases: plans and subscriptions, and paying for them. */
export interface BillingServiceApp {
  billing: BillingApplication;
  payments: SubscriptionPayments;
  admin: AdminSubscriptions;
}

/** Two resolver maps as one (their Query and Mutation fields side by side). */
function mergeResolvers(a: Resolvers, b: Resolvers): Resolvers {
  const merged: Record<string, unknown> = { ...a, ...b };
  for (const type of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const left = (a as Record<string, object | undefined>)[type];
    const right = (b as Record<string, object | undefined>)[type];
    if (left && right) merged[type] = { ...left, ...right };
  }
  return merged as Resolvers;
}

/** The billing context: plans, subscriptions, free trials and payments (Stripe, or the test provider). */
export const billingService: ServiceModule<BillingServiceApp> = {
  name: 'billing',
  schema: 'billing',
  entities: billingEntities,
  migrations: billingMigrations,
  typeDefs: billingTypeDefs,
  createApplication: ({ db, logger, env }) => ({
    billing: new BillingApplication(db, logger),
    payments: new SubscriptionPayments(db, logger, paymentProviderFrom(env, logger)),
    admin: new AdminSubscriptions(db, logger),
  }),
  resolvers: (app) => mergeResolvers(billingResolvers(app.billing), paymentResolvers(app.payments, app.admin)),
  subscriptions: (app) => billingSubscriptions(app.billing),
};

export { BillingApplication, SubscriptionPayments };
export * from './domain/plan';
export * from './domain/subscription';
