import { readFileSync } from 'node:fs';
import { gql } from 'graphql-tag';
import type { ServiceModule } from '@pharmachat/chassis';
import { pharmacyMigrations } from '../migrations/0001-initial.migration';
import { PharmacyApplication } from './application/pharmacy.application';
import { pharmacySubscriptions } from './events/subscriptions';
import { pharmacyResolvers } from './graphql/pharmacy.resolver';
import { pharmacyEntities } from './infrastructure/pharmacy.entities';

export const pharmacyTypeDefs = gql(readFileSync(new URL('./graphql/schema.graphql', import.meta.url), 'utf8'));

/** The pharmacy context: pharmacies (tenants), their review and approval, opening hours, settings, public directory. */
export const pharmacyService: ServiceModule<PharmacyApplication> = {
  name: 'pharmacy',
  schema: 'pharmacy',
  entities: pharmacyEntities,
  migrations: pharmacyMigrations,
  typeDefs: pharmacyTypeDefs,
  createApplication: ({ db, logger }) => new PharmacyApplication(db, logger),
  resolvers: pharmacyResolvers,
  subscriptions: pharmacySubscriptions,
};

export { PharmacyApplication };
export * from './domain/opening-hours';
export * from './domain/pharmacy';
