import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import type { AnyEnvelope } from '@pharmachat/chassis';
import type { EventEnvelope, EventType } from '@pharmachat/proto';
import { ChatSession, inboxOrder } from '../src/domain/chat-session';
import { chatService } from '../src/index';

function event<T extends EventType>(type: T, aggregateId: string, data: unknown): EventEnvelope<unknown, T> {
  return { id: randomUUID(), type, version: 1, source: 'test', tenantId: aggregateId, aggregateId, occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null, data };
}

const OPEN = `mutation($pharmacyId: ID!, $name: String!, $phone: String!) { openGuestChat(pharmacyId: $pharmacyId, patientName: $name, phone: $phone) { token session { id } } }`;
const SEND = `mutation($sessionId: ID!, $content: String!) { sendPatientMessage(sessionId: $sessionId, content: $content) { id } }`;
const REPLY = `mutation($s: ID!, $c: String!) { sendStaffReply(sessionId: $s, content: $c) { id } }`;
const SESSION_FIELDS = 'id status isUrgent needsStaffAttention reopenCount resolvedAt satisfactionRating feedbackCategories feedbackGiven registeredPatient messageCount';
const ESCALATE = `mutation($s: ID!) { escalateChatSession(sessionId: $s) { ${SESSION_FIELDS} } }`;
const RESOLVE = `mutation($s: ID!) { resolveChatSession(sessionId: $s) { ${SESSION_FIELDS} } }`;
const CLEAR = `mutation($s: ID!) { clearChatSession(sessionId: $s) }`;
const CLEAR_ALL = `mutation($p: ID!) { clearAllChatSessions(pharmacyId: $p) }`;
const SESSION = `query($s: ID!) { chatSession(id: $s) { ${SESSION_FIELDS} } }`;
const INBOX = `query($p: ID!, $list: InboxList, $search: String, $first: Int, $after: String) {
  chatInbox(pharmacyId: $p, list: $list, search: $search, first: $first, after: $after) { sessions { id status isUrgent } totalCount counts { urgent active resolved all } nextCursor } }`;
const MANAGEMENT = `query($p: ID!, $filter: ChatSessionFilter, $first: Int, $after: String) {
  chatManagementSessions(pharmacyId: $p, filter: $filter, first: $first, after: $after) { sessions { id status category startedAt } totalCount counts { urgent active resolved all } nextCursor } }`;
const SUMMARY = `query($p: ID!) { chatManagementSummary(pharmacyId: $p) { activeChats resolvedToday avgResponseSeconds escalated } }`;
const FEEDBACK = `mutation($input: FeedbackInput!) { submitFeedback(input: $input) { id category rating feedback wasEscalated messageCount patientId } }`;

interface Page {
  sessions: { id: string; status: string; isUrgent: boolean }[];
  totalCount: number;
  counts: { urgent: number; active: number; resolved: number; all: number };
  nextCursor: string | null;
}

