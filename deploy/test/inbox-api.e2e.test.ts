import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, expectEventually, type TestDatabase } from '@pharmachat/chassis/testing';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD, DEMO_PATIENT_EMAIL } from '../src/seed';
import { hostEnv } from './e2e-support';

/**
 * The REST paths of issue 11 over the real HTTP host: the inbox actions (mark urgent, resolve, clear, clear all),
 * the paged inbox, Chat Management and its CSV exports, feedback, and a signed-in patient's chats; each with bad
 * input (a 4xx with a message) and callers of another pharmacy; and the live updates other staff tabs receive.
 */
let host: AllInOne;
let base: string;
let database: TestDatabase | null = null;

interface Session {
  id: string;
  pharmacyId: string;
  patientId: string;
  patientName: string;
  status: string;
  isUrgent: boolean;
  needsStaffAttention: boolean;
  satisfactionRating: number | null;
  feedbackGiven: boolean;
  feedbackCategories: string[];
  reopenCount: number;
  resolvedAt: string | null;
  registeredPatient: boolean;
}

interface Answer<T> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

async function api<T = Record<string, unknown>>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Answer<T>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  // keep a byte order mark (the CSV exports start with one)
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  const json = response.headers.get('content-type')?.includes('json') && text ? (JSON.parse(text) as T) : (null as T);
  return { status: response.status, body: json, text, headers: response.headers };
}

const login = async (username: string) => (await api<{ token: string }>('POST', '/api/auth/login', { body: { username, password: DEMO_PASSWORD } })).body.token;

async function openChat(pharmacyId: string, name: string, phone = '2175550150') {
  return (await api<{ id: string; token: string }>('GET', `/api/public/chat-session/${pharmacyId}/${encodeURIComponent(name)}?phone=${phone}`)).body;
}

async function say(chat: { id: string; token: string }, message: string) {
  const sent = await api('POST', '/api/public/chat/send', { token: chat.token, body: { sessionId: chat.id, message } });
  expect(sent.status).toBe(201);
}

/** Expects a 4xx with a message (and the field, when given). */
function refused(answer: Answer<unknown>, status: number, message?: RegExp | string, field?: string) {
  expect(answer.status, answer.text).toBe(status);
  const body = answer.body as { message?: string; field?: string };
  expect(typeof body?.message).toBe('string');
  if (message) expect(body.message).toMatch(message);
  if (field) expect(body.field).toBe(field);
}

