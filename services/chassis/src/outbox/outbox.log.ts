import type { EventType } from '@pharmachat/proto';
import type { AnyEnvelope } from '../bus/event-transport';
import type { Database } from '../database/database';
import { quoteIdent } from './outbox.schema';

interface OutboxRow {
  seq: string;
  position: string | null;
  id: string;
  type: string;
  version: number;
  source: string;
  tenant_id: string | null;
  aggregate_id: string;
  occurred_at: Date | string;
  correlation_id: string;
  causation_id: string | null;
  trace_parent: string | null;
  data: unknown;
  attempts: number;
}

export interface LoggedEvent {
  position: bigint;
  envelope: AnyEnvelope;
}

/** events per relay run and per consumer fetch */
export const LOG_BATCH = 500;

const columns = 'seq, position, id, type, version, source, tenant_id, aggregate_id, occurred_at, correlation_id, causation_id, trace_parent, data, attempts';

/**
 * One service's outbox seen as a log, as the transports use it.
 *
 * In-process mode the outbox *is* the log: `sequence()` gives each committed row its position in commit order
 * (one relay at a time, serialised on the `outbox_log_head` row, so a reader never sees position N+1 before N),
 * and every consumer reads from its own offset with `read()`.
 * Kafka mode the relay `claim()`s rows, produces them, and marks them `delivered` (or `release`s them to retry).
 */
export class OutboxLog {
  readonly table: string;
  private readonly head: string;
  /** the highest position this process has seen in the log (sequenced or read) */
  knownHead = 0n;

  constructor(readonly db: Database) {
    this.table = `${quoteIdent(db.schema)}.outbox`;
    this.head = `${quoteIdent(db.schema)}.outbox_log_head`;
  }

  /** the producing service's name: the `source` of its events and the key of consumers' offsets */
  get source(): string {
    return this.db.service;
  }

  /** Appends up to `limit` committed rows to the log in commit order; returns them. */
  async sequence(limit: number): Promise<LoggedEvent[]> {
    const rows = await this.db.orm.em.fork().transactional(async (em) => {
      const [head] = await em.execute<{ position: string }[]>(`select position::text from ${this.head} where id = 1 for update`);
      const due = await em.execute<OutboxRow[]>(
        `with due as (select seq, row_number() over (order by seq) as n from ${this.table} where position is null and status = 'pending' order by seq limit ${Number(limit)})
         update ${this.table} o set position = ?::bigint + due.n, status = 'delivered', delivered_at = now(), attempts = o.attempts + 1
         from due where o.seq = due.seq
         returning ${columns.split(', ').map((c) => `o.${c}`).join(', ')}`,
        [head!.position],
      );
      if (due.length > 0) await em.execute(`update ${this.head} set position = ?::bigint where id = 1`, [String(BigInt(head!.position) + BigInt(due.length))], 'run');
      return due;
    });
    const events = rows.map(toLogged).sort((a, b) => (a.position < b.position ? -1 : 1));
    if (events.length > 0 && events.at(-1)!.position > this.knownHead) this.knownHead = events.at(-1)!.position;
    return events;
  }

  /**
   * Events after `after` of the given types, in log order, and the log's head in the same snapshot: when fewer
   * than `limit` come back, nothing of those types exists up to the head.
   */
  async read(after: bigint, types: readonly EventType[], limit: number): Promise<{ events: LoggedEvent[]; head: bigint }> {
    const rows = await this.db.em().execute<(Partial<OutboxRow> & { head: string })[]>(
      `select h.position::text as head, o.* from ${this.head} h
       left join lateral (
         select ${columns} from ${this.table} where position > ?::bigint and type = any(?::text[]) order by position limit ${Number(limit)}
       ) o on true
       where h.id = 1`,
      [after.toString(), `{${types.join(',')}}`],
    );
    const head = BigInt(rows[0]?.head ?? 0);
    if (head > this.knownHead) this.knownHead = head;
    return { events: rows.filter((r) => r.id).map((r) => toLogged(r as OutboxRow)), head };
  }

  async headPosition(): Promise<bigint> {
    const [row] = await this.db.em().execute<{ position: string }[]>(`select position::text from ${this.head} where id = 1`);
    return BigInt(row?.position ?? 0);
  }

