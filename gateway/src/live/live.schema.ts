import { GraphQLError, buildSchema, type GraphQLSchema } from 'graphql';
import type { AnyEnvelope } from '@pharmachat/chassis';
import { requireStaffOfPharmacy, type Principal } from '@pharmachat/chassis';
import type { EventData } from '@pharmachat/proto';
import type { LiveHub } from './live-hub';

export const liveTypeDefs = /* GraphQL */ `
  "A chat message as it is posted, pushed live."
  type LiveChatMessage {
    id: ID!
    sessionId: ID!
    sender: String!
    content: String!
    timestamp: String!
    staffMember: String
    "answer, safety or handoff, for messages from the assistant"
    kind: String
    language: String
    sentiment: String
    urgency: String
    original: String
  }

  "A change to one of a pharmacy's chat sessions, for the staff inbox."
  type LiveSessionUpdate {
    "started, message, escalated or resolved"
    event: String!
    sessionId: ID!
    pharmacyId: ID!
    status: String
    needsStaffAttention: Boolean
    message: LiveChatMessage
  }

  type Query {
    "Subscriptions live on this endpoint; queries and mutations go to the federated graph."
    liveUpdatesAvailable: Boolean!
  }

  type Subscription {
    "New messages of one chat session: for the guest holding its token, or staff of its pharmacy."
    chatMessages(sessionId: ID!): LiveChatMessage!
    "Every change to a pharmacy's chat sessions: for staff of that pharmacy."
    pharmacyChatUpdates(pharmacyId: ID!): LiveSessionUpdate!
  }
`;

export interface LiveContext {
  principal: Principal | null;
  expiresAt: number;
  /** asks the chat service (with the caller's own token) whether the caller may see the session */
  authorizeSession(sessionId: string): Promise<{ pharmacyId: string }>;
}

function messageOf(data: EventData<'chat.message.posted'>) {
  return {
    id: data.messageId,
    sessionId: data.sessionId,
    sender: data.sender,
    content: data.content,
    timestamp: data.postedAt,
    staffMember: data.staffMember,
    kind: typeof data.metadata.kind === 'string' ? data.metadata.kind : null,
    language: typeof data.metadata.language === 'string' ? data.metadata.language : null,
    sentiment: typeof data.metadata.sentiment === 'string' ? data.metadata.sentiment : null,
    urgency: typeof data.metadata.urgency === 'string' ? data.metadata.urgency : null,
    original: typeof data.metadata.original === 'string' ? data.metadata.original : null,
  };
}

function updateOf(event: AnyEnvelope) {
  switch (event.type) {
    case 'chat.message.posted': {
      const data = event.data as EventData<'chat.message.posted'>;
      return { event: 'message', sessionId: data.sessionId, pharmacyId: data.pharmacyId, ...data.session, message: messageOf(data) };
    }
    case 'chat.session.escalated': {
      const data = event.data as EventData<'chat.session.escalated'>;
      return { event: 'escalated', sessionId: data.sessionId, pharmacyId: data.pharmacyId, ...data.session, message: null };
    }
    case 'chat.session.resolved': {
      const data = event.data as EventData<'chat.session.resolved'>;
      return { event: 'resolved', sessionId: data.sessionId, pharmacyId: data.pharmacyId, ...data.session, message: null };
    }
    default: {
      const data = event.data as EventData<'chat.session.started'>;
      return { event: 'started', sessionId: data.sessionId, pharmacyId: data.pharmacyId, status: 'active', needsStaffAttention: false, message: null };
    }
  }
}

/** Ends a subscription whose token expired while it was open. */
function stillValid(context: LiveContext): boolean {
  return context.expiresAt === 0 || context.expiresAt * 1000 > Date.now();
}

/** The gateway's own schema for subscriptions (Apollo Gateway does not federate them), fed by the event bus. */
export function createLiveSchema(hub: LiveHub): GraphQLSchema {
  const schema = buildSchema(liveTypeDefs);
  const query = schema.getQueryType()!.getFields();
  query.liveUpdatesAvailable!.resolve = () => true;
  const fields = schema.getSubscriptionType()!.getFields();

  fields.chatMessages!.subscribe = async (_root: unknown, args: { sessionId: string }, context: LiveContext) => {
    if (!context.principal) throw new GraphQLError('Sign in or open your chat to receive live messages.', { extensions: { code: 'UNAUTHENTICATED' } });
    await context.authorizeSession(args.sessionId);
    return hub.subscribe(
      (event) => stillValid(context) && event.type === 'chat.message.posted' && (event.data as { sessionId: string }).sessionId === args.sessionId,
      (event) => ({ chatMessages: messageOf(event.data as EventData<'chat.message.posted'>) }),
      context.principal.authSessionId,
    );
  };
  fields.chatMessages!.resolve = (payload: { chatMessages: unknown }) => payload.chatMessages;

  fields.pharmacyChatUpdates!.subscribe = async (_root: unknown, args: { pharmacyId: string }, context: LiveContext) => {
    try {
      const caller = requireStaffOfPharmacy(context.principal, args.pharmacyId);
      if (caller.kind !== 'staff') throw new Error('staff only');
    } catch {
      throw new GraphQLError('Only staff of this pharmacy can follow its chats.', { extensions: { code: 'FORBIDDEN' } });
    }
    return hub.subscribe(
      (event) => stillValid(context) && event.tenantId === args.pharmacyId,
      (event) => ({ pharmacyChatUpdates: updateOf(event) }),
      context.principal?.authSessionId ?? null,
    );
  };
  fields.pharmacyChatUpdates!.resolve = (payload: { pharmacyChatUpdates: unknown }) => payload.pharmacyChatUpdates;
  return schema;
}
