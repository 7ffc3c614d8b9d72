import { z } from 'zod';
import { requireRole, requireStaffOfPharmacy, type Database, type EntityManager, type Logger, type Principal, type Transaction } from '@pharmachat/chassis';
import type { EventData } from '@pharmachat/proto';
import { MonthlySessions, PharmacyActivity } from './analytics.entities';
import { AnalyticsErrors } from './dashboards/analytics.exception';
import { DashboardProjections } from './dashboards/dashboard.projections';
import { ADVANCED_ANALYTICS, DashboardQueries, type DateRange, type PharmacyAnalyticsView } from './dashboards/dashboard.queries';
import { formatWaitTime, monthOf, secondsBetween, wholeSeconds, windowStart } from './response-time';

const pharmacyIdSchema = z.uuid();

/** What the public directory shows about a pharmacy. */
export interface PharmacyPublicStats {
  /**
   * the average rating of the reviewed chats (each chat's own average over the categories its patient rated, so
   * every review weighs the same), one decimal; null until feedback exists
   */
  rating: number | null;
  /** chats whose patient gave feedback */
  totalReviews: number;
  /** average seconds to the first reply of a chat, over the last 30 days; null without replies */
  waitTime: number | null;
  /** average seconds of all replies, over the last 30 days; null without replies */
  averageResponseTime: number | null;
  waitTimeFormatted: string | null;
}

/** A pharmacy's activity, for its staff. */
export interface PharmacyActivityView {
  totalConversations: number;
  /** sessions started in the current calendar month (UTC) */
  monthlyConversations: number;
  /** sessions escalated to staff at least once */
  escalations: number;
  averageResponseTime: number | null;
}

interface ResponseTimes {
  firstReply: number | null;
  allReplies: number | null;
}

/**
 * Read models built only from events (chat's sessions and messages). Each handler runs in the consumer's
 * transaction, whose inbox row makes a redelivered event count once. Counters are updated with atomic upserts.
 */
export class AnalyticsApplication {
  readonly dashboards = new DashboardProjections();
  private readonly queries = new DashboardQueries();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  /** One row a minute while the service runs: the platform's measured uptime (system stats). */
  async startHeartbeat(intervalMs = 60_000): Promise<void> {
    const beat = () =>
      this.db
        .em()
        .execute("insert into analytics.heartbeat (minute) values (date_trunc('minute', now())) on conflict do nothing", [], 'run')
        .catch((error: unknown) => this.logger.warn({ err: error }, 'heartbeat not recorded'));
    await beat();
    this.heartbeat = setInterval(() => void beat(), intervalMs);
    this.heartbeat.unref();
  }

  stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  // ---- projections (event handlers) ----

  async recordSessionStarted(tx: Transaction, started: EventData<'chat.session.started'>): Promise<void> {
    const { em } = tx;
    await this.bumpActivity(em, started.pharmacyId, 'total_sessions');
    await em.execute(
      `insert into analytics.monthly_sessions (pharmacy_id, month, sessions) values (?, ?, 1)
       on conflict (pharmacy_id, month) do update set sessions = analytics.monthly_sessions.sessions + 1`,
      [started.pharmacyId, monthOf(new Date(started.startedAt))],
      'run',
    );
    await em.execute(
      'insert into analytics.session_tracker (session_id, pharmacy_id) values (?, ?) on conflict (session_id) do nothing',
      [started.sessionId, started.pharmacyId],
      'run',
    );
    await this.dashboards.sessionStarted(em, started);
  }

  /**
   * Counts the message by sender and measures waits: a patient's message starts the wait (unless the session is
   * already waiting); the next message from the assistant or staff ends it and records a response sample.
   */
  async recordMessagePosted(tx: Transaction, posted: EventData<'chat.message.posted'>): Promise<void> {
    const { em } = tx;
    const postedAt = new Date(posted.postedAt);
    await em.execute(
      `insert into analytics.message_count (pharmacy_id, sender, messages) values (?, ?, 1)
       on conflict (pharmacy_id, sender) do update set messages = analytics.message_count.messages + 1`,
      [posted.pharmacyId, posted.sender],
      'run',
    );
    const tracker = await this.dashboards.tracker(em, posted.sessionId, posted.pharmacyId);
    let answered: number | null = null;
    if (posted.sender === 'user') {
      if (!tracker.waiting_since) await em.execute('update analytics.session_tracker set waiting_since = ? where session_id = ?', [postedAt, posted.sessionId], 'run');
    } else if (tracker.waiting_since) {
      answered = secondsBetween(new Date(tracker.waiting_since), postedAt);
      await em.execute(
        `insert into analytics.response_sample (id, pharmacy_id, session_id, responder, seconds, answered_at) values (?, ?, ?, ?, ?, ?)
         on conflict (id) do nothing`,
        [posted.messageId, posted.pharmacyId, posted.sessionId, posted.sender, answered, postedAt],
        'run',
      );
      await em.execute('update analytics.session_tracker set waiting_since = null where session_id = ?', [posted.sessionId], 'run');
      this.logger.debug({ pharmacyId: posted.pharmacyId, sessionId: posted.sessionId, responder: posted.sender, seconds: answered }, 'response time recorded');
    }
    await this.dashboards.messagePosted(em, posted, tracker, answered);
  }

