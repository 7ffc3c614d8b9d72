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
  startedAt: Date | null = null;
  firstMessageAt: Date | null = null;
  lastMessageAt: Date | null = null;
  /** YYYY-MM-DD (pharmacy time) of the first message: the day its duration counts on */
  firstDay: string | null = null;
  aiReplied = false;
  /** counted among the sessions the assistant answered without a handoff (taken back at a handoff) */
  aiCounted = false;
  handedOffAt: Date | null = null;
  escalatedAt: Date | null = null;
  staffReplied = false;
  resolved = false;
  /** the category of its first triaged message */
  category: string | null = null;
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
    startedAt: p.datetime().nullable(),
    firstMessageAt: p.datetime().nullable(),
    lastMessageAt: p.datetime().nullable(),
    firstDay: p.date().nullable(),
    aiReplied: p.boolean().default(false),
    aiCounted: p.boolean().default(false),
    handedOffAt: p.datetime().nullable(),
    escalatedAt: p.datetime().nullable(),
    staffReplied: p.boolean().default(false),
    resolved: p.boolean().default(false),
    category: p.text().nullable(),
  },
  indexes: [{ name: 'session_tracker_activity_idx', properties: ['lastMessageAt'] }],
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

const dailyCounters = [
  'sessions', 'returningSessions', 'patientMessages', 'aiMessages', 'staffMessages', 'escalatedSessions', 'resolvedSessions', 'handedOffSessions',
  'aiAnsweredSessions', 'durationSessions', 'aiFirstReplies', 'staffFirstReplies', 'staffWaitsOpen', 'staffWaitsClosed', 'responses',
  'repliesUnder30s', 'replies30sTo2m', 'replies2mTo5m', 'repliesOver5m',
] as const;
const dailySums = ['durationSeconds', 'aiFirstReplySeconds', 'staffFirstReplySeconds', 'staffWaitOpenSeconds', 'staffWaitClosedSeconds', 'responseSeconds'] as const;

/**
 * One pharmacy's day (in its time zone): every counter and sum the dashboards add up. Written with plain SQL upserts
 * by the projections (dashboards/dashboard.projections.ts); mapped so the schema has one description.
 */
export const DailyActivitySchema = defineEntity({
  name: 'DailyActivity',
  tableName: 'daily_activity',
  schema: 'analytics',
  properties: {
    pharmacyId: p.uuid().primary(),
    day: p.date().primary(),
    ...Object.fromEntries(dailyCounters.map((name) => [name, p.integer().default(0)])),
    ...Object.fromEntries(dailySums.map((name) => [name, p.double().default(0)])),
  },
});

/** Sessions (by their first category) and patient questions of one category on one day, and how many were handed to staff. */
export const DailyCategorySchema = defineEntity({
  name: 'DailyCategory',
  tableName: 'daily_category',
  schema: 'analytics',
  properties: {
    pharmacyId: p.uuid().primary(),
    day: p.date().primary(),
    category: p.text().primary(),
    sessions: p.integer().default(0),
    questions: p.integer().default(0),
    handedOver: p.integer().default(0),
  },
});

/** How often the assistant answered with one knowledge-base question on one day (its first citation). */
export const DailyQuestionSchema = defineEntity({
  name: 'DailyQuestion',
  tableName: 'daily_question',
  schema: 'analytics',
  properties: {
    pharmacyId: p.uuid().primary(),
    day: p.date().primary(),
    question: p.text().primary(),
    answers: p.integer().default(0),
  },
});

/** Patients' messages per hour of the day (pharmacy time). */
export const DailyHourSchema = defineEntity({
  name: 'DailyHour',
  tableName: 'daily_hour',
  schema: 'analytics',
  properties: {
    pharmacyId: p.uuid().primary(),
    day: p.date().primary(),
    hour: p.integer().primary(),
    messages: p.integer().default(0),
  },
});

