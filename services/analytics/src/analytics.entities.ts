import { defineEntity, p } from '@mikro-orm/postgresql';
import type { Responder } from './response-time';

/** Running totals of one pharmacy, from chat events. */
export class PharmacyActivity {
  pharmacyId!: string;
  totalSessions = 0;
  /** sessions escalated to staff at least once */
  escalations = 0;
  updatedAt = new Date();
}

/** Sessions a pharmacy started in one month (YYYY-MM, UTC). */
export class MonthlySessions {
  pharmacyId!: string;
  month!: string;
  sessions = 0;
}

/** Messages a pharmacy's chats received from one kind of sender. */
export class MessageCount {
  pharmacyId!: string;
  sender!: 'user' | 'ai' | 'staff';
  messages = 0;
}

/** Per-session bookkeeping: since when the patient has been waiting for an answer, and whether it was escalated. */
export class SessionTracker {
  sessionId!: string;
  pharmacyId!: string;
  waitingSince: Date | null = null;
  escalated = false;
}

/** How long a patient waited for one answer (from their first unanswered message to the next ai or staff message). */
export class ResponseSample {
  /** the answering message's id */
  id!: string;
  pharmacyId!: string;
  sessionId!: string;
  responder!: Responder;
  seconds!: number;
  answeredAt!: Date;
}

export const PharmacyActivitySchema = defineEntity({
  class: PharmacyActivity,
  tableName: 'pharmacy_activity',
  schema: 'analytics',
  properties: {
    pharmacyId: p.uuid().primary(),
    totalSessions: p.integer(),
    escalations: p.integer(),
    updatedAt: p.datetime(),
  },
});

export const MonthlySessionsSchema = defineEntity({
  class: MonthlySessions,
  tableName: 'monthly_sessions',
  schema: 'analytics',
  properties: {
    pharmacyId: p.uuid().primary(),
    month: p.string().primary(),
    sessions: p.integer(),
  },
});

export const MessageCountSchema = defineEntity({
  class: MessageCount,
  tableName: 'message_count',
  schema: 'analytics',
  properties: {
    pharmacyId: p.uuid().primary(),
    sender: p.string().primary(),
    messages: p.integer(),
  },
});

export const SessionTrackerSchema = defineEntity({
  class: SessionTracker,
  tableName: 'session_tracker',
  schema: 'analytics',
  properties: {
    sessionId: p.uuid().primary(),
    pharmacyId: p.uuid(),
    waitingSince: p.datetime().nullable(),
    escalated: p.boolean(),
  },
});

export const ResponseSampleSchema = defineEntity({
  class: ResponseSample,
  tableName: 'response_sample',
  schema: 'analytics',
  properties: {
    id: p.uuid().primary(),
    pharmacyId: p.uuid(),
    sessionId: p.uuid(),
    responder: p.string(),
    seconds: p.double(),
    answeredAt: p.datetime(),
  },
});

export const analyticsEntities = [PharmacyActivitySchema, MonthlySessionsSchema, MessageCountSchema, SessionTrackerSchema, ResponseSampleSchema];
