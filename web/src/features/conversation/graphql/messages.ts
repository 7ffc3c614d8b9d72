import { graphql } from '../../../gql';
import type { ChatMessageFieldsFragment, ChatSender, LiveChatMessagesSubscription } from '../../../gql/graphql';

export type Sender = ChatSender;

/** A message as the conversation shows it; the triage fields may be missing (a message just sent, a test). */
export type ChatMessage = Pick<ChatMessageFieldsFragment, 'id' | 'sessionId' | 'sender' | 'content' | 'timestamp' | 'staffMember' | 'kind'> &
  Partial<Pick<ChatMessageFieldsFragment, 'language' | 'sentiment' | 'urgency' | 'original'>>;

const senders: readonly string[] = ['user', 'ai', 'staff'] satisfies Sender[];

/** A live message (the gateway's LiveChatMessage names the sender as a string) as a ChatMessage of the cache. */
export function fromLive(message: Omit<ChatMessage, 'sender'> & { sender: string }): ChatMessageFieldsFragment & { __typename: 'ChatMessage' } {
  return {
    ...message,
    __typename: 'ChatMessage',
    sender: (senders.includes(message.sender) ? message.sender : 'ai') as Sender,
    language: message.language ?? null,
    sentiment: message.sentiment ?? null,
    urgency: message.urgency ?? null,
    original: message.original ?? null,
  };
}

/** The message fields of queries and mutations (the gateway's LiveChatMessage has the same names). */
export const CHAT_MESSAGE_FIELDS = graphql(`
  fragment ChatMessageFields on ChatMessage { id sessionId sender content timestamp staffMember kind language sentiment urgency original }
`);

export const OPEN_GUEST_CHAT = graphql(`
  mutation OpenGuestChat($pharmacyId: ID!, $patientName: String!, $phone: String!) {
    openGuestChat(pharmacyId: $pharmacyId, patientName: $patientName, phone: $phone) {
      token
      session { id patientName status messages { ...ChatMessageFields } }
    }
  }
`);

export const SEND_PATIENT_MESSAGE = graphql(`
  mutation SendPatientMessage($sessionId: ID!, $content: String!) {
    sendPatientMessage(sessionId: $sessionId, content: $content) { ...ChatMessageFields }
  }
`);

export const CHAT_MESSAGES = graphql(`
  query ChatMessages($sessionId: ID!) { chatMessages(sessionId: $sessionId) { ...ChatMessageFields } }
`);

/** Live: the gateway's subscription, fed by the chat service's events (LiveChatMessage, not cached: no ChatMessage id space). */
export const LIVE_CHAT_MESSAGES = graphql(`
  subscription LiveChatMessages($sessionId: ID!) {
    chatMessages(sessionId: $sessionId) { id sessionId sender content timestamp staffMember kind language sentiment urgency original }
  }
`);

export type LiveChatMessage = LiveChatMessagesSubscription['chatMessages'];

/**
 * Adds a live message to a conversation: a live copy has no triage fields yet (null), so for a message already
 * there it keeps what the earlier query said.
 */
export function mergeLive<T extends ChatMessage>(current: T[], live: T): T[] {
  const known = current.find((m) => m.id === live.id);
  const triage = known ? { language: live.language ?? known.language, sentiment: live.sentiment ?? known.sentiment, urgency: live.urgency ?? known.urgency, original: live.original ?? known.original } : {};
  return mergeMessages(current, [{ ...live, ...triage }]);
}

/**
 * Adds messages not seen yet, in time order. A message seen again is updated, but a field the newer copy does not
 * carry (a live message has no language, urgency or original) keeps what an earlier query said.
 */
export function mergeMessages<T extends ChatMessage>(current: T[], incoming: T[]): T[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) {
    const known = byId.get(message.id);
    if (!known) {
      byId.set(message.id, message);
      continue;
    }
    const update = Object.fromEntries(Object.entries(message).filter(([, value]) => value !== undefined)) as Partial<T>;
    byId.set(message.id, { ...known, ...update });
  }
  return [...byId.values()].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

/** The latest message the patient wrote, if any. */
export function latestPatientMessage(messages: ChatMessage[]): ChatMessage | null {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.sender === 'user') return messages[i]!;
  return null;
}
