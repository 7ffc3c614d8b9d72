import { z } from 'zod';

export const retentionEvents = {
  'retention.purge.requested': {
    version: 1,
    description: 'The daily purge run asks every owner of patient data to delete rows older than the cutoff.',
    data: z.object({
      runId: z.uuid(),
      cutoff: z.iso.datetime({ offset: true }),
      retentionDays: z.number().int().positive(),
    }),
  },
} as const;
