/**
 * DDL for the chassis tables every service keeps in its own schema: the transactional outbox, the inbox of
 * handled events (idempotent consumers) and the consumer-side dead letters (Kafka mode).
 * A service's first migration calls this.
 */
export function chassisTablesSql(schema: string): string[] {
  const s = quoteIdent(schema);
  return [
    // created only when missing: with a provisioned database (docs/operations.md) the schema already exists, owned by
    // the service's own role, which may not create schemas (`create schema if not exists` needs that right even then)
    `do $$ begin if not exists (select 1 from pg_namespace where nspname = '${schema}') then create schema ${s}; end if; end $$`,
    `create table ${s}.outbox (
      seq bigserial primary key,
      id uuid not null unique,
      type text not null,
      version int not null,
      source text not null,
      tenant_id text null,
      aggregate_id text not null,
      occurred_at timestamptz not null,
      correlation_id text not null,
      causation_id text null,
      data jsonb not null,
      status text not null default 'pending' check (status in ('pending', 'delivered', 'dead')),
      attempts int not null default 0,
      next_attempt_at timestamptz not null default now(),
      locked_until timestamptz null,
      last_error text null,
      delivered_at timestamptz null
    )`,
    `create index outbox_due_idx on ${s}.outbox (status, next_attempt_at, seq)`,
    `create index outbox_aggregate_idx on ${s}.outbox (aggregate_id, seq) where status = 'pending'`,
    `create table ${s}.inbox (
      event_id uuid not null,
      consumer text not null,
      event_type text not null,
      processed_at timestamptz not null default now(),
      primary key (event_id, consumer)
    )`,
    `create table ${s}.dead_letter (
      id bigserial primary key,
      event_id text not null,
      consumer text not null,
      envelope jsonb not null,
      error text not null,
      attempts int not null,
      failed_at timestamptz not null default now()
    )`,
  ];
}

export function quoteIdent(identifier: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(identifier)) throw new Error(`Unsafe SQL identifier: ${identifier}`);
  return `"${identifier}"`;
}
