import type { NextFunction, Request, Response, Router } from 'express';
import { isUuid } from '@pharmachat/chassis';
import { z } from 'zod';
import { attachment, CSV_BOM, csvLine } from './csv';
import { graphql } from './gql';
import type { ChatSessionFilter, InboxList, RestChatSessionFieldsFragment, SessionStatus } from './gql/graphql';
import { parseBody, pathId, RestError, route, type Run } from './rest-support';
import { toChatMessage } from './views';

// chat session and message fields: views.ts
const EscalateChatSessionDocument = graphql(`
  mutation EscalateChatSession($sessionId: ID!) { escalateChatSession(sessionId: $sessionId) { ...RestChatSessionFields } }
`);

const ResolveChatSessionDocument = graphql(`
  mutation ResolveChatSession($sessionId: ID!) { resolveChatSession(sessionId: $sessionId) { ...RestChatSessionFields } }
`);

const ClearChatSessionDocument = graphql(`
  mutation ClearChatSession($sessionId: ID!) { clearChatSession(sessionId: $sessionId) }
`);

const ClearAllChatSessionsDocument = graphql(`
  mutation ClearAllChatSessions($pharmacyId: ID!) { clearAllChatSessions(pharmacyId: $pharmacyId) }
`);

graphql(`
  fragment RestChatSessionPageFields on ChatSessionPage {
    sessions { ...RestChatSessionFields }
    totalCount
    counts { urgent active resolved all }
    nextCursor
  }
`);

const ChatInboxDocument = graphql(`
  query ChatInbox($pharmacyId: ID!, $list: InboxList, $search: String, $first: Int, $after: String) {
    chatInbox(pharmacyId: $pharmacyId, list: $list, search: $search, first: $first, after: $after) { ...RestChatSessionPageFields }
  }
`);

const ChatManagementSessionsDocument = graphql(`
  query ChatManagementSessions($pharmacyId: ID!, $filter: ChatSessionFilter, $first: Int, $after: String) {
    chatManagementSessions(pharmacyId: $pharmacyId, filter: $filter, first: $first, after: $after) { ...RestChatSessionPageFields }
  }
`);

const ChatManagementSummaryDocument = graphql(`
  query ChatManagementSummary($pharmacyId: ID!) { chatManagementSummary(pharmacyId: $pharmacyId) { activeChats resolvedToday avgResponseSeconds escalated } }
`);

const ExportChatSessionDocument = graphql(`
  query ExportChatSession($sessionId: ID!) {
    chatSession(id: $sessionId) { ...RestChatSessionFields }
    chatMessages(sessionId: $sessionId) { ...RestChatMessageFields }
  }
`);

const sessionBody = z.object({ sessionId: z.string({ error: 'sessionId is required' }).uuid('sessionId must be a chat session id') });

const inboxLists = ['urgent', 'active', 'resolved', 'all'] as const;
const statuses = ['active', 'waiting_for_staff', 'escalated', 'resolved'] as const;
const EXPORT_PAGE = 100;

/** One query parameter as text: absent -> undefined; given twice -> 400. */
function queryText(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new RestError(400, `${name} must be given once, as text.`, { field: name });
  return value;
}

function pageSize(req: Request): number | undefined {
  const value = queryText(req, 'first');
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,3}$/.test(value) || Number(value) < 1 || Number(value) > 100) throw new RestError(400, 'first must be a whole number from 1 to 100.', { field: 'first' });
  return Number(value);
}

/** Chat Management's filter from the query string (dates are checked by the chat service, which names the field). */
function managementFilter(req: Request): ChatSessionFilter {
  const status = queryText(req, 'status') || undefined;
  if (status !== undefined && !(statuses as readonly string[]).includes(status)) {
    throw new RestError(400, 'status must be one of active, waiting_for_staff, escalated or resolved.', { field: 'status' });
  }
  return {
    search: queryText(req, 'search') || null,
    status: (status as SessionStatus | undefined) ?? null,
    category: queryText(req, 'category') || null,
    startedFrom: queryText(req, 'startedFrom') || null,
    startedTo: queryText(req, 'startedTo') || null,
  };
}

/** The spec's chat session, with what the inbox and Chat Management need besides. */
function toSession(s: RestChatSessionFieldsFragment) {
  return { ...s };
}

function toPage(page: { sessions: RestChatSessionFieldsFragment[]; totalCount: number; counts: unknown; nextCursor?: string | null }) {
  return { sessions: page.sessions.map(toSession), totalCount: page.totalCount, counts: page.counts, nextCursor: page.nextCursor ?? null };
}

const SESSION_COLUMNS = ['Session ID', 'Patient ID', 'Patient Name', 'Category', 'Status', 'Started', 'Duration (s)', 'Messages', 'Satisfaction', 'Last Message'];
const MESSAGE_COLUMNS = ['Time', 'Sender', 'Staff Member', 'Content'];
const senders: Record<string, string> = { user: 'Patient', ai: 'Assistant', staff: 'Staff' };

