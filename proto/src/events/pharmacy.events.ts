import { z } from 'zod';
import { pharmacyOwnerDetails, pharmacyRegistrationDetails } from './pharmacy-registration';

export const pharmacyStatus = z.enum(['pending_approval', 'active', 'suspended', 'rejected']);

/** The counts of rows one service deleted for a deleted pharmacy, by what they were ('chat_sessions': 12). */
export const pharmacyDataDeleted = z.object({
  pharmacyId: z.uuid(),
  /** the deletion this answers (pharmacy.pharmacy.deleted's deletionId) */
  deletionId: z.uuid(),
  counts: z.record(z.string(), z.number().int().nonnegative()),
});

const pharmacySummary = z.object({
  pharmacyId: z.uuid(),
  name: z.string(),
  status: pharmacyStatus,
  /** the pharmacy's contact phone as registered (absent in events written before it existed) */
  phone: z.string().nullable().optional(),
});

export const pharmacyEvents = {
  'pharmacy.pharmacy.registered': {
    version: 1,
    description: 'A pharmacy was registered and waits for review.',
    data: pharmacySummary,
  },
  'pharmacy.pharmacy.approved': {
    version: 1,
    description: 'A pharmacy was approved and is now active.',
    data: pharmacySummary.extend({
      /** weekly opening hours in its time zone: what the assistant tells patients about when a pharmacist replies */
      operatingHours: z.record(z.string(), z.object({ isOpen: z.boolean(), openTime: z.string(), closeTime: z.string() })).optional(),
      timeZone: z.string().optional(),
      /** the pharmacy's emergency number from its settings (null: the platform default) */
      emergencyContact: z.string().nullable().optional(),
    }),
  },
  'pharmacy.pharmacy.rejected': {
    version: 1,
    description: "A super admin turned a pending registration down, with the reason the owner is told (mail, sign-in).",
    data: pharmacySummary.extend({ reason: z.string() }),
  },
  'pharmacy.pharmacy.suspended': {
    version: 1,
    description: 'A super admin suspended an active pharmacy: it leaves the directory, takes no new chats, its staff cannot sign in.',
    data: pharmacySummary,
  },
  'pharmacy.pharmacy.reactivated': {
    version: 1,
    description: 'A super admin reactivated a suspended pharmacy: it is active again.',
    data: pharmacySummary,
  },
  'pharmacy.pharmacy.updated': {
    version: 1,
    description: "A pharmacy's details changed (name, phone, hours, time zone, emergency contact, the assistant's settings).",
    data: pharmacySummary.extend({
      operatingHours: z.record(z.string(), z.object({ isOpen: z.boolean(), openTime: z.string(), closeTime: z.string() })).optional(),
      timeZone: z.string().optional(),
      emergencyContact: z.string().nullable().optional(),
      /** Settings' 'Auto responses': off = the assistant answers nothing itself (emergencies still get the safety reply) */
      autoResponses: z.boolean().optional(),
      /** Settings' 'Escalation': off = questions the assistant cannot answer are not handed to staff (the patient is told to call) */
      escalationEnabled: z.boolean().optional(),
    }),
  },
  'pharmacy.pharmacy.deleted': {
    version: 1,
    description:
      'A super admin deleted a pharmacy. Every service deletes its own rows of that pharmacy and answers with <service>.pharmacy-data.deleted (the counts), which pharmacy records.',
    data: z.object({
      pharmacyId: z.uuid(),
      deletionId: z.uuid(),
      name: z.string(),
      deletedBy: z.string().nullable(),
      deletedAt: z.iso.datetime({ offset: true }),
    }),
  },
  'pharmacy.registration.refused': {
    version: 1,
    description:
      "The pharmacy service could not create the pharmacy of a registration (identity.pharmacy-owner.registered), e.g. its licence number is already registered: identity removes the owner's account (the saga's compensation).",
    data: z.object({ pharmacyId: z.uuid(), ownerUserId: z.uuid(), reason: z.string() }),
  },
  'pharmacy.mail.requested': {
    version: 1,
    description: 'A mail was queued in pharmacy.mail_message; its consumer hands it to the mail port (SMTP or the local outbox).',
    data: z.object({ mailId: z.uuid(), pharmacyId: z.uuid().nullable(), requestedAt: z.iso.datetime({ offset: true }) }),
  },
  'pharmacy.approval-message.sent': {
    version: 1,
    description: "A super admin sent a pharmacy the approval message; with sendSms chat also texts it to the pharmacy's phone (the SMS port).",
    data: z.object({ pharmacyId: z.uuid(), messageId: z.uuid(), message: z.string(), sendSms: z.boolean(), phone: z.string() }),
  },
} as const;

export { pharmacyOwnerDetails, pharmacyRegistrationDetails };
