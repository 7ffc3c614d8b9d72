import pg from 'pg';

/** PostgreSQL administration for the benchmark: a clean database per run, and the server's version. */

function adminUrl(url: string): string {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}

export function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE_URL must name a plain database (letters, digits, _), not "${name}"`);
  if (name === 'postgres' || name === 'template0' || name === 'template1') throw new Error(`BENCH_DATABASE_URL must name a database of its own (it is dropped and created again), not "${name}"`);
  return name;
}

/** The URL of another database on the same server. */
export function siblingUrl(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

/** Drops (disconnecting anyone still on it) and creates the database named in `url`. */
export async function recreateDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  const client = new pg.Client({ connectionString: adminUrl(url) });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl(url) });
  await client.connect();
  try {
    await client.query(`drop database if exists "${databaseName(url)}" with (force)`);
  } finally {
    await client.end();
  }
}

export async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl(url) });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string }>('select version()');
    return rows[0]!.version;
  } finally {
    await client.end();
  }
}