/** Splits CSV text (RFC 4180, quoted fields with commas, quotes and line breaks) into rows of fields. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

let downtown: string;
let riverside: string;
let staff: string;
let admin: string;
let outsider: string;
let superAdmin: string;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  host = await startAllInOne(hostEnv(database?.url, { RATE_LIMIT_CHAT_PER_MINUTE: '100000', RATE_LIMIT_LOGIN_PER_MINUTE: '100000' }));
  base = `http://127.0.0.1:${host.port}`;
  const pharmacies = (await api<{ id: string; name: string }[]>('GET', '/api/public/pharmacies')).body;
  downtown = pharmacies.find((p) => p.name.startsWith('Downtown'))!.id;
  riverside = pharmacies.find((p) => p.name.startsWith('Riverside'))!.id;
  [staff, admin, outsider, superAdmin] = await Promise.all([login('downtown.staff'), login('downtown.admin'), login('riverside.admin'), login('superadmin')]);
});

afterAll(async () => {
  await host?.stop();
  await database?.drop();
});

describe('inbox actions over REST', () => {
  it('marks a chat urgent and resolves it (twice is fine), and refuses bad input, other pharmacies, guests and anonymous callers', async () => {
    const chat = await openChat(downtown, 'Rest Urgent');
    await say(chat, 'Is my prescription ready?');

    refused(await api('POST', '/api/staff/chat/escalate', { token: staff, body: {} }), 400, /sessionId is required/, 'sessionId');
    refused(await api('POST', '/api/staff/chat/escalate', { token: staff, body: { sessionId: 'nope' } }), 400, /chat session id/, 'sessionId');
    refused(await api('POST', '/api/staff/chat/escalate', { token: outsider, body: { sessionId: chat.id } }), 404, 'Chat session not found.');
    refused(await api('POST', '/api/staff/chat/escalate', { token: chat.token, body: { sessionId: chat.id } }), 403, /Only pharmacy staff/);
    refused(await api('POST', '/api/staff/chat/escalate', { body: { sessionId: chat.id } }), 401);

    const urgent = await api<Session>('POST', '/api/staff/chat/escalate', { token: staff, body: { sessionId: chat.id } });
    expect(urgent.status).toBe(200);
    expect(urgent.body).toMatchObject({ id: chat.id, status: 'escalated', isUrgent: true, needsStaffAttention: true });

    refused(await api('POST', '/api/staff/chat/resolve', { token: outsider, body: { sessionId: chat.id } }), 404);
    const resolved = await api<Session>('POST', '/api/staff/chat/resolve', { token: staff, body: { sessionId: chat.id } });
    expect(resolved.body).toMatchObject({ status: 'resolved', isUrgent: false, needsStaffAttention: false });
    expect(resolved.body.resolvedAt).toEqual(expect.any(String));
    const again = await api<Session>('POST', '/api/staff/chat/resolve', { token: admin, body: { sessionId: chat.id } });
    expect(again.status).toBe(200);
    expect(again.body.resolvedAt).toBe(resolved.body.resolvedAt);
    refused(await api('POST', '/api/staff/chat/escalate', { token: staff, body: { sessionId: chat.id } }), 409, /resolved/);

    // the patient writing again reopens it for staff
    await say(chat, 'Sorry, one more question');
    const inbox = await api<{ sessions: Session[] }>('GET', `/api/staff/chat-inbox/${downtown}?list=urgent&first=100`, { token: staff });
    expect(inbox.body.sessions.find((s) => s.id === chat.id)).toMatchObject({ status: 'waiting_for_staff', reopenCount: 1, resolvedAt: null });
  });

  it('clears one chat for any staff member of its pharmacy, for good', async () => {
    const chat = await openChat(downtown, 'Rest Clear');
    await say(chat, 'Please delete this');
    refused(await api('DELETE', '/api/staff/chat/clear/not-an-id', { token: staff }), 404, 'Chat session not found.');
    refused(await api('DELETE', `/api/staff/chat/clear/${chat.id}`, { token: outsider }), 404, 'Chat session not found.');
    refused(await api('DELETE', `/api/staff/chat/clear/${chat.id}`, { token: chat.token }), 403);
    const cleared = await api('DELETE', `/api/staff/chat/clear/${chat.id}`, { token: staff });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ sessionId: chat.id, deleted: true });
    refused(await api('GET', `/api/public/chat/messages/${chat.id}`, { token: chat.token }), 404);
    refused(await api('DELETE', `/api/staff/chat/clear/${chat.id}`, { token: staff }), 404);
  });
});

describe('the inbox and Chat Management over REST', () => {
  it('pages the inbox with counts, and refuses bad parameters and other pharmacies', async () => {
    for (let i = 0; i < 3; i++) await say(await openChat(downtown, `Paging Patient ${i}`), `paging question ${i} about aspirin`);
    // the assistant's answers (and handoffs) land first: a page's cursor holds while the order stands
    await host.settle();
    const first = await api<{ sessions: Session[]; totalCount: number; counts: Record<string, number>; nextCursor: string | null }>('GET', `/api/staff/chat-inbox/${downtown}?search=aspirin&first=2`, {
      token: staff,
    });
    expect(first.status).toBe(200);
    expect(first.body.sessions).toHaveLength(2);
    expect(first.body.totalCount).toBe(3);
    // the assistant may hand these to staff (urgent) or answer them (active)
    expect(first.body.counts).toMatchObject({ resolved: 0, all: 3 });
    expect(first.body.counts.urgent! + first.body.counts.active!).toBe(3);
    const second = await api<{ sessions: Session[]; nextCursor: string | null }>('GET', `/api/staff/chat-inbox/${downtown}?search=aspirin&first=2&after=${encodeURIComponent(first.body.nextCursor!)}`, { token: staff });
    expect(second.body.sessions).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    // the spec's list path stays an array
    expect(Array.isArray((await api('GET', `/api/staff/chat-sessions/${downtown}`, { token: staff })).body)).toBe(true);

    refused(await api('GET', `/api/staff/chat-inbox/${downtown}?list=closed`, { token: staff }), 400, /list must be one of/, 'list');
    refused(await api('GET', `/api/staff/chat-inbox/${downtown}?first=0`, { token: staff }), 400, /first must be/, 'first');
    refused(await api('GET', `/api/staff/chat-inbox/${downtown}?first=500`, { token: staff }), 400, /first must be/);
    refused(await api('GET', `/api/staff/chat-inbox/${downtown}?search=a&search=b`, { token: staff }), 400, /search must be given once/, 'search');
    refused(await api('GET', `/api/staff/chat-inbox/${downtown}?after=garbage`, { token: staff }), 400, /no longer valid/);
    refused(await api('GET', `/api/staff/chat-inbox/${downtown}`, { token: outsider }), 403);
    refused(await api('GET', '/api/staff/chat-inbox/not-a-pharmacy', { token: staff }), 404);
  });

  it('filters Chat Management, names a bad date, and sums up the real sessions', async () => {
    // Chat Management's dates are the pharmacy's calendar days (the seeded pharmacies' zone), not UTC's: between
    // midnight UTC and midnight in Chicago, UTC's date is already tomorrow there
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    const page = await api<{ sessions: Session[]; totalCount: number }>('GET', `/api/staff/chat-management/${downtown}?search=aspirin&startedFrom=${today}&startedTo=${today}`, { token: staff });
    expect(page.status).toBe(200);
    expect(page.body.totalCount).toBe(3);
    const resolved = await api<{ sessions: Session[]; totalCount: number }>('GET', `/api/staff/chat-management/${downtown}?status=resolved&search=aspirin`, { token: staff });
    expect(resolved.body.totalCount).toBe(0);
    refused(await api('GET', `/api/staff/chat-management/${downtown}?startedFrom=last-week`, { token: staff }), 400, 'startedFrom must be a date (YYYY-MM-DD) or an ISO date-time.');
    refused(await api('GET', `/api/staff/chat-management/${downtown}?startedTo=2026-13-01`, { token: staff }), 400, /startedTo must be a date/);
    refused(await api('GET', `/api/staff/chat-management/${downtown}?status=closed`, { token: staff }), 400, /status must be one of/, 'status');
    refused(await api('GET', `/api/staff/chat-management/${downtown}`, { token: outsider }), 403);

    const done = await openChat(downtown, 'Resolved Today');
    await say(done, 'thanks, that is all');
    await api('POST', '/api/staff/chat/resolve', { token: staff, body: { sessionId: done.id } });
    const summary = await api<Record<string, number | null>>('GET', `/api/staff/chat-management/${downtown}/summary`, { token: staff });
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({ activeChats: expect.any(Number), resolvedToday: expect.any(Number), avgResponseSeconds: expect.toSatisfy((v) => v === null || Number.isInteger(v)), escalated: expect.any(Number) });
    expect(summary.body.resolvedToday).toBeGreaterThanOrEqual(1);
    refused(await api('GET', `/api/staff/chat-management/${downtown}/summary`, { token: outsider }), 403);
  });

  it('exports every matching chat and one chat as CSV, escaped and safe to open in a spreadsheet', async () => {
    const chat = await openChat(downtown, '=HYPERLINK("http://evil") Csv');
    await say(chat, 'Line one, with a comma\nand "quotes" on line two');
    await host.settle();
    // the staff reply comes last (the assistant is silent from then on): it is the Last Message
    expect((await api('POST', '/api/staff/chat/send', { token: staff, body: { sessionId: chat.id, content: '@SUM(A1:A9) and +1 and -2' } })).status).toBe(201);

    const all = await api('GET', `/api/staff/chat-sessions/${downtown}/export.csv?search=HYPERLINK`, { token: staff });
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(all.headers.get('content-disposition')).toMatch(/^attachment; filename="chat-sessions-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(all.text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(all.text.slice(1));
    expect(rows[0]).toEqual(['Session ID', 'Patient ID', 'Patient Name', 'Category', 'Status', 'Started', 'Duration (s)', 'Messages', 'Satisfaction', 'Last Message']);
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toBe(chat.id);
    expect(rows[1]![2]).toBe(`'=HYPERLINK("http://evil") Csv`);
    expect(Number(rows[1]![7])).toBeGreaterThanOrEqual(2); // the patient's two messages, and the assistant's answers
    expect(rows[1]![9]).toBe(`'@SUM(A1:A9) and +1 and -2`);

    // every chat of the pharmacy, across the service's pages
    const everything = parseCsv((await api('GET', `/api/staff/chat-sessions/${downtown}/export.csv`, { token: staff })).text.slice(1));
    const inbox = await api<{ totalCount: number }>('GET', `/api/staff/chat-inbox/${downtown}?first=1`, { token: staff });
    expect(everything).toHaveLength(inbox.body.totalCount + 1);

    const one = await api('GET', `/api/staff/chat/${chat.id}/export.csv`, { token: admin });
    expect(one.status).toBe(200);
    expect(one.headers.get('content-disposition')).toBe(`attachment; filename="chat-${chat.id.slice(0, 8)}-${new Date().toISOString().slice(0, 10)}.csv"`);
    const lines = parseCsv(one.text.slice(1));
    expect(lines[1]![0]).toBe(chat.id);
    expect(lines[2]).toEqual(['']);
    expect(lines[3]).toEqual(['Time', 'Sender', 'Staff Member', 'Content']);
    const messages = lines.slice(4);
    expect(messages[0]!.slice(1)).toEqual(['Patient', '', 'Line one, with a comma\nand "quotes" on line two']);
    expect(messages.at(-1)!.slice(1)).toEqual(['Staff', 'downtown.staff', `'@SUM(A1:A9) and +1 and -2`]);
    expect(messages.every((m) => !Number.isNaN(Date.parse(m[0]!)))).toBe(true);

    refused(await api('GET', `/api/staff/chat/${chat.id}/export.csv`, { token: outsider }), 404);
    refused(await api('GET', `/api/staff/chat/${chat.id}/export.csv`, { token: chat.token }), 403);
    refused(await api('GET', `/api/staff/chat-sessions/${downtown}/export.csv`, { token: outsider }), 403);
    refused(await api('GET', `/api/staff/chat-sessions/${downtown}/export.csv?startedFrom=soon`, { token: staff }), 400, /startedFrom must be a date/);
  });
});

describe('feedback over REST', () => {
  it('takes one rating per category from the chat’s own token; refuses the rest with a message', async () => {
    const chat = await openChat(downtown, 'Rest Rater');
    for (const message of ['hello', 'can I get a refill?', 'thanks!']) await say(chat, message);
    const body = (extra: Record<string, unknown> = {}) => ({
      sessionId: chat.id, pharmacyId: downtown, patientId: null, category: 'overall', rating: 4.5, feedback: 'Very helpful', responseTime: null, messageCount: 3, wasEscalated: false, ...extra,
    });
    refused(await api('POST', '/api/feedback', { body: body() }), 401, /session token/);
    refused(await api('POST', '/api/feedback', { token: chat.token, body: body({ category: 'mood' }) }), 400, /category must be one of/, 'category');
    refused(await api('POST', '/api/feedback', { token: chat.token, body: body({ rating: '5' }) }), 400, /rating must be a number/, 'rating');
    refused(await api('POST', '/api/feedback', { token: chat.token, body: body({ rating: 7 }) }), 400, 'Rating must be between 1.0 and 5.0.');
    refused(await api('POST', '/api/feedback', { token: chat.token, body: body({ rating: 4.55 }) }), 400, /steps of 0.1/);
    refused(await api('POST', '/api/feedback', { token: chat.token, body: body({ category: 'speed', feedback: 'fast' }) }), 400, /overall rating/);
    refused(await api('POST', '/api/feedback', { token: chat.token, body: body({ pharmacyId: riverside }) }), 400, /not with that pharmacy/);
    const stranger = await openChat(downtown, 'Rest Stranger');
    refused(await api('POST', '/api/feedback', { token: stranger.token, body: body() }), 404, 'Chat session not found.');
    refused(await api('POST', '/api/feedback', { token: staff, body: body() }), 404, 'Chat session not found.');

    const given = await api<Record<string, unknown>>('POST', '/api/feedback', { token: chat.token, body: body() });
    expect(given.status).toBe(201);
    expect(given.body).toMatchObject({ sessionId: chat.id, pharmacyId: downtown, category: 'overall', rating: 4.5, feedback: 'Very helpful', wasEscalated: false });
    // the server counts the chat's messages (the patient's three and the assistant's answers), whatever the client says
    expect(given.body.messageCount).toBeGreaterThanOrEqual(3);
    const twice = await api<{ reason: string }>('POST', '/api/feedback', { token: chat.token, body: body({ rating: 2 }) });
    refused(twice, 409, 'You have already rated overall for this chat. Each category can be rated once.');
    expect(twice.body.reason).toBe('chat.feedback_already_given');
    expect((await api('POST', '/api/feedback', { token: chat.token, body: body({ category: 'speed', rating: 3.5, feedback: null }) })).status).toBe(201);

    const inbox = await api<Session[]>('GET', `/api/staff/chat-sessions/${downtown}`, { token: staff });
    expect(inbox.body.find((s) => s.id === chat.id)).toMatchObject({ satisfactionRating: 4, feedbackGiven: true, feedbackCategories: ['overall', 'speed'] });
    // the pharmacy's public figures come from the ratings (through analytics' events)
    const stats = await expectEventually(async () => {
      const pharmacy = (await api<{ rating: number | null; totalReviews: number }>('GET', `/api/public/pharmacies/${downtown}`)).body;
      return pharmacy.totalReviews >= 1 ? pharmacy : null;
    });
    expect(stats.rating).toEqual(expect.any(Number));
  });
});

describe("a signed-in patient's chats over REST", () => {
  it('opens a chat linked to the account (prefilled from it), continues it, starts a new one, and lists them', async () => {
    const patient = (await api<{ token: string }>('POST', '/api/patients/login', { body: { email: DEMO_PATIENT_EMAIL, password: DEMO_PASSWORD } })).body.token;
    refused(await api('GET', '/api/patients/chat-sessions'), 401);
    refused(await api('GET', '/api/patients/chat-sessions', { token: staff }), 403, /patient/);
    refused(await api('POST', '/api/patients/chat-sessions', { token: patient, body: { pharmacyId: 'x' } }), 400, /pharmacyId must be/, 'pharmacyId');
    refused(await api('POST', '/api/patients/chat-sessions', { token: patient, body: { pharmacyId: downtown, newChat: 'yes' } }), 400, /newChat must be true or false/);
    refused(await api('POST', '/api/patients/chat-sessions', { token: patient, body: { pharmacyId: '00000000-0000-4000-8000-000000000000' } }), 404, 'Pharmacy not found.');

    const opened = await api<Session & { messages: unknown[] }>('POST', '/api/patients/chat-sessions', { token: patient, body: { pharmacyId: downtown } });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ pharmacyId: downtown, patientName: 'Maria Garcia', registeredPatient: true, messages: [] });
    const sent = await api('POST', '/api/public/chat/send', { token: patient, body: { sessionId: opened.body.id, message: 'Hello from my account' } });
    expect(sent.status).toBe(201);
    const back = await api<Session & { messages: { content: string }[] }>('POST', '/api/patients/chat-sessions', { token: patient, body: { pharmacyId: downtown } });
    expect(back.body.id).toBe(opened.body.id);
    expect(back.body.messages[0]).toMatchObject({ content: 'Hello from my account' });
    const fresh = await api<Session>('POST', '/api/patients/chat-sessions', { token: patient, body: { pharmacyId: downtown, newChat: true } });
    expect(fresh.body.id).not.toBe(opened.body.id);
    const list = await api<Session[]>('GET', '/api/patients/chat-sessions', { token: patient });
    expect(list.body.map((s) => s.id)).toEqual([fresh.body.id, opened.body.id]);
    // staff see it as a registered patient's chat
    const inbox = await api<Session[]>('GET', `/api/staff/chat-sessions/${downtown}`, { token: staff });
    expect(inbox.body.find((s) => s.id === opened.body.id)?.registeredPatient).toBe(true);
  });
});

describe('live updates for other staff tabs and the patient', () => {
  it('pushes resolve, feedback and clear to the pharmacy’s staff, and the resolve to the chat’s patient', async () => {
    const chat = await openChat(downtown, 'Live Patient');
    await say(chat, 'hello, anyone there?');
    const received: { who: string; update: Record<string, unknown> }[] = [];
    const clients = [
      { who: 'admin', token: admin, query: 'subscription($p: ID!) { pharmacyChatUpdates(pharmacyId: $p) { event sessionId status isUrgent handoffState reopenCount sessionIds allSessions feedbackCategory satisfactionRating } }', variables: { p: downtown } },
      { who: 'patient', token: chat.token, query: 'subscription($s: ID!) { chatSessionUpdates(sessionId: $s) { event sessionId status isUrgent } }', variables: { s: chat.id } },
    ].map(({ who, token, query, variables }) => {
      const client = createClient({ url: `ws://127.0.0.1:${host.port}/graphql`, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
      client.subscribe(
        { query, variables },
        {
          next: (result) => {
            const data = result.data as Record<string, Record<string, unknown>> | undefined;
            const update = data?.pharmacyChatUpdates ?? data?.chatSessionUpdates;
            if (update && (update.sessionId === chat.id || (update.sessionIds as string[] | null)?.includes(chat.id))) received.push({ who, update });
          },
          error: () => undefined,
          complete: () => undefined,
        },
      );
      return client;
    });
    const before = host.gateway.hub.subscriberCount;
    try {
      await expectEventually(() => host.gateway.hub.subscriberCount >= Math.max(2, before));
      // another pharmacy's admin cannot follow this chat, nor another guest
      for (const token of [outsider, (await openChat(downtown, 'Live Stranger')).token]) {
        const error = await new Promise<string>((resolve) => {
          const client = createClient({ url: `ws://127.0.0.1:${host.port}/graphql`, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
          client.subscribe(
            { query: 'subscription($s: ID!) { chatSessionUpdates(sessionId: $s) { event } }', variables: { s: chat.id } },
            {
              next: (result) => resolve(result.errors?.[0]?.message ?? 'allowed'),
              error: (e) => resolve(Array.isArray(e) ? String((e[0] as { message: string }).message) : String(e)),
              complete: () => void client.dispose(),
            },
          );
        });
        expect(error).toBe('Chat session not found.');
      }
      await api('POST', '/api/staff/chat/resolve', { token: staff, body: { sessionId: chat.id } });
      await api('POST', '/api/feedback', { token: chat.token, body: { sessionId: chat.id, pharmacyId: downtown, category: 'overall', rating: 5 } });
      await api('DELETE', `/api/staff/chat/clear/${chat.id}`, { token: staff });
      await expectEventually(() => received.filter((r) => r.who === 'admin').some((r) => r.update.event === 'cleared'));
      const forAdmin = received.filter((r) => r.who === 'admin').map((r) => r.update);
      expect(forAdmin.find((u) => u.event === 'resolved')).toMatchObject({ status: 'resolved', isUrgent: false, handoffState: 'resolved', reopenCount: 0 });
      expect(forAdmin.find((u) => u.event === 'feedback')).toMatchObject({ feedbackCategory: 'overall', satisfactionRating: 5 });
      expect(forAdmin.find((u) => u.event === 'cleared')).toMatchObject({ sessionIds: [chat.id], allSessions: false });
      await expectEventually(() => received.filter((r) => r.who === 'patient').some((r) => r.update.event === 'cleared'));
      // (the assistant's answer to the patient may come in between, as a message)
      expect(received.filter((r) => r.who === 'patient' && r.update.event !== 'message').map((r) => r.update.event)).toEqual(['resolved', 'feedback', 'cleared']);
    } finally {
      await Promise.all(clients.map((c) => c.dispose()));
    }
  });
});

describe('Clear All over REST', () => {
  it('is for the pharmacy’s admins (staff get a 403 with a message) and the super admin naming a pharmacy', async () => {
    const chats = [await openChat(riverside, 'Clear All One'), await openChat(riverside, 'Clear All Two')];
    for (const chat of chats) await say(chat, 'hello');
    const riversideStaff = await login('riverside.staff');
    refused(await api('DELETE', '/api/staff/chat/clear-all', { token: riversideStaff }), 403, /administrators can clear all chats/);
    refused(await api('DELETE', `/api/staff/chat/clear-all?pharmacyId=${riverside}`, { token: admin }), 403);
    refused(await api('DELETE', '/api/staff/chat/clear-all', { token: superAdmin }), 400, /Choose the pharmacy/, 'pharmacyId');
    refused(await api('DELETE', '/api/staff/chat/clear-all?pharmacyId=nope', { token: superAdmin }), 404, 'Pharmacy not found.');
    refused(await api('DELETE', '/api/staff/chat/clear-all', { token: chats[0]!.token }), 403);
    refused(await api('DELETE', '/api/staff/chat/clear-all'), 401);

    const cleared = await api<{ deletedSessions: number }>('DELETE', '/api/staff/chat/clear-all', { token: outsider });
    expect(cleared.status).toBe(200);
    expect(cleared.body.deletedSessions).toBeGreaterThanOrEqual(2);
    expect((await api<unknown[]>('GET', `/api/staff/chat-sessions/${riverside}`, { token: outsider })).body).toEqual([]);
    expect((await api<{ deletedSessions: number }>('DELETE', `/api/staff/chat/clear-all?pharmacyId=${riverside}`, { token: superAdmin })).body).toEqual({ deletedSessions: 0 });
    // the other pharmacy keeps its chats
    expect((await api<unknown[]>('GET', `/api/staff/chat-sessions/${downtown}`, { token: staff })).body.length).toBeGreaterThan(0);
  });
});
