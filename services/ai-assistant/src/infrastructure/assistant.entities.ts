import { defineEntity, p } from '@mikro-orm/postgresql';
import { KnowledgeEntry } from '../domain/knowledge-entry';

export const KnowledgeEntrySchema = defineEntity({
  class: KnowledgeEntry,
  tableName: 'knowledge_entry',
  schema: 'assistant',
  properties: {
    id: p.uuid().primary(),
    pharmacyId: p.uuid().index('knowledge_entry_pharmacy_idx'),
    category: p.text().check("category in ('medication_info', 'refill_requests', 'side_effects', 'drug_interactions', 'store_hours', 'general')"),
    question: p.text(),
    answer: p.text(),
    tags: p.json<string[]>().defaultRaw("'[]'"),
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
    silenced: p.boolean().default(false),
    silencedReason: p.text().nullable(),
    safetyMessageSent: p.boolean().default(false),
    updatedAt: p.datetime(),
  },
});

/** Local projection of a pharmacy (from pharmacy events): what the assistant's texts need to say. */
export class PharmacyProfile {
  pharmacyId!: string;
  name!: string;
  timeZone!: string;
  operatingHours: Record<string, { isOpen: boolean; openTime: string; closeTime: string }> | null = null;
  emergencyContact: string | null = null;
  /** Settings' 'Auto responses': off = the assistant answers nothing itself (an emergency still gets the safety reply) */
  autoResponses = true;
  /** Settings' 'Escalation to staff': off = questions the assistant cannot answer are not handed over; the patient is asked to call */
  escalationEnabled = true;
  /** the pharmacy's phone as registered, for the escalation-off text */
  phone: string | null = null;
  updatedAt = new Date();
}

export const PharmacyProfileSchema = defineEntity({
  class: PharmacyProfile,
  tableName: 'pharmacy_profile',
  schema: 'assistant',
  properties: {
    pharmacyId: p.uuid().primary(),
    name: p.text(),
    timeZone: p.text(),
    operatingHours: p.json<Record<string, { isOpen: boolean; openTime: string; closeTime: string }>>().nullable(),
    emergencyContact: p.text().nullable(),
    autoResponses: p.boolean().default(true),
    escalationEnabled: p.boolean().default(true),
    phone: p.text().nullable(),
    updatedAt: p.datetime(),
  },
});

export const assistantEntities = [KnowledgeEntrySchema, AssistantSessionSchema, PharmacyProfileSchema];
