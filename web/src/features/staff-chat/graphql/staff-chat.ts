import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ChatMessage } from '../../conversation/graphql/messages';

export interface ChatSessionSummary {
  id: string;
  pharmacyId: string;
  patientId: string;
  patientName: string;
  category: string | null;
  status: string;
  needsStaffAttention: boolean;
  urgency: string;
  /** why it is urgent or needs staff, e.g. 'chest_pain' or 'chest_pain,overdose' */
  urgencyReason: string | null;
  /** who has the chat: assistant, waiting_for_staff, with_staff or resolved */
  handoffState: string;
  /** the language of the patient's latest message (ISO 639-1) */
  language: string | null;
  /** the sentiment of the patient's latest message: negative, neutral or positive */
  sentiment: string | null;
  messageCount: number;
  lastMessage: string | null;
  lastMessageAt: string | null;
  startedAt: string;
  duration: number;
  satisfactionRating: number | null;
}

export const PHARMACY_CHAT_SESSIONS: TypedDocumentNode<{ pharmacyChatSessions: ChatSessionSummary[] }, { pharmacyId: string }> = gql`
  query PharmacyChatSessions($pharmacyId: ID!) {
    pharmacyChatSessions(pharmacyId: $pharmacyId) {
      id pharmacyId patientId patientName category status needsStaffAttention urgency urgencyReason handoffState language sentiment messageCount lastMessage lastMessageAt startedAt duration satisfactionRating
    }
  }
`;

export interface LiveSessionUpdate {
  event: string;
  sessionId: string;
  pharmacyId: string;
  status: string | null;
  needsStaffAttention: boolean | null;
  message: ChatMessage | null;
}

export const PHARMACY_CHAT_UPDATES: TypedDocumentNode<{ pharmacyChatUpdates: LiveSessionUpdate }, { pharmacyId: string }> = gql`
  subscription PharmacyChatUpdates($pharmacyId: ID!) {
    pharmacyChatUpdates(pharmacyId: $pharmacyId) {
      event sessionId pharmacyId status needsStaffAttention
      message { id sessionId sender content timestamp staffMember kind }
    }
  }
`;

export const SEND_STAFF_REPLY: TypedDocumentNode<{ sendStaffReply: ChatMessage }, { sessionId: string; content: string }> = gql`
  mutation SendStaffReply($sessionId: ID!, $content: String!) {
    sendStaffReply(sessionId: $sessionId, content: $content) { id sessionId sender content timestamp staffMember kind }
  }
`;

export interface ReplySuggestion {
  text: string;
  /** knowledge_base, safety, clarify or holding */
  source: string;
  entryId: string | null;
}

/** Three replies staff can start from for the patient's latest message (staff of the pharmacy only). */
export const REPLY_SUGGESTIONS: TypedDocumentNode<{ replySuggestions: ReplySuggestion[] }, { pharmacyId: string; message: string; patientName?: string | null }> = gql`
  query ReplySuggestions($pharmacyId: ID!, $message: String!, $patientName: String) {
    replySuggestions(pharmacyId: $pharmacyId, message: $message, patientName: $patientName) { text source entryId }
  }
`;

/** Spec: urgent if it needs staff attention or waits for staff; active if active and not flagged. */
export function isUrgent(session: Pick<ChatSessionSummary, 'status' | 'needsStaffAttention'>): boolean {
  return session.status !== 'resolved' && (session.needsStaffAttention || session.status === 'waiting_for_staff' || session.status === 'escalated');
}

export function isActive(session: ChatSessionSummary): boolean {
  return session.status === 'active' && !session.needsStaffAttention;
}

export const shortId = (id: string) => id.slice(0, 8);
export const preview = (text: string | null, max = 50) => (!text ? '' : text.length > max ? `${text.slice(0, max)}...` : text);
