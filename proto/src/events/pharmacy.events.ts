import { z } from 'zod';

export const pharmacyStatus = z.enum(['pending_approval', 'active', 'suspended', 'rejected']);

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
} as const;
