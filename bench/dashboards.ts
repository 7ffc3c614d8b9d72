import { randomUUID } from 'node:crypto';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import type { EventEnvelope, EventType } from '@pharmachat/proto';
import { analyticsService } from '../services/analytics/src/index';
import { chatService } from '../services/chat/src/index';
import { round } from './stats';

/**
 * `npm run bench:dashboards`: the dashboards and the purge at issue 15's scale. One pharmacy with BENCH_SESSIONS chats
 * (default 100,000) of BENCH_MESSAGES messages each (default 10, so 1,000,000 messages) over the last 90 days, in
 * chat's tables and in what analytics' projections keep for them (daily aggregates, per-session bookkeeping, response
 * samples, ratings), next to 50 smaller pharmacies; loaded with SQL. Then:
 *  1. each dashboard query over the analytics subgraph's GraphQL, BENCH_RUNS times (default 30): p50 / p95 / max ms;
 *  2. the purge of the oldest 30 days (about a third of the chats and messages) by chat's consumer of
 *     retention.purge.requested, while a patient keeps writing to a new chat: the send latency before and during.
 *
 * PostgreSQL (a fresh database on that server) when TEST_DATABASE_URL is set, else PGlite:
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:dashboards
 */
const int = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
};
const SESSIONS = int('BENCH_SESSIONS', 100_000);
const MESSAGES = int('BENCH_MESSAGES', 10);
const RUNS = int('BENCH_RUNS', 30);
const DAYS = 90;

const OPEN = `mutation($pharmacyId: ID!, $name: String!, $phone: String!) { openGuestChat(pharmacyId: $pharmacyId, patientName: $name, phone: $phone) { token session { id } } }`;
const SEND = `mutation($sessionId: ID!, $content: String!) { sendPatientMessage(sessionId: $sessionId, content: $content) { id } }`;
const FIGURES = `totalConversations monthlyConversations activeUsersToday aiResponseRate satisfactionScore resolutionRate averageSessionDuration returnCustomerRate costPerSession
  chatVolume { day conversations } topCategories { category sessions } topQuestions { question count } peakHours { hour messages }
  responseTimeDistribution { bucket count } firstReply { assistantSeconds staffAfterHandoffSeconds staffWaitOpenSeconds staffWaitClosedSeconds }
  satisfactionByCategory { category average } ratingDistribution { stars count } recommendations { rule }`;

function event<T extends EventType>(type: T, aggregateId: string, tenantId: string | null, data: unknown): EventEnvelope<unknown, T> {
  return { id: randomUUID(), type, version: 1, source: type.split('.')[0]!, tenantId, aggregateId, occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null, data };
}

async function seedChat(env: TestServices, pharmacyId: string, sessions: number): Promise<void> {
  const em = env.get('chat').db.em();
  const spacing = (DAYS * 86_400) / sessions;
  await em.execute(
    `insert into chat.chat_session (id, pharmacy_id, patient_id, patient_name, patient_phone, guest, category, handoff, status, needs_staff_attention, handed_off,
       urgency, message_count, last_message, last_message_at, started_at, resolved_at, reopen_count)
     select gen_random_uuid(), '${pharmacyId}', md5((i % ${Math.ceil(sessions * 0.6)})::text), 'Patient ' || i, '555' || lpad(i::text, 7, '0'), true,
       (array['medication_info','refill_requests','side_effects','store_hours','general'])[1 + i % 5],
       case when i % 3 = 0 then 'resolved' else 'assistant' end, case when i % 3 = 0 then 'resolved' else 'active' end, false, i % 7 = 0, 'routine',
       ${MESSAGES}, 'Last message of chat ' || i, now() - make_interval(secs => i * ${spacing}) + interval '10 minutes', now() - make_interval(secs => i * ${spacing}),
       null, 0
     from generate_series(1, ${sessions}) as i`,
  );
  await em.execute(
    `insert into chat.chat_message (id, session_id, pharmacy_id, sender, content, metadata, created_at)
     select gen_random_uuid(), s.id, s.pharmacy_id, case when k % 2 = 1 then 'user' else 'ai' end,
       case when k % 2 = 1 then 'Can I pick up my refill today?' else 'Your refill is usually ready within 24 hours.' end, '{}', s.started_at + make_interval(mins => k)
     from chat.chat_session s cross join generate_series(1, ${MESSAGES}) as k where s.pharmacy_id = '${pharmacyId}'`,
  );
}

