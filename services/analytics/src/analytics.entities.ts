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

/** One rating a patient gave one category of a chat (no comments, no patient: only what the public figures need). */
export class FeedbackRating {
  /** the feedback's id in chat (a redelivery cannot count it twice) */
  id!: string;
  pharmacyId!: string;
  sessionId!: string;
  category!: 'overall' | 'response_quality' | 'speed' | 'helpfulness';
  rating!: number;
  submittedAt!: Date;
}

export const PharmacyActivitySchema = defineEntity({
  class: PharmacyActivity,
  tableName: 'pharmacy_activity',
  schema: 'analytics',
  properties: {
    pharmacyId: p.uuid().primary(),
    totalSessions: p.integer().default(0),
    escalations: p.integer().default(0),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
});

export const MonthlySessionsSchema = defineEntity({
  class: MonthlySessions,
  tableName: 'monthly_sessions',
  schema: 'analytics',
  properties: {
    pharmacyId: p.uuid().primary(),
    month: p.text().primary().check("month ~ '^[0-9]{4}-[0-9]{2}$'"),
    sessions: p.integer().default(0),
  },
});

export const MessageCountSchema = defineEntity({
  class: MessageCount,
  tableName: 'message_count',
  schema: 'analytics',
  properties: {
    pharmacyId: p.uuid().primary(),
    sender: p.text().primary().check("sender in ('user', 'ai', 'staff')"),
    messages: p.integer().default(0),
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
    escalated: p.boolean().default(false),
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
    responder: p.text().check("responder in ('ai', 'staff')"),
    // written as analytics migration 0002 wrote it (see there why)
    seconds: p.double().check("seconds >= '0'"),
    answeredAt: p.datetime(),
  },
  indexes: [
    { name: 'response_sample_pharmacy_idx', properties: ['pharmacyId', 'answeredAt'] },
    { name: 'response_sample_session_idx', properties: ['sessionId', 'answeredAt'] },
  ],
});

export const FeedbackRatingSchema = defineEntity({
  class: FeedbackRating,
  tableName: 'feedback_rating',
  schema: 'analytics',
  properties: {
    id: p.uuid().primary(),
    pharmacyId: p.uuid(),
    sessionId: p.uuid(),
    category: p.text().$type<FeedbackRating['category']>().check("category in ('overall', 'response_quality', 'speed', 'helpfulness')"),
    // written as migration 0003 wrote it (a quoted literal, see migration 0002)
    rating: p.double().check("rating >= '1' and rating <= '5'"),
    submittedAt: p.datetime(),
  },
  indexes: [{ name: 'feedback_rating_pharmacy_idx', properties: ['pharmacyId', 'sessionId'] }],
});

export const analyticsEntities = [PharmacyActivitySchema, MonthlySessionsSchema, MessageCountSchema, SessionTrackerSchema, ResponseSampleSchema, FeedbackRatingSchema];
