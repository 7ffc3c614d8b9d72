import { badInput, requireRole, runWithContext, systemPrincipal, type Database, type EntityManager, type Logger, type Principal } from '@pharmachat/chassis';
import { nextRunAt, PurgeRun, RetentionPolicy, type PurgeTrigger } from '../domain/retention-policy';
import { PurgeScheduler } from './purge.scheduler';

export const DEFAULT_PURGE_RUNS_LIMIT = 20;
export const MAX_PURGE_RUNS_LIMIT = 100;

const superAdminOnly = (principal: Principal | null) => requireRole(principal, ['super_admin']);

/** The retention context's use cases: the 90-day policy and the purge runs that enforce it. */
export class RetentionApplication {
  /** requests the purge every day at the policy's hour; started and stopped with the service */
  readonly scheduler: PurgeScheduler;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {
    this.scheduler = new PurgeScheduler({
      purgeHour: async () => (await this.loadPolicy(this.db.em())).purgeHour,
      runPurge: (now) => runWithContext({ principal: systemPrincipal }, () => this.requestPurge(systemPrincipal, 'schedule', now)),
      logger,
    });
  }

  /**
   * Asks every owner of patient data to delete rows older than now - retentionDays: records the run and
   * publishes retention.purge.requested in one transaction. For a super admin (manual) or the system (schedule).
   */
  async requestPurge(principal: Principal | null, trigger: PurgeTrigger, now = new Date()): Promise<PurgeRun> {
    superAdminOnly(principal);
    const run = await this.db.transaction(async (tx) => {
      const policy = await this.loadPolicy(tx.em);
      const purge = PurgeRun.request(policy, trigger, now);
      tx.em.persist(purge);
      tx.publish('retention.purge.requested', {
        aggregateId: purge.id,
        tenantId: null,
        data: { runId: purge.id, cutoff: purge.cutoff.toISOString(), retentionDays: policy.retentionDays },
      });
      return purge;
    });
    this.logger.info({ runId: run.id, cutoff: run.cutoff.toISOString(), trigger }, 'purge requested');
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
    if (!Number.isInteger(take) || take < 1 || take > MAX_PURGE_RUNS_LIMIT) throw badInput(`limit must be between 1 and ${MAX_PURGE_RUNS_LIMIT}.`);
    return this.db.em().find(PurgeRun, {}, { orderBy: { requestedAt: 'desc', id: 'asc' }, limit: take });
  }

  /** When the scheduled purge runs next (server local time at the policy's hour). */
  async nextPurgeAt(principal: Principal | null, now = new Date()): Promise<Date> {
    const policy = await this.getPolicy(principal);
    return nextRunAt(now, policy.purgeHour);
  }

  /** The policy row the first migration writes; the defaults if it were ever missing. */
  private async loadPolicy(em: EntityManager): Promise<RetentionPolicy> {
    return (await em.findOne(RetentionPolicy, { id: 1 })) ?? new RetentionPolicy();
  }
}
