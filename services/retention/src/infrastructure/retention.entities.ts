import { defineEntity, p } from '@mikro-orm/postgresql';
import { PurgeRun, RetentionPolicy } from '../domain/retention-policy';

export const RetentionPolicySchema = defineEntity({
  class: RetentionPolicy,
  tableName: 'retention_policy',
  schema: 'retention',
  properties: {
    // there is exactly one policy, row 1 (inserted by the first migration)
    id: p.integer().primary().autoincrement(false).check('id = 1'),
    retentionDays: p.integer().check('retention_days > 0'),
    purgeHour: p.integer().check('purge_hour >= 0 and purge_hour <= 23'),
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
    trigger: p.text().check("trigger in ('schedule', 'manual')"),
  },
  indexes: [{ name: 'purge_run_requested_idx', columns: [{ name: 'requested_at', sort: 'desc' }] }],
});

/**
 * Scheduled purge slots claimed by a replica (the first insert wins), written with plain SQL by
 * `RetentionApplication`: no domain class, mapped only so the schema has one description.
 */
export const PurgeSlotSchema = defineEntity({
  name: 'PurgeSlot',
  tableName: 'purge_slot',
  schema: 'retention',
  properties: {
    slot: p.datetime().primary(),
    claimedBy: p.text(),
    claimedAt: p.datetime(),
    // the run the slot started; written in the same transaction as the run, hence deferred
    runId: p
      .manyToOne(PurgeRunSchema)
      .mapToPk()
      .fieldName('run_id')
      .foreignKeyName('purge_slot_run_id_fkey')
      .deleteRule('no action')
      .updateRule('no action')
      .deferMode('deferred')
      .index(false),
  },
  // one slot per run
  uniques: [{ name: 'purge_slot_run_id_key', properties: ['runId'] }],
});

/** One line of an owner's purge report: what it deleted of one pharmacy in one run. Written with plain SQL. */
export const DeletionLogSchema = defineEntity({
  name: 'DeletionLogEntry',
  tableName: 'deletion_log',
  schema: 'retention',
  properties: {
    id: p.bigint().primary().autoincrement(),
    reportId: p.uuid(),
    runId: p.uuid(),
    pharmacyId: p.uuid(),
    source: p.text(),
    what: p.text(),
    count: p.integer(),
    cutoff: p.datetime(),
    deletedAt: p.datetime(),
  },
  indexes: [
    { name: 'deletion_log_pharmacy_idx', properties: ['pharmacyId', 'deletedAt'] },
    { name: 'deletion_log_run_idx', properties: ['runId'] },
  ],
  uniques: [{ name: 'deletion_log_report_idx', properties: ['reportId', 'pharmacyId', 'what'] }],
});

export const retentionEntities = [RetentionPolicySchema, PurgeRunSchema, PurgeSlotSchema, DeletionLogSchema];
