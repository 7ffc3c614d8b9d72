import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { z } from 'zod';
import { CommandPipeline, defineCommand, requireRole, runWithContext, systemPrincipal, type Database, type EntityManager, type Logger, type Principal, type Transaction } from '@pharmachat/chassis';
import { nextRunAt, PurgeRun, purgeTimeZone, RetentionPolicy, timeUntil, type PurgeTrigger } from '../domain/retention-policy';
import { PurgeScheduler } from './purge.scheduler';
import { RetentionErrors } from '../domain/retention.exception';

export const DEFAULT_PURGE_RUNS_LIMIT = 20;
export const MAX_PURGE_RUNS_LIMIT = 100;

const superAdminOnly = (principal: Principal | null) => requireRole(principal, ['super_admin']);
const uuid = z.uuid();

/** An owner's purge report (`<context>.<aggregate>.purged`): per pharmacy, a count for each kind of row it deleted. */
export interface PurgeReport {
  runId: string;
  cutoff: string;
  deletions: ({ pharmacyId: string } & Record<string, unknown>)[];
}

export interface DeletionLogEntryView {
  runId: string;
  pharmacyId: string;
  /** the owner that deleted (chat, doctor, ...) */
  source: string;
  /** what it deleted, e.g. chat_sessions, chat_messages, chat_feedback */
  what: string;
  count: number;
  cutoff: Date;
  deletedAt: Date;
}

/** A purge now: super admins (manual) or the host (schedule); validated, authorized, then one transaction. */
const requestPurgeCommand = (app: RetentionApplication) =>
  defineCommand({
    name: 'retention.requestPurge',
    input: z.object({ trigger: z.enum(['manual', 'schedule']), now: z.date() }),
    authorize: superAdminOnly,
    execute: (tx, input) => app.recordRequestedPurge(tx, input.trigger, input.now),
  });

/** The retention context's use cases: the 90-day policy and the purge runs that enforce it. */
export class RetentionApplication {
  /** requests the purge every day at the policy's hour; started and stopped with the service */
  readonly scheduler: PurgeScheduler;
  /** who claims scheduled slots: this process (host and pid) and this instance of the service */
  readonly instanceId = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  /** the time zone of the purge hour (RETENTION_TIME_ZONE, else the server's) */
  readonly timeZone: string;
  private readonly commands: CommandPipeline;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {
    this.commands = new CommandPipeline(db, logger);
    this.timeZone = purgeTimeZone();
    this.scheduler = new PurgeScheduler({
      purgeHour: async () => (await this.loadPolicy(this.db.em())).purgeHour,
      timeZone: this.timeZone,
      runPurge: (slot) => this.runScheduledPurge(slot),
      logger,
    });
  }

  /**
   * Asks every owner of patient data to delete rows older than now - retentionDays: records the run and
   * publishes retention.purge.requested in one transaction. For a super admin (manual) or the system (schedule).
   */
  async requestPurge(principal: Principal | null, trigger: PurgeTrigger, now = new Date()): Promise<PurgeRun> {
    const run = await this.commands.run(requestPurgeCommand(this), principal, { trigger, now });
    this.logger.info({ runId: run.id, cutoff: run.cutoff.toISOString(), trigger }, 'purge requested');
    return run;
  }

  /** @internal the command's transaction: the policy, the run and its request event together */
  async recordRequestedPurge(tx: Transaction, trigger: PurgeTrigger, now: Date): Promise<PurgeRun> {
    const policy = await this.loadPolicy(tx.em);
    return this.recordPurge(tx, policy, PurgeRun.request(policy, trigger, now));
  }

