import { z } from 'zod';

export const pharmacyStatus = z.enum(['pending_approval', 'active', 'suspended', 'rejected']);

const pharmacySummary = z.object({
  pharmacyId: z.uuid(),
  name: z.string(),
  status: pharmacyStatus,
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
    data: pharmacySummary,
  },
} as const;
