import { defineEntity, p } from '@mikro-orm/postgresql';
import { ChatMessage, ChatSession } from '../domain/chat-session';

export const ChatSessionSchema = defineEntity({
  class: ChatSession,
  tableName: 'chat_session',
  schema: 'chat',
  properties: {
    id: p.uuid().primary(),
    pharmacyId: p.uuid(),
    patientId: p.string(),
    patientName: p.string(),
    patientPhone: p.string(),
    guest: p.boolean(),
    category: p.string().nullable(),
    handoff: p.string(),
    status: p.string(),
    needsStaffAttention: p.boolean(),
    handedOff: p.boolean(),
    urgency: p.string(),
    escalationReason: p.string().nullable(),
    urgencyReason: p.string().nullable(),
    language: p.string().nullable(),
    sentiment: p.string().nullable(),
    messageCount: p.integer(),
    lastMessage: p.text().nullable(),
    lastMessageAt: p.datetime().nullable(),
    countedMonth: p.string().nullable(),
    startedAt: p.datetime(),
    resolvedAt: p.datetime().nullable(),
  },
});

export const ChatMessageSchema = defineEntity({
  class: ChatMessage,
  tableName: 'chat_message',
  schema: 'chat',
  properties: {
    id: p.uuid().primary(),
    sessionId: p.uuid(),
    pharmacyId: p.uuid(),
    sender: p.string(),
    content: p.text(),
    staffMember: p.string().nullable(),
    inReplyTo: p.uuid().nullable(),
    metadata: p.json<Record<string, unknown>>(),
    createdAt: p.datetime(),
  },
});

/** Local projection of pharmacies (from pharmacy events): which pharmacies patients may chat with. */
export class KnownPharmacy {
  pharmacyId!: string;
  name!: string;
  status!: string;
  updatedAt = new Date();
}

export const KnownPharmacySchema = defineEntity({
  class: KnownPharmacy,
  tableName: 'known_pharmacy',
  schema: 'chat',
  properties: {
    pharmacyId: p.uuid().primary(),
    name: p.string(),
    status: p.string(),
    updatedAt: p.datetime(),
  },
});

/** Local projection of each pharmacy's plan limit (from billing events). */
export class PharmacyPlan {
  pharmacyId!: string;
  plan!: string;
  /** conversations per month; null = unlimited */
  conversationLimit: number | null = null;
  updatedAt = new Date();
}

export const PharmacyPlanSchema = defineEntity({
  class: PharmacyPlan,
  tableName: 'pharmacy_plan',
  schema: 'chat',
  properties: {
    pharmacyId: p.uuid().primary(),
    plan: p.string(),
    conversationLimit: p.integer().nullable(),
    updatedAt: p.datetime(),
  },
});

export const chatEntities = [ChatSessionSchema, ChatMessageSchema, KnownPharmacySchema, PharmacyPlanSchema];