  /**
   * The scheduled purge of `slot` (a day's purge hour), once across replicas: every replica's scheduler fires at
   * the same slot, and the one whose insert into `retention.purge_slot` wins records the run and publishes the
   * request in the same transaction; the others get null. The cutoff counts from the slot, so it does not depend
   * on which replica won or how late its timer fired.
   */
  async runScheduledPurge(slot: Date): Promise<PurgeRun | null> {
    const run = await runWithContext({ principal: systemPrincipal }, () =>
      this.db.transaction(async (tx) => {
        const policy = await this.loadPolicy(tx.em);
        const purge = PurgeRun.request(policy, 'schedule', slot);
        // a concurrent claim of the same slot waits for this one's commit, then inserts nothing
        const claimed = await tx.em.execute<{ affectedRows: number }>(
          'insert into retention.purge_slot (slot, claimed_by, claimed_at, run_id) values (?, ?, ?, ?) on conflict (slot) do nothing',
          [slot, this.instanceId, new Date(), purge.id],
          'run',
        );
        return claimed.affectedRows > 0 ? this.recordPurge(tx, policy, purge) : null;
      }),
    );
    if (run) this.logger.info({ runId: run.id, cutoff: run.cutoff.toISOString(), slot: slot.toISOString(), trigger: 'schedule' }, 'purge requested');
    else this.logger.info({ slot: slot.toISOString() }, 'scheduled purge already claimed by another replica');
    return run;
  }

  async getPolicy(principal: Principal | null): Promise<RetentionPolicy> {
    superAdminOnly(principal);
    return this.loadPolicy(this.db.em());
  }

  /** The most recent purge runs first. */
  async listPurgeRuns(principal: Principal | null, limit?: number | null): Promise<PurgeRun[]> {
    superAdminOnly(principal);
    const take = limit ?? DEFAULT_PURGE_RUNS_LIMIT;
    if (!Number.isInteger(take) || take < 1 || take > MAX_PURGE_RUNS_LIMIT) throw RetentionErrors.runsLimitOutOfRange({ max: MAX_PURGE_RUNS_LIMIT });
    return this.db.em().find(PurgeRun, {}, { orderBy: { requestedAt: 'desc', id: 'asc' }, limit: take });
  }

  /** When the scheduled purge runs next (server local time at the policy's hour). */
  async nextPurgeAt(principal: Principal | null, now = new Date()): Promise<Date> {
    const policy = await this.getPolicy(principal);
    return nextRunAt(now, policy.purgeHour, this.timeZone);
  }

