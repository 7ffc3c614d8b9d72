import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { startAllInOne, type AllInOne } from '../deploy/src/host';
import { DEMO_PASSWORD } from '../deploy/src/seed';
import { memoryOf, startChildHost, stopChildHost } from './cold-start';
import { recreateDatabase, dropDatabase, serverVersion, siblingUrl, databaseName } from './database';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai';
import { buildRows, renderTable, type ColumnKey } from './report';
import type { ScenarioName, StaffCredentials } from './scenarios';
import { round } from './stats';
import { measureWebWeight, renderWebWeight, type RouteWeight } from './web-weight';

/**
 * `npm run bench`: the same scenarios on PostgreSQL (BENCH_DATABASE_URL) and on the embedded database (PGlite),
 * side by side. The host runs in this process (startAllInOne); every scenario's clients run in a worker thread.
 * See docs/performance.md.
 */

const env = process.env;
const int = (name: string, fallback: number) => {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not "${value}"`);
  return n;
};
const settings = {
  durationS: int('BENCH_DURATION_S', 30),
  patients: int('BENCH_PATIENTS', 50),
  replyWaitS: int('BENCH_REPLY_WAIT_S', 60),
  modelDelayMs: int('BENCH_MODEL_DELAY_MS', 500),
  aMessages: int('BENCH_A_MESSAGES', 200),
  cMessages: int('BENCH_C_MESSAGES', 100),
  dSeconds: int('BENCH_D_S', 4),
  dRounds: int('BENCH_D_ROUNDS', 2),
  dConcurrency: int('BENCH_D_CONCURRENCY', 16),
  fSubscribers: int('BENCH_F_SUBSCRIBERS', 500),
  fMessages: int('BENCH_F_MESSAGES', 20),
  loadS: int('BENCH_E_LOAD_S', 8),
};
const only = new Set((env.BENCH_SCENARIOS ?? 'a,b,c,d,e,f').split(',').map((s) => s.trim()).filter(Boolean));
const benchDatabaseUrl = env.BENCH_DATABASE_URL || null;
const wantedColumns = new Set((env.BENCH_COLUMNS ?? 'postgres,embedded').split(',').map((s) => s.trim()));
const tag = Date.now().toString(36);
const progress = (message: string) => console.warn(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Results = Record<string, any>;

/** the demo seed's pharmacy staff (used when the host did not seed in this run, e.g. the child process of e) */
const demoStaff: StaffCredentials[] = ['downtown.staff', 'riverside.staff', 'downtown.admin', 'riverside.admin'].map((username) => ({ username, password: DEMO_PASSWORD }));

/** Runs one scenario's clients in a fresh worker thread. */
function runInWorker(scenario: ScenarioName, input: Record<string, unknown>, timeoutMs = 180_000): Promise<Results> {
  return new Promise((resolvePromise, reject) => {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { workerData: { scenario, input } });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`scenario ${scenario} did not finish within ${timeoutMs} ms`));
    }, timeoutMs);
    worker.once('message', (message: { ok: boolean; result?: Results; error?: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (message.ok) resolvePromise(message.result!);
      else reject(new Error(`scenario ${scenario} failed: ${message.error}`));
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

interface Column {
  key: ColumnKey;
  label: string;
  /** DATABASE_URL for the host (PostgreSQL), or undefined for the embedded database */
  databaseUrl?: string;
}

function hostEnv(column: Column, dataDir: string, webDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    WEB_DIST_DIR: webDir,
    SEED_DEMO_DATA: 'true',
    RATE_LIMIT_CHAT_PER_MINUTE: '100000000',
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000000',
    LOG_LEVEL: 'warn',
    ...(column.databaseUrl ? { DATABASE_URL: column.databaseUrl } : {}),
    ...extra,
  };
}

/** Start failures seen (the host is started again, on a clean database when it was a first start). */
const startFailures: string[] = [];

async function timedStart(envForHost: Record<string, string>, cleanAgain?: () => Promise<void>): Promise<{ host: AllInOne; ms: number }> {
  for (let attempt = 1; ; attempt++) {
    const t0 = performance.now();
    try {
      const host = await startAllInOne(envForHost);
      return { host, ms: performance.now() - t0 };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      startFailures.push(message);
      progress(`the host failed to start (attempt ${attempt}): ${message}`);
      if (attempt >= 3) throw error;
      await cleanAgain?.();
    }
  }
}

/** Patient messages accepted in scenario b that are not in chat.chat_message at the end. */
async function missingFromDatabase(host: AllInOne, sessions: { sessionId: string; accepted: string[] }[]): Promise<number> {
  const chat = host.services.find((s) => s.name === 'chat')!;
  const ids = new Set<string>();
  for (let i = 0; i < sessions.length; i += 25) {
    const batch = sessions.slice(i, i + 25);
    const rows = await chat.db
      .em()
      .execute<{ id: string }[]>(`select id from chat.chat_message where sender = 'user' and session_id in (${batch.map(() => '?').join(', ')})`, batch.map((s) => s.sessionId));
    for (const row of rows) ids.add(row.id);
  }
  let missing = 0;
  for (const session of sessions) for (const id of session.accepted) if (!ids.has(id)) missing += 1;
  return missing;
}

/** Runs one scenario; a failure is recorded (and printed at the end) and the other scenarios go on. */
async function attempt(results: Results, name: string, work: () => Promise<Results>): Promise<Results | undefined> {
  try {
    return await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    progress(`${results.database}: scenario ${name} failed: ${message.split('\n')[0]}`);
    (results.failed ??= {})[name] = message;
    return undefined;
  }
}

async function runColumn(column: Column, fake: FakeOpenAi): Promise<Results> {
  const results: Results = { database: column.label };
  const webDir = mkdtempSync(join(tmpdir(), 'pharmachat-bench-noweb-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'pharmachat-bench-data-'));
  try {
    if (column.databaseUrl) await recreateDatabase(column.databaseUrl);
    let staff: StaffCredentials[] = demoStaff;
    const wantsFirstHost = ['a', 'c', 'd', 'f'].some((s) => only.has(s));

    // host 1: the embedded composer (no OPENAI_BASE_URL): a, c, d, f — on a fresh, just-seeded database
    if (wantsFirstHost) {
      progress(`${column.label}: starting the all-in-one host (empty database)`);
      const { host, ms } = await timedStart(hostEnv(column, dataDir, webDir), async () => {
        if (column.databaseUrl) await recreateDatabase(column.databaseUrl);
        rmSync(dataDir, { recursive: true, force: true });
        mkdirSync(dataDir, { recursive: true });
      });
      results.inProcessEmptyMs = round(ms);
      progress(`${column.label}: host ready in ${ms.toFixed(0)} ms at ${host.url}`);
      if (host.signIns.length) staff = host.signIns.filter((s) => s.role === 'pharmacy_staff' || s.role === 'pharmacy_admin').map((s) => ({ username: s.username, password: s.password }));
      const base = `http://127.0.0.1:${host.port}`;
      const common = { base, staff, tag: `${tag}-${column.key}` };
      try {
        if (only.has('a')) {
          progress(`${column.label}: a. ${settings.aMessages} messages, one at a time`);
          results.a = await attempt(results, 'a', () => runInWorker('a', { ...common, messages: settings.aMessages, warmup: 20 }));
        }
        if (only.has('c')) {
          progress(`${column.label}: c. ${settings.cMessages} knowledge-base answers`);
          results.c = await attempt(results, 'c', () => runInWorker('c', { ...common, messages: settings.cMessages, warmup: 10, chats: 4 }));
        }
        if (only.has('d')) {
          progress(`${column.label}: d. finder query, gateway vs subgraph`);
          const subgraphUrl = host.services.find((s) => s.name === 'pharmacy')!.url;
          results.d = await attempt(results, 'd', () => runInWorker('d', { ...common, subgraphUrl, concurrency: settings.dConcurrency, durationS: settings.dSeconds, rounds: settings.dRounds }));
        }
        if (only.has('f')) {
          progress(`${column.label}: f. ${settings.fSubscribers} staff subscriptions`);
          await host.settle();
          results.f = await attempt(results, 'f', () => runInWorker('f', { ...common, subscribers: settings.fSubscribers, messages: settings.fMessages, warmup: 3 }));
        }
      } finally {
        const t0 = performance.now();
        await host.stop();
        results.firstHostStopMs = round(performance.now() - t0);
      }
    }

    // host 2: the same database, now seeded, with the model behind the fake endpoint: b
    if (only.has('b')) {
      results.b = await attempt(results, 'b', async () => {
        progress(`${column.label}: restarting the host with OPENAI_BASE_URL=${fake.baseUrl} (model answers after ${fake.delayMs} ms)`);
        const { host, ms } = await timedStart(hostEnv(column, dataDir, webDir, { OPENAI_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model' }));
        results.inProcessSeededMs = round(ms);
        const base = `http://127.0.0.1:${host.port}`;
        const callsBefore = fake.calls;
        try {
          progress(`${column.label}: b. ${settings.patients} patients for ${settings.durationS} s`);
          const input = { base, staff, tag: `${tag}-${column.key}`, patients: settings.patients, durationS: settings.durationS, replyWaitS: settings.replyWaitS };
          const b = await runInWorker('b', input, (settings.durationS + settings.replyWaitS) * 1000 + 180_000);
          const sessions = b.sessions as { sessionId: string; accepted: string[] }[];
          delete b.sessions;
          b.modelCalls = fake.calls - callsBefore;
          b.modelMaxInFlight = fake.maxInFlight;
          b.notInDatabase = await missingFromDatabase(host, sessions);
          b.lost = b.unseenOnFeed + b.notInDatabase;
          results.benchRssMbAfterB = round(process.memoryUsage().rss / 1048576, 1);
          return b;
        } finally {
          // the assistant's backlog of model calls is not part of any figure any more: let it go fast, then stop
          const delay = fake.delayMs;
          fake.delayMs = 0;
          const t0 = performance.now();
          await host.stop();
          results.secondHostStopMs = round(performance.now() - t0);
          fake.delayMs = delay;
        }
      });
    }
    results.benchRssMb = round(process.memoryUsage().rss / 1048576, 1);

    // e: cold start of the real entry point in a child process, on an empty and then on a seeded database
    if (only.has('e')) {
      results.e = await attempt(results, 'e', async () => {
        const coldDir = mkdtempSync(join(tmpdir(), 'pharmachat-bench-cold-'));
        const coldUrl = column.databaseUrl ? siblingUrl(column.databaseUrl, `${databaseName(column.databaseUrl)}_cold`) : undefined;
        try {
          if (coldUrl) await recreateDatabase(coldUrl);
          const childEnv = hostEnv({ ...column, databaseUrl: coldUrl }, coldDir, webDir);
          progress(`${column.label}: e. cold start in a child process (empty database)`);
          const childStart = async (clean: boolean) => {
            for (let attempt = 1; ; attempt++) {
              try {
                return await startChildHost(childEnv);
              } catch (error) {
                const message = error instanceof Error ? error.message.split('\n').slice(0, 3).join(' ') : String(error);
                startFailures.push(`child: ${message}`);
                progress(`the child host failed to start (attempt ${attempt}): ${message}`);
                if (attempt >= 3) throw error;
                if (clean) {
                  if (coldUrl) await recreateDatabase(coldUrl);
                  rmSync(coldDir, { recursive: true, force: true });
                  mkdirSync(coldDir, { recursive: true });
                }
              }
            }
          };
          const empty = await childStart(true);
          const afterStart = memoryOf(empty.pid);
          progress(`${column.label}: e. child ready in ${empty.readyMs.toFixed(0)} ms; ${settings.loadS} s of load`);
          let load: Results | null = null;
          let afterLoad: ReturnType<typeof memoryOf> = null;
          let stopEmpty: Awaited<ReturnType<typeof stopChildHost>>;
          try {
            load = await runInWorker('load', { base: empty.url, staff: demoStaff, tag: `${tag}-${column.key}-e`, patients: settings.patients, durationS: settings.loadS });
          } finally {
            afterLoad = memoryOf(empty.pid);
            stopEmpty = await stopChildHost(empty);
          }
          progress(`${column.label}: e. cold start in a child process (seeded database)`);
          const seeded = await childStart(false);
          const seededMemory = memoryOf(seeded.pid);
          const stopSeeded = await stopChildHost(seeded);
          return {
            coldEmptyMs: round(empty.readyMs),
            coldSeededMs: round(seeded.readyMs),
            rssAfterStartMb: afterStart && round(afterStart.rssMb, 1),
            rssMb: afterLoad && round(afterLoad.rssMb, 1),
            hwmMb: afterLoad && round(afterLoad.hwmMb, 1),
            seededRssAfterStartMb: seededMemory && round(seededMemory.rssMb, 1),
            load,
            stopAfterLoadMs: round(stopEmpty.stopMs),
            gracefulStops: stopEmpty.graceful && stopSeeded.graceful,
          };
        } finally {
          rmSync(coldDir, { recursive: true, force: true });
          if (coldUrl) await dropDatabase(coldUrl).catch(() => undefined);
        }
      });
    }
    // the in-process figures: startAllInOne on the empty and on the seeded database, and this process's memory
    results.e = {
      ...results.e,
      inProcessEmptyMs: results.inProcessEmptyMs,
      inProcessSeededMs: results.inProcessSeededMs,
      benchRssMb: results.benchRssMbAfterB ?? results.benchRssMb,
    };
  } finally {
    rmSync(webDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

function machine(pgVersion: string | null) {
  const cpuModel = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpus()[0]?.model ?? 'unknown';
  let nproc = cpus().length;
  try {
    nproc = Number(execSync('nproc', { encoding: 'utf8' }).trim());
  } catch {
    /* keep os.cpus() */
  }
  return { nproc, cpuModel, ramGb: round(totalmem() / 1024 ** 3, 1), node: process.version, postgres: pgVersion, loadAverageAtStart: readFileSync('/proc/loadavg', 'utf8').trim() };
}

const columns: (Column & { note?: string })[] = [];
if (wantedColumns.has('postgres')) {
  if (benchDatabaseUrl) columns.push({ key: 'postgres', label: 'PostgreSQL', databaseUrl: benchDatabaseUrl });
  else columns.push({ key: 'postgres', label: 'PostgreSQL', note: 'skipped: BENCH_DATABASE_URL unset' });
}
if (wantedColumns.has('embedded')) columns.push({ key: 'embedded', label: 'embedded (PGlite)' });

const started = performance.now();
const pgVersion = benchDatabaseUrl ? await serverVersion(benchDatabaseUrl).catch((error: Error) => `unreachable: ${error.message}`) : null;
const info = machine(pgVersion);
progress(`machine: ${info.nproc} cores, ${info.cpuModel}, ${info.ramGb} GB, Node ${info.node}; load ${info.loadAverageAtStart}`);
const fake = await startFakeOpenAi({ delayMs: settings.modelDelayMs });
const results: Partial<Record<ColumnKey, Results>> = {};
const failures: string[] = [];
try {
  for (const column of columns) {
    if (column.note) continue;
    try {
      results[column.key] = await runColumn(column, fake);
    } catch (error) {
      failures.push(`${column.label}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      progress(`${column.label} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  await fake.stop();
}

const rows = buildRows(results);
const table = renderTable(rows, columns);
const totalS = (performance.now() - started) / 1000;
process.stdout.write(`\nPharmaChat benchmark (${info.nproc} cores, ${info.cpuModel}, Node ${info.node}; ${totalS.toFixed(0)} s)\n`);
process.stdout.write(`b: ${settings.patients} patients for ${settings.durationS} s, model answers after ${settings.modelDelayMs} ms; targets are for PostgreSQL on 2 cores\n\n`);
process.stdout.write(`${table}\n`);
for (const column of columns) if (column.note) process.stdout.write(`\n${column.label}: ${column.note}\n`);
process.stdout.write('\nc measures the reply through the patient\'s live subscription chatMessages(sessionId) (graphql-ws), not polling.\n');
for (const column of columns) {
  const r = results[column.key];
  if (!r) continue;
  const closed = new Set<string>();
  for (const name of ['a', 'b', 'c', 'f']) for (const pharmacy of r[name]?.closedForChat ?? []) closed.add(pharmacy);
  for (const pharmacy of r.e?.load?.closedForChat ?? []) closed.add(`${pharmacy} (cold-start child)`);
  if (closed.size) process.stdout.write(`\n${column.label}: listed pharmacies refusing guest chats (the scenarios used the others): ${[...closed].join(', ')}\n`);
  for (const [name, message] of Object.entries((r.failed ?? {}) as Record<string, string>)) process.stdout.write(`\n${column.label}: scenario ${name} FAILED: ${message.split('\n')[0]}\n`);
}
if (startFailures.length) process.stdout.write(`\nThe host failed to start ${startFailures.length} time(s) and was started again: ${[...new Set(startFailures)].join('; ')}\n`);
// the web app's weight on a first visit (bench/web-weight.ts; alone: npm run bench:web)
let webWeight: RouteWeight[] | null = null;
try {
  webWeight = await measureWebWeight();
  process.stdout.write(`\n${renderWebWeight(webWeight)}\n`);
} catch (error) {
  failures.push(`web weight: ${error instanceof Error ? error.message : String(error)}`);
}
if (failures.length) process.stdout.write(`\nFAILED:\n${failures.join('\n')}\n`);

const out = resolve(import.meta.dirname, 'results');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'latest.json'), `${JSON.stringify({ when: new Date().toISOString(), machine: info, settings, scenarios: [...only], totalSeconds: round(totalS, 1), results, rows, webWeight, failures, startFailures }, null, 2)}\n`);
process.stdout.write(`\nresults: bench/results/latest.json\n`);
process.exit(failures.length || Object.values(results).some((r) => r?.failed) ? 1 : 0);