/** What analytics' projections hold for those chats: one row per day, hour, category, question and star; per-session rows. */
async function seedAnalytics(env: TestServices, pharmacyId: string, name: string, sessions: number): Promise<void> {
  const em = env.get('analytics').db.em();
  const perDay = Math.max(1, Math.round(sessions / DAYS));
  await em.execute(`insert into analytics.pharmacy_profile (pharmacy_id, name, status, time_zone, updated_at) values ('${pharmacyId}', '${name}', 'active', 'America/Chicago', now())`);
  await em.execute(`insert into analytics.subscription_state (pharmacy_id, plan, status, monthly_price, conversation_limit, features, updated_at)
    values ('${pharmacyId}', 'enterprise', 'active', 299, null, '["advanced_analytics"]', now())`);
  await em.execute(`insert into analytics.pharmacy_activity (pharmacy_id, total_sessions, escalations) values ('${pharmacyId}', ${sessions}, ${Math.round(sessions / 7)})`);
  await em.execute(`insert into analytics.monthly_sessions (pharmacy_id, month, sessions) select '${pharmacyId}', to_char(now() - make_interval(months => m), 'YYYY-MM'), ${perDay * 30} from generate_series(0, 3) m`);
  await em.execute(`insert into analytics.message_count (pharmacy_id, sender, messages) values ('${pharmacyId}', 'user', ${(sessions * MESSAGES) / 2}), ('${pharmacyId}', 'ai', ${(sessions * MESSAGES) / 2})`);
  await em.execute(`insert into analytics.daily_activity (pharmacy_id, day, sessions, returning_sessions, patient_messages, ai_messages, escalated_sessions, resolved_sessions,
      handed_off_sessions, ai_answered_sessions, duration_seconds, duration_sessions, ai_first_reply_seconds, ai_first_replies, staff_first_reply_seconds, staff_first_replies,
      staff_wait_open_seconds, staff_waits_open, staff_wait_closed_seconds, staff_waits_closed, response_seconds, responses, replies_under30s, replies30s_to2m)
    select '${pharmacyId}', current_date - d, ${perDay}, ${Math.round(perDay * 0.4)}, ${(perDay * MESSAGES) / 2}, ${(perDay * MESSAGES) / 2}, ${Math.round(perDay / 7)}, ${Math.round(perDay / 3)},
      ${Math.round(perDay / 7)}, ${perDay - Math.round(perDay / 7)}, ${perDay * 540}, ${perDay}, ${perDay * 3}, ${perDay}, ${Math.round(perDay / 7) * 240}, ${Math.round(perDay / 7)},
      ${Math.round(perDay / 14) * 120}, ${Math.round(perDay / 14)}, ${Math.round(perDay / 14) * 2400}, ${Math.round(perDay / 14)}, ${perDay * 5 * 4}, ${perDay * 5}, ${perDay * 4}, ${perDay}
    from generate_series(0, ${DAYS - 1}) d`);
  await em.execute(`insert into analytics.daily_hour (pharmacy_id, day, hour, messages) select '${pharmacyId}', current_date - d, h, ${Math.max(1, Math.round((perDay * MESSAGES) / 48))} + h
    from generate_series(0, ${DAYS - 1}) d cross join generate_series(0, 23) h`);
  await em.execute(`insert into analytics.daily_category (pharmacy_id, day, category, sessions, questions, handed_over)
    select '${pharmacyId}', current_date - d, c, ${Math.round(perDay / 6)}, ${Math.round(perDay / 2)}, ${Math.round(perDay / 12)}
    from generate_series(0, ${DAYS - 1}) d cross join unnest(array['medication_info','refill_requests','side_effects','drug_interactions','store_hours','general']) c`);
  await em.execute(`insert into analytics.daily_question (pharmacy_id, day, question, answers) select '${pharmacyId}', current_date - d, 'Knowledge base question ' || q, 1 + (q * 7 + d) % 13
    from generate_series(0, ${DAYS - 1}) d cross join generate_series(1, 60) q`);
  await em.execute(`insert into analytics.daily_rating (pharmacy_id, day, category, stars, ratings, rating_sum)
    select '${pharmacyId}', current_date - d, c, s, ${Math.max(1, Math.round(perDay / 40))}, ${Math.max(1, Math.round(perDay / 40))} * s
    from generate_series(0, ${DAYS - 1}) d cross join unnest(array['overall','response_quality','speed','helpfulness']) c cross join generate_series(1, 5) s`);
  await em.execute(`insert into analytics.daily_patient (pharmacy_id, day, patient_key) select '${pharmacyId}', current_date - (i % ${DAYS}), md5(i::text) from generate_series(1, ${sessions}) i
    on conflict do nothing`);
  await em.execute(`insert into analytics.patient_seen (pharmacy_id, patient_key, sessions) select '${pharmacyId}', md5(i::text), 1 + i % 3 from generate_series(1, ${Math.ceil(sessions * 0.6)}) i`);
  await em.execute(`insert into analytics.session_tracker (session_id, pharmacy_id, started_at, first_message_at, last_message_at, first_day, ai_replied, category)
    select gen_random_uuid(), '${pharmacyId}', now() - make_interval(secs => i * ${(DAYS * 86_400) / sessions}), now() - make_interval(secs => i * ${(DAYS * 86_400) / sessions}),
      now() - make_interval(secs => i * ${(DAYS * 86_400) / sessions}) + interval '10 minutes', current_date, true, 'general' from generate_series(1, ${sessions}) i`);
  await em.execute(`insert into analytics.response_sample (id, pharmacy_id, session_id, responder, seconds, answered_at)
    select gen_random_uuid(), '${pharmacyId}', gen_random_uuid(), 'ai', 1 + i % 40, now() - make_interval(secs => i * ${(DAYS * 86_400) / (sessions * 5)})
    from generate_series(1, ${sessions * 5}) i`);
  await em.execute(`insert into analytics.feedback_rating (id, pharmacy_id, session_id, category, rating, submitted_at)
    select gen_random_uuid(), '${pharmacyId}', gen_random_uuid(), 'overall', 1 + i % 5, now() - make_interval(secs => i * 60) from generate_series(1, ${Math.ceil(sessions / 4)}) i`);
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
  return [label, ...summary(samples)];
}

