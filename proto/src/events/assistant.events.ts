import { z } from 'zod';
import { pharmacyDataDeleted } from './pharmacy.events';

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
      /** emergency: happening now, needs emergency services; needs_staff: a pharmacist should look soon */
      urgency: z.enum(['emergency', 'needs_staff', 'routine']),
      redFlags: z.array(z.string()),
      /** why it is not routine, e.g. 'chest_pain' or 'angry' (null when routine) */
      reason: z.string().nullable().optional(),
      category: knowledgeCategory,
      language: z.string(),
      sentiment: z.enum(['negative', 'neutral', 'positive']),
      /** anger or frustration at the service (gets the session staff attention) */
      angry: z.boolean().optional(),
      /** the pharmacy turned 'Escalation to staff' off: a needs_staff message does not get the session staff attention (an emergency always does) */
      escalationOff: z.boolean().optional(),
    }),
  },
  'assistant.reply.composed': {
    version: 1,
    description: 'The assistant composed a reply to a patient message: a grounded answer, a safety message, or a handoff.',
    data: z.object({
      sessionId: z.uuid(),
      pharmacyId: z.uuid(),
      inReplyTo: z.uuid(),
      /** small_talk: a short reply to a greeting or thanks */
      kind: z.enum(['answer', 'safety', 'handoff', 'small_talk']),
      content: z.string().min(1),
      /** the answer as the knowledge base words it, when `content` explains its medical terms more simply */
      original: z.string().nullable().optional(),
      /** the language the reply is written in (ISO 639-1) */
      language: z.string().optional(),
      citations: z.array(z.object({ entryId: z.uuid(), question: z.string() })),
      /** true when the session must go to staff (red flag, needs a pharmacist, or nothing in the knowledge base fits) */
      handoff: z.boolean(),
      /** why it goes to staff: a red-flag group, 'clinical_judgement', 'not_covered', 'needs_staff', 'angry'; 'escalation_off' (handoff false): the patient was asked to call instead */
      handoffReason: z.string().nullable().optional(),
      urgent: z.boolean(),
    }),
  },
  'assistant.pharmacy-data.deleted': {
    version: 1,
    description: "The assistant deleted a deleted pharmacy's knowledge base and its projection.",
    data: pharmacyDataDeleted,
  },
} as const;
