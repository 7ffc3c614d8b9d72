import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { z } from 'zod';
import { CommandPipeline, defineCommand, requireRole, runWithContext, systemPrincipal, type Database, type EntityManager, type Logger, type Principal, type Transaction } from '@pharmachat/chassis';
import { nextRunAt, PurgeRun, RetentionPolicy, type PurgeTrigger } from '../domain/retention-policy';
import { PurgeScheduler } from './purge.scheduler';
import { RetentionErrors } from '../domain/retention.exception';

export const DEFAULT_PURGE_RUNS_LIMIT = 20;
export const MAX_PURGE_RUNS_LIMIT = 100;

const superAdminOnly = (principal: Principal | null) => requireRole(principal, ['super_admin']);

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
  private readonly commands: CommandPipeline;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {
    this.commands = new CommandPipeline(db, logger);
    this.scheduler = new PurgeScheduler({
      purgeHour: async () => (await this.loadPolicy(this.db.em())).purgeHour,
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
    return nextRunAt(now, policy.purgeHour);
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
