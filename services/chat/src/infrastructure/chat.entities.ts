import { defineEntity, p } from '@mikro-orm/postgresql';
import { ChatMessage, ChatSession } from '../domain/chat-session';
import { Feedback, type FeedbackCategory } from '../domain/feedback';

export const ChatSessionSchema = defineEntity({
  class: ChatSession,
  tableName: 'chat_session',
  schema: 'chat',
  properties: {
    id: p.uuid().primary(),
    pharmacyId: p.uuid(),
    patientId: p.text(),
    patientName: p.text(),
    patientPhone: p.text(),
    guest: p.boolean(),
    category: p.text().nullable(),
    handoff: p.text().default('assistant').check("handoff in ('assistant', 'waiting_for_staff', 'with_staff', 'resolved')"),
    status: p.text().check("status in ('active', 'waiting_for_staff', 'escalated', 'resolved')"),
    needsStaffAttention: p.boolean().default(false),
    handedOff: p.boolean().default(false),
    urgency: p.text().default('routine').check("urgency in ('routine', 'emergency')"),
    escalationReason: p.text().nullable(),
    urgencyReason: p.text().nullable(),
    language: p.text().nullable(),
    sentiment: p.text().nullable().check("sentiment in ('negative', 'neutral', 'positive')"),
    messageCount: p.integer().default(0),
    lastMessage: p.text().nullable(),
    lastMessageAt: p.datetime().nullable(),
    countedMonth: p.text().nullable(),
    startedAt: p.datetime().index('chat_session_started_idx'),
    resolvedAt: p.datetime().nullable(),
    reopenCount: p.integer().default(0),
    // written as migration 0003 wrote it (a quoted literal: see analytics' migration 0002 for why)
    satisfactionRating: p.double().nullable().check("satisfaction_rating >= '1' and satisfaction_rating <= '5'"),
    feedbackCategories: p.json<FeedbackCategory[]>().defaultRaw("'[]'"),
  },
  indexes: [
    { name: 'chat_session_pharmacy_idx', columns: [{ name: 'pharmacy_id' }, { name: 'last_message_at', sort: 'desc' }] },
    // Chat Management: a pharmacy's sessions newest first
    { name: 'chat_session_pharmacy_started_idx', columns: [{ name: 'pharmacy_id' }, { name: 'started_at', sort: 'desc' }] },
  ],
});

export const ChatMessageSchema = defineEntity({
  class: ChatMessage,
  tableName: 'chat_message',
  schema: 'chat',
  properties: {
    id: p.uuid().primary(),
    // the session's id (mapped to its primary key: the domain keeps a plain id); messages go with their session
    sessionId: p.manyToOne(ChatSessionSchema).mapToPk().fieldName('session_id').foreignKeyName('chat_message_session_id_fkey').deleteRule('cascade').updateRule('no action').index(false),
    pharmacyId: p.uuid(),
    sender: p.text().check("sender in ('user', 'ai', 'staff')"),
    content: p.text(),
    staffMember: p.text().nullable(),
    inReplyTo: p.uuid().nullable(),
    metadata: p.json<Record<string, unknown>>().defaultRaw("'{}'"),
    createdAt: p.datetime(),
  },
  indexes: [
    { name: 'chat_message_session_idx', properties: ['sessionId', 'createdAt'] },
    // Chat Management's average response time: a pharmacy's messages of the last 30 days
    { name: 'chat_message_pharmacy_idx', properties: ['pharmacyId', 'createdAt'] },
  ],
});

export const FeedbackSchema = defineEntity({
  class: Feedback,
  tableName: 'feedback',
  schema: 'chat',
  properties: {
    id: p.uuid().primary(),
    // feedback goes with its session (cleared or purged)
    sessionId: p.manyToOne(ChatSessionSchema).mapToPk().fieldName('session_id').foreignKeyName('feedback_session_id_fkey').deleteRule('cascade').updateRule('no action').index(false),
    pharmacyId: p.uuid(),
    patientId: p.text().nullable(),
    category: p.text().$type<FeedbackCategory>().check("category in ('overall', 'response_quality', 'speed', 'helpfulness')"),
    rating: p.double().check("rating >= '1' and rating <= '5'"),
    feedback: p.text().nullable(),
    responseTime: p.integer().nullable(),
    messageCount: p.integer().nullable(),
    wasEscalated: p.boolean().default(false),
    createdAt: p.datetime(),
  },
  uniques: [{ name: 'feedback_session_category_key', properties: ['sessionId', 'category'] }],
});

/** Local projection of pharmacies (from pharmacy events): which pharmacies patients may chat with. */
export class KnownPharmacy {
  pharmacyId!: string;
  name!: string;
  status!: string;
  /** IANA time zone (from approval); null: UTC */
  timeZone: string | null = null;
  /** the pharmacy's contact phone (from its events); the SMS option is offered only when there is one */
  phone: string | null = null;
  updatedAt = new Date();
}

export const KnownPharmacySchema = defineEntity({
  class: KnownPharmacy,
  tableName: 'known_pharmacy',
  schema: 'chat',
  properties: {
    pharmacyId: p.uuid().primary(),
    name: p.text(),
    status: p.text(),
    timeZone: p.text().nullable(),
    phone: p.text().nullable(),
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
    plan: p.text(),
    conversationLimit: p.integer().nullable(),
    updatedAt: p.datetime(),
  },
});

/**
 * Conversations started per pharmacy and month (the plan limit), changed only by plain SQL statements
 * (`ConversationUsageRepository`): no domain class, mapped only so the schema has one description.
 */
export const ConversationUsageSchema = defineEntity({
  name: 'ConversationUsage',
  tableName: 'conversation_usage',
  schema: 'chat',
  properties: {
    pharmacyId: p.uuid().primary(),
    month: p.text().primary(),
    conversations: p.integer().default(0),
  },
});

export const chatEntities = [ChatSessionSchema, ChatMessageSchema, FeedbackSchema, KnownPharmacySchema, PharmacyPlanSchema, ConversationUsageSchema];
