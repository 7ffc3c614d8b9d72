import { subscribe } from 'node:diagnostics_channel';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startAllInOne } from '../deploy/src/host';
import { answerableQuestions, listPharmacies, openGuestChat, sendPatientMessage } from './client';
import { recreateDatabase } from './database';

/**
 * Where one patient message's work goes: `node --import tsx bench/query-count.ts [messages]` starts the host
 * (BENCH_DATABASE_URL, or the embedded database), sends messages one at a time and, after everything settled,
 * prints per message: SQL statements by kind, transactions, HTTP requests by server (gateway, each subgraph),
 * and the events written to each outbox. Diagnostics only; not part of `npm run bench`.
 */
const messages = Number(process.argv[2] ?? 50);
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (databaseUrl) await recreateDatabase(databaseUrl);

const statements = new Map<string, number>();
let counting = false;
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
  if (counting) {
    const config = args[0] as string | { text?: string };
    const text = (typeof config === 'string' ? config : (config?.text ?? '')).trim().replace(/\s+/g, ' ');
    const m = /^(\w+)(?:\s+(?:into|from)\s+("?[\w.]+"?(?:\."?\w+"?)?))?/i.exec(text) ?? /^(\w+)/.exec(text);
    const schema = /(identity|pharmacy|chat|assistant|billing|doctor|analytics|retention)"?\."?(\w+)/i.exec(text);
    const key = `${(m?.[1] ?? '?').toLowerCase()} ${schema ? `${schema[1]}.${schema[2]}` : ''}`.trim();
    statements.set(key, (statements.get(key) ?? 0) + 1);
  }
  return original.apply(this, args);
} as typeof pg.Client.prototype.query;

const requests = new Map<number, number>();
subscribe('http.server.request.start', (message) => {
  if (!counting) return;
  const { request } = message as { request: { socket: { localPort: number } } };
  const port = request.socket.localPort;
  requests.set(port, (requests.get(port) ?? 0) + 1);
});

const dataDir = mkdtempSync(join(tmpdir(), 'pharmachat-qc-'));
const webDir = mkdtempSync(join(tmpdir(), 'pharmachat-qc-web-'));
const host = await startAllInOne({
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  WEB_DIST_DIR: webDir,
  LOG_LEVEL: 'error',
  RATE_LIMIT_CHAT_PER_MINUTE: '100000000',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const base = `http://127.0.0.1:${host.port}`;
const portNames = new Map<number, string>([[host.port, 'gateway']]);
for (const service of host.services) portNames.set(Number(new URL(service.url).port), `subgraph ${service.name}`);

const outboxCount = async () => {
  const out: Record<string, number> = {};
  for (const service of host.services) {
    const rows = await service.db.em().execute<{ n: string }[]>(`select count(*) as n from "${service.db.schema}".outbox`);
    out[service.name] = Number(rows[0]!.n);
  }
  return out;
};

const pharmacy = (await listPharmacies(base))[0]!;
const chat = await openGuestChat(base, pharmacy.id, 'Query Count', '2175550111');
await sendPatientMessage(base, chat, answerableQuestions[0]!); // the first message also counts the conversation
await host.settle();
// the background (relay sweeps, consumer maintenance) with nothing happening, to subtract
const idleMs = 5000;
const idleCpu0 = process.cpuUsage();
counting = true;
await new Promise((r) => setTimeout(r, idleMs));
counting = false;
const idleCpu = process.cpuUsage(idleCpu0);
const idleStatements = new Map(statements);
const idleRequests = new Map(requests);
statements.clear();
requests.clear();

const before = await outboxCount();
counting = true;
const busyCpu0 = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; i < messages; i++) {
  await sendPatientMessage(base, chat, answerableQuestions[i % answerableQuestions.length]!);
  await new Promise((r) => setTimeout(r, 250)); // the assistant's reply and every consumer are done well within this
}
const busyMs = performance.now() - t0;
const busyCpu = process.cpuUsage(busyCpu0);
counting = false;
const after = await outboxCount();
await host.stop();
rmSync(dataDir, { recursive: true, force: true });
rmSync(webDir, { recursive: true, force: true });
const scale = busyMs / idleMs;
for (const [key, n] of idleStatements) statements.set(key, (statements.get(key) ?? 0) - n * scale);
for (const [port, n] of idleRequests) requests.set(port, (requests.get(port) ?? 0) - n * scale);

const idleTotal = [...idleStatements.values()].reduce((a, b) => a + b, 0);
process.stdout.write(`\nidle background: ${(idleTotal / (idleMs / 1000)).toFixed(0)} SQL statements/s with nothing happening; top:\n`);
for (const [key, n] of [...idleStatements].sort((a, b) => b[1] - a[1]).slice(0, 8)) process.stdout.write(`    ${(n / (idleMs / 1000)).toFixed(1).padStart(6)}/s  ${key}\n`);
const per = (n: number) => (n / messages).toFixed(1);
const total = [...statements.values()].reduce((a, b) => a + b, 0);
process.stdout.write(`\nper patient message (${messages} messages, one every 250 ms; ${databaseUrl ? 'PostgreSQL' : 'embedded'}; the idle background rate subtracted):\n`);
const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;
process.stdout.write(`  CPU of this process (host + the sending client): ${((cpuMs(busyCpu) - cpuMs(idleCpu) * scale) / messages).toFixed(1)} ms per message (idle: ${((cpuMs(idleCpu) / idleMs) * 100).toFixed(1)}% of a core)\n`);
process.stdout.write(`  SQL statements: ${per(total)}   transactions (begin): ${per(statements.get('begin') ?? 0)}\n`);
for (const [key, n] of [...statements].filter(([, n]) => n / messages >= 0.05).sort((a, b) => b[1] - a[1]).slice(0, 60)) process.stdout.write(`    ${per(n).padStart(6)}  ${key}\n`);
process.stdout.write('  HTTP requests received:\n');
for (const [port, n] of [...requests].sort((a, b) => b[1] - a[1])) process.stdout.write(`    ${per(n).padStart(6)}  ${portNames.get(port) ?? `port ${port}`}\n`);
process.stdout.write('  events written to each outbox:\n');
for (const name of Object.keys(after)) if (after[name]! - before[name]! > 0) process.stdout.write(`    ${per(after[name]! - before[name]!).padStart(6)}  ${name}\n`);
process.exit(0);
