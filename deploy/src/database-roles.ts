import pg from 'pg';

/** Who owns which schema in distributed mode: each service its own, the gateway its rate-limit counts. */
export const schemaOwners = {
  identity: 'identity',
  pharmacy: 'pharmacy',
  chat: 'chat',
  'ai-assistant': 'assistant',
  billing: 'billing',
  doctor: 'doctor',
  analytics: 'analytics',
  retention: 'retention',
  gateway: 'gateway',
} as const;

export type SchemaOwner = keyof typeof schemaOwners;

export interface ProvisionOptions {
  /** a superuser's (or the database owner's) connection string to the database to provision; the database must exist */
  adminUrl: string;
  /** each role's password */
  passwordFor(owner: SchemaOwner): string;
  /** role names are `<prefix><schema>`, default `pharmachat_` (roles are per cluster: tests use their own prefix) */
  rolePrefix?: string;
}

const identifier = (name: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe SQL identifier: ${name}`);
  return `"${name}"`;
};
const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/**
 * Gives every service (and the gateway) its own login role owning its own schema, and nothing else: no right on
 * the `public` schema, no right to create schemas, no way into another service's schema (its owner grants none).
 * Idempotent: run it before every deploy; passwords are set to the given ones. Returns each owner's DATABASE_URL.
 */
export async function provisionDatabase(options: ProvisionOptions): Promise<Record<SchemaOwner, string>> {
  const prefix = options.rolePrefix ?? 'pharmachat_';
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  const urls = {} as Record<SchemaOwner, string>;
  try {
    const { rows } = await admin.query<{ db: string }>('select current_database() as db');
    const database = identifier(rows[0]!.db);
    // one provisioning at a time, whatever runs it (an init job and a second replica of it)
    await admin.query(`select pg_advisory_lock(hashtext('pharmachat:provision'))`);
    await admin.query(`revoke all on database ${database} from public`);
    await admin.query(`revoke all on schema public from public`);
    for (const [owner, schema] of Object.entries(schemaOwners) as [SchemaOwner, string][]) {
      const role = identifier(`${prefix}${schema}`);
      const exists = await admin.query('select 1 from pg_roles where rolname = $1', [`${prefix}${schema}`]);
      if (exists.rowCount === 0) await admin.query(`create role ${role} login`);
      await admin.query(`alter role ${role} with login nosuperuser nocreatedb nocreaterole noinherit password ${literal(options.passwordFor(owner))}`);
      await admin.query(`grant connect, temporary on database ${database} to ${role}`);
      await admin.query(`create schema if not exists ${identifier(schema)} authorization ${role}`);
      // a schema created earlier by someone else (an all-in-one run on this database) changes hands, tables too
      await admin.query(`alter schema ${identifier(schema)} owner to ${role}`);
      const tables = await admin.query<{ name: string; kind: string }>(
        `select c.relname as name, c.relkind as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = $1 and c.relkind in ('r', 'S', 'v', 'p')`,
        [schema],
      );
      for (const table of tables.rows) {
        const kind = table.kind === 'S' ? 'sequence' : table.kind === 'v' ? 'view' : 'table';
        await admin.query(`alter ${kind} ${identifier(schema)}.${identifier(table.name)} owner to ${role}`);
      }
      await admin.query(`revoke all on schema ${identifier(schema)} from public`);
      await admin.query(`alter role ${role} set search_path = ${identifier(schema)}`);
      const url = new URL(options.adminUrl);
      url.username = `${prefix}${schema}`;
      url.password = options.passwordFor(owner);
      urls[owner] = url.toString();
    }
    await admin.query(`select pg_advisory_unlock(hashtext('pharmachat:provision'))`);
  } finally {
    await admin.end();
  }
  return urls;
}
