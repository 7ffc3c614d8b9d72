import type { EntityManager } from '@pharmachat/chassis';
import { ChatSession, inboxOrder, type ChatSessionStatus, type InboxList } from '../domain/chat-session';

/**
 * The staff inbox and Chat Management at any volume, in SQL (PGlite and PostgreSQL alike): filtered, searched,
 * counted and paged with keyset cursors in the database, so a pharmacy with thousands of chats loads one page.
 *
 * The inbox's order and lists are the chat domain's (`ChatSession.isUrgent`, `inboxRank`, `inboxListOf` in
 * domain/chat-session.ts) written in SQL; the integration tests compare the two on the same sessions.
 */

/** `ChatSession.isUrgent` */
const URGENT = `(s.status <> 'resolved' and (s.needs_staff_attention or s.status in ('waiting_for_staff', 'escalated')))`;
/** `inboxRank` */
const RANK = `(case when ${URGENT} and s.urgency = 'emergency' then 0 when ${URGENT} then 1 when s.status = 'resolved' then 3 else 2 end)`;
/** the inbox's recency: the last message, or the start for a chat without messages */
const SORT_AT = 'coalesce(s.last_message_at, s.started_at)';
/** a timestamp to the microsecond, as a cursor carries it (read back with ::timestamptz) */
const exact = (sql: string) => `to_char(${sql} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const LIST: Record<InboxList, string> = {
  urgent: URGENT,
  active: `(s.status <> 'resolved' and not ${URGENT})`,
  resolved: `(s.status = 'resolved')`,
  all: 'true',
};

export interface InboxCounts {
  urgent: number;
  active: number;
  resolved: number;
  all: number;
}

export interface SessionPage {
  sessions: ChatSession[];
  totalCount: number;
  counts: InboxCounts;
  nextCursor: string | null;
}

/** What a page of sessions is filtered by (every part optional). */
export interface SessionFilter {
  search?: string | null;
  status?: ChatSessionStatus | null;
  category?: string | null;
  /** inclusive lower bound (timestamptz) */
  startedFrom?: Date | null;
  /** exclusive upper bound (timestamptz) */
  startedBefore?: Date | null;
}

interface Condition {
  sql: string;
  params: unknown[];
}

/** LIKE's wildcards and its escape character, taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The search: the patient id's first characters, or anywhere in the patient's name, the category or any message's
 * content (case-insensitive, wildcards taken literally). The messages are searched once per query (an uncorrelated
 * `in`, which PostgreSQL hashes), not once per session.
 */
function searchCondition(pharmacyId: string, search: string | null | undefined): Condition {
  const text = search?.trim();
  if (!text) return { sql: 'true', params: [] };
  const anywhere = `%${escapeLike(text)}%`;
  return {
    sql: `(s.patient_id ilike ? escape '\\' or s.patient_name ilike ? escape '\\' or s.category ilike ? escape '\\'
           or s.id in (select m.session_id from chat.chat_message m where m.pharmacy_id = ? and m.content ilike ? escape '\\'))`,
    params: [`${escapeLike(text)}%`, anywhere, anywhere, pharmacyId, anywhere],
  };
}

function filterCondition(pharmacyId: string, filter: SessionFilter, withStatus: boolean): Condition {
  const parts: Condition[] = [searchCondition(pharmacyId, filter.search)];
  if (withStatus && filter.status) parts.push({ sql: 's.status = ?', params: [filter.status] });
  if (filter.category?.trim()) parts.push({ sql: 'lower(s.category) = lower(?)', params: [filter.category.trim()] });
  if (filter.startedFrom) parts.push({ sql: 's.started_at >= ?', params: [filter.startedFrom] });
  if (filter.startedBefore) parts.push({ sql: 's.started_at < ?', params: [filter.startedBefore] });
  return { sql: parts.map((p) => p.sql).join(' and '), params: parts.flatMap((p) => p.params) };
}

/** A cursor: the sort key of the last row of a page, opaque to clients. */
function encodeCursor(parts: (string | number)[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The parts of a cursor, or null when it is not one of ours (the caller says it is no longer valid). */
function decodeCursor(cursor: string, shape: 'inbox' | 'started'): (string | number)[] | null {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(value)) return null;
    if (shape === 'inbox') {
      const [rank, at, id] = value as unknown[];
      if (value.length === 3 && typeof rank === 'number' && [0, 1, 2, 3].includes(rank) && typeof at === 'string' && EXACT_TIME.test(at) && typeof id === 'string' && UUID.test(id)) return [rank, at, id];
      return null;
    }
    const [at, id] = value as unknown[];
    if (value.length === 2 && typeof at === 'string' && EXACT_TIME.test(at) && typeof id === 'string' && UUID.test(id)) return [at, id];
    return null;
  } catch {
    return null;
  }
}

export class InvalidCursor extends Error {}

/** Loads the sessions of the ids in that order (one query). */
async function sessionsInOrder(em: EntityManager, ids: string[]): Promise<ChatSession[]> {
  if (ids.length === 0) return [];
  const found = await em.find(ChatSession, { id: { $in: ids } });
  const byId = new Map(found.map((s) => [s.id, s]));
  return ids.map((id) => byId.get(id)).filter((s): s is ChatSession => s !== undefined);
}

async function countsOf(em: EntityManager, pharmacyId: string, condition: Condition): Promise<InboxCounts> {
  const [row] = await em.execute<{ urgent: string; active: string; resolved: string; all: string }[]>(
    `select count(*) filter (where ${LIST.urgent})::text as urgent, count(*) filter (where ${LIST.active})::text as active,
            count(*) filter (where ${LIST.resolved})::text as resolved, count(*)::text as "all"
     from chat.chat_session s where s.pharmacy_id = ? and ${condition.sql}`,
    [pharmacyId, ...condition.params],
  );
  return { urgent: Number(row?.urgent ?? 0), active: Number(row?.active ?? 0), resolved: Number(row?.resolved ?? 0), all: Number(row?.all ?? 0) };
}

/**
 * One page of the staff inbox: one list, searched; emergencies waiting for staff first, then other urgent chats,
 * the other open ones, resolved ones last, each group most recent first (then by id, so the order is total and
 * a cursor never skips or repeats a row). Counts are per list for the same search.
 */
export async function inboxPage(em: EntityManager, query: { pharmacyId: string; list: InboxList; search?: string | null; first: number; after?: string | null }): Promise<SessionPage> {
  const search = searchCondition(query.pharmacyId, query.search);
  const after = query.after ? decodeCursor(query.after, 'inbox') : null;
  if (query.after && !after) throw new InvalidCursor();
  const keyset = after
    ? { sql: '(x.rank > ? or (x.rank = ? and (x.sort_at < ?::timestamptz or (x.sort_at = ?::timestamptz and x.id < ?::uuid))))', params: [after[0], after[0], after[1], after[1], after[2]] }
    : { sql: 'true', params: [] };
  const rows = await em.execute<{ id: string; rank: number; sort_key: string }[]>(
    `select x.id, x.rank, x.sort_key from (
       select s.id, ${RANK} as rank, ${SORT_AT} as sort_at, ${exact(SORT_AT)} as sort_key
       from chat.chat_session s
       where s.pharmacy_id = ? and ${LIST[query.list]} and ${search.sql}
     ) x
     where ${keyset.sql}
     order by x.rank, x.sort_at desc, x.id desc
     limit ?`,
    [query.pharmacyId, ...search.params, ...keyset.params, query.first + 1],
  );
  const page = rows.slice(0, query.first);
  const last = page.at(-1);
  const counts = await countsOf(em, query.pharmacyId, search);
  const sessions = await sessionsInOrder(
    em,
    page.map((r) => r.id),
  );
  return {
    sessions,
    totalCount: counts[query.list],
    counts,
    nextCursor: rows.length > query.first && last ? encodeCursor([Number(last.rank), last.sort_key, last.id]) : null,
  };
}

/** The first 500 sessions of a pharmacy in inbox order (the inbox before paging: `pharmacyChatSessions`). */
export async function inboxHead(em: EntityManager, pharmacyId: string, limit = 500): Promise<ChatSession[]> {
  const page = await inboxPage(em, { pharmacyId, list: 'all', first: limit });
  return page.sessions.sort(inboxOrder);
}

/**
 * One page of Chat Management: the pharmacy's sessions filtered, newest first (by start, then id). `totalCount` is
 * every session matching the whole filter; `counts` are per inbox list for the filter without its status.
 */
export async function managementPage(em: EntityManager, query: { pharmacyId: string; filter: SessionFilter; first: number; after?: string | null }): Promise<SessionPage> {
  const condition = filterCondition(query.pharmacyId, query.filter, true);
  const after = query.after ? decodeCursor(query.after, 'started') : null;
  if (query.after && !after) throw new InvalidCursor();
  const keyset = after ? { sql: '(s.started_at < ?::timestamptz or (s.started_at = ?::timestamptz and s.id < ?::uuid))', params: [after[0], after[0], after[1]] } : { sql: 'true', params: [] };
  const rows = await em.execute<{ id: string; sort_key: string }[]>(
    `select s.id, ${exact('s.started_at')} as sort_key
     from chat.chat_session s
     where s.pharmacy_id = ? and ${condition.sql} and ${keyset.sql}
     order by s.started_at desc, s.id desc
     limit ?`,
    [query.pharmacyId, ...condition.params, ...keyset.params, query.first + 1],
  );
  const page = rows.slice(0, query.first);
  const last = page.at(-1);
  const [total] = await em.execute<{ total: string }[]>(`select count(*)::text as total from chat.chat_session s where s.pharmacy_id = ? and ${condition.sql}`, [
    query.pharmacyId,
    ...condition.params,
  ]);
  const counts = await countsOf(em, query.pharmacyId, filterCondition(query.pharmacyId, query.filter, false));
  return {
    sessions: await sessionsInOrder(
      em,
      page.map((r) => r.id),
    ),
    totalCount: Number(total?.total ?? 0),
    counts,
    nextCursor: rows.length > query.first && last ? encodeCursor([last.sort_key, last.id]) : null,
  };
}

export interface ManagementSummary {
  activeChats: number;
  resolvedToday: number;
  avgResponseSeconds: number | null;
  escalated: number;
}

/**
 * Chat Management's summary cards from the pharmacy's sessions and messages:
 * - open chats; chats resolved since midnight in the pharmacy's time zone; open chats that need staff (urgent);
 * - the average wait for a reply over the last 30 days: from a patient's first unanswered message to the next
 *   message of the assistant or staff (as analytics measures response times).
 */
export async function managementSummary(em: EntityManager, pharmacyId: string, timeZone: string, now: Date): Promise<ManagementSummary> {
  const [counts] = await em.execute<{ active: string; resolved_today: string; escalated: string }[]>(
    `select count(*) filter (where s.status <> 'resolved')::text as active,
            count(*) filter (where s.status = 'resolved' and s.resolved_at >= (date_trunc('day', ?::timestamptz at time zone ?) at time zone ?))::text as resolved_today,
            count(*) filter (where ${URGENT})::text as escalated
     from chat.chat_session s where s.pharmacy_id = ?`,
    [now, timeZone, timeZone, pharmacyId],
  );
  const since = new Date(now.getTime() - 30 * 24 * 3600 * 1000);
  // each message numbered by the replies up to it: the patient messages a reply answers are those numbered one less
  const [wait] = await em.execute<{ seconds: number | string | null }[]>(
    `with m as (
       select session_id, sender, created_at,
              count(*) filter (where sender <> 'user') over (partition by session_id order by created_at, id) as replies
       from chat.chat_message where pharmacy_id = ? and created_at >= ?
     ),
     waits as (select session_id, replies, min(created_at) as since from m where sender = 'user' group by session_id, replies),
     answered as (select session_id, replies, min(created_at) as at from m where sender <> 'user' group by session_id, replies)
     select avg(extract(epoch from a.at - w.since)) as seconds
     from answered a join waits w on w.session_id = a.session_id and w.replies = a.replies - 1`,
    [pharmacyId, since],
  );
  const seconds = wait?.seconds === null || wait?.seconds === undefined ? null : Math.round(Number(wait.seconds));
  return { activeChats: Number(counts?.active ?? 0), resolvedToday: Number(counts?.resolved_today ?? 0), avgResponseSeconds: seconds, escalated: Number(counts?.escalated ?? 0) };
}
