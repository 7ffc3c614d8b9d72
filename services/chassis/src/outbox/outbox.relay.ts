import type { Database } from '../database/database';
import type { Logger } from '../logging/logger';
import type { EventTransport } from '../bus/event-transport';
import { LOG_BATCH, OutboxLog } from './outbox.log';
import { quoteIdent } from './outbox.schema';

export interface OutboxRelayOptions {
  sweepMs: number;
  logger: Logger;
}

/**
 * Publishes a service's outbox through the transport: woken right after every commit that wrote events, with a
 * periodic sweep as a safety net only. One run publishes everything committed (several events of one aggregate
 * from one commit go out together) and repeats while more arrived meanwhile.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private lastCleanup = 0;
  private unsubscribe: (() => void) | null = null;
  private detach: (() => Promise<void>) | null = null;
  readonly log: OutboxLog;

  constructor(
    private readonly db: Database,
    private readonly transport: EventTransport,
    private readonly options: OutboxRelayOptions,
  ) {
    this.log = new OutboxLog(db);
  }

  start(): void {
    this.stopped = false;
    this.detach = this.transport.attachSource(this.log);
    this.unsubscribe = this.db.onCommitWithEvents(() => void this.wake());
    this.timer = setInterval(() => void this.wake(), this.options.sweepMs);
    this.timer.unref();
    void this.wake();
  }

  /** Runs the relay now (coalesced with a run already under way). */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          while ((await this.transport.publishFrom(this.log)) >= LOG_BATCH) {
            /* keep going while full batches come out */
          }
          await this.cleanup();
        } catch (error) {
          this.options.logger.error({ err: error }, 'outbox relay run failed');
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Publishes everything due now, then waits for the run to finish (graceful shutdown, tests). */
  async drain(): Promise<void> {
    await this.wake();
    if (this.running) await this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.unsubscribe?.();
    if (this.running) await this.running;
    this.stopped = true;
    await this.detach?.();
    this.detach = null;
  }

  /** Rows not yet published: how a test or an operator sees whether the outbox is drained. */
  async stats(): Promise<{ pending: number }> {
    return { pending: await this.log.pendingCount() };
  }

  /** The log keeps a week of events; inbox rows older than 30 days are removed (hourly). */
  private async cleanup(): Promise<void> {
    if (Date.now() - this.lastCleanup < 3_600_000) return;
    this.lastCleanup = Date.now();
    await this.log.cleanup(null);
    await this.db.em().execute(`delete from ${quoteIdent(this.db.schema)}.inbox where processed_at < now() - interval '30 days'`, [], 'run');
  }
}
