import { z } from 'zod';

export const knowledgeCategory = z.enum([
  'medication_info',
  'refill_requests',
  'side_effects',
  'drug_interactions',
  'store_hours',
  'general',
]);

export const assistantEvents = {
  'assistant.triage.completed': {
    version: 1,
    description: 'The assistant classified a patient message (urgency, category, language, sentiment).',
    data: z.object({
      sessionId: z.uuid(),
      pharmacyId: z.uuid(),
      messageId: z.uuid(),
      urgency: z.enum(['emergency', 'routine']),
      redFlags: z.array(z.string()),
      category: knowledgeCategory,
      language: z.string(),
      sentiment: z.enum(['negative', 'neutral', 'positive']),
    }),
  },
  'assistant.reply.composed': {
    version: 1,
    description: 'The assistant composed a reply to a patient message: a grounded answer, a safety message, or a handoff.',
    data: z.object({
      sessionId: z.uuid(),
      pharmacyId: z.uuid(),
      inReplyTo: z.uuid(),
      kind: z.enum(['answer', 'safety', 'handoff']),
      content: z.string().min(1),
      citations: z.array(z.object({ entryId: z.uuid(), question: z.string() })),
      /** true when the session must go to staff (red flag or nothing in the knowledge base fits) */
      handoff: z.boolean(),
      urgent: z.boolean(),
    }),
  },
} as const;