  /**
   * Records an owner's purge report in the deletion log, one row per pharmacy and kind of row (its counts other than
   * the pharmacy id): `chat.session.purged` {sessions, messages, feedback} -> chat_sessions, chat_messages, chat_feedback.
   */
  async recordPurgeReport(tx: Transaction, type: string, reportId: string, occurredAt: string, report: PurgeReport): Promise<void> {
    const source = type.split('.')[0]!;
    let rows = 0;
    for (const deletion of report.deletions) {
      if (!uuid.safeParse(deletion.pharmacyId).success) continue;
      for (const [key, value] of Object.entries(deletion)) {
        if (key === 'pharmacyId' || typeof value !== 'number' || !Number.isInteger(value) || value < 0) continue;
        const what = `${source}_${key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
        await tx.em.execute(
          `insert into retention.deletion_log (report_id, run_id, pharmacy_id, source, what, count, cutoff, deleted_at) values (?, ?, ?, ?, ?, ?, ?, ?)
           on conflict (report_id, pharmacy_id, what) do nothing`,
          [reportId, report.runId, deletion.pharmacyId, source, what, value, new Date(report.cutoff), new Date(occurredAt)],
          'run',
        );
        rows++;
      }
    }
    this.logger.info({ runId: report.runId, source, rows }, 'purge report recorded in the deletion log');
  }

  /** A pharmacy's deletion log, newest first: its administrators and super admins. */
  async deletionLog(principal: Principal | null, pharmacyId: string, limit?: number | null): Promise<DeletionLogEntryView[]> {
    requireRole(principal, ['pharmacy_admin', 'super_admin'], pharmacyId);
    const take = limit ?? 100;
    if (!Number.isInteger(take) || take < 1 || take > 500) throw RetentionErrors.runsLimitOutOfRange({ max: 500 });
    if (!uuid.safeParse(pharmacyId).success) return [];
    const rows = await this.db.em().execute<{ run_id: string; pharmacy_id: string; source: string; what: string; count: number; cutoff: Date | string; deleted_at: Date | string }[]>(
      `select run_id, pharmacy_id, source, what, count, cutoff, deleted_at from retention.deletion_log where pharmacy_id = ?
       order by deleted_at desc, id desc limit ?`,
      [pharmacyId, take],
    );
    return rows.map((row) => ({ runId: row.run_id, pharmacyId: row.pharmacy_id, source: row.source, what: row.what, count: Number(row.count), cutoff: new Date(row.cutoff), deletedAt: new Date(row.deleted_at) }));
  }

  /** The retention status of the System Administration Dashboard: policy, the real next run, the last run and totals. */
  async retentionStats(principal: Principal | null, now = new Date()) {
    const policy = await this.getPolicy(principal);
    const em = this.db.em();
    const next = nextRunAt(now, policy.purgeHour, this.timeZone);
    const [last] = await em.find(PurgeRun, {}, { orderBy: { requestedAt: 'desc', id: 'asc' }, limit: 1 });
    const [runs] = await em.execute<{ n: string }[]>('select count(*)::text as n from retention.purge_run');
    const byWhat = await em.execute<{ what: string; total: string; last_run: string }[]>(
      `select what, sum(count)::text as total, coalesce(sum(count) filter (where run_id = ?), 0)::text as last_run from retention.deletion_log group by what order by what`,
      [last?.id ?? randomUUID()],
    );
    const [pharmacies] = await em.execute<{ n: string }[]>('select count(distinct pharmacy_id)::text as n from retention.deletion_log');
    return {
      retentionDays: policy.retentionDays,
      purgeHour: policy.purgeHour,
      cleanupTime: `${String(policy.purgeHour).padStart(2, '0')}:00`,
      timeZone: this.timeZone,
      nextCleanup: next,
      nextCleanupIn: timeUntil(now, next),
      lastCleanup: last?.requestedAt ?? null,
      lastCleanupTrigger: last?.trigger ?? null,
      lastCutoff: last?.cutoff ?? null,
      purgeRuns: Number(runs?.n ?? 0),
      pharmaciesWithDeletions: Number(pharmacies?.n ?? 0),
      lastRunDeleted: byWhat.reduce((sum, row) => sum + Number(row.last_run), 0),
      totalDeleted: byWhat.reduce((sum, row) => sum + Number(row.total), 0),
      deletedByKind: byWhat.map((row) => ({ what: row.what, total: Number(row.total), lastRun: Number(row.last_run) })),
      /** audit records (access to patient data) are kept: the purge never deletes them */
      auditRecordsKept: true,
    };
  }

  /** What a purge now would cut at (no deletion): owners add their counts to this preview through the gateway. */
  async purgePreview(principal: Principal | null, now = new Date()): Promise<{ cutoff: Date; retentionDays: number }> {
    const policy = await this.getPolicy(principal);
    // to the minute, so the preview and the owners' counts are one cutoff and repeat within a minute
    const cutoff = policy.cutoffFor(now);
    cutoff.setUTCSeconds(0, 0);
    return { cutoff, retentionDays: policy.retentionDays };
  }

  /** Records the run and asks every owner of patient data to purge, in the caller's transaction. */
  private recordPurge(tx: Transaction, policy: RetentionPolicy, purge: PurgeRun): PurgeRun {
    tx.em.persist(purge);
    tx.publish('retention.purge.requested', {
      aggregateId: purge.id,
      tenantId: null,
      data: { runId: purge.id, cutoff: purge.cutoff.toISOString(), retentionDays: policy.retentionDays },
    });
    return purge;
  }

  /** The policy row the first migration writes; the defaults if it were ever missing. */
  private async loadPolicy(em: EntityManager): Promise<RetentionPolicy> {
    return (await em.findOne(RetentionPolicy, { id: 1 })) ?? new RetentionPolicy();
  }
}
