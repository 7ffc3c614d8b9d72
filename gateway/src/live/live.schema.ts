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

  "A change to one of a pharmacy's chat sessions, for the staff inbox (and, for one session, its patient)."
  type LiveSessionUpdate {
    "started, message, escalated, resolved, cleared or feedback"
    event: String!
    "the session that changed (cleared: the first of sessionIds)"
    sessionId: ID!
    pharmacyId: ID!
    status: String
    needsStaffAttention: Boolean
    "the chat domain's isUrgent after the change (null for cleared and feedback, and for events from before it was sent)"
    isUrgent: Boolean
    "routine or emergency"
    urgency: String
    "assistant, waiting_for_staff, with_staff or resolved"
    handoffState: String
    "how often the patient reopened the chat after it was resolved"
    reopenCount: Int
    "cleared: the deleted sessions' ids (for Clear All at most the first 5000: see allSessions)"
    sessionIds: [ID!]
    "cleared: true for Clear All, when every session of the pharmacy was deleted"
    allSessions: Boolean
    "feedback: the category just rated"
    feedbackCategory: String
    "feedback: the session's satisfaction after the rating (average of its ratings)"
    satisfactionRating: Float
    message: LiveChatMessage
  }

  "A doctor chat message as it is posted, pushed live."
  type LiveDoctorChatMessage {
    id: ID!
    sessionId: ID!
    "doctor or staff"
    senderType: String!
    senderName: String!
    content: String!
    createdAt: String!
  }

  "A change to a doctor chat, for its doctor and for staff of its pharmacy."
  type LiveDoctorChatUpdate {
    "started, message, resolved or cleared"
    event: String!
    "the chat that changed (cleared: the first of sessionIds)"
    sessionId: ID!
    doctorId: ID!
    pharmacyId: ID!
    status: String
    priority: String
    needsStaffAttention: Boolean
    isUrgent: Boolean
    messageCount: Int
    "cleared: the chats concerned"
    sessionIds: [ID!]
    "cleared: true when only the messages went (Clear Chat), false when the chats went"
    messagesOnly: Boolean
    message: LiveDoctorChatMessage
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
    "Changes to one chat session (resolved, reopened, escalated, cleared, rated, and its messages): for its patient (guest token or account) or staff of its pharmacy."
    chatSessionUpdates(sessionId: ID!): LiveSessionUpdate!
    "Every change to the signed-in doctor's own chats (doctors only)."
    doctorChatUpdates: LiveDoctorChatUpdate!
    "Every change to a pharmacy's doctor chats: for staff of that pharmacy."
    pharmacyDoctorChatUpdates(pharmacyId: ID!): LiveDoctorChatUpdate!
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

type SessionState = EventData<'chat.session.resolved'>['session'];

/** The session's state as an update carries it (fields an older event lacks are null). */
function stateOf(state: SessionState) {
  return {
    status: state.status,
    needsStaffAttention: state.needsStaffAttention,
    isUrgent: state.isUrgent ?? null,
    urgency: state.urgency ?? null,
    handoffState: state.handoff ?? null,
    reopenCount: state.reopenCount ?? null,
  };
}

const noChange = {
  status: null,
  needsStaffAttention: null,
  isUrgent: null,
  urgency: null,
  handoffState: null,
  reopenCount: null,
  sessionIds: null,
  allSessions: null,
  feedbackCategory: null,
  satisfactionRating: null,
  message: null,
};

export function updateOf(event: AnyEnvelope) {
  switch (event.type) {
    case 'chat.message.posted': {
      const data = event.data as EventData<'chat.message.posted'>;
      return { ...noChange, event: 'message', sessionId: data.sessionId, pharmacyId: data.pharmacyId, ...stateOf(data.session), message: messageOf(data) };
    }
    case 'chat.session.escalated': {
      const data = event.data as EventData<'chat.session.escalated'>;
      return { ...noChange, event: 'escalated', sessionId: data.sessionId, pharmacyId: data.pharmacyId, ...stateOf(data.session) };
    }
    case 'chat.session.resolved': {
      const data = event.data as EventData<'chat.session.resolved'>;
      return { ...noChange, event: 'resolved', sessionId: data.sessionId, pharmacyId: data.pharmacyId, ...stateOf(data.session) };
    }
    case 'chat.session.cleared': {
      const data = event.data as EventData<'chat.session.cleared'>;
      return { ...noChange, event: 'cleared', sessionId: data.sessionIds[0] ?? data.pharmacyId, pharmacyId: data.pharmacyId, sessionIds: data.sessionIds, allSessions: data.all ?? false };
    }
    case 'chat.feedback.submitted': {
      const data = event.data as EventData<'chat.feedback.submitted'>;
      return { ...noChange, event: 'feedback', sessionId: data.sessionId, pharmacyId: data.pharmacyId, feedbackCategory: data.category, satisfactionRating: data.sessionRating };
    }
    default: {
      const data = event.data as EventData<'chat.session.started'>;
      return {
        ...noChange,
        event: 'started',
        sessionId: data.sessionId,
        pharmacyId: data.pharmacyId,
        status: 'active',
        needsStaffAttention: false,
        isUrgent: false,
        urgency: 'routine',
        handoffState: 'assistant',
        reopenCount: 0,
      };
    }
  }
}

const isPatientChatEvent = (event: AnyEnvelope) => event.type.startsWith('chat.');
const isDoctorChatEvent = (event: AnyEnvelope) => event.type.startsWith('doctor.chat.');

/** A doctor chat event as the live update both sides read. */
export function doctorUpdateOf(event: AnyEnvelope) {
  const none = { status: null, priority: null, needsStaffAttention: null, isUrgent: null, messageCount: null, sessionIds: null, messagesOnly: null, message: null };
  switch (event.type) {
    case 'doctor.chat.cleared': {
      const data = event.data as EventData<'doctor.chat.cleared'>;
      return { ...none, event: 'cleared', sessionId: data.sessionIds[0] ?? data.pharmacyId, doctorId: data.doctorId, pharmacyId: data.pharmacyId, sessionIds: data.sessionIds, messagesOnly: data.messagesOnly };
    }
    case 'doctor.chat.message-posted': {
      const data = event.data as EventData<'doctor.chat.message-posted'>;
      const message = { id: data.messageId, sessionId: data.sessionId, senderType: data.senderType, senderName: data.senderName, content: data.content, createdAt: data.postedAt };
      return { ...none, event: 'message', sessionId: data.sessionId, doctorId: data.doctorId, pharmacyId: data.pharmacyId, ...data.state, message };
    }
    default: {
      const data = event.data as EventData<'doctor.chat.started'> | EventData<'doctor.chat.resolved'>;
      return { ...none, event: event.type === 'doctor.chat.started' ? 'started' : 'resolved', sessionId: data.sessionId, doctorId: data.doctorId, pharmacyId: data.pharmacyId, ...data.state };
    }
  }
}

/** Whether a chat event concerns that session (Clear All: every session of its pharmacy). */
function concernsSession(event: AnyEnvelope, sessionId: string, pharmacyId: string): boolean {
  if (event.type === 'identity.session.revoked') return false;
  if (event.type === 'chat.session.cleared') {
    const data = event.data as EventData<'chat.session.cleared'>;
    return data.sessionIds.includes(sessionId) || (data.all === true && data.pharmacyId === pharmacyId);
  }
  return (event.data as { sessionId?: string }).sessionId === sessionId;
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
      (event) => stillValid(context) && isPatientChatEvent(event) && event.tenantId === args.pharmacyId,
      (event) => ({ pharmacyChatUpdates: updateOf(event) }),
      context.principal?.authSessionId ?? null,
    );
  };
  fields.pharmacyChatUpdates!.resolve = (payload: { pharmacyChatUpdates: unknown }) => payload.pharmacyChatUpdates;

  fields.chatSessionUpdates!.subscribe = async (_root: unknown, args: { sessionId: string }, context: LiveContext) => {
    if (!context.principal) throw new GraphQLError('Sign in or open your chat to receive live updates.', { extensions: { code: 'UNAUTHENTICATED' } });
    const { pharmacyId } = await context.authorizeSession(args.sessionId);
    return hub.subscribe(
      (event) => stillValid(context) && isPatientChatEvent(event) && event.tenantId === pharmacyId && concernsSession(event, args.sessionId, pharmacyId),
      (event) => ({ chatSessionUpdates: updateOf(event) }),
      context.principal.authSessionId,
    );
  };
  fields.chatSessionUpdates!.resolve = (payload: { chatSessionUpdates: unknown }) => payload.chatSessionUpdates;

  fields.doctorChatUpdates!.subscribe = async (_root: unknown, _args: unknown, context: LiveContext) => {
    if (!context.principal) throw new GraphQLError('Sign in as a doctor to receive live updates.', { extensions: { code: 'UNAUTHENTICATED' } });
    if (context.principal.kind !== 'doctor') throw new GraphQLError('Only doctors can follow their chats.', { extensions: { code: 'FORBIDDEN' } });
    const doctorId = context.principal.subject;
    return hub.subscribe(
      (event) => stillValid(context) && isDoctorChatEvent(event) && (event.data as { doctorId?: string }).doctorId === doctorId,
      (event) => ({ doctorChatUpdates: doctorUpdateOf(event) }),
      context.principal.authSessionId,
    );
  };
  fields.doctorChatUpdates!.resolve = (payload: { doctorChatUpdates: unknown }) => payload.doctorChatUpdates;

  fields.pharmacyDoctorChatUpdates!.subscribe = async (_root: unknown, args: { pharmacyId: string }, context: LiveContext) => {
    try {
      const caller = requireStaffOfPharmacy(context.principal, args.pharmacyId);
      if (caller.kind !== 'staff') throw new Error('staff only');
    } catch {
      throw new GraphQLError('Only staff of this pharmacy can follow its doctor chats.', { extensions: { code: 'FORBIDDEN' } });
    }
    return hub.subscribe(
      (event) => stillValid(context) && isDoctorChatEvent(event) && event.tenantId === args.pharmacyId,
      (event) => ({ pharmacyDoctorChatUpdates: doctorUpdateOf(event) }),
      context.principal?.authSessionId ?? null,
    );
  };
  fields.pharmacyDoctorChatUpdates!.resolve = (payload: { pharmacyDoctorChatUpdates: unknown }) => payload.pharmacyDoctorChatUpdates;
  return schema;
}
