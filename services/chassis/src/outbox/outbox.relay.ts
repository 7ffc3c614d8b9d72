import type { EventType } from '@pharmachat/proto';
import type { Database } from '../database/database';
import type { Logger } from '../logging/logger';
import type { AnyEnvelope, EventTransport } from '../bus/event-transport';
import { quoteIdent } from './outbox.schema';

export interface OutboxRelayOptions {
  maxAttempts: number;
  sweepMs: number;
  batchSize?: number;
  logger: Logger;
}

interface OutboxRow {
  seq: string;
  id: string;
  type: string;
  version: number;
  source: string;
  tenant_id: string | null;
  aggregate_id: string;
  occurred_at: Date | string;
  correlation_id: string;
  causation_id: string | null;
  data: unknown;
  attempts: number;
}

/**
 * Publishes a service's outbox rows through the transport. Woken right after a commit that wrote events, with a
 * periodic sweep as a safety net. Rows are claimed with a short lease (`FOR UPDATE SKIP LOCKED`), so several
 * relays can share one outbox; no transaction is held while events are delivered. Failures are retried with
 * exponential backoff and dead-lettered (`status = 'dead'`) after `maxAttempts`.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private lastCleanup = 0;
  private readonly table: string;
  private readonly batchSize: number;

  constructor(
    private readonly db: Database,
    private readonly transport: EventTransport,
    private readonly options: OutboxRelayOptions,
  ) {
    this.table = `${quoteIdent(db.schema)}.outbox`;
    this.batchSize = options.batchSize ?? 100;
  }

  start(): void {
    this.stopped = false;
    this.db.onCommitWithEvents(() => this.wake());
    this.timer = setInterval(() => this.wake(), this.options.sweepMs);
    this.timer.unref();
    this.wake();
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
          while ((await this.relayBatch()) === this.batchSize) {
            /* keep going while full batches come back */
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
    if (this.running) await this.running;
    this.stopped = true;
  }

  /** Counts of rows by status: how a test or an operator sees whether the outbox is drained. */
  async stats(): Promise<{ pending: number; dead: number; delivered: number }> {
    const rows = await this.db.em().execute<{ status: string; n: string }[]>(`select status, count(*)::text as n from ${this.table} group by status`);
    const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
    return { pending: count('pending'), dead: count('dead'), delivered: count('delivered') };
  }

  private async relayBatch(): Promise<number> {
    const em = this.db.em();
    const rows = await em.execute<OutboxRow[]>(
      `update ${this.table} set locked_until = now() + interval '60 seconds'
       where seq in (
         select o.seq from ${this.table} o
         where o.status = 'pending' and o.next_attempt_at <= now() and (o.locked_until is null or o.locked_until < now())
           and not exists (select 1 from ${this.table} p where p.aggregate_id = o.aggregate_id and p.seq < o.seq and p.status = 'pending')
         order by o.seq limit ${this.batchSize}
         for update skip locked)
       returning seq, id, type, version, source, tenant_id, aggregate_id, occurred_at, correlation_id, causation_id, data, attempts`,
    );
    if (rows.length === 0) return 0;
    rows.sort((a, b) => Number(a.seq) - Number(b.seq));
    const envelopes = rows.map(toEnvelope);
    let results;
    try {
      results = await this.transport.publish(envelopes);
    } catch (error) {
      results = envelopes.map((e) => ({ id: e.id, ok: false, error: error instanceof Error ? error.message : String(error) }));
    }
    for (const row of rows) {
      const result = results.find((r) => r.id === row.id);
      if (result?.ok) {
        await em.execute(`update ${this.table} set status = 'delivered', delivered_at = now(), locked_until = null, attempts = attempts + 1, last_error = null where seq = ?`, [row.seq], 'run');
        continue;
      }
      const attempts = row.attempts + 1;
      const error = result?.error ?? 'not delivered';
      if (attempts >= this.options.maxAttempts) {
        await em.execute(`update ${this.table} set status = 'dead', attempts = ?, last_error = ?, locked_until = null where seq = ?`, [attempts, error, row.seq], 'run');
        this.options.logger.error({ eventId: row.id, eventType: row.type, attempts, error }, 'event dead-lettered after repeated failures');
      } else {
        const backoffMs = Math.min(100 * 2 ** attempts, 60_000);
        await em.execute(
          `update ${this.table} set attempts = ?, last_error = ?, locked_until = null, next_attempt_at = now() + (? * interval '1 millisecond') where seq = ?`,
          [attempts, error, backoffMs, row.seq],
          'run',
        );
      }
    }
    return rows.length;
  }

  /** Delivered rows are kept a week for inspection, then removed; so are inbox rows older than 30 days. */
  private async cleanup(): Promise<void> {
    if (Date.now() - this.lastCleanup < 3_600_000) return;
    this.lastCleanup = Date.now();
    const em = this.db.em();
    await em.execute(`delete from ${this.table} where status = 'delivered' and delivered_at < now() - interval '7 days'`, [], 'run');
    await em.execute(`delete from ${quoteIdent(this.db.schema)}.inbox where processed_at < now() - interval '30 days'`, [], 'run');
  }
}

function toEnvelope(row: OutboxRow): AnyEnvelope {
  return {
    id: row.id,
    type: row.type as EventType,
    version: row.version,
    source: row.source,
    tenantId: row.tenant_id,
    aggregateId: row.aggregate_id,
    occurredAt: row.occurred_at instanceof Date ? row.occurred_at.toISOString() : new Date(row.occurred_at).toISOString(),
    correlationId: row.correlation_id,
    causationId: row.causation_id,
    data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
  };
}