function sessionRow(s: RestChatSessionFieldsFragment) {
  return [s.id, s.patientId, s.patientName, s.category, s.status, s.startedAt, s.duration, s.messageCount, s.satisfactionRating, s.lastMessage];
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The staff's inbox actions and Chat Management over REST (each one GraphQL operation as the caller, so the chat
 * service decides who may): mark urgent, resolve, clear, clear all, the paged inbox, Chat Management's list and
 * summary, and the CSV exports (one chat, or every chat matching the filter, fetched page by page and streamed).
 */
export function inboxRoutes(router: Router, run: Run, requireBearer: (req: Request, res: Response, next: NextFunction) => void): void {
  route(router, 'post', '/staff/chat/escalate', requireBearer, async (req) => {
    const { sessionId } = parseBody(sessionBody, req);
    return toSession((await run(req, EscalateChatSessionDocument, { sessionId })).escalateChatSession);
  });

  route(router, 'post', '/staff/chat/resolve', requireBearer, async (req) => {
    const { sessionId } = parseBody(sessionBody, req);
    return toSession((await run(req, ResolveChatSessionDocument, { sessionId })).resolveChatSession);
  });

  route(router, 'delete', '/staff/chat/clear/:sessionId', requireBearer, async (req) => {
    const sessionId = pathId(req, 'sessionId', 'Chat session not found.');
    return { sessionId: (await run(req, ClearChatSessionDocument, { sessionId })).clearChatSession, deleted: true };
  });

  route(router, 'delete', '/staff/chat/clear-all', requireBearer, async (req, res) => {
    const principal = res.locals.principal as { role?: string | null; pharmacyId?: string | null };
    const named = queryText(req, 'pharmacyId');
    const pharmacyId = named || principal.pharmacyId;
    if (!pharmacyId) throw new RestError(400, "Choose the pharmacy to clear: switch to the pharmacy's context, or add ?pharmacyId= to the request.", { field: 'pharmacyId' });
    if (!isUuid(pharmacyId)) throw new RestError(404, 'Pharmacy not found.');
    return { deletedSessions: (await run(req, ClearAllChatSessionsDocument, { pharmacyId })).clearAllChatSessions };
  });

  route(router, 'get', '/staff/chat-inbox/:pharmacyId', requireBearer, async (req) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    const list = queryText(req, 'list') || 'all';
    if (!(inboxLists as readonly string[]).includes(list)) throw new RestError(400, 'list must be one of urgent, active, resolved or all.', { field: 'list' });
    const data = await run(req, ChatInboxDocument, { pharmacyId, list: list as InboxList, search: queryText(req, 'search') || null, first: pageSize(req), after: queryText(req, 'after') || null });
    return toPage(data.chatInbox);
  });

  route(router, 'get', '/staff/chat-management/:pharmacyId', requireBearer, async (req) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    const data = await run(req, ChatManagementSessionsDocument, { pharmacyId, filter: managementFilter(req), first: pageSize(req), after: queryText(req, 'after') || null });
    return toPage(data.chatManagementSessions);
  });

  route(router, 'get', '/staff/chat-management/:pharmacyId/summary', requireBearer, async (req) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    return (await run(req, ChatManagementSummaryDocument, { pharmacyId })).chatManagementSummary;
  });

  // Export All Chats: every session matching the filter, newest first, one page of the chat service at a time
  route(router, 'get', '/staff/chat-sessions/:pharmacyId/export.csv', requireBearer, async (req, res) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    const filter = managementFilter(req);
    const pageOf = async (after: string | null) => (await run(req, ChatManagementSessionsDocument, { pharmacyId, filter, first: EXPORT_PAGE, after })).chatManagementSessions;
    // the first page before any byte is sent: a refusal or a bad filter is still an ordinary error answer
    let page = await pageOf(null);
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', attachment(`chat-sessions-${pharmacyId.slice(0, 8)}-${today()}.csv`));
    res.write(CSV_BOM + csvLine(SESSION_COLUMNS));
    for (;;) {
      for (const session of page.sessions) res.write(csvLine(sessionRow(session)));
      if (!page.nextCursor) break;
      try {
        page = await pageOf(page.nextCursor);
      } catch (error) {
        // the answer has begun: a failure now can only cut it short (the client sees an incomplete download)
        res.destroy(error instanceof Error ? error : new Error(String(error)));
        return undefined;
      }
    }
    res.end();
    return undefined;
  });

  // Export per chat: the session's header row, then every message
  route(router, 'get', '/staff/chat/:sessionId/export.csv', requireBearer, async (req, res) => {
    const sessionId = pathId(req, 'sessionId', 'Chat session not found.');
    const data = await run(req, ExportChatSessionDocument, { sessionId });
    if (!data.chatSession) throw new RestError(404, 'Chat session not found.');
    const lines = [CSV_BOM, csvLine(SESSION_COLUMNS), csvLine(sessionRow(data.chatSession)), '\r\n', csvLine(MESSAGE_COLUMNS)];
    for (const message of data.chatMessages.map(toChatMessage)) lines.push(csvLine([message.timestamp, senders[message.sender] ?? message.sender, message.staffMember, message.content]));
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', attachment(`chat-${sessionId.slice(0, 8)}-${today()}.csv`));
    res.send(lines.join(''));
    return undefined;
  });
}
