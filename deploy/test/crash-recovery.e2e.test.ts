import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '@pharmachat/chassis';
import { createTestDatabase, type TestDatabase } from '@pharmachat/chassis/testing';

/**
 * Crash safety as an operator meets it: the all-in-one process is killed (SIGKILL) while ten patients are writing,
 * started again on the same data, and then every message the API accepted is there exactly once, and every
 * patient message has exactly one assistant reply within 10 s of the restart. On PostgreSQL (when
 * TEST_DATABASE_URL is set) and on the embedded database.
 */
const repoRoot = resolve(import.meta.dirname, '../..');
const PATIENTS = 10;
const QUESTIONS = ['What are your store hours?', 'How do I request a prescription refill?', 'Can I get a generic version of my medication?', 'Do you offer flu shots and vaccinations?'];

interface Running {
  child: ChildProcess;
  base: string;
  output: string[];
  readyMs: number;
}

/** Starts `npm start`'s entry point and resolves once it says where it listens. */
function startHost(env: Record<string, string>): Promise<Running> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'deploy/src/main.ts'], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  return new Promise((resolveStart, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      const match = /PharmaChat is running at (\S+)/.exec(output.join(''));
      if (match) resolveStart({ child, base: match[1]!.replace('0.0.0.0', '127.0.0.1'), output, readyMs: performance.now() - started });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the host exited (${code}) before it was ready:\n${output.join('').slice(-3000)}`)));
  });
}

function kill(running: Running): Promise<void> {
  return new Promise((done) => {
    if (running.child.exitCode !== null || running.child.signalCode !== null) return done();
    running.child.once('exit', () => done());
    running.child.kill('SIGKILL');
  });
}

async function call<T>(base: string, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    body: options.body ? JSON.stringify(options.body) : undefined,
    // a host that stopped answering fails the test here, not at its timeout
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

interface Patient {
  sessionId: string;
  token: string;
  accepted: string[];
}

interface StoredMessage {
  id: string;
  session_id: string;
  sender: string;
  content: string;
  in_reply_to: string | null;
}

const databases: { name: string; open(): Promise<TestDatabase | null> }[] = [{ name: 'the embedded database', open: async () => null }];
if (process.env.TEST_DATABASE_URL) databases.unshift({ name: 'PostgreSQL', open: () => createTestDatabase() });

describe.each(databases)('a host killed while patients write, on $name', ({ open }) => {
  let database: TestDatabase | null = null;
  let running: Running | null = null;
  afterAll(async () => {
    if (running) await kill(running);
    await database?.drop();
  });

  it('keeps every accepted message exactly once and answers each within 10 s of the restart', async () => {
    database = await open();
    const dataDir = mkdtempSync(join(tmpdir(), 'pharmachat-crash-'));
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'pharmachat-noweb-')),
      RATE_LIMIT_CHAT_PER_MINUTE: '100000',
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    running = await startHost(env);
    const first = running;
    const pharmacies = (await call<{ id: string }[]>(first.base, 'GET', '/api/public/pharmacies')).body;
    expect(pharmacies.length).toBeGreaterThan(0);

    const patients: Patient[] = [];
    for (let i = 0; i < PATIENTS; i++) {
      const opened = await call<{ id: string; token: string }>(first.base, 'GET', `/api/public/chat-session/${pharmacies[i % pharmacies.length]!.id}/${encodeURIComponent(`Crash Patient ${i}`)}?phone=${encodeURIComponent(`(217) 555-01${String(i).padStart(2, '0')}`)}`);
      expect(opened.status).toBe(200);
      patients.push({ sessionId: opened.body.id, token: opened.body.token, accepted: [] });
    }

    // every patient writes one message after another (as a person waits for the send to finish) until the kill
    let writing = true;
    const writers = patients.map(async (patient, i) => {
      for (let n = 0; writing; n++) {
        const content = `${QUESTIONS[n % QUESTIONS.length]} (patient ${i}, message ${n})`;
        try {
          const sent = await call(first.base, 'POST', '/api/public/chat/send', { token: patient.token, body: { sessionId: patient.sessionId, message: content } });
          if (sent.status === 201) patient.accepted.push(content);
          else if (writing) throw new Error(`send answered ${sent.status}: ${JSON.stringify(sent.body)}`);
        } catch (error) {
          if (writing) throw error;
          return; // the process died under this request: not accepted
        }
      }
    });
    // kill once every patient has had a few messages accepted, while they are still writing
    const enough = async () => {
      while (patients.some((p) => p.accepted.length < 5)) await new Promise((r) => setTimeout(r, 20));
    };
    await Promise.race([enough(), Promise.all(writers)]);
    writing = false;
    await kill(first);
    await Promise.allSettled(writers);
    const accepted = patients.reduce((sum, p) => sum + p.accepted.length, 0);
    expect(accepted).toBeGreaterThanOrEqual(PATIENTS * 5);

    // the same data, a new process
    const restartedAt = performance.now();
    running = await startHost(env);
    const second = running;
    if (!database) expect(second.output.join('')).toMatch(/was not shut down cleanly .* recovers it from its write-ahead log/);

    // what each patient sees: their messages, each answered once by the assistant
    const answered = async () => {
      for (const patient of patients) {
        const { status, body } = await call<{ sender: string; content: string }[]>(second.base, 'GET', `/api/public/chat/messages/${patient.sessionId}`, { token: patient.token });
        if (status !== 200) return false;
        const mine = body.filter((m) => m.sender === 'user');
        const replies = body.filter((m) => m.sender === 'ai');
        if (replies.length < mine.length) return false;
      }
      return true;
    };
    while (!(await answered())) {
      if (performance.now() - restartedAt > 60_000) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const answeredAfterMs = performance.now() - restartedAt;
    const readyAfterMs = second.readyMs;
    // eslint-disable-next-line no-console
    console.info(`${accepted} messages accepted before the kill; restart ready in ${Math.round(readyAfterMs)} ms; all answered ${Math.round(answeredAfterMs)} ms after the restart began`);
    expect(answeredAfterMs).toBeLessThan(10_000 + readyAfterMs);
    expect(answeredAfterMs - readyAfterMs).toBeLessThan(10_000);

    // stop cleanly, then look at the stored rows themselves
    const stopped = new Promise((done) => second.child.once('exit', done));
    second.child.kill('SIGTERM');
    await stopped;
    running = null;
    const rows = await storedMessages(database, dataDir, patients.map((p) => p.sessionId));

    for (const patient of patients) {
      const mine = rows.filter((r) => r.session_id === patient.sessionId);
      const fromPatient = mine.filter((r) => r.sender === 'user');
      // every accepted message exactly once; a message cut off by the kill at most once
      for (const content of patient.accepted) expect(fromPatient.filter((r) => r.content === content), content).toHaveLength(1);
      expect(new Set(fromPatient.map((r) => r.content)).size).toBe(fromPatient.length);
      expect(fromPatient.length - patient.accepted.length).toBeLessThanOrEqual(1);
      // every stored patient message, accepted or cut off, has exactly one assistant reply
      for (const message of fromPatient) expect(mine.filter((r) => r.sender === 'ai' && r.in_reply_to === message.id), message.content).toHaveLength(1);
      // and the session's count kept beside the messages is exact
    }
    const counts = await sessionCounts(database, dataDir, patients.map((p) => p.sessionId));
    for (const patient of patients) expect(counts.get(patient.sessionId)).toBe(rows.filter((r) => r.session_id === patient.sessionId).length);
  }, 180_000);
});

async function query<T>(database: TestDatabase | null, dataDir: string, sql: string, params: unknown[]): Promise<T[]> {
  const embedded = database ? null : await startEmbeddedPostgres({ dataDir: join(dataDir, 'pglite') });
  const client = new pg.Client({ connectionString: database?.url ?? embedded!.url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
    await embedded?.stop();
  }
}

function storedMessages(database: TestDatabase | null, dataDir: string, sessionIds: string[]): Promise<StoredMessage[]> {
  return query<StoredMessage>(database, dataDir, 'select id, session_id, sender, content, in_reply_to from chat.chat_message where session_id = any($1::uuid[]) order by created_at', [sessionIds]);
}

async function sessionCounts(database: TestDatabase | null, dataDir: string, sessionIds: string[]): Promise<Map<string, number>> {
  const rows = await query<{ id: string; message_count: number }>(database, dataDir, 'select id, message_count from chat.chat_session where id = any($1::uuid[])', [sessionIds]);
  return new Map(rows.map((r) => [r.id, Number(r.message_count)]));
}