describe('inbox actions, paging, Chat Management and feedback', () => {
  let env: TestServices;
  let url: string;
  const pharmacyId = randomUUID();
  const otherPharmacyId = randomUUID();
  let staff: string;
  let admin: string;
  let otherAdmin: string;
  let otherStaff: string;
  const seen: AnyEnvelope[] = [];

  const start = async (pharmacy: string, name: string) =>
    (await graphqlRequest<{ openGuestChat: { token: string; session: { id: string } } }>(url, OPEN, { pharmacyId: pharmacy, name, phone: '5550001234' })).data!.openGuestChat;
  const ask = async <T>(query: string, variables: Record<string, unknown>, token?: string) => graphqlRequest<T>(url, query, variables, token);
  const count = async (sql: string, params: unknown[]) => Number((await env.get('chat').db.em().execute<{ n: string }[]>(sql, params))[0]?.n);

  beforeAll(async () => {
    env = await startTestServices([chatService as never]);
    url = env.get('chat').url;
    for (const id of [pharmacyId, otherPharmacyId]) await env.publish(event('pharmacy.pharmacy.approved', id, { pharmacyId: id, name: 'Inbox Pharmacy', status: 'active', timeZone: 'America/Chicago' }));
    staff = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId, username: 'sam' });
    admin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId, username: 'ada' });
    otherAdmin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId: otherPharmacyId, username: 'eve' });
    otherStaff = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId: otherPharmacyId, username: 'oli' });
    await env.transport.listen(['chat.session.escalated', 'chat.session.resolved', 'chat.session.cleared', 'chat.feedback.submitted', 'chat.patient-data.accessed'], (e) => void seen.push(e));
  });
  afterAll(() => env.stop());

  it('marks urgent, resolves (twice: no change), and publishes both with an audit record', async () => {
    const chat = await start(pharmacyId, 'Ann Urgent');
    await ask(SEND, { sessionId: chat.session.id, content: 'Is my refill ready?' }, chat.token);

    const escalated = await ask<{ escalateChatSession: { status: string; isUrgent: boolean; needsStaffAttention: boolean } }>(ESCALATE, { s: chat.session.id }, staff);
    expect(escalated.data?.escalateChatSession).toMatchObject({ status: 'escalated', isUrgent: true, needsStaffAttention: true });
    const resolved = await ask<{ resolveChatSession: { status: string; isUrgent: boolean; resolvedAt: string } }>(RESOLVE, { s: chat.session.id }, staff);
    expect(resolved.data?.resolveChatSession).toMatchObject({ status: 'resolved', isUrgent: false });
    const again = await ask<{ resolveChatSession: { resolvedAt: string } }>(RESOLVE, { s: chat.session.id }, admin);
    expect(again.errors).toBeUndefined();
    expect(again.data?.resolveChatSession.resolvedAt).toBe(resolved.data?.resolveChatSession.resolvedAt);
    const urgentAgain = await ask(ESCALATE, { s: chat.session.id }, staff);
    expect(urgentAgain.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'chat.resolved_not_escalated' });

    await env.settle();
    const mine = seen.filter((e) => e.aggregateId === chat.session.id);
    expect(mine.filter((e) => e.type === 'chat.session.escalated').map((e) => (e.data as { reason: string }).reason)).toEqual(['staff']);
    expect(mine.filter((e) => e.type === 'chat.session.resolved')).toHaveLength(1);
    const audits = mine.filter((e) => e.type === 'chat.patient-data.accessed').map((e) => e.data as { action: string; actorName: string; objectType: string });
    expect(audits).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'update', actorName: 'sam', objectType: 'chat_session' }), expect.objectContaining({ action: 'update', actorName: 'ada' })]));
  });

  it('refuses staff of another pharmacy as for an unknown chat, and patients', async () => {
    const chat = await start(pharmacyId, 'Bo Private');
    for (const query of [ESCALATE, RESOLVE, CLEAR]) {
      expect((await ask(query, { s: chat.session.id }, otherAdmin)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await ask(query, { s: chat.session.id }, chat.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await ask(query, { s: chat.session.id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await ask(INBOX, { p: pharmacyId }, otherAdmin)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await ask(MANAGEMENT, { p: pharmacyId }, otherStaff)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await ask(SUMMARY, { p: pharmacyId }, chat.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await ask<{ chatSession: { status: string } }>(SESSION, { s: chat.session.id }, staff)).data?.chatSession.status).toBe('active');
  });

  it('reopens a resolved chat for staff when its patient writes, keeping its feedback', async () => {
    const chat = await start(pharmacyId, 'Cy Reopen');
    for (const content of ['hello', 'I need a refill', 'thanks']) await ask(SEND, { sessionId: chat.session.id, content }, chat.token);
    await ask(RESOLVE, { s: chat.session.id }, staff);
    const rated = await ask(FEEDBACK, { input: { sessionId: chat.session.id, pharmacyId, category: 'overall', rating: 4.5, feedback: 'Quick and kind' } }, chat.token);
    expect(rated.errors).toBeUndefined();
    await ask(SEND, { sessionId: chat.session.id, content: 'One more question' }, chat.token);
    const reopened = await ask<{ chatSession: Record<string, unknown> }>(SESSION, { s: chat.session.id }, staff);
    expect(reopened.data?.chatSession).toMatchObject({ status: 'waiting_for_staff', isUrgent: true, reopenCount: 1, resolvedAt: null, satisfactionRating: 4.5, feedbackGiven: true, feedbackCategories: ['overall'] });
    const urgent = await ask<{ chatInbox: Page }>(INBOX, { p: pharmacyId, list: 'urgent' }, staff);
    expect(urgent.data?.chatInbox.sessions.map((s) => s.id)).toContain(chat.session.id);
  });

  it('takes feedback from the session’s own patient only: once per category, 1.0-5.0 in steps of 0.1, comments with overall', async () => {
    const chat = await start(pharmacyId, 'Di Rater');
    await ask(SEND, { sessionId: chat.session.id, content: 'hello there' }, chat.token);
    const input = (extra: Record<string, unknown>) => ({ input: { sessionId: chat.session.id, pharmacyId, category: 'speed', rating: 4, ...extra } });

    const stranger = await start(pharmacyId, 'Ed Stranger');
    expect((await ask(FEEDBACK, input({}), stranger.token)).errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'chat.session_not_found' });
    expect((await ask(FEEDBACK, input({}), staff)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await ask(FEEDBACK, input({}))).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const [extra, reason] of [
      [{ rating: 0 }, 'chat.rating_out_of_range'],
      [{ rating: 5.5 }, 'chat.rating_out_of_range'],
      [{ rating: 3.25 }, 'chat.rating_step'],
      [{ feedback: 'fast!' }, 'chat.feedback_text_only_overall'],
      [{ pharmacyId: otherPharmacyId }, 'chat.feedback_pharmacy_mismatch'],
      [{ responseTime: -1 }, 'chat.response_time_invalid'],
    ] as const) {
      const refused = await ask(FEEDBACK, input(extra), chat.token);
      expect(refused.errors?.[0]?.extensions, JSON.stringify(extra)).toMatchObject({ code: 'BAD_USER_INPUT', reason });
    }
    const speed = await ask<{ submitFeedback: Record<string, unknown> }>(FEEDBACK, input({ messageCount: 99, wasEscalated: true, patientId: 'someone-else' }), chat.token);
    expect(speed.data?.submitFeedback).toMatchObject({ category: 'speed', rating: 4, feedback: null, messageCount: 1, wasEscalated: false });
    const twice = await ask(FEEDBACK, input({ rating: 2 }), chat.token);
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'chat.feedback_already_given' });
    expect(twice.errors?.[0]?.message).toBe('You have already rated speed for this chat. Each category can be rated once.');
    await ask(FEEDBACK, { input: { sessionId: chat.session.id, pharmacyId, category: 'overall', rating: 4.7, feedback: 'Great' } }, chat.token);
    const session = await ask<{ chatSession: Record<string, unknown> }>(SESSION, { s: chat.session.id }, chat.token);
    expect(session.data?.chatSession).toMatchObject({ satisfactionRating: 4.4, feedbackGiven: true, feedbackCategories: ['speed', 'overall'] });
    await env.settle();
    const submitted = seen.filter((e) => e.type === 'chat.feedback.submitted' && e.aggregateId === chat.session.id).map((e) => e.data as { category: string; sessionRating: number });
    expect(submitted.map((d) => [d.category, d.sessionRating])).toEqual([['speed', 4], ['overall', 4.4]]);
  });

  it('clears one chat (any staff member) with its messages and feedback, and publishes who cleared it', async () => {
    const chat = await start(pharmacyId, 'Fay Clear');
    await ask(SEND, { sessionId: chat.session.id, content: 'please forget me' }, chat.token);
    await ask(FEEDBACK, { input: { sessionId: chat.session.id, pharmacyId, category: 'overall', rating: 3 } }, chat.token);
    const cleared = await ask<{ clearChatSession: string }>(CLEAR, { s: chat.session.id }, staff);
    expect(cleared.data?.clearChatSession).toBe(chat.session.id);
    expect(await count('select count(*)::text as n from chat.chat_message where session_id = ?', [chat.session.id])).toBe(0);
    expect(await count('select count(*)::text as n from chat.feedback where session_id = ?', [chat.session.id])).toBe(0);
    expect((await ask(SESSION, { s: chat.session.id }, chat.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await ask(CLEAR, { s: chat.session.id }, staff)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await env.settle();
    const event = seen.find((e) => e.type === 'chat.session.cleared' && (e.data as { sessionIds: string[] }).sessionIds.includes(chat.session.id));
    expect(event?.data).toMatchObject({ sessionIds: [chat.session.id], pharmacyId, all: false, deletedSessions: 1 });
  });

  it('clears all of a pharmacy’s chats for its admin only; staff get a 403 with a message; other pharmacies keep theirs', async () => {
    const pharmacy = randomUUID();
    await env.publish(event('pharmacy.pharmacy.approved', pharmacy, { pharmacyId: pharmacy, name: 'Clear All Pharmacy', status: 'active' }));
    const ownStaff = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId: pharmacy, username: 'stu' });
    const ownAdmin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId: pharmacy, username: 'amy' });
    const superAdmin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'super_admin', username: 'root' });
    const chats = [];
    for (let i = 0; i < 3; i++) {
      const chat = await start(pharmacy, `Patient ${i}`);
      await ask(SEND, { sessionId: chat.session.id, content: `question ${i}` }, chat.token);
      chats.push(chat);
    }
    await ask(FEEDBACK, { input: { sessionId: chats[0]!.session.id, pharmacyId: pharmacy, category: 'overall', rating: 5 } }, chats[0]!.token);
    const elsewhere = await start(otherPharmacyId, 'Kept Elsewhere');

    const refused = await ask(CLEAR_ALL, { p: pharmacy }, ownStaff);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'chat.clear_all_forbidden' });
    expect(refused.errors?.[0]?.message).toMatch(/administrators can clear all chats/);
    expect((await ask(CLEAR_ALL, { p: pharmacy }, otherAdmin)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const cleared = await ask<{ clearAllChatSessions: number }>(CLEAR_ALL, { p: pharmacy }, ownAdmin);
    expect(cleared.data?.clearAllChatSessions).toBe(3);
    expect(await count('select count(*)::text as n from chat.chat_session where pharmacy_id = ?', [pharmacy])).toBe(0);
    expect(await count('select count(*)::text as n from chat.chat_message where pharmacy_id = ?', [pharmacy])).toBe(0);
    expect(await count('select count(*)::text as n from chat.feedback where pharmacy_id = ?', [pharmacy])).toBe(0);
    expect((await ask(SESSION, { s: elsewhere.session.id }, elsewhere.token)).errors).toBeUndefined();
    expect((await ask<{ clearAllChatSessions: number }>(CLEAR_ALL, { p: pharmacy }, superAdmin)).data?.clearAllChatSessions).toBe(0);
    await env.settle();
    const events = seen.filter((e) => e.type === 'chat.session.cleared' && e.tenantId === pharmacy);
    expect(events).toHaveLength(1);
    expect(events[0]?.data).toMatchObject({ pharmacyId: pharmacy, all: true, deletedSessions: 3 });
    expect(new Set((events[0]?.data as { sessionIds: string[] }).sessionIds)).toEqual(new Set(chats.map((c) => c.session.id)));
  });
});