  /** Counts a session once, however often it is escalated. */
  async recordSessionEscalated(tx: Transaction, escalated: EventData<'chat.session.escalated'>): Promise<void> {
    const { em } = tx;
    const firstTime = await em.execute<{ session_id: string }[]>(
      `insert into analytics.session_tracker (session_id, pharmacy_id, escalated) values (?, ?, true)
       on conflict (session_id) do update set escalated = true where analytics.session_tracker.escalated = false
       returning session_id`,
      [escalated.sessionId, escalated.pharmacyId],
    );
    if (firstTime.length > 0) await this.bumpActivity(em, escalated.pharmacyId, 'escalations');
    await this.dashboards.sessionEscalated(em, escalated, firstTime.length > 0);
  }

  /** A patient's rating of one category of a chat (the id is chat's feedback id: a redelivery counts once). */
  async recordFeedback(tx: Transaction, feedback: EventData<'chat.feedback.submitted'>): Promise<void> {
    await tx.em.execute(
      `insert into analytics.feedback_rating (id, pharmacy_id, session_id, category, rating, submitted_at) values (?, ?, ?, ?, ?, ?)
       on conflict (id) do nothing`,
      [feedback.feedbackId, feedback.pharmacyId, feedback.sessionId, feedback.category, feedback.rating, new Date(feedback.submittedAt)],
      'run',
    );
    await this.dashboards.feedback(tx.em, feedback);
  }

  // ---- queries ----

  /** Public: shown in the pharmacy directory. */
  async publicStats(pharmacyId: string, now = new Date()): Promise<PharmacyPublicStats> {
    const valid = pharmacyIdSchema.safeParse(pharmacyId).success;
    const times = valid ? await this.responseTimes(this.db.em(), pharmacyId, now) : { firstReply: null, allReplies: null };
    const reviews = valid ? await this.reviews(this.db.em(), pharmacyId) : { rating: null, totalReviews: 0 };
    return {
      rating: reviews.rating,
      totalReviews: reviews.totalReviews,
      waitTime: times.firstReply,
      averageResponseTime: times.allReplies,
      waitTimeFormatted: formatWaitTime(times.firstReply),
    };
  }

  /** For staff of the pharmacy or a super admin. */
  async pharmacyActivity(principal: Principal | null, pharmacyId: string, now = new Date()): Promise<PharmacyActivityView> {
    requireStaffOfPharmacy(principal, pharmacyId);
    if (!pharmacyIdSchema.safeParse(pharmacyId).success) return { totalConversations: 0, monthlyConversations: 0, escalations: 0, averageResponseTime: null };
    const em = this.db.em();
    const activity = await em.findOne(PharmacyActivity, { pharmacyId });
    const month = await em.findOne(MonthlySessions, { pharmacyId, month: monthOf(now) });
    // every reply of the last 30 days (one index range): the first-reply average the directory needs is not asked here
    const [replies] = await em.execute<{ average: number | string | null }[]>(
      'select avg(seconds) as average from analytics.response_sample where pharmacy_id = ? and answered_at >= ?',
      [pharmacyId, windowStart(now)],
    );
    return {
      totalConversations: activity?.totalSessions ?? 0,
      monthlyConversations: month?.sessions ?? 0,
      escalations: activity?.escalations ?? 0,
      averageResponseTime: wholeSeconds(replies?.average),
    };
  }

  /**
   * The dashboards' figures of one pharmacy over a range of its days (default the last 30): its staff and super admins
   * (the pharmacy dashboard, spec part 2, sections 2.4 and 2.6).
   */
  async pharmacyDashboard(principal: Principal | null, pharmacyId: string, range?: Partial<DateRange> | null, now = new Date()): Promise<PharmacyAnalyticsView | null> {
    requireStaffOfPharmacy(principal, pharmacyId);
    if (!pharmacyIdSchema.safeParse(pharmacyId).success) return null;
    return this.queries.pharmacyAnalytics(this.db.em(), pharmacyId, now, this.checkRange(range));
  }

