import type { KnowledgeCategory } from './knowledge-entry';

const CATEGORY_HINTS: [KnowledgeCategory, RegExp][] = [
  ['side_effects', /\bside ?effects?\b|\breaction\b|\bnause|\bdizz|\brash\b/],
  ['drug_interactions', /\binteract|\btogether with\b|\bmix(ing)?\b|\bcombine\b|\balcohol\b/],
  ['refill_requests', /\brefill|\brenew|\bprescription ready\b|\btransfer\b/],
  ['store_hours', /\bhours?\b|\bopen\b|\bclose[ds]?\b|\bholiday|\bweekend|\bsaturday|\bsunday/],
  ['medication_info', /\bdose|\bdosage|\bmg\b|\btablet|\bpill|\bmedication|\bmedicine|\bgeneric|\bantibiotic/],
];

/** The category of a patient's question: from the knowledge entry that answers it, else from keywords. */
export function categoryOf(text: string, answeredFrom?: KnowledgeCategory): KnowledgeCategory {
  if (answeredFrom) return answeredFrom;
  const lower = text.toLowerCase();
  return CATEGORY_HINTS.find(([, pattern]) => pattern.test(lower))?.[0] ?? 'general';
}
