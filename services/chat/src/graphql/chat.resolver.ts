import { referenceResolver, withContext } from '@pharmachat/chassis';
import type { ChatApplication } from '../application/chat.application';
import type { ChatMessage, ChatSession } from '../domain/chat-session';
import type { Feedback } from '../domain/feedback';
import type { SessionPage } from '../infrastructure/chat-session.queries';
import type { Citation, Resolvers } from './resolvers.generated';
import { smsView } from './sms.view';

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
    satisfactionRating: session.satisfactionRating,
    feedbackCategories: session.feedbackCategories,
    feedbackGiven: session.feedbackGiven,
    reopenCount: session.reopenCount,
    resolvedAt: session.resolvedAt?.toISOString() ?? null,
    registeredPatient: !session.guest,
  };
}

function pageView(page: SessionPage) {
  return { sessions: page.sessions.map(sessionView), totalCount: page.totalCount, counts: page.counts, nextCursor: page.nextCursor };
}

export function feedbackView(feedback: Feedback) {
  return {
    id: feedback.id,
    sessionId: feedback.sessionId,
    pharmacyId: feedback.pharmacyId,
    patientId: feedback.patientId,
    category: feedback.category,
    rating: feedback.rating,
    feedback: feedback.feedback,
    responseTime: feedback.responseTime,
    messageCount: feedback.messageCount,
    wasEscalated: feedback.wasEscalated,
    createdAt: feedback.createdAt.toISOString(),
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
      pharmacyChatSessions: withContext(async ({ pharmacyId }, ctx) => (await app.inbox.pharmacySessions(ctx.principal, pharmacyId)).map(sessionView)),
      chatInbox: withContext(async (args, ctx) => pageView(await app.inbox.inbox(ctx.principal, args))),
      chatManagementSessions: withContext(async (args, ctx) => pageView(await app.inbox.managementSessions(ctx.principal, args))),
      chatStorage: withContext(async ({ pharmacyId }, ctx) => {
        const storage = await app.inbox.storage(ctx.principal, pharmacyId);
        return { ...storage, oldestAt: storage.oldestAt?.toISOString() ?? null };
      }),
      chatManagementSummary: withContext(({ pharmacyId }, ctx) => app.inbox.managementSummary(ctx.principal, pharmacyId)),
      conversationUsage: withContext(({ pharmacyId, months }, ctx) => app.usage.conversationUsage(ctx.principal, pharmacyId, months ?? 6)),
      myChatSessions: withContext(async (_args, ctx) => (await app.patients.myChatSessions(ctx.principal)).map(sessionView)),
      pharmacySmsOutbox: withContext(async ({ pharmacyId, first }, ctx) => (await app.sms.listOutbox(ctx.principal, pharmacyId, first)).map(smsView)),
    },
    Mutation: {
      openGuestChat: withContext(async (args, ctx) => {
        const opened = await app.patients.openGuestChat(ctx.principal, args);
        return { session: { ...sessionView(opened.session), messages: opened.messages.map(messageView) }, token: opened.token };
      }),
      sendPatientMessage: withContext(async (args, ctx) => messageView(await app.patients.postPatientMessage(ctx.principal, args))),
      sendStaffReply: withContext(async (args, ctx) => messageView(await app.staff.postStaffReply(ctx.principal, args))),
      escalateChatSession: withContext(async ({ sessionId }, ctx) => sessionView(await app.actions.escalate(ctx.principal, sessionId))),
      resolveChatSession: withContext(async ({ sessionId }, ctx) => sessionView(await app.actions.resolve(ctx.principal, sessionId))),
      clearChatSession: withContext(({ sessionId }, ctx) => app.actions.clear(ctx.principal, sessionId)),
      clearAllChatSessions: withContext(({ pharmacyId }, ctx) => app.actions.clearAll(ctx.principal, pharmacyId)),
      submitFeedback: withContext(async ({ input }, ctx) => feedbackView(await app.feedback.submit(ctx.principal, input))),
      openPatientChat: withContext(async (args, ctx) => {
        const opened = await app.patients.openPatientChat(ctx.principal, args);
        return { ...sessionView(opened.session), messages: opened.messages.map(messageView) };
      }),
    },
    PurgePreview: {
      // the cutoff is all chat needs to count (chatCounts checks the caller)
      __resolveReference: (reference) => ({ cutoff: reference.cutoff, chatCounts: [] }),
      chatCounts: (parent, _args, ctx) => app.projections.countOlderThan(ctx.principal, parent.cutoff),
    },
    ChatSession: {
      __resolveReference: referenceResolver(async (reference, ctx) => sessionView(await app.reads.getSession(ctx.principal, reference.id))),
      // the parent was authorized when it was loaded
      messages: async (parent) => parent.messages ?? (await app.reads.messagesOf(parent.id)).map(messageView),
    },
  };
}
