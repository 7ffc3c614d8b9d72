import { referenceResolver, withContext } from '@pharmachat/chassis';
import type { ChatApplication } from '../application/chat.application';
import type { ChatMessage, ChatSession } from '../domain/chat-session';
import type { Citation, Resolvers } from './resolvers.generated';

export function messageView(message: ChatMessage) {
  const citations: Citation[] = Array.isArray(message.metadata.citations) ? (message.metadata.citations as Citation[]) : [];
  return {
    id: message.id,
    sessionId: message.sessionId,
    sender: message.sender,
    content: message.content,
    timestamp: message.createdAt.toISOString(),
    staffMember: message.staffMember,
    kind: typeof message.metadata.kind === 'string' ? message.metadata.kind : null,
    citations,
    language: typeof message.metadata.language === 'string' ? message.metadata.language : null,
    sentiment: typeof message.metadata.sentiment === 'string' ? message.metadata.sentiment : null,
    urgency: typeof message.metadata.urgency === 'string' ? message.metadata.urgency : null,
    original: typeof message.metadata.original === 'string' ? message.metadata.original : null,
  };
}

export function sessionView(session: ChatSession) {
  return {
    id: session.id,
    pharmacyId: session.pharmacyId,
    pharmacy: { id: session.pharmacyId },
    patientId: session.patientId,
    patientName: session.patientName,
    category: session.category,
    status: session.status,
    needsStaffAttention: session.needsStaffAttention,
    // the chat domain decides what is urgent; clients show this flag and do not work it out again
    isUrgent: session.isUrgent,
    urgency: session.urgency,
    urgencyReason: session.urgencyReason,
    handoffState: session.handoff,
    language: session.language,
    sentiment: session.sentiment,
    messageCount: session.messageCount,
    lastMessage: session.lastMessage,
    lastMessageAt: session.lastMessageAt?.toISOString() ?? null,
    startedAt: session.startedAt.toISOString(),
    duration: session.durationSeconds(),
    satisfactionRating: null,
  };
}

export type MessageView = ReturnType<typeof messageView>;
/** a session as resolvers return it; `messages` is there when the use case already loaded them */
export type SessionView = ReturnType<typeof sessionView> & { messages?: MessageView[] };

export function chatResolvers(app: ChatApplication): Resolvers {
  return {
    Query: {
      chatSession: withContext(async ({ id }, ctx) => sessionView(await app.reads.getSession(ctx.principal, id))),
      chatMessages: withContext(async ({ sessionId }, ctx) => (await app.reads.getMessages(ctx.principal, sessionId)).map(messageView)),
      pharmacyChatSessions: withContext(async ({ pharmacyId }, ctx) =>
        (await app.staff.listPharmacySessions(ctx.principal, pharmacyId)).map(sessionView),
      ),
    },
    Mutation: {
      openGuestChat: withContext(async (args, ctx) => {
        const opened = await app.patients.openGuestChat(ctx.principal, args);
        return { session: { ...sessionView(opened.session), messages: opened.messages.map(messageView) }, token: opened.token };
      }),
      sendPatientMessage: withContext(async (args, ctx) => messageView(await app.patients.postPatientMessage(ctx.principal, args))),
      sendStaffReply: withContext(async (args, ctx) => messageView(await app.staff.postStaffReply(ctx.principal, args))),
    },
    ChatSession: {
      __resolveReference: referenceResolver(async (reference, ctx) => sessionView(await app.reads.getSession(ctx.principal, reference.id))),
      // the parent was authorized when it was loaded
      messages: async (parent) => parent.messages ?? (await app.reads.messagesOf(parent.id)).map(messageView),
    },
  };
}
