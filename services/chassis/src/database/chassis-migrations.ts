import { Migration } from '@mikro-orm/migrations';
import { quoteIdent } from '../outbox/outbox.schema';
import type { MigrationDefinition } from './database';

/**
 * Changes to the chassis tables every service keeps in its own schema (outbox, inbox, dead letters, consumer
 * offsets...). They run after the service's own migrations (the first of which creates the original chassis
 * tables through `chassisTablesSql`), so no service has to copy them. Append only: never edit an applied one.
 */
const chassisChanges: { name: string; sql(schema: string): string[] }[] = [
  {
    // the outbox becomes a log: each committed row gets a position in commit order; every consumer keeps its
    // own durable offset in that log and its own dead letters (see docs/architecture.md, "Event delivery")
    name: 'chassis-0002-event-log',
    sql: (schema) => {
      const s = quoteIdent(schema);
      return [
        `alter table ${s}.outbox add column position bigint null`,
        `create unique index outbox_position_idx on ${s}.outbox (position) where position is not null`,
        `alter table ${s}.outbox add column claimed_by text null`,
        // rows written before the log existed keep their order (seq) as their position
        `update ${s}.outbox set position = seq where status <> 'pending'`,
        `create table ${s}.outbox_log_head (
          id int primary key check (id = 1),
          position bigint not null
        )`,
        `insert into ${s}.outbox_log_head (id, position) select 1, coalesce(max(position), 0) from ${s}.outbox`,
        `create table ${s}.consumer_offset (
          consumer text not null,
          source text not null,
          position bigint not null default 0,
          owner text null,
          lease_until timestamptz null,
          updated_at timestamptz not null default now(),
          primary key (consumer, source)
        )`,
        `alter table ${s}.dead_letter add column source text null`,
        `alter table ${s}.dead_letter add column event_type text null`,
        `alter table ${s}.dead_letter add column status text not null default 'dead' check (status in ('dead', 'replay', 'replayed', 'discarded'))`,
        `alter table ${s}.dead_letter add column resolved_at timestamptz null`,
        `alter table ${s}.dead_letter add column resolved_by text null`,
        `create index dead_letter_open_idx on ${s}.dead_letter (consumer, status, id)`,
      ];
    },
  },
  {
    // idempotency keys of the commands clients retry (see commands/command-pipeline.ts): the first result of a key, kept
    // for a day; the primary key makes a concurrent retry wait for the first attempt and then read its result
    name: 'chassis-0003-idempotency',
    sql: (schema) => {
      const s = quoteIdent(schema);
      return [
        `create table ${s}.idempotency_key (
          command text not null,
          actor text not null,
          key text not null,
          fingerprint text not null,
          result jsonb null,
          created_at timestamptz not null default now(),
          primary key (command, actor, key)
        )`,
        `create index idempotency_key_created_idx on ${s}.idempotency_key (created_at)`,
      ];
    },
  },
  {
    // the trace context an event was written in, so its consumers continue the same trace (docs/operations.md)
    name: 'chassis-0004-trace-context',
    sql: (schema) => [`alter table ${quoteIdent(schema)}.outbox add column trace_parent text null`],
  },
];

/** The chassis migrations for one service schema, in order. */
export function chassisMigrations(schema: string): MigrationDefinition[] {
  return chassisChanges.map((change) => ({
    name: change.name,
    class: class extends Migration {
      override async up(): Promise<void> {
        for (const sql of change.sql(schema)) this.addSql(sql);
      }
    },
  }));
}
