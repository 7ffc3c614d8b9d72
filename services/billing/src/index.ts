import { readFileSync } from 'node:fs';
import { gql } from 'graphql-tag';
import type { ServiceModule } from '@pharmachat/chassis';
import { billingMigrations } from '../migrations/0001-initial.migration';
import { BillingApplication } from './application/billing.application';
import { billingSubscriptions } from './events/subscriptions';
import { billingResolvers } from './graphql/billing.resolver';
import { billingEntities } from './infrastructure/billing.entities';

export const billingTypeDefs = gql(readFileSync(new URL('./graphql/schema.graphql', import.meta.url), 'utf8'));

/** The billing context: plans, subscriptions and free trials. */
export const billingService: ServiceModule<BillingApplication> = {
  name: 'billing',
  schema: 'billing',
  entities: billingEntities,
  migrations: billingMigrations,
  typeDefs: billingTypeDefs,
  createApplication: ({ db, logger }) => new BillingApplication(db, logger),
  resolvers: billingResolvers,
  subscriptions: billingSubscriptions,
};

export { BillingApplication };
export * from './domain/plan';
export * from './domain/subscription';
