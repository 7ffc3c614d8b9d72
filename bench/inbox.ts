import { randomUUID } from 'node:crypto';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { chatService } from '../services/chat/src/index';
import { round } from './stats';

/**
 * `npm run bench:inbox`: the staff inbox and Chat Management at a real pharmacy's volume. One pharmacy with
 * BENCH_INBOX_SESSIONS chats (default 20,000) of BENCH_INBOX_MESSAGES messages each (default 6), next to a second
 * pharmacy of the same size (so the queries must use the tenant's indexes), loaded with SQL; then each query over
 * the chat service's real GraphQL endpoint, BENCH_INBOX_RUNS times (default 20), p50 / p95 / max in ms.
 *
 * Runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (a fresh database is created on that server):
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:inbox
 */

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
};
const SESSIONS = int('BENCH_INBOX_SESSIONS', 20_000);
const MESSAGES = int('BENCH_INBOX_MESSAGES', 6);
const RUNS = int('BENCH_INBOX_RUNS', 20);

const PAGE = `sessions { id status isUrgent lastMessage lastMessageAt satisfactionRating } totalCount counts { urgent active resolved all } nextCursor`;
const INBOX = `query($p: ID!, $list: InboxList, $search: String, $after: String) { chatInbox(pharmacyId: $p, list: $list, search: $search, first: 25, after: $after) { ${PAGE} } }`;
const MANAGEMENT = `query($p: ID!, $filter: ChatSessionFilter) { chatManagementSessions(pharmacyId: $p, filter: $filter, first: 50) { ${PAGE} } }`;
const SUMMARY = `query($p: ID!) { chatManagementSummary(pharmacyId: $p) { activeChats resolvedToday avgResponseSeconds escalated } }`;

/** Fills one pharmacy's chats (the id is ours, a UUID: inlined) and messages in a few statements (a spread of states, urgencies, categories and times). */
async function seed(env: TestServices, pharmacyId: string): Promise<void> {
  const em = env.get('chat').db.em();
  await em.execute(
    `insert into chat.chat_session (id, pharmacy_id, patient_id, patient_name, patient_phone, guest, category, handoff, status,
       needs_staff_attention, handed_off, urgency, message_count, last_message, last_message_at, started_at, resolved_at, reopen_count)
     select gen_random_uuid(), '${pharmacyId}', md5(i::text), 'Patient ' || i, '555' || lpad(i::text, 7, '0'), true,
       (array['medication_info','refill_requests','side_effects','store_hours','general'])[1 + i % 5],
       case when i % 10 = 0 then 'waiting_for_staff' when i % 3 = 0 then 'resolved' when i % 7 = 0 then 'with_staff' else 'assistant' end,
       case when i % 10 = 0 then 'waiting_for_staff' when i % 3 = 0 then 'resolved' else 'active' end,
       i % 10 = 0, i % 7 = 0, case when i % 97 = 0 then 'emergency' else 'routine' end, ${MESSAGES}, 'Last message of chat ' || i,
       now() - (i || ' minutes')::interval, now() - ((i + 30) || ' minutes')::interval,
       case when i % 3 = 0 and i % 10 <> 0 then now() - (i || ' minutes')::interval end, 0
     from generate_series(1, ${SESSIONS}) as i`,
  );
  await em.execute(
    `insert into chat.chat_message (id, session_id, pharmacy_id, sender, content, metadata, created_at)
     select gen_random_uuid(), s.id, s.pharmacy_id, case when k % 2 = 1 then 'user' else 'ai' end,
       case when k % 2 = 1 then 'Can I pick up my refill of medicine ' || (hashtext(s.id::text || k) & 1023) || ' today?'
            else 'Your refill is usually ready within 24 hours.' end,
       '{}', s.started_at + (k || ' minutes')::interval
     from chat.chat_session s cross join generate_series(1, ${MESSAGES}) as k where s.pharmacy_id = '${pharmacyId}'`,
  );
  await em.execute('analyze chat.chat_session');
  await em.execute('analyze chat.chat_message');
}

async function time(label: string, run: () => Promise<{ errors?: unknown }>): Promise<string[]> {
  const first = await run();
  if (first.errors) throw new Error(`${label}: ${JSON.stringify(first.errors)}`);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return [label, String(round(at(0.5), 1)), String(round(at(0.95), 1)), String(round(samples.at(-1)!, 1))];
}

async function main(): Promise<void> {
  const env = await startTestServices([chatService as never]);
  try {
    const url = env.get('chat').url;
    const pharmacyId = randomUUID();
    const neighbour = randomUUID();
    const started = performance.now();
    await seed(env, pharmacyId);
    await seed(env, neighbour);
    const seconds = round((performance.now() - started) / 1000, 1);
    const staff = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId, username: 'bench' });
    const ask = (query: string, variables: Record<string, unknown>) => graphqlRequest(url, query, { p: pharmacyId, ...variables }, staff);

    const firstPage = (await graphqlRequest<{ chatInbox: { nextCursor: string } }>(url, INBOX, { p: pharmacyId, list: 'all' }, staff)).data!.chatInbox;
    const rows = [
      await time('inbox: urgent list, first page', () => ask(INBOX, { list: 'urgent' })),
      await time('inbox: all, first page', () => ask(INBOX, { list: 'all' })),
      await time('inbox: all, second page (cursor)', () => ask(INBOX, { list: 'all', after: firstPage.nextCursor })),
      await time('inbox: search by name', () => ask(INBOX, { list: 'all', search: 'Patient 1234' })),
      await time('inbox: search in messages', () => ask(INBOX, { list: 'all', search: 'medicine 1000' })),
      await time('management: status + category', () => ask(MANAGEMENT, { filter: { status: 'resolved', category: 'general' } })),
      await time('management: summary cards', () => ask(SUMMARY, {})),
    ];
    const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    process.stdout.write(`\nInbox at volume on ${database}: ${SESSIONS} chats x ${MESSAGES} messages per pharmacy, two pharmacies (seeded in ${seconds} s), ${RUNS} runs each\n\n`);
    const header = ['query', 'p50 ms', 'p95 ms', 'max ms'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    for (const row of [header, ...rows]) process.stdout.write(`${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}\n`);
  } finally {
    await env.stop();
  }
}

await main();
