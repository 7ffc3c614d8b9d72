import { referenceResolver, withContext, type Resolvers } from '@pharmachat/chassis';
import type { ChatApplication } from '../application/chat.application';
import type { ChatMessage, ChatSession } from '../domain/chat-session';

export function messageView(message: ChatMessage) {
  const citations = Array.isArray(message.metadata.citations) ? message.metadata.citations : [];
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

type SessionView = ReturnType<typeof sessionView>;

export function chatResolvers(app: ChatApplication): Resolvers {
  return {
    Query: {
      chatSession: withContext(async ({ id }: { id: string }, ctx) => sessionView(await app.getSession(ctx.principal, id))),
      chatMessages: withContext(async ({ sessionId }: { sessionId: string }, ctx) => (await app.getMessages(ctx.principal, sessionId)).map(messageView)),
      pharmacyChatSessions: withContext(async ({ pharmacyId }: { pharmacyId: string }, ctx) =>
        (await app.listPharmacySessions(ctx.principal, pharmacyId)).map(sessionView),
      ),
    },
    Mutation: {
      openGuestChat: withContext(async (args: { pharmacyId: string; patientName: string; phone: string }, ctx) => {
        const opened = await app.openGuestChat(ctx.principal, args);
        return { session: { ...sessionView(opened.session), messages: opened.messages.map(messageView) }, token: opened.token };
      }),
      sendPatientMessage: withContext(async (args: { sessionId: string; content: string }, ctx) => messageView(await app.postPatientMessage(ctx.principal, args))),
      sendStaffReply: withContext(async (args: { sessionId: string; content: string }, ctx) => messageView(await app.postStaffReply(ctx.principal, args))),
    },
    ChatSession: {
      __resolveReference: referenceResolver(async (reference: { id: string }, ctx) => sessionView(await app.getSession(ctx.principal, reference.id))),
      // the parent was authorized when it was loaded
      messages: async (parent: SessionView & { messages?: unknown }) => parent.messages ?? (await app.messagesOf(parent.id)).map(messageView),
    },
  } as Resolvers;
}
