import { z } from 'zod';
import { pharmacyDataDeleted } from './pharmacy.events';

export const doctorChatPriority = z.enum(['low', 'normal', 'high', 'urgent']);
export const doctorChatStatus = z.enum(['active', 'resolved', 'closed']);

/** Who the doctor is, as mails and staff screens name them (no licence or practice details). */
const doctorContact = z.object({
  doctorId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/** A doctor chat's state after the change, for live screens (staff inbox, the doctor's dashboard). */
const doctorChatState = z.object({
  status: doctorChatStatus,
  priority: doctorChatPriority,
  needsStaffAttention: z.boolean(),
  isUrgent: z.boolean(),
  messageCount: z.number().int().nonnegative(),
});

const doctorChatRef = z.object({
  sessionId: z.uuid(),
  doctorId: z.uuid(),
  pharmacyId: z.uuid(),
});

export const doctorEvents = {
  'doctor.doctor.registered': {
    version: 1,
    description: "A doctor's profile was created from the registration form, pending a super admin's review (the pharmacy service mails the doctor a receipt).",
    data: doctorContact,
  },
  'doctor.doctor.approved': {
    version: 1,
    description: 'A super admin approved a doctor: identity lets them sign in, the pharmacy service mails them.',
    data: doctorContact.extend({ approvedAt: z.iso.datetime({ offset: true }) }),
  },
  'doctor.doctor.rejected': {
    version: 1,
    description: "A super admin rejected a doctor's registration with a reason: identity refuses their sign-in (ending any session), the pharmacy service mails them why.",
    data: doctorContact.extend({ reason: z.string(), rejectedAt: z.iso.datetime({ offset: true }) }),
  },
  'doctor.connection.requested': {
    version: 1,
    description: "A doctor asked to connect with a pharmacy; the pharmacy's admins accept or decline it.",
    data: z.object({ connectionId: z.uuid(), doctorId: z.uuid(), pharmacyId: z.uuid(), doctorName: z.string(), requestedAt: z.iso.datetime({ offset: true }) }),
  },
  'doctor.connection.answered': {
    version: 1,
    description: "A pharmacy admin accepted or declined a doctor's connection request.",
    data: z.object({ connectionId: z.uuid(), doctorId: z.uuid(), pharmacyId: z.uuid(), status: z.enum(['accepted', 'declined']), answeredAt: z.iso.datetime({ offset: true }) }),
  },
  'doctor.chat.started': {
    version: 1,
    description: 'A doctor opened a chat with a pharmacy about a patient (no patient details travel with the event).',
    data: doctorChatRef.extend({ subject: z.string(), startedAt: z.iso.datetime({ offset: true }), state: doctorChatState }),
  },
  'doctor.chat.message-posted': {
    version: 1,
    description: 'A doctor or a pharmacy staff member wrote in a doctor chat (the text travels for the live screens).',
    data: doctorChatRef.extend({
      messageId: z.uuid(),
      senderType: z.enum(['doctor', 'staff']),
      senderName: z.string(),
      content: z.string(),
      postedAt: z.iso.datetime({ offset: true }),
      state: doctorChatState,
    }),
  },
  'doctor.chat.resolved': {
    version: 1,
    description: 'The doctor marked a chat resolved: it moves to their history.',
    data: doctorChatRef.extend({ resolvedAt: z.iso.datetime({ offset: true }), state: doctorChatState }),
  },
  'doctor.chat.cleared': {
    version: 1,
    description:
      "Doctor chats were cleared: messagesOnly = the chats' messages were deleted and the chats kept (Clear Chat); otherwise the chats went with their messages (Clear History, Clear All). One event per pharmacy.",
    data: z.object({ doctorId: z.uuid(), pharmacyId: z.uuid(), sessionIds: z.array(z.uuid()), messagesOnly: z.boolean(), clearedAt: z.iso.datetime({ offset: true }) }),
  },
  'doctor.chat.purged': {
    version: 1,
    description: "The doctor service deleted the doctor chats (with their messages) older than a purge run's cutoff; counts per pharmacy.",
    data: z.object({
      runId: z.uuid(),
      cutoff: z.iso.datetime({ offset: true }),
      deletions: z.array(z.object({ pharmacyId: z.uuid(), sessions: z.number().int().nonnegative(), messages: z.number().int().nonnegative() })),
    }),
  },
  'doctor.pharmacy-data.deleted': {
    version: 1,
    description: "The doctor service deleted a deleted pharmacy's doctor chats and connections.",
    data: pharmacyDataDeleted,
  },
} as const;
