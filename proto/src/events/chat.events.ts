import { z } from 'zod';

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
});

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
  'chat.session.purged': {
    version: 1,
    description: 'Chat deleted the sessions (with their messages) older than a purge run\'s cutoff; counts per pharmacy.',
    data: z.object({
      runId: z.uuid(),
      cutoff: z.iso.datetime({ offset: true }),
      deletions: z.array(z.object({ pharmacyId: z.uuid(), sessions: z.number().int().nonnegative(), messages: z.number().int().nonnegative() })),
    }),
  },
} as const;
