import { z } from 'zod';

export const retentionEvents = {
  'retention.purge.requested': {
    version: 1,
    description:
      "The daily purge run asks every owner of patient data to delete rows older than the cutoff. Each owner answers with a purge report, an event named `<context>.<aggregate>.purged` whose data is { runId, cutoff, deletions: [{ pharmacyId, <what>: count, ... }] } (chat.session.purged: sessions, messages, feedback); retention's per-pharmacy deletion log records every such report.",
    data: z.object({
      runId: z.uuid(),
      cutoff: z.iso.datetime({ offset: true }),
      retentionDays: z.number().int().positive(),
    }),
  },
} as const;
