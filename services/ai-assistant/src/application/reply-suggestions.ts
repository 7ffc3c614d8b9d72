import { Bm25Index } from '../domain/bm25';
import type { KnowledgeEntry } from '../domain/knowledge-entry';
import { answerFromKnowledgeBase, answerText, needsClinicalJudgement } from '../domain/retrieval/index';
import { assessUrgency } from '../domain/safety/index';

export interface ReplySuggestion {
  text: string;
  source: 'knowledge_base' | 'safety' | 'clarify' | 'holding';
  entryId: string | null;
}

/**
 * Three distinct replies for staff, grounded in what the knowledge base says and in the patient's message. The
 * order is the one a pharmacist would reach for: safety first, then the pharmacy's own answer, then a question.
 */
export function suggestReplies(input: { message: string; patientName: string | null; entries: KnowledgeEntry[]; emergencyNumber: string }): ReplySuggestion[] {
  const first = input.patientName?.split(' ')[0] ?? null;
  const hello = first ? `Hi ${first}, ` : 'Hi, ';
  const suggestions: ReplySuggestion[] = [];
  const add = (suggestion: ReplySuggestion) => {
    if (suggestions.length < 3 && !suggestions.some((s) => s.text === suggestion.text)) suggestions.push(suggestion);
  };

  const urgency = assessUrgency(input.message);
  if (urgency.level === 'emergency') {
    add({ text: `${hello}please call ${input.emergencyNumber} now or go to the nearest emergency room. I'm here with you: is someone with you right now?`, source: 'safety', entryId: null });
    add({ text: `${hello}this needs emergency care right away. Please call ${input.emergencyNumber}. Can you tell me which medicine and how much was taken, and when?`, source: 'safety', entryId: null });
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

  add(
    clinical
      ? { text: `${hello}to advise you safely, could you tell me which medicines you take now (with their strength and how often), your age, and any allergies or other conditions?`, source: 'clarify', entryId: null }
      : { text: `${hello}thanks for your message. Could you tell me a little more, for example which medication or prescription this is about?`, source: 'clarify', entryId: null },
  );
  add({ text: `${hello}thank you for your patience. I'm looking into this now and will reply here in a few minutes.`, source: 'holding', entryId: null });
  add({ text: `${hello}you can also call us and a pharmacist will go through this with you. In an emergency, call ${input.emergencyNumber}.`, source: 'holding', entryId: null });
  return suggestions.slice(0, 3);
}
