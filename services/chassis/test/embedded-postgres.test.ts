import { mkdtempSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';

describe('the embedded database', () => {
  it('answers many connections at once, each with its own parameters, with and without transactions', async () => {
    const embedded = await startEmbeddedPostgres();
    const clients = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const client = new pg.Client({ connectionString: embedded.url });
        await client.connect();
        return client;
      }),
    );
    try {
      await clients[0]!.query('create table counter (id int primary key, n int not null)');
      await clients[0]!.query('insert into counter values (1, 0)');
      const answers = await Promise.all(
        clients.flatMap((client, c) =>
          Array.from({ length: 40 }, async (_, i) => {
            if (i % 5 === 0) {
              // a short transaction between other connections' parameterised queries
              await client.query('begin');
              await client.query('update counter set n = n + $1 where id = $2', [1, 1]);
              await client.query('commit');
            }
            // each connection its own statement text, as different queries of different services are
            const { rows } = await client.query<{ c: number; i: number; text: string; statement: number }>(`select $1::int as c, $2::int as i, $3::text as text, ${c} as statement`, [c, i, `${c}:${i}`]);
            return rows[0];
          }),
        ),
      );
      expect(answers).toHaveLength(12 * 40);
      answers.forEach((row, k) => expect(row).toEqual({ c: Math.floor(k / 40), i: k % 40, text: `${Math.floor(k / 40)}:${k % 40}`, statement: Math.floor(k / 40) }));
      const { rows } = await clients[0]!.query<{ n: number }>('select n from counter where id = $1', [1]);
      expect(rows[0]!.n).toBe(12 * 8);
      // a failed parameterised query answers with its error, and the connection and the others go on
      await expect(clients[1]!.query('select $1::int as n', ['not a number'])).rejects.toThrow(/invalid input syntax/);
      expect((await clients[2]!.query('select $1::int as n', [7])).rows[0]).toEqual({ n: 7 });
      expect((await clients[1]!.query('select $1::int as n', [8])).rows[0]).toEqual({ n: 8 });
    } finally {
      await Promise.all(clients.map((client) => client.end()));
      await embedded.stop();
    }
  });

  it('lets one process at a time open a data directory, and takes over the lock of a process that died', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'pharmachat-embedded-')), 'db');
    const first = await startEmbeddedPostgres({ dataDir });
    await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(/is in use by process .*\(this one\)/);
    await first.stop();

    // a lock left by a killed process (a pid that no longer exists) is taken over with a warning
    writeFileSync(`${dataDir}.lock`, `${hostname()}:2147483646`);
    const warnings: string[] = [];
    const second = await startEmbeddedPostgres({ dataDir, logger: { warn: (_obj: unknown, message?: string) => void warnings.push(message ?? '') } as never });
    await second.stop();
    expect(warnings.join('\n')).toMatch(/was not shut down cleanly .* recovers it from its write-ahead log/);
  });
});
