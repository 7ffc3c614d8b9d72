import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '../database/embedded-postgres';

/** Waits until `check` stops throwing (or returns truthy), polling; for asynchronous effects in tests. */
export async function expectEventually<T>(
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  options: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== false && value !== undefined && value !== null) return value as T;
      lastError = new Error('condition not met');
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw lastError;
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 20));
  }
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: a new database on the PostgreSQL of TEST_DATABASE_URL when it is
 * set (CI), otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const embedded = await startEmbeddedPostgres();
    return { url: embedded.url, drop: () => embedded.stop() };
  }
  const name = `pharmachat_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
