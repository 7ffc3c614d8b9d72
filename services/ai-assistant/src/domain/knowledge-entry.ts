import { randomUUID } from 'node:crypto';
import { AssistantErrors } from './assistant.exception';

export const knowledgeCategories = ['medication_info', 'refill_requests', 'side_effects', 'drug_interactions', 'store_hours', 'general'] as const;
export type KnowledgeCategory = (typeof knowledgeCategories)[number];

export interface KnowledgeEntryInput {
  category: string;
  question: string;
  answer: string;
  tags?: string[];
}

/** One question-and-answer of a pharmacy's knowledge base: what the assistant may answer from. */
export class KnowledgeEntry {
  id: string = randomUUID();
  pharmacyId!: string;
  category!: KnowledgeCategory;
  question!: string;
  answer!: string;
  tags: string[] = [];
  createdAt = new Date();
  updatedAt = new Date();

  static create(pharmacyId: string, input: KnowledgeEntryInput): KnowledgeEntry {
    const entry = new KnowledgeEntry();
    entry.pharmacyId = pharmacyId;
    entry.update(input);
    return entry;
  }

  update(input: KnowledgeEntryInput): void {
    if (!knowledgeCategories.includes(input.category as KnowledgeCategory)) {
      throw AssistantErrors.unknownCategory({ categories: knowledgeCategories });
    }
    const question = input.question.trim();
    const answer = input.answer.trim();
    if (!question) throw AssistantErrors.questionRequired();
    if (!answer) throw AssistantErrors.answerRequired();
    if (question.length > 500) throw AssistantErrors.questionTooLong();
    if (answer.length > 5000) throw AssistantErrors.answerTooLong();
    this.category = input.category as KnowledgeCategory;
    this.question = question;
    this.answer = answer;
    this.tags = [...new Set((input.tags ?? []).map((t) => t.trim()).filter(Boolean))].slice(0, 20);
    this.updatedAt = new Date();
  }

  /** Text the retrieval index sees: question and tags weigh double. */
  get searchableText(): string {
    return [this.question, this.question, this.answer, ...this.tags, ...this.tags, this.category.replace('_', ' ')].join(' ');
  }
}
