import { randomUUID } from 'node:crypto';
import { MikroORM, type EntityManager, type Options } from '@mikro-orm/postgresql';
import pg from 'pg';
import { Migrator } from '@mikro-orm/migrations';
import type { Migration } from '@mikro-orm/migrations';
import { eventCatalogue, validateEventData, type EventData, type EventEnvelope, type EventType } from '@pharmachat/proto';
import { currentContext } from '../context/request-context';
import type { Logger } from '../logging/logger';
import { currentTraceparent, SpanKind, withSpan } from '../observability/tracing';
import { quoteIdent } from '../outbox/outbox.schema';
import { chassisMigrations } from './chassis-migrations';
import { chassisOwnedTables } from './schema-drift';

export type { EntityManager };

export interface MigrationDefinition {
  name: string;
  class: new (...args: ConstructorParameters<typeof Migration>) => Migration;
}

export interface DatabaseOptions {
  /** the service's name, written as `source` on its events */
  service: string;
  /** the service's own Postgres schema: every table it has lives there */
  schema: string;
  url: string;
  entities: NonNullable<Options['entities']>;
  migrations: MigrationDefinition[];
  poolSize?: number;
  logger: Logger;
}

export interface PendingEvent<T extends EventType> {
  aggregateId: string;
  tenantId: string | null;
  data: EventData<T>;
}

/** One unit of work: entity changes through `em`, events through `publish`, committed together. */
export interface Transaction {
  em: EntityManager;
  publish<T extends EventType>(type: T, event: PendingEvent<T>): EventEnvelope<EventData<T>, T>;
}

/**
 * A service's database: its MikroORM instance on its own schema, migrations run at start, and the
 * transaction boundary that writes state and outbox rows in one commit.
 */
export class Database {
  private readonly commitListeners = new Set<() => void>();

  private constructor(
    readonly orm: MikroORM,
    readonly service: string,
    readonly schema: string,
    private readonly logger: Logger,
  ) {}

  static async connect(options: DatabaseOptions): Promise<Database> {
    quoteIdent(options.schema);
    const orm = await MikroORM.init({
      clientUrl: options.url,
      entities: options.entities,
      extensions: [Migrator],
      pool: { min: 0, max: options.poolSize ?? 4 },
      allowGlobalContext: false,
      // a column's database default is what its mapping declares (`.default()`), never guessed from a class's field
      // initialiser: the schema diff then compares the mappings with the migrations as written
      discovery: { warnWhenNoEntities: false, inferDefaultValues: false },
      debug: false,
      // the chassis's tables are the chassis's own SQL, not any mapping's: the schema diff must not touch them
      schemaGenerator: { skipTables: [...chassisOwnedTables] },
      migrations: {
        tableName: `${options.schema}.mikro_orm_migrations`,
        migrationsList: [...options.migrations, ...chassisMigrations(options.schema)],
        transactional: true,
        allOrNothing: true,
        snapshot: false,
        silent: true,
      },
    });
    const database = new Database(orm, options.service, options.schema, options.logger);
    try {
      const applied = await withAdvisoryLock(options.url, `pharmachat:migrate:${options.schema}`, () => orm.migrator.up());
      if (applied.length > 0) options.logger.info({ migrations: applied.map((m) => m.name) }, `migrated schema ${options.schema}`);
    } catch (error) {
      await orm.close(true);
      throw error;
    }
    return database;
  }

  /** A fresh EntityManager for reads outside a transaction. */
  em(): EntityManager {
    return this.orm.em.fork();
  }

  /**
   * Runs `work` in one database transaction. Events published inside are validated against their contract and
   * written to `<schema>.outbox` in the same transaction; the relay is woken right after the commit.
   */
  async transaction<R>(work: (tx: Transaction) => Promise<R>): Promise<R> {
    return withSpan(`db.transaction ${this.schema}`, { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql', 'db.namespace': this.schema } }, () => this.runTransaction(work));
  }

  private async runTransaction<R>(work: (tx: Transaction) => Promise<R>): Promise<R> {
    const pending: EventEnvelope[] = [];
    const result = await this.orm.em.fork().transactional(async (em) => {
      const tx: Transaction = {
        em,
        publish: (type, event) => {
          const envelope = this.envelope(type, event);
          pending.push(envelope);
          return envelope;
        },
      };
      const value = await work(tx);
      await em.flush();
      for (const envelope of pending) await this.insertOutboxRow(em, envelope);
      return value;
    });
    if (pending.length > 0) for (const listener of this.commitListeners) listener();
    return result;
  }

  onCommitWithEvents(listener: () => void): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  async isReady(): Promise<boolean> {
    try {
      await this.em().execute('select 1');
      return true;
    } catch (error) {
      this.logger.warn({ err: error }, 'database not ready');
      return false;
    }
  }

  async close(): Promise<void> {
    await this.orm.close(true);
  }

  private envelope<T extends EventType>(type: T, event: PendingEvent<T>): EventEnvelope<EventData<T>, T> {
    const context = currentContext();
    const data = validateEventData(type, event.data);
    return {
      id: randomUUID(),
      type,
      version: eventCatalogue[type].version,
      source: this.service,
      tenantId: event.tenantId,
      aggregateId: event.aggregateId,
      occurredAt: new Date().toISOString(),
      correlationId: context?.correlationId ?? randomUUID(),
      causationId: context?.causationId ?? null,
      ...withTraceparent(currentTraceparent()),
      data,
    };
  }

  private async insertOutboxRow(em: EntityManager, e: EventEnvelope): Promise<void> {
    await em.execute(
      `insert into ${quoteIdent(this.schema)}.outbox (id, type, version, source, tenant_id, aggregate_id, occurred_at, correlation_id, causation_id, trace_parent, data)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [e.id, e.type, e.version, e.source, e.tenantId, e.aggregateId, e.occurredAt, e.correlationId, e.causationId, e.traceparent ?? null, JSON.stringify(e.data)],
      'run',
    );
  }
}

/**
 * Runs `work` while holding a PostgreSQL session-level advisory lock on its own connection, so replicas starting
 * at once on one database take turns (the second finds the migrations applied and does nothing).
 */
export async function withAdvisoryLock<R>(url: string, name: string, work: () => Promise<R>): Promise<R> {
  // within one process the lock is also taken in turn here: the embedded database is a single session, where an
  // advisory lock would not exclude anyone
  const key = `${url}#${name}`;
  const previous = localLocks.get(key) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const chained = previous.then(() => mine);
  localLocks.set(key, chained);
  await previous;
  try {
    return await withSessionLock(url, name, work);
  } finally {
    release();
    if (localLocks.get(key) === chained) localLocks.delete(key);
  }
}

const localLocks = new Map<string, Promise<void>>();

async function withSessionLock<R>(url: string, name: string, work: () => Promise<R>): Promise<R> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The envelope's `traceparent` only when there is one: without tracing, envelopes stay as they were. */
function withTraceparent(traceparent: string | null): { traceparent?: string } {
  return traceparent ? { traceparent } : {};
}
