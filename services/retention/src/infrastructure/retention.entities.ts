import { defineEntity, p } from '@mikro-orm/postgresql';
import { PurgeRun, RetentionPolicy } from '../domain/retention-policy';

export const RetentionPolicySchema = defineEntity({
  class: RetentionPolicy,
  tableName: 'retention_policy',
  schema: 'retention',
  properties: {
    id: p.integer().primary(),
    retentionDays: p.integer(),
    purgeHour: p.integer(),
    updatedAt: p.datetime(),
  },
});

export const PurgeRunSchema = defineEntity({
  class: PurgeRun,
  tableName: 'purge_run',
  schema: 'retention',
  properties: {
    id: p.uuid().primary(),
    cutoff: p.datetime(),
    requestedAt: p.datetime(),
    trigger: p.string(),
  },
});

export const retentionEntities = [RetentionPolicySchema, PurgeRunSchema];
