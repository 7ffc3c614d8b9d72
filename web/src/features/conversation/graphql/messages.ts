import { gql, type TypedDocumentNode } from '@apollo/client';

export type Sender = 'user' | 'ai' | 'staff';

export interface ChatMessage {
  id: string;
  sessionId: string;
  sender: Sender;
  content: string;
  timestamp: string;
  staffMember: string | null;
  kind: string | null;
  /** patient messages: ISO 639-1 language triage detected ('und' when too short to tell) */
  language?: string | null;
  /** patient messages: negative, neutral or positive */
  sentiment?: string | null;
  /** patient messages: emergency, needs_staff or routine */
  urgency?: string | null;
  /** assistant answers: the knowledge base's own wording when `content` explains it more simply */
  original?: string | null;
}

/** The message fields of queries, mutations and the live subscription (the gateway's LiveChatMessage has them too). */
const MESSAGE_FIELDS = 'id sessionId sender content timestamp staffMember kind language sentiment urgency original';
const LIVE_MESSAGE_FIELDS = MESSAGE_FIELDS;

export interface GuestChat {
  token: string;
  session: { id: string; patientName: string; status: string; messages: ChatMessage[] };
}

export const OPEN_GUEST_CHAT: TypedDocumentNode<{ openGuestChat: GuestChat }, { pharmacyId: string; patientName: string; phone: string }> = gql`
  mutation OpenGuestChat($pharmacyId: ID!, $patientName: String!, $phone: String!) {
    openGuestChat(pharmacyId: $pharmacyId, patientName: $patientName, phone: $phone) {
      token
      session { id patientName status messages { ${MESSAGE_FIELDS} } }
    }
  }
`;

export const SEND_PATIENT_MESSAGE: TypedDocumentNode<{ sendPatientMessage: ChatMessage }, { sessionId: string; content: string }> = gql`
  mutation SendPatientMessage($sessionId: ID!, $content: String!) {
    sendPatientMessage(sessionId: $sessionId, content: $content) { ${MESSAGE_FIELDS} }
  }
`;

export const CHAT_MESSAGES: TypedDocumentNode<{ chatMessages: ChatMessage[] }, { sessionId: string }> = gql`
  query ChatMessages($sessionId: ID!) { chatMessages(sessionId: $sessionId) { ${MESSAGE_FIELDS} } }
`;

/**
 * Live: the gateway's subscription, fed by the chat service's events. Its LiveChatMessage type has no language,
 * sentiment, urgency or original, so a live message carries only the basic fields (see mergeMessages).
 */
export const LIVE_CHAT_MESSAGES: TypedDocumentNode<{ chatMessages: ChatMessage }, { sessionId: string }> = gql`
  subscription LiveChatMessages($sessionId: ID!) { chatMessages(sessionId: $sessionId) { ${LIVE_MESSAGE_FIELDS} } }
`;

/**
 * Adds messages not seen yet, in time order. A message seen again is updated, but a field the newer copy does not
 * carry (a live message has no language, urgency or original) keeps what an earlier query said.
 */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) {
    const known = byId.get(message.id);
    if (!known) {
      byId.set(message.id, message);
      continue;
    }
    const update = Object.fromEntries(Object.entries(message).filter(([, value]) => value !== undefined)) as Partial<ChatMessage>;
    byId.set(message.id, { ...known, ...update });
  }
  return [...byId.values()].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

/** The latest message the patient wrote, if any. */
export function latestPatientMessage(messages: ChatMessage[]): ChatMessage | null {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.sender === 'user') return messages[i]!;
  return null;
}
