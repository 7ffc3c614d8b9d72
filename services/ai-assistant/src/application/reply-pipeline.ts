import { RunnableLambda, RunnableSequence } from '@langchain/core/runnables';
import { Bm25Index, type Match } from '../domain/bm25';
import type { KnowledgeCategory, KnowledgeEntry } from '../domain/knowledge-entry';
import { detectRedFlags, safetyMessage } from '../domain/red-flags';
import { categoryOf, languageOf, sentimentOf } from '../domain/triage';

export interface Citation {
  entryId: string;
  question: string;
}

/** Writes an answer grounded in the retrieved entries, or returns null when they do not answer the question. */
export interface GroundedComposer {
  readonly name: string;
  compose(question: string, matches: Match<KnowledgeEntry>[]): Promise<{ content: string; citations: Citation[] } | null>;
}

export interface ReplyDecision {
  kind: 'answer' | 'safety' | 'handoff';
  content: string;
  citations: Citation[];
  handoff: boolean;
  urgent: boolean;
  triage: {
    urgency: 'emergency' | 'routine';
    redFlags: string[];
    category: KnowledgeCategory;
    language: string;
    sentiment: 'negative' | 'neutral' | 'positive';
  };
}

export interface PipelineInput {
  text: string;
  entries: KnowledgeEntry[];
}

export const HANDOFF_MESSAGE =
  "I couldn't find an answer to that in our pharmacy's information, and I won't guess about your health. I've passed your question to the pharmacy team: a pharmacist will reply here shortly.";

/** Retrieval keeps only entries that share enough of the question's meaningful words. */
export function relevantMatches(question: string, entries: KnowledgeEntry[]): Match<KnowledgeEntry>[] {
  const index = new Bm25Index(entries.map((entry) => ({ item: entry, text: entry.searchableText })));
  return index.search(question, 3).filter((m) => m.coverage >= 0.5 || (m.coverage >= 0.3 && m.score >= 2));
}

/** The embedded composer: quotes the best entry's answer and cites it. Never writes advice of its own. */
export const extractiveComposer: GroundedComposer = {
  name: 'extractive',
  async compose(_question, matches) {
    const best = matches[0];
    if (!best) return null;
    return {
      content: `${best.item.answer}\n\nSource: our pharmacy's knowledge base, "${best.item.question}"`,
      citations: [{ entryId: best.item.id, question: best.item.question }],
    };
  },
};

/**
 * Triage -> retrieval -> composition, as LangChain runnables. Red flags short-circuit to the safety message;
 * nothing relevant in the knowledge base hands the chat to staff.
 */
export function buildReplyPipeline(options: { composer: GroundedComposer; emergencyNumber: string }) {
  const triage = RunnableLambda.from((input: PipelineInput) => {
    const flags = detectRedFlags(input.text);
    return { ...input, flags, language: languageOf(input.text), sentiment: sentimentOf(input.text) };
  });
  const retrieve = RunnableLambda.from((state: Awaited<ReturnType<typeof triage.invoke>>) => ({
    ...state,
    matches: state.flags.length > 0 ? [] : relevantMatches(state.text, state.entries),
  }));
  const compose = RunnableLambda.from(async (state: Awaited<ReturnType<typeof retrieve.invoke>>): Promise<ReplyDecision> => {
    const base = {
      redFlags: state.flags.map((f) => f.name),
      language: state.language,
      sentiment: state.sentiment,
    };
    if (state.flags.length > 0) {
      return {
        kind: 'safety',
        content: safetyMessage(state.flags, options.emergencyNumber),
        citations: [],
        handoff: true,
        urgent: true,
        triage: { ...base, urgency: 'emergency', category: categoryOf(state.text) },
      };
    }
    const composed = state.matches.length > 0 ? await options.composer.compose(state.text, state.matches) : null;
    if (!composed) {
      return { kind: 'handoff', content: HANDOFF_MESSAGE, citations: [], handoff: true, urgent: false, triage: { ...base, urgency: 'routine', category: categoryOf(state.text) } };
    }
    const answeredFrom = state.matches.find((m) => composed.citations.some((c) => c.entryId === m.item.id))?.item.category;
    return { kind: 'answer', ...composed, handoff: false, urgent: false, triage: { ...base, urgency: 'routine', category: categoryOf(state.text, answeredFrom) } };
  });
  return RunnableSequence.from([triage, retrieve, compose]);
}

export type ReplyPipeline = ReturnType<typeof buildReplyPipeline>;