function summary(samples: number[]): string[] {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return [String(round(at(0.5), 1)), String(round(at(0.95), 1)), String(round(sorted.at(-1)!, 1)), String(sorted.length)];
}

function print(title: string, rows: string[][]): void {
  process.stdout.write(`\n${title}\n\n`);
  const header = ['', 'p50 ms', 'p95 ms', 'max ms', 'n'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const row of [header, ...rows]) process.stdout.write(`${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}\n`);
}

async function main(): Promise<void> {
  const env = await startTestServices([chatService as never, analyticsService as never]);
  try {
    const pharmacyId = randomUUID();
    const started = performance.now();
    await seedChat(env, pharmacyId, SESSIONS);
    await seedAnalytics(env, pharmacyId, 'Bench Pharmacy', SESSIONS);
    for (let i = 0; i < 50; i += 1) await seedAnalytics(env, randomUUID(), `Neighbour ${i}`, 2_000);
    for (const schema of ['chat', 'analytics']) await env.get(schema === 'chat' ? 'chat' : 'analytics').db.em().execute(`analyze`);
    const seeded = round((performance.now() - started) / 1000, 1);
    const url = env.get('analytics').url;
    const admin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId, username: 'bench' });
    const root = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'super_admin', username: 'root' });
    const rows = [
      await time('pharmacyDashboard (30 days)', () => graphqlRequest(url, `query($p: ID!) { pharmacyDashboard(pharmacyId: $p) { ${FIGURES} } }`, { p: pharmacyId }, admin)),
      await time('pharmacyAnalytics (90 days)', () =>
        graphqlRequest(url, `query($p: ID!, $f: String) { pharmacyAnalytics(pharmacyId: $p, from: $f) { ${FIGURES} } }`, { p: pharmacyId, f: new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10) }, admin),
      ),
      await time('pharmacyActivity', () => graphqlRequest(url, `query($p: ID!) { pharmacyActivity(pharmacyId: $p) { totalConversations averageResponseTime } }`, { p: pharmacyId }, admin)),
      await time('platformStats', () => graphqlRequest(url, `query { platformStats { totalPharmacies monthlyRevenue uptimePercent subscriptionBreakdown { plan } } }`, {}, root)),
      await time('pharmacyPerformance (51 rows)', () => graphqlRequest(url, `query { pharmacyPerformance { name usagePercent satisfactionScore averageResponseTime } }`, {}, root)),
    ];
    const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    print(`Dashboards on ${database}: ${SESSIONS} chats x ${MESSAGES} messages over ${DAYS} days + 50 neighbours (seeded in ${seeded} s), ${RUNS} runs each`, rows);

    // the purge of the oldest 30 days while a patient writes
    const chatUrl = env.get('chat').url;
    // (publish waits for every consumer to settle; with this volume some take longer than its 30 s: the events are applied anyway)
    await env.publish(event('pharmacy.pharmacy.approved', pharmacyId, pharmacyId, { pharmacyId, name: 'Bench Pharmacy', status: 'active' })).catch(() => undefined);
    await env.publish(
      event('billing.subscription.started', pharmacyId, pharmacyId, {
        subscriptionId: randomUUID(), pharmacyId, plan: 'enterprise', status: 'active', conversationLimit: null, currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000).toISOString(), trialEnd: null,
      }),
    ).catch(() => undefined);
    const opened = await graphqlRequest<{ openGuestChat: { token: string; session: { id: string } } }>(chatUrl, OPEN, { pharmacyId, name: 'Live Patient', phone: '5550001111' });
    if (opened.errors) throw new Error(JSON.stringify(opened.errors));
    const { token, session } = opened.data!.openGuestChat;
    const send = async (samples: number[]) => {
      const begun = performance.now();
      const sent = await graphqlRequest(chatUrl, SEND, { sessionId: session.id, content: 'Is my refill ready?' }, token);
      if (sent.errors) throw new Error(JSON.stringify(sent.errors));
      samples.push(performance.now() - begun);
    };
    const before: number[] = [];
    for (let i = 0; i < 40; i += 1) await send(before);
    const [oldRow] = await env.get('chat').db.em().execute<{ n: string }[]>(`select count(*)::text as n from chat.chat_session where coalesce(last_message_at, started_at) < now() - interval '60 days'`);
    const during: number[] = [];
    const runId = randomUUID();
    const purgeStarted = performance.now();
    const oldLeft = async () =>
      Number(
        (await env.get('chat').db.em().execute<{ n: string }[]>(`select count(*)::text as n from chat.chat_session where coalesce(last_message_at, started_at) < now() - interval '60 days'`))[0]?.n ?? 0,
      );
    void env.publish(event('retention.purge.requested', runId, null, { runId, cutoff: new Date(Date.now() - 60 * 86_400_000).toISOString(), retentionDays: 60 })).catch(() => undefined);
    // the purge is one transaction: its rows are gone together when it commits
    while ((await oldLeft()) > 0 && performance.now() - purgeStarted < 900_000) {
      for (let i = 0; i < 5; i += 1) await send(during);
    }
    const purgeSeconds = round((performance.now() - purgeStarted) / 1000, 1);
    const [leftRow] = await env.get('chat').db.em().execute<{ n: string }[]>(`select count(*)::text as n from chat.chat_message where pharmacy_id = ?`, [pharmacyId]);
    print(`Purge of the oldest 30 days: ${oldRow?.n} chats and their messages in ${purgeSeconds} s (${leftRow?.n} messages left); a patient's send meanwhile`, [
      ['send before the purge', ...summary(before)],
      ['send during the purge', ...summary(during)],
    ]);
  } finally {
    await env.stop();
  }
}

await main();