  /**
   * Analytics & Reports (spec part 2, section 2.9): the same figures, for super admins and for staff of a pharmacy
   * whose plan unlocks advanced analytics (billing's features, from its events); others are told which plan does.
   */
  async pharmacyAnalytics(principal: Principal | null, pharmacyId: string, range?: Partial<DateRange> | null, now = new Date()): Promise<PharmacyAnalyticsView | null> {
    const caller = requireStaffOfPharmacy(principal, pharmacyId);
    if (!pharmacyIdSchema.safeParse(pharmacyId).success) return null;
    const em = this.db.em();
    // a super admin sees full analytics regardless of plan, also while viewing as the pharmacy (role switch)
    const superAdmin = caller.kind === 'system' || (caller.kind === 'staff' && (caller.role === 'super_admin' || caller.actualRole === 'super_admin'));
    if (!superAdmin && !(await this.queries.features(em, pharmacyId)).includes(ADVANCED_ANALYTICS)) throw AnalyticsErrors.advancedAnalyticsRequired({ planRequired: 'professional' });
    return this.queries.pharmacyAnalytics(em, pharmacyId, now, this.checkRange(range));
  }

  /** Platform totals, revenue and subscriptions, uptime: super admins. */
  async platformStats(principal: Principal | null, now = new Date()) {
    requireRole(principal, ['super_admin']);
    return this.queries.platformStats(this.db.em(), now);
  }

  /** One row per active or suspended pharmacy: super admins. */
  async pharmacyPerformance(principal: Principal | null, now = new Date()) {
    requireRole(principal, ['super_admin']);
    return this.queries.pharmacyPerformance(this.db.em(), now);
  }

  private checkRange(range?: Partial<DateRange> | null): Partial<DateRange> | undefined {
    if (!range || (!range.from && !range.to)) return undefined;
    const day = /^\d{4}-\d{2}-\d{2}$/;
    const { from, to } = range;
    if ((from && !day.test(from)) || (to && !day.test(to))) throw AnalyticsErrors.badDateRange();
    if (from && to && (from > to || (Date.parse(to) - Date.parse(from)) / 86_400_000 > 366)) throw AnalyticsErrors.badDateRange();
    if (from && !to) return { from, to: undefined };
    return { from: from ?? undefined, to: to ?? undefined };
  }

  // ---- helpers ----

  private async bumpActivity(em: EntityManager, pharmacyId: string, counter: 'total_sessions' | 'escalations'): Promise<void> {
    await em.execute(
      `insert into analytics.pharmacy_activity (pharmacy_id, ${counter}, updated_at) values (?, 1, now())
       on conflict (pharmacy_id) do update set ${counter} = analytics.pharmacy_activity.${counter} + 1, updated_at = now()`,
      [pharmacyId],
      'run',
    );
  }

  /** The pharmacy's rating: the average of each reviewed chat's average rating; and how many chats were reviewed. */
  private async reviews(em: EntityManager, pharmacyId: string): Promise<{ rating: number | null; totalReviews: number }> {
    const [row] = await em.execute<{ rating: number | string | null; reviews: string }[]>(
      `select avg(chat_rating) as rating, count(*)::text as reviews
       from (select avg(rating) as chat_rating from analytics.feedback_rating where pharmacy_id = ? group by session_id) reviewed`,
      [pharmacyId],
    );
    const rating = row?.rating === null || row?.rating === undefined ? null : Math.round(Number(row.rating) * 10) / 10;
    return { rating, totalReviews: Number(row?.reviews ?? 0) };
  }

  /**
   * Average seconds over the last 30 days: of every reply, and of the first reply of each session (a reply is a
   * session's first when no sample of that session is older, even one outside the window).
   */
  private async responseTimes(em: EntityManager, pharmacyId: string, now: Date): Promise<ResponseTimes> {
    const [row] = await em.execute<{ all_replies: number | string | null; first_reply: number | string | null }[]>(
      `select avg(s.seconds) as all_replies,
              avg(s.seconds) filter (where not exists (
                select 1 from analytics.response_sample e
                where e.session_id = s.session_id and (e.answered_at, e.id) < (s.answered_at, s.id)
              )) as first_reply
       from analytics.response_sample s
       where s.pharmacy_id = ? and s.answered_at >= ?`,
      [pharmacyId, windowStart(now)],
    );
    return { firstReply: wholeSeconds(row?.first_reply), allReplies: wholeSeconds(row?.all_replies) };
  }
}
