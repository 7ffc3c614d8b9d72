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
} as const;