  /**
   * Kafka mode: claims up to `limit` due rows for `owner` with a lease, in order. Claims are serialised on the
   * head row, and a row whose aggregate has an earlier row still claimed or waiting for a retry stays behind it
   * (order per aggregate). `isGone(owner)` says whether another claimer is known to be dead.
   */
  async claim(limit: number, owner: string, leaseMs: number, isGone: (owner: string) => boolean): Promise<AnyEnvelope[]> {
    const rows = await this.db.orm.em.fork().transactional(async (em) => {
      await em.execute(`select position from ${this.head} where id = 1 for update`);
      const held = await em.execute<{ claimed_by: string }[]>(
        `select distinct claimed_by from ${this.table} where status = 'pending' and claimed_by is not null and claimed_by <> ? and locked_until > now()`,
        [owner],
      );
      const gone = held.map((r) => r.claimed_by).filter((o) => isGone(o));
      if (gone.length > 0) await em.execute(`update ${this.table} set locked_until = null, claimed_by = null where status = 'pending' and claimed_by = any(?::text[])`, [`{${gone.join(',')}}`], 'run');
      return em.execute<OutboxRow[]>(
        `update ${this.table} set locked_until = now() + (? * interval '1 millisecond'), claimed_by = ?
         where seq in (
           select o.seq from ${this.table} o
           where o.status = 'pending' and o.next_attempt_at <= now() and (o.locked_until is null or o.locked_until < now())
             and not exists (
               select 1 from ${this.table} p where p.aggregate_id = o.aggregate_id and p.seq < o.seq and p.status = 'pending'
                 and (p.next_attempt_at > now() or (p.locked_until is not null and p.locked_until >= now())))
           order by o.seq limit ${Number(limit)})
         returning ${columns}`,
        [leaseMs, owner],
      );
    });
    return rows
      .map(toLogged)
      .sort((a, b) => (a.position < b.position ? -1 : 1))
      .map((e) => e.envelope);
  }

  async markDelivered(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.em().execute(
      `update ${this.table} set status = 'delivered', delivered_at = now(), locked_until = null, claimed_by = null, attempts = attempts + 1, last_error = null where id = any(?::uuid[])`,
      [`{${ids.join(',')}}`],
      'run',
    );
  }

  /** gives claimed rows back after a failed produce; they are due again after `delayMs` */
  async release(ids: string[], error: string, delayMs: number): Promise<void> {
    if (ids.length === 0) return;
    await this.db.em().execute(
      `update ${this.table} set locked_until = null, claimed_by = null, attempts = attempts + 1, last_error = ?, next_attempt_at = now() + (? * interval '1 millisecond') where id = any(?::uuid[])`,
      [error, delayMs, `{${ids.join(',')}}`],
      'run',
    );
  }

  /** rows not yet in the log (in-process) or not yet produced (Kafka) */
  async pendingCount(): Promise<number> {
    const [row] = await this.db.em().execute<{ n: string }[]>(`select count(*)::text as n from ${this.table} where status = 'pending'`);
    return Number(row?.n ?? 0);
  }

  /**
   * Retention of the log: rows older than a week are removed once every consumer that reads this log in this
   * database has passed them (a consumer down longer than that misses them, as with Kafka's retention).
   */
  async cleanup(minConsumerPosition: bigint | null): Promise<void> {
    const bound = minConsumerPosition === null ? '' : ` and (position is null or position <= ${minConsumerPosition.toString()})`;
    await this.db.em().execute(`delete from ${this.table} where status = 'delivered' and delivered_at < now() - interval '7 days'${bound}`, [], 'run');
  }
}

function toLogged(row: OutboxRow): LoggedEvent {
  return {
    position: BigInt(row.position ?? row.seq),
    envelope: {
      id: row.id,
      type: row.type as EventType,
      version: row.version,
      source: row.source,
      tenantId: row.tenant_id,
      aggregateId: row.aggregate_id,
      occurredAt: row.occurred_at instanceof Date ? row.occurred_at.toISOString() : new Date(row.occurred_at).toISOString(),
      correlationId: row.correlation_id,
      causationId: row.causation_id,
      ...(row.trace_parent ? { traceparent: row.trace_parent } : {}),
      data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
    },
  };
}