/** Ratings of one feedback category on one day, by whole stars (the rating rounded). */
export const DailyRatingSchema = defineEntity({
  name: 'DailyRating',
  tableName: 'daily_rating',
  schema: 'analytics',
  properties: {
    pharmacyId: p.uuid().primary(),
    day: p.date().primary(),
    category: p.text().primary(),
    stars: p.integer().primary(),
    ratings: p.integer().default(0),
    ratingSum: p.double().default(0),
  },
});

/** Patients (a one-way key, never the id) who wrote on a day: Active Users Today. Purged with the chats. */
export const DailyPatientSchema = defineEntity({
  name: 'DailyPatient',
  tableName: 'daily_patient',
  schema: 'analytics',
  properties: {
    pharmacyId: p.uuid().primary(),
    day: p.date().primary(),
    patientKey: p.text().primary(),
  },
});

/** How many chats a patient (one-way key) opened at a pharmacy: the return customer rate. */
export const PatientSeenSchema = defineEntity({
  name: 'PatientSeen',
  tableName: 'patient_seen',
  schema: 'analytics',
  properties: {
    pharmacyId: p.uuid().primary(),
    patientKey: p.text().primary(),
    sessions: p.integer().default(0),
  },
});

/** A patient message's category (from triage) and whether the assistant handed it over (from its reply), in either order. */
export const TriagedMessageSchema = defineEntity({
  name: 'TriagedMessage',
  tableName: 'triaged_message',
  schema: 'analytics',
  properties: {
    messageId: p.uuid().primary(),
    pharmacyId: p.uuid(),
    day: p.date(),
    category: p.text().nullable(),
    handedOver: p.boolean().default(false),
    counted: p.boolean().default(false),
    createdAt: p.datetime(),
  },
  indexes: [{ name: 'triaged_message_created_idx', properties: ['createdAt'] }],
});

/** What analytics knows of a pharmacy from the pharmacy service's events. */
export const PharmacyProfileSchema = defineEntity({
  name: 'PharmacyProfile',
  tableName: 'pharmacy_profile',
  schema: 'analytics',
  properties: {
    pharmacyId: p.uuid().primary(),
    name: p.text(),
    status: p.text(),
    timeZone: p.text().nullable(),
    operatingHours: p.json().nullable(),
    updatedAt: p.datetime(),
  },
});

/** A pharmacy's subscription from billing's events: plan, price, limit and what it unlocks. */
export const SubscriptionStateSchema = defineEntity({
  name: 'SubscriptionState',
  tableName: 'subscription_state',
  schema: 'analytics',
  properties: {
    pharmacyId: p.uuid().primary(),
    plan: p.text(),
    status: p.text(),
    monthlyPrice: p.double().nullable(),
    conversationLimit: p.integer().nullable(),
    features: p.json().nullable(),
    updatedAt: p.datetime(),
  },
});

/** Staff accounts and registered patients, from identity's events (Total Users). */
export const PlatformAccountSchema = defineEntity({
  name: 'PlatformAccount',
  tableName: 'platform_account',
  schema: 'analytics',
  properties: {
    accountId: p.text().primary(),
    kind: p.text(),
    pharmacyId: p.uuid().nullable(),
  },
});

/** One row per minute the analytics service was up: the platform's measured uptime. */
export const HeartbeatSchema = defineEntity({
  name: 'Heartbeat',
  tableName: 'heartbeat',
  schema: 'analytics',
  properties: {
    minute: p.datetime().primary(),
  },
});

export const analyticsEntities = [
  PharmacyActivitySchema, MonthlySessionsSchema, MessageCountSchema, SessionTrackerSchema, ResponseSampleSchema, FeedbackRatingSchema,
  DailyActivitySchema, DailyCategorySchema, DailyQuestionSchema, DailyHourSchema, DailyRatingSchema, DailyPatientSchema, PatientSeenSchema,
  TriagedMessageSchema, PharmacyProfileSchema, SubscriptionStateSchema, PlatformAccountSchema, HeartbeatSchema,
];
