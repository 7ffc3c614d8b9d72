import { franc } from 'franc-min';
import type { KnowledgeCategory } from './knowledge-entry';

const NEGATIVE = ['angry', 'upset', 'terrible', 'awful', 'worst', 'frustrated', 'annoyed', 'scared', 'worried', 'pain', 'hurts', 'bad', 'sick', 'unacceptable', 'wrong', 'late'];
const POSITIVE = ['thanks', 'thank', 'great', 'good', 'perfect', 'awesome', 'appreciate', 'helpful', 'excellent', 'love'];

export function sentimentOf(text: string): 'negative' | 'neutral' | 'positive' {
  const words = text.toLowerCase().split(/[^a-z']+/);
  const score = words.reduce((sum, w) => sum + (POSITIVE.includes(w) ? 1 : 0) - (NEGATIVE.includes(w) ? 1 : 0), 0);
  return score > 0 ? 'positive' : score < 0 ? 'negative' : 'neutral';
}

/** ISO 639-3 code, or 'und' when the text is too short to tell (franc needs some words). */
export function languageOf(text: string): string {
  return franc(text, { minLength: 12 });
}

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
