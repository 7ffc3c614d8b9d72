import type { ApolloCache, Reference } from '@apollo/client';
import { graphql } from '../../gql';
import { CHAT_INBOX, CHAT_SESSION_SUMMARY, type ChatInboxPage, type ChatSessionSummary } from './graphql/staff-chat';

/**
 * The staff inbox in the Apollo cache. Each `chatInbox(pharmacyId, list, search, first)` answer is one cached
 * entry holding the pages loaded so far (later pages are appended to the first one) and every list's count. When a
 * session changes (a live event, or this tab's own action), it is moved between the cached lists and the counts
 * follow, without asking the server for any list again:
 * - the list it was counted in is read from the cached session just before the new state is written, so applying
 *   the same change twice (the action's answer, then its live event) counts it once;
 * - entries with a search only gain a session known to match that search (found in one of its entries);
 * - a session that sorts after the last loaded row of a list with more pages is left for those pages.
 */

export type InboxListName = 'urgent' | 'active' | 'resolved';
type EntryList = InboxListName | 'all';

/** The list a session belongs in: the server says what is urgent (`isUrgent`), the web app does not work it out. */
export function listOf(session: Pick<ChatSessionSummary, 'status' | 'isUrgent'>): InboxListName {
  if (session.status === 'resolved') return 'resolved';
  return session.isUrgent ? 'urgent' : 'active';
}

const LIST_FACTS = graphql(`
  fragment InboxListFacts on ChatSession { id pharmacyId status isUrgent }
`);

interface StoredCounts {
  urgent: number;
  active: number;
  resolved: number;
  all: number;
  [key: string]: unknown;
}

interface StoredPage {
  sessions: readonly Reference[];
  totalCount: number;
  counts: StoredCounts;
  nextCursor: string | null;
  [key: string]: unknown;
}

interface EntryArgs {
  pharmacyId?: string;
  list?: EntryList | null;
  search?: string | null;
  after?: string | null;
}

/** The arguments of a cached field from its store name, e.g. `chatInbox({"list":"urgent","pharmacyId":"p"})`. */
function argsOf(storeFieldName: string, fieldName: string): EntryArgs | null {
  const json = storeFieldName.slice(fieldName.length + 1, -1);
  if (!json) return {};
  try {
    return JSON.parse(json) as EntryArgs;
  } catch {
    return null;
  }
}

const searchKey = (args: EntryArgs) => (args.search ?? '').trim().toLowerCase();
const isPage = (value: unknown): value is StoredPage => !!value && typeof value === 'object' && Array.isArray((value as StoredPage).sessions) && !!(value as StoredPage).counts;

/** The list a cached session is counted in now; null when the cache does not know it. */
function cachedList(cache: ApolloCache, id: string): InboxListName | null {
  const facts = cache.readFragment({ id: cache.identify({ __typename: 'ChatSession', id }), fragment: LIST_FACTS });
  return facts ? listOf(facts) : null;
}

function moveCount(counts: StoredCounts, from: InboxListName | null, to: InboxListName | null): StoredCounts {
  if (from === to) return counts;
  const next = { ...counts };
  if (from) next[from] = Math.max(0, next[from] - 1);
  if (to) next[to] += 1;
  if (!from && to) next.all += 1;
  if (from && !to) next.all = Math.max(0, next.all - 1);
  return next;
}

const totalOf = (counts: StoredCounts, list: EntryList) => counts[list];

/**
 * The searches whose cached entries hold the session (so it is known to match them), and whether any entry of a
 * pharmacy is cached at all.
 */
function searchesHolding(cache: ApolloCache, pharmacyId: string, id: string): Set<string> {
  const found = new Set<string>();
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      chatInbox(existing, { storeFieldName, fieldName, readField }) {
        const args = argsOf(storeFieldName, fieldName);
        if (args && args.pharmacyId === pharmacyId && isPage(existing) && existing.sessions.some((ref) => readField('id', ref) === id)) found.add(searchKey(args));
        return existing;
      },
    },
  });
  return found;
}

type Read = (field: string, ref: Reference) => unknown;

/**
 * The server's inbox order (the chat domain's `inboxOrder`): emergencies still waiting for staff, other urgent
 * chats, other open ones, resolved ones; each group most recent first (last message, else start), then by id.
 */
function comesBefore(read: Read, a: Reference, b: Reference): boolean {
  const rank = (r: Reference) => {
    if (read('isUrgent', r) === true) return read('urgency', r) === 'emergency' ? 0 : 1;
    return read('status', r) === 'resolved' ? 3 : 2;
  };
  const at = (r: Reference) => Date.parse(String(read('lastMessageAt', r) ?? read('startedAt', r) ?? '')) || 0;
  if (rank(a) !== rank(b)) return rank(a) < rank(b);
  if (at(a) !== at(b)) return at(a) > at(b);
  return String(read('id', a)) > String(read('id', b));
}

/**
 * Writes a session's new state and moves it between the cached inbox lists (and the dashboard's session list),
 * adjusting the counts. `session` is what the server answered (an action's result or a fresh read after an event).
 */
