import { z } from 'zod';
import { pharmacyDataDeleted } from './pharmacy.events';

export const chatSender = z.enum(['user', 'ai', 'staff']);
export const chatSessionStatus = z.enum(['active', 'waiting_for_staff', 'escalated', 'resolved']);

const sessionState = z.object({
  status: chatSessionStatus,
  needsStaffAttention: z.boolean(),
  /** true once staff have taken over (escalation, staff reply, or the assistant handed the chat over) */
  handedOff: z.boolean(),
  /** who has the chat: assistant, waiting_for_staff, with_staff or resolved (absent in events written before it existed) */
  handoff: z.enum(['assistant', 'waiting_for_staff', 'with_staff', 'resolved']).optional(),
  /** the language of the conversation so far (ISO 639-1), when known */
  language: z.string().nullable().optional(),
  /** whether staff should see it first (the chat domain's `isUrgent`; absent in events written before it existed) */
  isUrgent: z.boolean().optional(),
  /** routine or emergency (absent in events written before it existed) */
  urgency: z.enum(['routine', 'emergency']).optional(),
  /** how often its patient reopened it after it was resolved (absent in events written before it existed) */
  reopenCount: z.number().int().nonnegative().optional(),
});

export const feedbackCategory = z.enum(['overall', 'response_quality', 'speed', 'helpfulness']);

export const chatEvents = {
  'chat.session.started': {
    version: 1,
    description: 'A patient (guest or registered) opened a chat with a pharmacy.',
    data: z.object({
      sessionId: z.uuid(),
      pharmacyId: z.uuid(),
      patientId: z.string().min(1),
      guest: z.boolean(),
      startedAt: z.iso.datetime({ offset: true }),
    }),
  },
  'chat.message.posted': {
    version: 1,
    description: 'A message was added to a chat session, by the patient, the assistant or staff.',
    data: z.object({
      messageId: z.uuid(),
      sessionId: z.uuid(),
      pharmacyId: z.uuid(),
      sender: chatSender,
      content: z.string().min(1),
      staffMember: z.string().nullable(),
      /** the patient message this one answers, when the sender is ai or staff */
      inReplyTo: z.uuid().nullable(),
      metadata: z.record(z.string(), z.unknown()),
      postedAt: z.iso.datetime({ offset: true }),
      session: sessionState,
      /** the session's patient (a guest's or a registered patient's id; absent in events written before it existed) */
      patientId: z.string().min(1).optional(),
    }),
  },
  'chat.session.escalated': {
    version: 1,
    description: 'A session now needs staff: red flag, no grounded answer, a patient who needs a pharmacist soon or is upset, or marked urgent by staff.',
    data: z.object({
      sessionId: z.uuid(),
      pharmacyId: z.uuid(),
      reason: z.enum(['red_flag', 'no_answer', 'needs_staff', 'staff']),
      /** the red-flag group(s) or staff reason, e.g. 'chest_pain' */
      detail: z.string().nullable().optional(),
      escalatedAt: z.iso.datetime({ offset: true }),
      session: sessionState,
    }),
  },
  'chat.session.resolved': {
    version: 1,
    description: 'Staff resolved a session.',
    data: z.object({
      sessionId: z.uuid(),
      pharmacyId: z.uuid(),
      resolvedAt: z.iso.datetime({ offset: true }),
      session: sessionState,
    }),
  },
  'chat.session.cleared': {
    version: 1,
    description:
      'Staff cleared sessions of a pharmacy for good (one, or all of them): the sessions, their messages and feedback are deleted. With all, every session of the pharmacy up to clearedAt went, and sessionIds lists at most the first 5000.',
    data: z.object({
      sessionIds: z.array(z.uuid()),
      pharmacyId: z.uuid(),
      /** the staff member (user id) who cleared them */
      clearedBy: z.string().min(1),
      clearedAt: z.iso.datetime({ offset: true }),
      /** true for Clear All (every session of the pharmacy), false for one session */
      all: z.boolean().optional(),
      /** how many sessions were deleted (sessionIds may be shorter for Clear All) */
      deletedSessions: z.number().int().nonnegative().optional(),
    }),
  },
  'chat.feedback.submitted': {
    version: 1,
    description: "A patient rated one category of their chat (1.0 to 5.0); the session's satisfaction is the average of its ratings.",
    data: z.object({
      feedbackId: z.uuid(),
      sessionId: z.uuid(),
      pharmacyId: z.uuid(),
      category: feedbackCategory,
      rating: z.number().min(1).max(5),
      /** the session's satisfaction after this rating (average of its ratings, one decimal) */
      sessionRating: z.number().min(1).max(5),
      wasEscalated: z.boolean(),
      submittedAt: z.iso.datetime({ offset: true }),
    }),
  },
  'chat.sms.requested': {
    version: 1,
    description:
      "Staff asked for a reply to go to the patient's phone as a text message: the message waits in chat.sms_message (status queued) and is handed to the SMS provider (or kept in the local outbox) after the commit.",
    data: z.object({
      smsId: z.uuid(),
      /** the chat the reply belongs to (null once the chat was cleared) */
      sessionId: z.uuid().nullable(),
      pharmacyId: z.uuid(),
      requestedAt: z.iso.datetime({ offset: true }),
    }),
  },
  'chat.session.purged': {
    version: 1,
    description:
      "Chat deleted the sessions (with their messages and feedback) older than a purge run's cutoff; counts per pharmacy. Retention's deletion log reads it as a purge report (see retention.purge.requested).",
    data: z.object({
      runId: z.uuid(),
      cutoff: z.iso.datetime({ offset: true }),
      deletions: z.array(
        z.object({
          pharmacyId: z.uuid(),
          sessions: z.number().int().nonnegative(),
          messages: z.number().int().nonnegative(),
          /** feedback ratings deleted with the sessions (absent in events written before it existed) */
          feedback: z.number().int().nonnegative().optional(),
        }),
      ),
    }),
  },
  'chat.pharmacy-data.deleted': {
    version: 1,
    description: "Chat deleted a deleted pharmacy's chats (messages, feedback, texts, usage) and its projection.",
    data: pharmacyDataDeleted,
  },
} as const;
