import { z } from 'zod';

export const staffRole = z.enum(['super_admin', 'pharmacy_admin', 'pharmacy_staff']);

export const identityEvents = {
  'identity.user.created': {
    version: 1,
    description: 'A staff account was created.',
    data: z.object({
      userId: z.uuid(),
      username: z.string(),
      role: staffRole,
      pharmacyId: z.uuid().nullable(),
    }),
  },
} as const;
