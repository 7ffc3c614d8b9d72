import { graphql } from '../../../gql';
import type { ChatInboxQuery, ChatSessionSummaryFragment, PharmacyChatUpdatesSubscription, ReplySuggestionsQuery } from '../../../gql/graphql';

/**
 * A session as the staff inbox, the conversation header and the dashboard show it. `isUrgent` comes from the chat
 * domain: the web app shows it and never works the rule out again.
 */
export const CHAT_SESSION_SUMMARY = graphql(`
  fragment ChatSessionSummary on ChatSession {
    id pharmacyId patientId patientName category status needsStaffAttention isUrgent urgency urgencyReason handoffState
    language sentiment messageCount lastMessage lastMessageAt startedAt duration satisfactionRating
  }
`);

export type ChatSessionSummary = ChatSessionSummaryFragment;

export const PHARMACY_CHAT_SESSIONS = graphql(`
  query PharmacyChatSessions($pharmacyId: ID!) {
    pharmacyChatSessions(pharmacyId: $pharmacyId) { ...ChatSessionSummary }
  }
`);

/** One session, to refresh it in the cache after a live event (what triage decided, whether it is urgent). */
export const INBOX_SESSION = graphql(`
  query InboxSession($id: ID!) {
    chatSession(id: $id) { ...ChatSessionSummary }
  }
`);

export const PHARMACY_CHAT_UPDATES = graphql(`
  subscription PharmacyChatUpdates($pharmacyId: ID!) {
    pharmacyChatUpdates(pharmacyId: $pharmacyId) {
      event sessionId pharmacyId status needsStaffAttention isUrgent urgency handoffState sessionIds allSessions satisfactionRating
      message { id sessionId sender content timestamp staffMember kind language sentiment urgency original }
    }
  }
`);

export type LiveSessionUpdate = PharmacyChatUpdatesSubscription['pharmacyChatUpdates'];

export const SEND_STAFF_REPLY = graphql(`
  mutation SendStaffReply($sessionId: ID!, $content: String!, $sendSms: Boolean) {
    sendStaffReply(sessionId: $sessionId, content: $content, sendSms: $sendSms) { ...ChatMessageFields }
  }
`);

/**
 * One page of one inbox list (urgent, active, resolved or all), searched on the server, with every list's count.
 * The first page is the cached query; later pages are appended to it (see inbox-cache.ts).
 */
export const CHAT_INBOX = graphql(`
  query ChatInbox($pharmacyId: ID!, $list: InboxList, $search: String, $first: Int, $after: String) {
    chatInbox(pharmacyId: $pharmacyId, list: $list, search: $search, first: $first, after: $after) {
      sessions { ...ChatSessionSummary }
      totalCount
      counts { urgent active resolved all }
      nextCursor
    }
  }
`);

export type ChatInboxPage = ChatInboxQuery['chatInbox'];
export type InboxCountsData = ChatInboxPage['counts'];

export const ESCALATE_CHAT_SESSION = graphql(`
  mutation EscalateChatSession($sessionId: ID!) {
    escalateChatSession(sessionId: $sessionId) { ...ChatSessionSummary }
  }
`);

export const RESOLVE_CHAT_SESSION = graphql(`
  mutation ResolveChatSession($sessionId: ID!) {
    resolveChatSession(sessionId: $sessionId) { ...ChatSessionSummary }
  }
`);

export const CLEAR_CHAT_SESSION = graphql(`
  mutation ClearChatSession($sessionId: ID!) { clearChatSession(sessionId: $sessionId) }
`);

export const CLEAR_ALL_CHAT_SESSIONS = graphql(`
  mutation ClearAllChatSessions($pharmacyId: ID!) { clearAllChatSessions(pharmacyId: $pharmacyId) }
`);

/** The pharmacy's phone: the SMS option is offered only when it has one. */
export const PHARMACY_CONTACT = graphql(`
  query PharmacyContact($id: ID!) { pharmacy(id: $id) { id name phone } }
`);

export type ReplySuggestion = ReplySuggestionsQuery['replySuggestions'][number];

/** Three replies staff can start from for the patient's latest message (staff of the pharmacy only). */
export const REPLY_SUGGESTIONS = graphql(`
  query ReplySuggestions($pharmacyId: ID!, $message: String!, $patientName: String, $language: String) {
    replySuggestions(pharmacyId: $pharmacyId, message: $message, patientName: $patientName, language: $language) { text source entryId }
  }
`);

/** The inbox's "Active" group: open and not urgent (the server says what is urgent). */
export function isActive(session: Pick<ChatSessionSummary, 'status' | 'isUrgent'>): boolean {
  return !session.isUrgent && session.status !== 'resolved';
}

export const shortId = (id: string) => id.slice(0, 8);
export const preview = (text: string | null | undefined, max = 50) => (!text ? '' : text.length > max ? `${text.slice(0, max)}...` : text);
