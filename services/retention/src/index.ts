import { readFileSync } from 'node:fs';
import { gql } from 'graphql-tag';
import type { ServiceModule } from '@pharmachat/chassis';
import { retentionMigrations } from '../migrations/index';
import { RetentionApplication } from './application/retention.application';
import { retentionSubscriptions } from './events/subscriptions';
import { retentionResolvers } from './graphql/retention.resolver';
import { retentionEntities } from './infrastructure/retention.entities';

export const retentionTypeDefs = gql(readFileSync(new URL('./graphql/schema.graphql', import.meta.url), 'utf8'));

/** The retention context: the 90-day policy and the daily purge run at 02:00 (once across replicas). */
export const retentionService: ServiceModule<RetentionApplication> = {
  name: 'retention',
  schema: 'retention',
  entities: retentionEntities,
  migrations: retentionMigrations,
  typeDefs: retentionTypeDefs,
  createApplication: ({ db, logger }) => new RetentionApplication(db, logger),
  resolvers: retentionResolvers,
  subscriptions: retentionSubscriptions,
  // RETENTION_SCHEDULER=off when a Kubernetes CronJob requests the purge instead (k8s/components/retention-cronjob)
  onStart: (app) => (process.env.RETENTION_SCHEDULER === 'off' ? undefined : app.scheduler.start()),
  onStop: (app) => app.scheduler.stop(),
};

export { RetentionApplication };
export { PurgeScheduler } from './application/purge.scheduler';
export * from './domain/retention-policy';
