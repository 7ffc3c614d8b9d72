import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsumerStore, DeadLetterAdmin } from '@pharmachat/chassis';
import { createTestDatabase, expectEventually, type TestDatabase } from '@pharmachat/chassis/testing';
import { runEventsReplay } from '../src/events-replay';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD } from '../src/seed';

/**
 * The operator's `npm run events:replay` against a running all-in-one host: through the gateway as the super admin,
 * and straight to the database (PostgreSQL while it runs; the embedded one only once it has stopped).
 */
let host: AllInOne | null = null;
let database: TestDatabase | null = null;
let env: Record<string, string>;
const CONSUMER = 'assistant.project-pharmacy';

async function cli(argv: string[], extraEnv: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runEventsReplay(argv, { ...env, ...extraEnv }, (line) => out.push(line), (line) => err.push(line));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const assistantAdmin = () => new DeadLetterAdmin(host!.services.find((s) => s.name === 'ai-assistant')!.db);

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  env = {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pharmachat-replay-')),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'pharmachat-noweb-')),
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  host = await startAllInOne(env);
  // two events the assistant's consumer could not handle: one it will fail on again, one an operator gives up on
  const store = new ConsumerStore(host.services.find((s) => s.name === 'ai-assistant')!.db, CONSUMER);
  for (const n of [1, 2]) {
    await store.deadLetter({
      envelope: { id: `00000000-0000-4000-8000-00000000000${n}`, type: 'chat.session.escalated', aggregateId: `session-${n}`, data: { broken: true } },
      source: 'chat',
      error: `handler failed (${n})`,
      attempts: 8,
    });
  }
});

afterAll(async () => {
  await host?.stop();
  await database?.drop();
});

describe('npm run events:replay', () => {
  it('explains its usage and refuses bad arguments with a message a person can act on', async () => {
    const missing = await cli(['replay', '--service', 'ai-assistant']);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/--id <number> \(repeatable\) or --all/);
    expect(missing.err).toMatch(/Usage: npm run events:replay/);
    expect((await cli(['list', '--service', 'nope'])).err).toMatch(/Unknown service "nope". Services: identity, /);
    expect((await cli(['list'])).err).toMatch(/--service is required/);
    expect((await cli(['discard', '--service', 'chat', '--id', 'abc'])).err).toMatch(/--id takes a dead letter's number/);
    expect((await cli(['list', '--service', 'chat', '--status', 'gone'])).err).toMatch(/--status must be one of dead, replay, replayed, discarded/);
    expect((await cli(['list', '--service', 'chat', '--url', host!.url])).err).toMatch(/EVENTS_ADMIN_PASSWORD/);
    const wrong = await cli(['list', '--service', 'chat', '--url', host!.url], { EVENTS_ADMIN_PASSWORD: 'not-the-password' });
    expect(wrong.code).toBe(1);
    expect(wrong.err).toMatch(/Sign-in at .* failed \(401\)/);
  });

  it('lists, replays and discards through the gateway as the super admin', async () => {
    const admin = { EVENTS_ADMIN_PASSWORD: DEMO_PASSWORD };
    const url = ['--url', host!.url];
    const listed = await cli(['list', '--service', 'ai-assistant', ...url], admin);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/id\s+consumer\s+event\s+aggregate\s+attempts\s+status/);
    expect(listed.out).toMatch(new RegExp(`${CONSUMER}\\s+chat.session.escalated\\s+session-2\\s+8\\s+dead`));

    const json = JSON.parse((await cli(['list', '--service', 'ai-assistant', '--json', ...url], admin)).out) as { id: string; aggregateId: string }[];
    const [second, first] = json;
    expect([first!.aggregateId, second!.aggregateId]).toEqual(['session-1', 'session-2']);

    const status = await cli(['status', '--service', 'ai-assistant', ...url], admin);
    expect(status.out).toMatch(/event\(s\) committed and not yet in the log/);
    expect(status.out).toMatch(new RegExp(`${CONSUMER}\\s+chat\\s+\\d+`));
    expect(status.out).toMatch(new RegExp(`${CONSUMER}\\s+2\\s+0`));

    const replayed = await cli(['replay', '--service', 'ai-assistant', '--id', first!.id, ...url], admin);
    expect(replayed.out).toMatch(/1 dead letter\(s\) queued for replay/);
    // the running service takes the request, retries it with its policy, and records that it failed again
    await expectEventually(async () => {
      const [letter] = (await assistantAdmin().list({ consumer: CONSUMER })).filter((l) => l.id === first!.id);
      expect(letter!.status).toBe('dead');
      expect(letter!.attempts).toBeGreaterThan(8);
      expect(letter!.error).toMatch(/Not an event envelope/);
      return true;
    }, { timeoutMs: 30_000 });

    const discarded = await cli(['discard', '--service', 'ai-assistant', '--id', second!.id, ...url], admin);
    expect(discarded.out).toMatch(/1 dead letter\(s\) discarded/);
    const again = await cli(['discard', '--service', 'ai-assistant', '--id', second!.id, ...url], admin);
    expect(again.out).toMatch(/no dead letters matched/);
    const [letter] = (await assistantAdmin().list({ status: 'discarded' })).filter((l) => l.id === second!.id);
    expect(letter!.resolvedBy).toBe('superadmin');
  }, 60_000);

  it('works straight on the database: PostgreSQL while PharmaChat runs, the embedded one once it has stopped', async () => {
    if (database) {
      const listed = await cli(['list', '--service', 'ai-assistant', '--status', 'discarded']);
      expect(listed.code).toBe(0);
      expect(listed.out).toMatch(/session-2\s+8\s+discarded/);
      const all = await cli(['discard', '--service', 'ai-assistant', '--all', '--consumer', CONSUMER]);
      expect(all.out).toMatch(/1 dead letter\(s\) discarded/);
      return;
    }
    const busy = await cli(['list', '--service', 'ai-assistant']);
    expect(busy.code).toBe(1);
    expect(busy.err).toMatch(/is in use by process .*\n.*use --url/);

    await host!.stop();
    host = null;
    const listed = await cli(['list', '--service', 'ai-assistant', '--status', 'discarded']);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/session-2\s+8\s+discarded/);
    const all = await cli(['discard', '--service', 'ai-assistant', '--all', '--consumer', CONSUMER]);
    expect(all.out).toMatch(/1 dead letter\(s\) discarded/);
    expect((await cli(['list', '--service', 'ai-assistant', '--status', 'dead'])).out).toBe('no dead letters match');
    const nowhere = await cli(['list', '--service', 'chat'], { DATA_DIR: join(env.DATA_DIR!, 'missing') });
    expect(nowhere.err).toMatch(/There is no embedded database at/);
  }, 60_000);
});