export function applySession(cache: ApolloCache, session: ChatSessionSummary): void {
  const from = cachedList(cache, session.id);
  const to = listOf(session);
  const known = searchesHolding(cache, session.pharmacyId, session.id);
  const ref = cache.identify({ __typename: 'ChatSession', id: session.id });
  if (!ref) return;
  cache.writeFragment({ id: ref, fragment: CHAT_SESSION_SUMMARY, fragmentName: 'ChatSessionSummary', data: Object.assign({ __typename: 'ChatSession' }, session) });

  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      chatInbox(existing, { storeFieldName, fieldName, readField, toReference }) {
        const args = argsOf(storeFieldName, fieldName);
        if (!args || args.pharmacyId !== session.pharmacyId || args.after || !isPage(existing)) return existing;
        const list: EntryList = args.list ?? 'all';
        const search = searchKey(args);
        // a searched entry only learns about a session it is known to match
        const matches = search === '' || known.has(search);
        const counts = matches ? moveCount(existing.counts, from, to) : existing.counts;
        const others = existing.sessions.filter((r) => readField('id', r) !== session.id);
        let sessions = others;
        if (matches && (list === 'all' || list === to)) {
          const self = toReference(ref)!;
          let at = others.findIndex((r) => comesBefore(readField as Read, self, r));
          if (at === -1) at = others.length;
          // past the loaded rows of a list with more pages: it comes with those pages
          if (at < others.length || existing.nextCursor === null) sessions = [...others.slice(0, at), self, ...others.slice(at)];
        }
        return { ...existing, sessions, counts, totalCount: totalOf(counts, list) };
      },
      pharmacyChatSessions(existing, { storeFieldName, fieldName, readField, toReference }) {
        const args = argsOf(storeFieldName, fieldName);
        if (!args || args.pharmacyId !== session.pharmacyId || !Array.isArray(existing)) return existing;
        const refs = existing as Reference[];
        return refs.some((r) => readField('id', r) === session.id) ? refs : [toReference(ref)!, ...refs];
      },
    },
  });
}

/** A session was cleared (deleted for good): it leaves every list and the cache, with its messages. */
export function removeSession(cache: ApolloCache, pharmacyId: string, id: string): void {
  const from = cachedList(cache, id);
  const known = searchesHolding(cache, pharmacyId, id);
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      chatInbox(existing, { storeFieldName, fieldName, readField }) {
        const args = argsOf(storeFieldName, fieldName);
        if (!args || args.pharmacyId !== pharmacyId || args.after || !isPage(existing)) return existing;
        const list: EntryList = args.list ?? 'all';
        const search = searchKey(args);
        const counts = search === '' || known.has(search) ? moveCount(existing.counts, from, null) : existing.counts;
        return { ...existing, sessions: existing.sessions.filter((r) => readField('id', r) !== id), counts, totalCount: totalOf(counts, list) };
      },
      pharmacyChatSessions(existing, { storeFieldName, fieldName, readField }) {
        const args = argsOf(storeFieldName, fieldName);
        if (!args || args.pharmacyId !== pharmacyId || !Array.isArray(existing)) return existing;
        return (existing as Reference[]).filter((r) => readField('id', r) !== id);
      },
    },
  });
  const entity = cache.identify({ __typename: 'ChatSession', id });
  if (entity) cache.evict({ id: entity });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'chatMessages', args: { sessionId: id } });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'chatSession', args: { id } });
  cache.gc();
}

/** Clear All: every session of the pharmacy is gone; its lists are empty and its counts zero. */
export function removeAllSessions(cache: ApolloCache, pharmacyId: string): void {
  const ids: string[] = [];
  const empty = (counts: StoredCounts): StoredCounts => ({ ...counts, urgent: 0, active: 0, resolved: 0, all: 0 });
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      chatInbox(existing, { storeFieldName, fieldName, readField }) {
        const args = argsOf(storeFieldName, fieldName);
        if (!args || args.pharmacyId !== pharmacyId || !isPage(existing)) return existing;
        for (const r of existing.sessions) ids.push(String(readField('id', r)));
        return { ...existing, sessions: [], counts: empty(existing.counts), totalCount: 0, nextCursor: null };
      },
      pharmacyChatSessions(existing, { storeFieldName, fieldName, readField }) {
        const args = argsOf(storeFieldName, fieldName);
        if (!args || args.pharmacyId !== pharmacyId || !Array.isArray(existing)) return existing;
        for (const r of existing as Reference[]) ids.push(String(readField('id', r)));
        return [];
      },
    },
  });
  for (const id of new Set(ids)) {
    const entity = cache.identify({ __typename: 'ChatSession', id });
    if (entity) cache.evict({ id: entity });
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'chatMessages', args: { sessionId: id } });
  }
  cache.gc();
}

/** Variables of a cached inbox entry (the first page). */
export interface InboxVariables {
  pharmacyId: string;
  list: EntryList;
  search: string | null;
  first: number;
}

/** Appends a later page to the cached first page (rows already there are not repeated); its counts are newer. */
export function appendInboxPage(cache: ApolloCache, variables: InboxVariables, page: ChatInboxPage): void {
  cache.updateQuery({ query: CHAT_INBOX, variables }, (current) => {
    if (!current) return current;
    const seen = new Set(current.chatInbox.sessions.map((s) => s.id));
    return { chatInbox: { ...page, sessions: [...current.chatInbox.sessions, ...page.sessions.filter((s) => !seen.has(s.id))] } };
  });
}

/** Reads the cached session (the whole summary), e.g. to apply what a live event says before the server is asked. */
export function readSession(cache: ApolloCache, id: string): ChatSessionSummary | null {
  return cache.readFragment({ id: cache.identify({ __typename: 'ChatSession', id }), fragment: CHAT_SESSION_SUMMARY, fragmentName: 'ChatSessionSummary' });
}
