import { Bm25Index } from '../domain/bm25';
import type { KnowledgeEntry } from '../domain/knowledge-entry';
import { answerFromKnowledgeBase, answerText, needsClinicalJudgement } from '../domain/retrieval/index';
import { assessUrgency, crisisLine } from '../domain/safety/index';
import { suggestionTexts } from '../domain/staff-suggestion-texts';

export interface ReplySuggestion {
  text: string;
  source: 'knowledge_base' | 'safety' | 'clarify' | 'holding';
  entryId: string | null;
}

/**
 * Three distinct replies for staff, grounded in what the knowledge base says and in the patient's message, in the
 * patient's language (the knowledge base's answers stay in the language they were written in). The order is the
 * one a pharmacist would reach for: safety first, then the pharmacy's own answer, then a question. For an
 * emergency all three are about the emergency (no knowledge-base entry is relevant to chest pain).
 */
export function suggestReplies(input: {
  message: string;
  patientName: string | null;
  entries: KnowledgeEntry[];
  emergencyNumber: string;
  /** ISO country of the pharmacy (from its time zone): the crisis line named */
  country?: string;
  /** ISO 639-1 code of the patient's language ('en' when unknown) */
  language?: string | null;
}): ReplySuggestion[] {
  const texts = suggestionTexts(input.language);
  const hello = texts.hello(input.patientName?.split(' ')[0] ?? null);
  const suggestions: ReplySuggestion[] = [];
  const add = (suggestion: ReplySuggestion) => {
    if (suggestions.length < 3 && !suggestions.some((s) => s.text === suggestion.text)) suggestions.push(suggestion);
  };
  const fixed = (text: string, source: ReplySuggestion['source']) => add({ text: `${hello}${text}`, source, entryId: null });
  const e = input.emergencyNumber;

  const urgency = assessUrgency(input.message);
  if (urgency.level === 'emergency') {
    const reasons = new Set(urgency.reasons);
    if (reasons.has('suicide') || reasons.has('self_harm_bleeding')) fixed(`${texts.crisis(e)} ${crisisLine(input.language ?? 'en', input.country)}`, 'safety');
    fixed(texts.callNow(e), 'safety');
    if (reasons.has('overdose') || reasons.has('child_ingestion') || reasons.has('poisoning')) fixed(texts.whatWasTaken(e), 'safety');
    fixed(texts.whileHelpComes(e), 'safety');
    fixed(texts.stayInTouch(e), 'safety');
    return suggestions;
  }

  const clinical = needsClinicalJudgement(input.message);
  if (!clinical) {
    const decision = answerFromKnowledgeBase(input.message, input.entries);
    if (decision.kind === 'answer') add({ text: `${hello}${answerText(decision.entry, input.message)}`, source: 'knowledge_base', entryId: decision.entry.id });
    // the next closest entries, for staff to judge (they may answer what the strict gate would not)
    const index = new Bm25Index(input.entries.map((entry) => ({ item: entry, text: entry.searchableText })));
    for (const match of index.search(input.message, 3)) {
      if (match.coverage < 0.3) continue;
      add({ text: `${hello}${answerText(match.item, input.message)}`, source: 'knowledge_base', entryId: match.item.id });
    }
  }

  fixed(clinical ? texts.clarifyClinical : texts.clarify, 'clarify');
  fixed(texts.holding, 'holding');
  fixed(texts.callUs(e), 'holding');
  return suggestions.slice(0, 3);
}
