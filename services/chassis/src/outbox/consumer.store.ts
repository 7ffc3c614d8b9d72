import type { AnyEnvelope } from '../bus/event-transport';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Database } from '../database/database';
import { quoteIdent } from './outbox.schema';

export interface DeadLetter {
  id: string;
  consumer: string;
  source: string | null;
  eventId: string;
  eventType: string | null;
  envelope: unknown;
  error: string;
  attempts: number;
  status: 'dead' | 'replay' | 'replayed' | 'discarded';
  failedAt: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
}

interface DeadLetterRow {
  id: string;
  consumer: string;
  source: string | null;
  event_id: string;
  event_type: string | null;
  envelope: unknown;
  error: string;
  attempts: number;
  status: DeadLetter['status'];
  failed_at: Date | string;
  resolved_at: Date | string | null;
  resolved_by: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString());

function toDeadLetter(row: DeadLetterRow): DeadLetter {
  return {
    id: String(row.id),
    consumer: row.consumer,
    source: row.source,
    eventId: row.event_id,
    eventType: row.event_type,
    envelope: typeof row.envelope === 'string' ? JSON.parse(row.envelope) : row.envelope,
    error: row.error,
    attempts: row.attempts,
    status: row.status,
    failedAt: iso(row.failed_at)!,
    resolvedAt: iso(row.resolved_at),
    resolvedBy: row.resolved_by,
  };
}

/**
 * What one consumer keeps in its own service's schema: its offset in each producer's log (in-process mode), the
 * lease that makes one process at a time its reader, and its dead letters (both modes).
 */
export class ConsumerStore {
  private readonly offsets: string;
  private readonly deadLetters: string;

  constructor(
    readonly db: Database,
    readonly consumer: string,
  ) {
    this.offsets = `${quoteIdent(db.schema)}.consumer_offset`;
    this.deadLetters = `${quoteIdent(db.schema)}.dead_letter`;
  }

  /**
   * Takes (or renews) the lease on this consumer's offset in `source` and returns the offset; null when another
   * live owner holds it. `isGone` tells whether the current holder is known to be dead (taken over at once).
   */
  async claim(source: string, owner: string, leaseMs: number, isGone: (owner: string | null) => boolean): Promise<bigint | null> {
    const em = this.db.em();
    await em.execute(`insert into ${this.offsets} (consumer, source) values (?, ?) on conflict do nothing`, [this.consumer, source], 'run');
    const [current] = await em.execute<{ owner: string | null; expired: boolean }[]>(
      `select owner, (lease_until is null or lease_until < now()) as expired from ${this.offsets} where consumer = ? and source = ?`,
      [this.consumer, source],
    );
    if (!current) return null;
    const free = current.owner === null || current.owner === owner || current.expired || isGone(current.owner);
    if (!free) return null;
    const rows = await em.execute<{ position: string }[]>(
      `update ${this.offsets} set owner = ?, lease_until = now() + (? * interval '1 millisecond'), updated_at = now()
       where consumer = ? and source = ? and owner is not distinct from ? returning position::text`,
      [owner, leaseMs, this.consumer, source, current.owner],
    );
    return rows.length > 0 ? BigInt(rows[0]!.position) : null;
  }

  /** Stores the committed offset and renews the lease; false when the lease was lost to another owner. */
  async commit(source: string, owner: string, position: bigint, leaseMs: number): Promise<boolean> {
    const rows = await this.db.em().execute<{ consumer: string }[]>(
      `update ${this.offsets} set position = greatest(position, ?::bigint), lease_until = now() + (? * interval '1 millisecond'), updated_at = now()
       where consumer = ? and source = ? and owner = ? returning consumer`,
      [position.toString(), leaseMs, this.consumer, source, owner],
    );
    return rows.length > 0;
  }

  async release(source: string, owner: string): Promise<void> {
    await this.db.em().execute(`update ${this.offsets} set owner = null, lease_until = null where consumer = ? and source = ? and owner = ?`, [this.consumer, source, owner], 'run');
  }

  /** this consumer's offsets per source */
  async positions(): Promise<{ source: string; position: bigint; owner: string | null; updatedAt: string }[]> {
    const rows = await this.db.em().execute<{ source: string; position: string; owner: string | null; updated_at: Date | string }[]>(
      `select source, position::text, owner, updated_at from ${this.offsets} where consumer = ? order by source`,
      [this.consumer],
    );
    return rows.map((r) => ({ source: r.source, position: BigInt(r.position), owner: r.owner, updatedAt: iso(r.updated_at)! }));
  }

  async deadLetter(entry: { envelope: unknown; source: string | null; error: string; attempts: number }): Promise<void> {
    const envelope = entry.envelope as Partial<AnyEnvelope> | null;
    const eventId = typeof envelope === 'object' && envelope && typeof envelope.id === 'string' ? envelope.id : 'unparseable';
    const eventType = typeof envelope === 'object' && envelope && typeof envelope.type === 'string' ? envelope.type : null;
    await this.db.em().execute(
      `insert into ${this.deadLetters} (event_id, consumer, source, event_type, envelope, error, attempts) values (?, ?, ?, ?, ?, ?, ?)`,
      [eventId, this.consumer, entry.source, eventType, JSON.stringify(entry.envelope ?? null), entry.error.slice(0, 4000), entry.attempts],
      'run',
    );
  }

