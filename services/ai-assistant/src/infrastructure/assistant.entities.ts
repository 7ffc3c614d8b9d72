import { defineEntity, p } from '@mikro-orm/postgresql';
import { KnowledgeEntry } from '../domain/knowledge-entry';

export const KnowledgeEntrySchema = defineEntity({
  class: KnowledgeEntry,
  tableName: 'knowledge_entry',
  schema: 'assistant',
  properties: {
    id: p.uuid().primary(),
    pharmacyId: p.uuid(),
    category: p.string(),
    question: p.text(),
    answer: p.text(),
    tags: p.json<string[]>(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

/** What the assistant remembers of a chat session: whether it must stay silent (handed over to staff). */
export class AssistantSession {
  sessionId!: string;
  pharmacyId!: string;
  silenced = false;
  silencedReason: string | null = null;
  safetyMessageSent = false;
  updatedAt = new Date();
}

export const AssistantSessionSchema = defineEntity({
  class: AssistantSession,
  tableName: 'session_state',
  schema: 'assistant',
  properties: {
    sessionId: p.uuid().primary(),
    pharmacyId: p.uuid(),
    silenced: p.boolean(),
    silencedReason: p.string().nullable(),
    safetyMessageSent: p.boolean(),
    updatedAt: p.datetime(),
  },
});

export const assistantEntities = [KnowledgeEntrySchema, AssistantSessionSchema];
