import type { Database } from './database';

/**
 * The tables the chassis keeps in every service schema, created and changed only by the chassis's own SQL
 * (`chassisTablesSql`, `captchaTablesSql`, `chassisMigrations`) and read and written with plain SQL, never through
 * a service's mappings. The ORM's schema tools leave them alone (`schemaGenerator.skipTables`); this list is the one
 * place that says so. A chassis table missing here shows up in every service's drift test as `drop table ...`;
 * `test/schema-drift.test.ts` in the chassis checks that nothing here is stale.
 */
export const chassisOwnedTables: readonly string[] = [
  // the event log: see docs/architecture.md, "Event delivery"
  'outbox',
  'outbox_log_head',
  'inbox',
  'consumer_offset',
  'dead_letter',
  // results of commands clients may retry
  'idempotency_key',
  // used captcha solutions (only in the schemas of services with a public form)
  'captcha_use',
  // MikroORM's record of applied migrations (its schema diff skips it by itself too)
  'mikro_orm_migrations',
];

/**
 * The SQL statements MikroORM's schema generator would run to bring the service's migrated schema to its mappings:
 * empty when the mappings and the migrations agree. Includes drops (tables, columns, indexes, checks, foreign keys,
 * triggers the mappings do not know), so anything only a migration knows about shows up here.
 */
export async function schemaDrift(database: Database): Promise<string[]> {
  const sql = await database.orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: true, schema: database.schema });
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}