describe('the inbox and Chat Management at volume', () => {
  let env: TestServices;
  let url: string;
  const pharmacyId = randomUUID();
  let staff: string;
  const ask = async <T>(query: string, variables: Record<string, unknown>, token?: string) => graphqlRequest<T>(url, query, variables, token);
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    env = await startTestServices([chatService as never]);
    url = env.get('chat').url;
    await env.publish(event('pharmacy.pharmacy.approved', pharmacyId, { pharmacyId, name: 'Busy Pharmacy', status: 'active' }));
    staff = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId, username: 'sam' });
    const start = async (name: string, content: string | null) => {
      const chat = (await graphqlRequest<{ openGuestChat: { token: string; session: { id: string } } }>(url, OPEN, { pharmacyId, name, phone: '5550001234' })).data!.openGuestChat;
      if (content) await ask(SEND, { sessionId: chat.session.id, content }, chat.token);
      return chat.session.id;
    };
    // 14 routine chats, some urgent, some resolved, one emergency, one with a staff reply, one without messages
    for (let i = 0; i < 14; i++) ids[`routine${i}`] = await start(`Routine Patient ${i}`, `question number ${i}`);
    ids.wildcard = await start('Wild Card', 'Is 50%_off ibuprofen real?');
    ids.ibuprofen = await start('Ivy Profen', 'Can I take IBUPROFEN with food?');
    ids.silent = await start('Quiet Person', null);
    for (const key of ['routine1', 'routine4', 'routine7']) await ask(ESCALATE, { s: ids[key] }, staff);
    for (const key of ['routine2', 'routine5']) await ask(RESOLVE, { s: ids[key] }, staff);
    await ask(REPLY, { s: ids.routine9, c: 'We are on it.' }, staff);
    const messageId = (await env.get('chat').db.em().execute<{ id: string }[]>('select id from chat.chat_message where session_id = ?', [ids.routine3]))[0]!.id;
    await env.publish(
      event('assistant.triage.completed', ids.routine3!, {
        sessionId: ids.routine3, pharmacyId, messageId, urgency: 'emergency', redFlags: ['chest_pain'], reason: 'chest_pain', category: 'medication_info', language: 'en', sentiment: 'negative',
      }),
    );
  });
  afterAll(() => env.stop());

  async function allPages(variables: Record<string, unknown>, first: number): Promise<{ ids: string[]; pages: Page[] }> {
    const pages: Page[] = [];
    let after: string | null = null;
    do {
      const pageVariables: Record<string, unknown> = { p: pharmacyId, first, after, ...variables };
      const page = await ask<{ chatInbox: Page }>(INBOX, pageVariables, staff);
      expect(page.errors).toBeUndefined();
      pages.push(page.data!.chatInbox);
      after = page.data!.chatInbox.nextCursor;
    } while (after);
    return { ids: pages.flatMap((p) => p.sessions.map((s) => s.id)), pages };
  }

  it('pages through every list in the domain’s inbox order, with counts per list', async () => {
    const em = env.get('chat').db.em();
    const all = (await em.find(ChatSession, { pharmacyId })).sort(inboxOrder);
    const { ids: paged, pages } = await allPages({}, 4);
    expect(paged).toEqual(all.map((s) => s.id));
    expect(pages).toHaveLength(5);
    expect(paged[0]).toBe(ids.routine3); // the emergency first
    expect(pages[0]!.counts).toEqual({ urgent: 4, active: 11, resolved: 2, all: 17 });
    expect(pages.every((p) => p.totalCount === 17)).toBe(true);

    const urgent = await allPages({ list: 'urgent' }, 2);
    expect(urgent.ids).toEqual(all.filter((s) => s.isUrgent).map((s) => s.id));
    expect(urgent.pages[0]!.totalCount).toBe(4);
    const resolved = await allPages({ list: 'resolved' }, 10);
    expect(new Set(resolved.ids)).toEqual(new Set([ids.routine2, ids.routine5]));
    const active = await allPages({ list: 'active' }, 100);
    expect(active.ids).toHaveLength(11);
    expect(active.ids).toContain(ids.routine9);
  });

  it('searches patient id prefixes, names, categories and message content, with wildcards taken literally', async () => {
    const find = async (search: string, list = 'all') => (await allPages({ search, list }, 50)).ids;
    expect(await find('ibuprofen')).toEqual(expect.arrayContaining([ids.wildcard, ids.ibuprofen]));
    expect(await find('ibuprofen')).toHaveLength(2);
    expect(await find('50%_')).toEqual([ids.wildcard]);
    expect(await find('%')).toEqual([ids.wildcard]);
    expect(await find('quiet')).toEqual([ids.silent]);
    expect(await find('medication_info')).toEqual([ids.routine3]);
    const patientId = (await env.get('chat').db.em().findOne(ChatSession, { id: ids.routine6! }))!.patientId;
    expect(await find(patientId.slice(0, 8))).toEqual([ids.routine6]);
    const counted = await ask<{ chatInbox: Page }>(INBOX, { p: pharmacyId, search: 'question number 1', list: 'urgent' }, staff);
    // routine1 and routine10-13 match; of them only routine1 is urgent
    expect(counted.data?.chatInbox.counts).toEqual({ urgent: 1, active: 4, resolved: 0, all: 5 });
    expect(counted.data?.chatInbox.sessions.map((s) => s.id)).toEqual([ids.routine1]);
  });

  it('refuses bad paging input with a message', async () => {
    for (const [variables, reason] of [
      [{ first: 0 }, 'chat.bad_page_size'],
      [{ first: 101 }, 'chat.bad_page_size'],
      [{ after: 'not-a-cursor' }, 'chat.bad_page_cursor'],
      [{ search: 'x'.repeat(201) }, 'chat.search_too_long'],
    ] as const) {
      const refused = await ask(INBOX, { p: pharmacyId, ...variables }, staff);
      expect(refused.errors?.[0]?.extensions, JSON.stringify(variables)).toMatchObject({ code: 'BAD_USER_INPUT', reason });
    }
  });

  it('filters Chat Management by status, category and dates, newest first, and names a bad date', async () => {
    const page = async (filter: Record<string, unknown>, first = 50, after: string | null = null) =>
      ask<{ chatManagementSessions: Page & { sessions: { id: string; startedAt: string }[] } }>(MANAGEMENT, { p: pharmacyId, filter, first, after }, staff);
    const first = await page({}, 10);
    const second = await page({}, 10, first.data!.chatManagementSessions.nextCursor);
    const all = [...first.data!.chatManagementSessions.sessions, ...second.data!.chatManagementSessions.sessions];
    expect(all).toHaveLength(17);
    expect(all.map((s) => s.startedAt)).toEqual([...all.map((s) => s.startedAt)].sort().reverse());
    expect(second.data!.chatManagementSessions.nextCursor).toBeNull();

    expect((await page({ status: 'resolved' })).data?.chatManagementSessions.totalCount).toBe(2);
    expect((await page({ status: 'escalated' })).data?.chatManagementSessions.sessions.map((s) => s.id).sort()).toEqual([ids.routine1, ids.routine3, ids.routine4, ids.routine7].sort());
    expect((await page({ category: 'MEDICATION_INFO' })).data?.chatManagementSessions.sessions.map((s) => s.id)).toEqual([ids.routine3]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await page({ startedFrom: today, startedTo: today, search: 'ibuprofen' })).data?.chatManagementSessions.totalCount).toBe(2);
    expect((await page({ startedTo: '2000-01-01' })).data?.chatManagementSessions.totalCount).toBe(0);
    expect((await page({ startedFrom: new Date(Date.now() + 3600_000).toISOString() })).data?.chatManagementSessions.totalCount).toBe(0);

    for (const [filter, message] of [
      [{ startedFrom: 'yesterday' }, 'startedFrom must be a date (YYYY-MM-DD) or an ISO date-time.'],
      [{ startedTo: '2026-02-30' }, 'startedTo must be a date (YYYY-MM-DD) or an ISO date-time.'],
      [{ startedFrom: '2026-03-02', startedTo: '2026-03-01' }, 'startedFrom must not be after startedTo.'],
    ] as const) {
      const refused = await page(filter);
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toBe(message);
    }
  });

  it('computes the summary cards from the real sessions and messages', async () => {
    const summary = await ask<{ chatManagementSummary: Record<string, number | null> }>(SUMMARY, { p: pharmacyId }, staff);
    expect(summary.data?.chatManagementSummary).toMatchObject({ activeChats: 15, resolvedToday: 2, escalated: 4 });
    // one reply (staff to routine9): its wait is a few milliseconds to seconds, whole seconds
    expect(summary.data?.chatManagementSummary.avgResponseSeconds).toEqual(expect.any(Number));
    const pharmacyWithout = randomUUID();
    const staffWithout = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId: pharmacyWithout });
    const empty = await ask<{ chatManagementSummary: Record<string, number | null> }>(SUMMARY, { p: pharmacyWithout }, staffWithout);
    expect(empty.data?.chatManagementSummary).toEqual({ activeChats: 0, resolvedToday: 0, avgResponseSeconds: null, escalated: 0 });
  });
});