  /** dead letters an operator asked to replay, oldest first */
  async replayRequests(limit: number): Promise<DeadLetter[]> {
    const rows = await this.db.em().execute<DeadLetterRow[]>(`select * from ${this.deadLetters} where consumer = ? and status = 'replay' order by id limit ${Number(limit)}`, [this.consumer]);
    return rows.map(toDeadLetter);
  }

  /** the outcome of a replay: handled (replayed) or failed again (back to dead, with the new error) */
  async finishReplay(id: string, outcome: { ok: true } | { ok: false; error: string; attempts: number }): Promise<void> {
    if (outcome.ok) {
      await this.db.em().execute(`update ${this.deadLetters} set status = 'replayed', resolved_at = now() where id = ? and status = 'replay'`, [id], 'run');
    } else {
      await this.db
        .em()
        .execute(`update ${this.deadLetters} set status = 'dead', error = ?, attempts = attempts + ?, failed_at = now() where id = ? and status = 'replay'`, [outcome.error.slice(0, 4000), outcome.attempts, id], 'run');
    }
  }
}

/** An operator's view of one service's dead letters (GraphQL and the `events:replay` command use it). */
export class DeadLetterAdmin {
  private readonly table: string;

  constructor(private readonly db: Pick<Database, 'schema' | 'em'>) {
    this.table = `${quoteIdent(db.schema)}.dead_letter`;
  }

  /**
   * Straight to a service's schema without starting the service (the `events:replay` command): no entities, no
   * migrations. A replay request is picked up by the running service within a few seconds.
   */
  static async connect(url: string, schema: string): Promise<{ admin: DeadLetterAdmin; close(): Promise<void> }> {
    quoteIdent(schema);
    const orm = await MikroORM.init({ clientUrl: url, entities: [], discovery: { warnWhenNoEntities: false }, pool: { min: 0, max: 1 }, allowGlobalContext: false });
    const [exists] = await orm.em.fork().execute<{ found: boolean }[]>(`select to_regclass(?) is not null as found`, [`${quoteIdent(schema)}.dead_letter`]);
    if (!exists?.found) {
      await orm.close(true);
      throw new Error(`There are no event tables in schema "${schema}" of this database: has the service started on it once?`);
    }
    return { admin: new DeadLetterAdmin({ schema, em: () => orm.em.fork() }), close: () => orm.close(true) };
  }

  async list(options: { status?: DeadLetter['status'] | null; consumer?: string | null; limit?: number } = {}): Promise<DeadLetter[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (options.status) {
      where.push('status = ?');
      params.push(options.status);
    }
    if (options.consumer) {
      where.push('consumer = ?');
      params.push(options.consumer);
    }
    const limit = Math.min(Math.max(options.limit ?? 100, 1), 500);
    const rows = await this.db.em().execute<DeadLetterRow[]>(`select * from ${this.table}${where.length ? ` where ${where.join(' and ')}` : ''} order by id desc limit ${limit}`, params);
    return rows.map(toDeadLetter);
  }

  /** every consumer of this service and its position in each log it reads */
  async offsets(): Promise<{ consumer: string; source: string; position: string; owner: string | null; leaseUntil: string | null; updatedAt: string }[]> {
    const rows = await this.db.em().execute<{ consumer: string; source: string; position: string; owner: string | null; lease_until: Date | string | null; updated_at: Date | string }[]>(
      `select consumer, source, position::text, owner, lease_until, updated_at from ${quoteIdent(this.db.schema)}.consumer_offset order by consumer, source`,
    );
    return rows.map((r) => ({ consumer: r.consumer, source: r.source, position: r.position, owner: r.owner, leaseUntil: iso(r.lease_until), updatedAt: iso(r.updated_at)! }));
  }

  async counts(): Promise<{ consumer: string; dead: number; replay: number }[]> {
    const rows = await this.db.em().execute<{ consumer: string; dead: string; replay: string }[]>(
      `select consumer, count(*) filter (where status = 'dead')::text as dead, count(*) filter (where status = 'replay')::text as replay
       from ${this.table} group by consumer order by consumer`,
    );
    return rows.map((r) => ({ consumer: r.consumer, dead: Number(r.dead), replay: Number(r.replay) }));
  }

  /** asks the consumer to run these dead letters again (the running service picks them up within seconds) */
  async requestReplay(ids: string[] | 'all', by: string, consumer?: string | null): Promise<number> {
    return this.transition(ids, consumer, 'replay', by);
  }

  /** gives up on these dead letters for good (kept, marked discarded, for the record) */
  async discard(ids: string[] | 'all', by: string, consumer?: string | null): Promise<number> {
    return this.transition(ids, consumer, 'discarded', by);
  }

  private async transition(ids: string[] | 'all', consumer: string | null | undefined, status: 'replay' | 'discarded', by: string): Promise<number> {
    const params: unknown[] = [status, by];
    let where = `status = 'dead'`;
    if (ids !== 'all') {
      const numeric = ids.filter((id) => /^\d{1,18}$/.test(id));
      if (numeric.length === 0) return 0;
      where += ` and id = any(?::bigint[])`;
      params.push(`{${numeric.join(',')}}`);
    }
    if (consumer) {
      where += ' and consumer = ?';
      params.push(consumer);
    }
    const resolved = status === 'discarded' ? 'now()' : 'null';
    const rows = await this.db.em().execute<{ id: string }[]>(`update ${this.table} set status = ?, resolved_by = ?, resolved_at = ${resolved} where ${where} returning id`, params);
    return rows.length;
  }
}
