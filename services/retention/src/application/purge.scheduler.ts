import type { Logger } from '@pharmachat/chassis';
import { DEFAULT_PURGE_HOUR, nextRunAt } from '../domain/retention-policy';

export interface PurgeSchedulerDeps {
  /** the policy's purge hour, read before each scheduling (a changed policy takes effect the next day) */
  purgeHour(): Promise<number>;
  /** the IANA time zone the hour is read in (RETENTION_TIME_ZONE); server local time without one */
  timeZone?: string;
  /** requests the purge of the slot due now, unless another replica has claimed that slot */
  runPurge(slot: Date): Promise<unknown>;
  logger: Logger;
}

/**
 * Requests the daily purge at the policy's hour (02:00 in RETENTION_TIME_ZONE, else server time): one timer to the next run, re-armed after
 * each run. The timer is unref'd, so it never keeps the process alive. A failed run is logged; the next day's
 * run deletes everything older than its own cutoff, so nothing is left behind for long. Every replica arms the
 * same slot; `runPurge` claims it in the database, so only one of them purges.
 */
export class PurgeScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private active = false;
  /** when the next run is due, while started */
  nextRunAt: Date | null = null;

  constructor(private readonly deps: PurgeSchedulerDeps) {}

  async start(): Promise<void> {
    if (this.active) return;
    this.active = true;
    await this.armAfter(new Date());
  }

  async stop(): Promise<void> {
    this.active = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.nextRunAt = null;
    await this.running;
  }

  private async armAfter(after: Date): Promise<void> {
    const hour = await this.deps.purgeHour().catch((error: unknown) => {
      this.deps.logger.warn({ err: error }, `could not read the purge hour; using ${DEFAULT_PURGE_HOUR}:00`);
      return DEFAULT_PURGE_HOUR;
    });
    if (!this.active) return;
    const due = nextRunAt(after, hour, this.deps.timeZone);
    this.nextRunAt = due;
    this.timer = setTimeout(() => void this.fire(due), Math.max(0, due.getTime() - Date.now()));
    this.timer.unref();
    this.deps.logger.debug({ nextRunAt: due.toISOString() }, 'purge scheduled');
  }

  private async fire(due: Date): Promise<void> {
    this.timer = null;
    if (!this.active) return;
    this.running = this.deps.runPurge(due).then(
      () => undefined,
      (error: unknown) => this.deps.logger.error({ err: error, due: due.toISOString() }, 'scheduled purge failed'),
    );
    await this.running;
    this.running = null;
    // never the same slot twice, even if the timer fired a little early
    await this.armAfter(new Date(Math.max(Date.now(), due.getTime() + 1000)));
  }
}
