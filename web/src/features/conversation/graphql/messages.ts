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
}

const MESSAGE_FIELDS = 'id sessionId sender content timestamp staffMember kind';

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

/** Live: the gateway's subscription, fed by the chat service's events. */
export const LIVE_CHAT_MESSAGES: TypedDocumentNode<{ chatMessages: ChatMessage }, { sessionId: string }> = gql`
  subscription LiveChatMessages($sessionId: ID!) { chatMessages(sessionId: $sessionId) { ${MESSAGE_FIELDS} } }
`;

/** Adds messages not seen yet, in time order. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}
