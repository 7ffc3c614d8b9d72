import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAllInOne } from '../deploy/src/host';
import { answerableQuestions, listPharmacies, openGuestChat } from './client';
import { recreateDatabase } from './database';
import { summarize } from './stats';

/**
 * Where the time of one patient message's send goes: `node --import tsx bench/send-path.ts [n]` times the same
 * mutation three ways on a quiet host (one at a time, 300 ms apart so the assistant and every consumer are done):
 * straight to the chat subgraph, through the gateway's GraphQL endpoint, and through the REST adapter.
 * Diagnostics only; not part of `npm run bench`.
 */
const n = Number(process.argv[2] ?? 40);
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (databaseUrl) await recreateDatabase(databaseUrl);
const dataDir = mkdtempSync(join(tmpdir(), 'pharmachat-sp-'));
const webDir = mkdtempSync(join(tmpdir(), 'pharmachat-sp-web-'));
const host = await startAllInOne({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', WEB_DIST_DIR: webDir, LOG_LEVEL: 'error', RATE_LIMIT_CHAT_PER_MINUTE: '100000000', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
const base = `http://127.0.0.1:${host.port}`;
const chatUrl = host.services.find((s) => s.name === 'chat')!.url;
const pharmacy = (await listPharmacies(base))[0]!;
const chat = await openGuestChat(base, pharmacy.id, 'Send Path', '2175550123');
const mutation = 'mutation($sessionId: ID!, $content: String!) { sendPatientMessage(sessionId: $sessionId, content: $content) { id } }';
const headers = { 'content-type': 'application/json', authorization: `Bearer ${chat.token}` };
const ways: Record<string, (content: string) => Promise<Response>> = {
  'chat subgraph (direct GraphQL)': (content) => fetch(chatUrl, { method: 'POST', headers, body: JSON.stringify({ query: mutation, variables: { sessionId: chat.id, content } }) }),
  'gateway GraphQL (/graphql)': (content) => fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: mutation, variables: { sessionId: chat.id, content } }) }),
  'REST (/api/public/chat/send)': (content) => fetch(`${base}/api/public/chat/send`, { method: 'POST', headers, body: JSON.stringify({ sessionId: chat.id, message: content }) }),
};
const times: Record<string, number[]> = Object.fromEntries(Object.keys(ways).map((k) => [k, []]));
for (let i = 0; i < n + 5; i++) {
  for (const [name, send] of Object.entries(ways)) {
    const t0 = performance.now();
    const response = await send(answerableQuestions[i % answerableQuestions.length]!);
    await response.text();
    if (i >= 5) times[name]!.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 300));
  }
}
await host.stop();
rmSync(dataDir, { recursive: true, force: true });
rmSync(webDir, { recursive: true, force: true });
process.stdout.write(`\none patient message, sent ${n} times each way on a quiet host (${databaseUrl ? 'PostgreSQL' : 'embedded'}):\n`);
for (const [name, samples] of Object.entries(times)) {
  const s = summarize(samples);
  process.stdout.write(`  ${name.padEnd(32)} p50 ${s.p50.toFixed(1).padStart(6)} ms   p90 ${s.p90.toFixed(1).padStart(6)} ms\n`);
}
process.exit(0);
