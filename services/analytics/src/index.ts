import { readFileSync } from 'node:fs';
import { gql } from 'graphql-tag';
import type { ServiceModule } from '@pharmachat/chassis';
import { analyticsMigrations } from '../migrations/0001-initial.migration';
import { AnalyticsApplication } from './analytics.application';
import { analyticsEntities } from './analytics.entities';
import { analyticsResolvers } from './analytics.resolver';
import { analyticsSubscriptions } from './events/subscriptions';

export const analyticsTypeDefs = gql(readFileSync(new URL('./graphql/schema.graphql', import.meta.url), 'utf8'));

/** The analytics context: read models built only from other contexts' events. */
export const analyticsService: ServiceModule<AnalyticsApplication> = {
  name: 'analytics',
  schema: 'analytics',
  entities: analyticsEntities,
  migrations: analyticsMigrations,
  typeDefs: analyticsTypeDefs,
  createApplication: ({ db, logger }) => new AnalyticsApplication(db, logger),
  resolvers: analyticsResolvers,
  subscriptions: analyticsSubscriptions,
  onStart: (app) => app.startHeartbeat(),
  onStop: (app) => app.stopHeartbeat(),
};

export { AnalyticsApplication };
export * from './response-time';
