import { ChatOpenAI } from '@langchain/openai';
import type { Logger } from '@pharmachat/chassis';
import type { Match } from '../domain/bm25';
import type { KnowledgeEntry } from '../domain/knowledge-entry';
import { extractiveComposer, type GroundedComposer } from '../application/reply-pipeline';

const NO_ANSWER = 'NO_ANSWER';

const SYSTEM_PROMPT = `You are the chat assistant of a pharmacy. Answer the patient's question using ONLY the numbered knowledge base entries given.
Rules: do not add medical advice, doses or facts that are not in the entries; keep it short and plain (explain medical terms simply);
end with the entry numbers you used in square brackets, like [1]. If the entries do not answer the question, reply with exactly ${NO_ANSWER}.`;

/**
 * Grounded composition with any OpenAI-compatible Chat Completions endpoint. The model only rephrases the
 * retrieved entries; if it fails, the extractive answer is used instead.
 */
export function openAiComposer(options: { baseUrl: string; apiKey: string; model: string; logger: Logger; timeoutMs?: number }): GroundedComposer {
  const model = new ChatOpenAI({
    model: options.model,
    apiKey: options.apiKey,
    temperature: 0,
    maxRetries: 1,
    timeout: options.timeoutMs ?? 20_000,
    configuration: { baseURL: options.baseUrl },
  });
  return {
    name: `openai:${options.model}`,
    async compose(question: string, matches: Match<KnowledgeEntry>[]) {
      const entries = matches.map((m, i) => `[${i + 1}] Q: ${m.item.question}\nA: ${m.item.answer}`).join('\n\n');
      try {
        const response = await model.invoke([
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: `Knowledge base entries:\n${entries}\n\nPatient question: ${question}` },
        ]);
        const text = typeof response.content === 'string' ? response.content.trim() : response.content.map((part) => ('text' in part ? part.text : '')).join('').trim();
        if (!text || text.includes(NO_ANSWER)) return null;
        const used = [...text.matchAll(/\[(\d+)\]/g)].map((m) => matches[Number(m[1]) - 1]).filter((m): m is Match<KnowledgeEntry> => Boolean(m));
        const cited = used.length > 0 ? used : matches.slice(0, 1);
        return { content: text, citations: [...new Map(cited.map((m) => [m.item.id, { entryId: m.item.id, question: m.item.question }])).values()] };
      } catch (error) {
        options.logger.warn({ err: error }, 'model call failed; answering extractively from the knowledge base');
        return extractiveComposer.compose(question, matches);
      }
    },
  };
}
