import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pharmachat/chassis/testing';
import { memoryRateLimitStore, postgresRateLimitStore, rateLimit, RATE_LIMIT_SCHEMA, RATE_LIMIT_TABLE, type RateLimitStore } from '../src/rest/rate-limit';

/** A gateway replica's REST edge, reduced to one limited path. */
async function replica(store: RateLimitStore, limit: number) {
  const app = express();
  app.set('trust proxy', true);
  app.post('/api/auth/login', rateLimit(store, { name: 'sign-in', limit, windowMs: 60_000 }), (_req, res) => {
    res.status(200).json({ ok: true });
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    post: async (clientAddress: string) => {
      const response = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'x-forwarded-for': clientAddress } });
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { message?: string; retryAfter?: number } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('REST rate limits', () => {
  let database: TestDatabase;
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    await database?.drop();
  });

  it('in memory: the limit+1-th request in the window gets 429 with Retry-After and a message to act on', async () => {
    const store = memoryRateLimitStore();
    const edge = await replica(store, 3);
    closers.push(edge.close, () => store.close());
    for (let i = 0; i < 3; i += 1) expect((await edge.post('203.0.113.1')).status).toBe(200);
    const refused = await edge.post('203.0.113.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect(refused.body.message).toMatch(/^Too many requests to sign-in\. Please wait \d+ seconds and try again\.$/);
    expect(refused.body.retryAfter).toBe(Number(refused.retryAfter));
    // another address has its own allowance
    expect((await edge.post('203.0.113.2')).status).toBe(200);
  });

  // PostgreSQL only: the embedded database is one backend session behind its socket, so the library's named
  // prepared statements, prepared once per connection, collide there (and the host counts in memory on it)
  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL: two replicas share one count, so a client cannot double its allowance', async () => {
    // two stores with their own pools, as two gateway processes would have, created at the same time
    const [first, second] = await Promise.all([postgresRateLimitStore(database.url), postgresRateLimitStore(database.url)]);
    const one = await replica(first, 4);
    const two = await replica(second, 4);
    closers.push(one.close, two.close, () => first.close(), () => second.close());

    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await one.post('198.51.100.7')).status, (await two.post('198.51.100.7')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await one.post('198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Please wait \d+ seconds/);
    expect((await two.post('198.51.100.8')).status).toBe(200);

    // the count lives in the database, where a third replica started later sees it
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const rows = await client.query<{ key: string; points: number }>(`select key, points from ${RATE_LIMIT_SCHEMA}.${RATE_LIMIT_TABLE} order by key`);
    await client.end();
    expect(rows.rows).toEqual([
      { key: 'sign-in:198.51.100.7', points: 7 },
      { key: 'sign-in:198.51.100.8', points: 1 },
    ]);
    const third = await postgresRateLimitStore(database.url);
    const late = await replica(third, 4);
    closers.push(late.close, () => third.close());
    expect((await late.post('198.51.100.7')).status).toBe(429);
  });
});
