import type { EntityManager } from '@pharmachat/chassis';
import { dayMinus, daysBetween, knownTimeZone, localMoment } from './local-time';
import { recommend, type Recommendation } from './recommendations';

/** The spec's plan prices (part 1, section 9), for subscriptions whose events carried no price (written before they did). */
const PLAN_PRICES: Record<string, number> = { free_trial: 0, basic: 49, professional: 149, enterprise: 299 };
export const ADVANCED_ANALYTICS = 'advanced_analytics';

export interface DateRange {
  from: string;
  to: string;
}

export interface PharmacyAnalyticsView {
  pharmacyId: string;
  from: string;
  to: string;
  timeZone: string;
  totalConversations: number;
  periodConversations: number;
  /** % change of the period's conversations against the period before it; null without conversations then */
  conversationTrend: number | null;
  monthlyConversations: number;
  conversationLimit: number | null;
  activeUsersToday: number;
  aiResponseRate: number | null;
  satisfactionScore: number | null;
  totalRatings: number;
  resolutionRate: number | null;
  escalationRate: number | null;
  averageSessionDuration: number | null;
  returnCustomerRate: number | null;
  costPerSession: number | null;
  plan: string | null;
  planStatus: string | null;
  monthlyPrice: number | null;
  advancedAnalytics: boolean;
  totalMessages: number;
  chatVolume: { day: string; conversations: number; messages: number }[];
  topCategories: { category: string; sessions: number; questions: number; handedOver: number; percentage: number }[];
  topQuestions: { question: string; count: number }[];
  peakHours: { hour: number; label: string; messages: number }[];
  hourlyMessages: { hour: number; label: string; messages: number }[];
  responseTimeDistribution: { bucket: string; label: string; count: number; percentage: number }[];
  averageResponseTime: number | null;
  firstReply: {
    assistantSeconds: number | null;
    assistantReplies: number;
    staffAfterHandoffSeconds: number | null;
    staffReplies: number;
    staffWaitOpenSeconds: number | null;
    staffWaitsOpen: number;
    staffWaitClosedSeconds: number | null;
    staffWaitsClosed: number;
  };
  satisfactionByCategory: { category: string; average: number | null; ratings: number }[];
  ratingDistribution: { stars: number; count: number; percentage: number }[];
  recommendations: Recommendation[];
}

type Totals = Record<string, number>;
const ratio = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
const average = (sum: number, count: number, digits = 0): number | null => (count > 0 ? Math.round((sum / count) * 10 ** digits) / 10 ** digits : null);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const num = (value: unknown) => Number(value ?? 0);
const dayText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

const TOTAL_COLUMNS = [
  'sessions', 'returning_sessions', 'patient_messages', 'ai_messages', 'staff_messages', 'escalated_sessions', 'resolved_sessions', 'handed_off_sessions',
  'ai_answered_sessions', 'duration_seconds', 'duration_sessions', 'ai_first_reply_seconds', 'ai_first_replies', 'staff_first_reply_seconds', 'staff_first_replies',
  'staff_wait_open_seconds', 'staff_waits_open', 'staff_wait_closed_seconds', 'staff_waits_closed', 'response_seconds', 'responses', 'replies_under30s',
  'replies30s_to2m', 'replies2m_to5m', 'replies_over5m',
];

/** The dashboards' figures, read from analytics' own daily aggregates and projections only. */
export class DashboardQueries {
  async pharmacyTimeZone(em: EntityManager, pharmacyId: string): Promise<string> {
    const [row] = await em.execute<{ time_zone: string | null }[]>('select time_zone from analytics.pharmacy_profile where pharmacy_id = ?', [pharmacyId]);
    return knownTimeZone(row?.time_zone);
  }

  /** The last 30 days (the pharmacy's days) unless a range is given. */
  async range(em: EntityManager, pharmacyId: string, now: Date, requested?: Partial<DateRange>): Promise<DateRange & { timeZone: string; today: string }> {
    const timeZone = await this.pharmacyTimeZone(em, pharmacyId);
    const today = localMoment(now, timeZone).day;
    const to = requested?.to ?? today;
    const from = requested?.from ?? dayMinus(to, 29);
    return { from, to, timeZone, today };
  }

  async features(em: EntityManager, pharmacyId: string): Promise<string[]> {
    const [row] = await em.execute<{ features: string[] | string | null; plan: string | null }[]>('select features, plan from analytics.subscription_state where pharmacy_id = ?', [pharmacyId]);
    if (!row) return [];
    const features = typeof row.features === 'string' ? (JSON.parse(row.features) as string[]) : row.features;
    // events written before features travelled: the plans that unlock advanced analytics (billing's catalogue)
    return features ?? (row.plan === 'professional' || row.plan === 'enterprise' ? [ADVANCED_ANALYTICS] : []);
  }

  private async totals(em: EntityManager, pharmacyId: string, range: DateRange): Promise<Totals> {
    const [row] = await em.execute<Record<string, unknown>[]>(
      `select ${TOTAL_COLUMNS.map((c) => `coalesce(sum(${c}), 0)::float8 as ${c}`).join(', ')}
       from analytics.daily_activity where pharmacy_id = ? and day between ? and ?`,
      [pharmacyId, range.from, range.to],
    );
    return Object.fromEntries(TOTAL_COLUMNS.map((c) => [c, num(row?.[c])]));
  }

  async pharmacyAnalytics(em: EntityManager, pharmacyId: string, now: Date, requested?: Partial<DateRange>): Promise<PharmacyAnalyticsView> {
    const range = await this.range(em, pharmacyId, now, requested);
    const span = daysBetween(range.from, range.to).length;
    const previous = { from: dayMinus(range.from, span), to: dayMinus(range.from, 1) };
    const t = await this.totals(em, pharmacyId, range);
    const before = await this.totals(em, pharmacyId, previous);
    const params = [pharmacyId, range.from, range.to];

    const [activity] = await em.execute<{ total_sessions: number }[]>('select total_sessions from analytics.pharmacy_activity where pharmacy_id = ?', [pharmacyId]);
    const month = now.toISOString().slice(0, 7);
    const [monthly] = await em.execute<{ sessions: number }[]>('select sessions from analytics.monthly_sessions where pharmacy_id = ? and month = ?', [pharmacyId, month]);
    const [subscription] = await em.execute<{ plan: string; status: string; monthly_price: number | null; conversation_limit: number | null }[]>(
      'select plan, status, monthly_price, conversation_limit from analytics.subscription_state where pharmacy_id = ?',
      [pharmacyId],
    );
    const [active] = await em.execute<{ n: string }[]>('select count(*)::text as n from analytics.daily_patient where pharmacy_id = ? and day = ?', [pharmacyId, range.today]);

    const volumeRows = await em.execute<{ day: unknown; sessions: number; messages: number }[]>(
      `select day, sessions, patient_messages + ai_messages + staff_messages as messages from analytics.daily_activity where pharmacy_id = ? and day between ? and ?`,
      params,
    );
    const volume = new Map(volumeRows.map((row) => [dayText(row.day), row]));
    const chatVolume = daysBetween(range.from, range.to).map((day) => ({ day, conversations: num(volume.get(day)?.sessions), messages: num(volume.get(day)?.messages) }));

    const categoryRows = await em.execute<{ category: string; sessions: string; questions: string; handed_over: string }[]>(
      `select category, sum(sessions)::text as sessions, sum(questions)::text as questions, sum(handed_over)::text as handed_over
       from analytics.daily_category where pharmacy_id = ? and day between ? and ? group by category order by sum(sessions) desc, sum(questions) desc, category`,
      params,
    );
    const categorySessions = categoryRows.reduce((sum, row) => sum + num(row.sessions), 0);
    const categories = categoryRows.map((row) => ({
      category: row.category,
      sessions: num(row.sessions),
      questions: num(row.questions),
      handedOver: num(row.handed_over),
      percentage: ratio(num(row.sessions), categorySessions) ?? 0,
    }));

    const questionRows = await em.execute<{ question: string; answers: string }[]>(
      `select question, sum(answers)::text as answers from analytics.daily_question where pharmacy_id = ? and day between ? and ?
       group by question order by sum(answers) desc, question limit 5`,
      params,
    );
    const hourRows = await em.execute<{ hour: number; messages: string }[]>(
      'select hour, sum(messages)::text as messages from analytics.daily_hour where pharmacy_id = ? and day between ? and ? group by hour',
      params,
    );
    const byHour = new Map(hourRows.map((row) => [num(row.hour), num(row.messages)]));
    const hourlyMessages = Array.from({ length: 24 }, (_, hour) => ({ hour, label: hourLabel(hour), messages: byHour.get(hour) ?? 0 }));
    const peakHours = hourlyMessages.filter((h) => h.messages > 0).sort((a, b) => b.messages - a.messages || a.hour - b.hour).slice(0, 6);

    const ratingRows = await em.execute<{ category: string; stars: number; ratings: string; rating_sum: number }[]>(
      `select category, stars, sum(ratings)::text as ratings, sum(rating_sum)::float8 as rating_sum from analytics.daily_rating
       where pharmacy_id = ? and day between ? and ? group by category, stars`,
      params,
    );
    const satisfactionByCategory = ['overall', 'response_quality', 'speed', 'helpfulness'].map((category) => {
      const rows = ratingRows.filter((row) => row.category === category);
      const ratings = rows.reduce((sum, row) => sum + num(row.ratings), 0);
      return { category, average: average(rows.reduce((sum, row) => sum + num(row.rating_sum), 0), ratings, 1), ratings };
    });
    const totalRatings = ratingRows.reduce((sum, row) => sum + num(row.ratings), 0);
    const ratingSum = ratingRows.reduce((sum, row) => sum + num(row.rating_sum), 0);
    const ratingDistribution = [5, 4, 3, 2, 1].map((stars) => {
      const count = ratingRows.filter((row) => num(row.stars) === stars).reduce((sum, row) => sum + num(row.ratings), 0);
      return { stars, count, percentage: ratio(count, totalRatings) ?? 0 };
    });

    const buckets = [
      { bucket: 'under_30s', label: 'Under 30 seconds', count: t.replies_under30s! },
      { bucket: '30s_to_2m', label: '30 seconds to 2 minutes', count: t.replies30s_to2m! },
      { bucket: '2m_to_5m', label: '2 to 5 minutes', count: t.replies2m_to5m! },
      { bucket: 'over_5m', label: 'Over 5 minutes', count: t.replies_over5m! },
    ].map((b) => ({ ...b, percentage: ratio(b.count, t.responses!) ?? 0 }));

    const monthlyConversations = num(monthly?.sessions);
    const monthlyPrice = subscription ? (subscription.monthly_price ?? PLAN_PRICES[subscription.plan] ?? null) : null;
    const conversationLimit = subscription ? subscription.conversation_limit : null;
    const escalationRate = ratio(t.escalated_sessions!, t.sessions!);
    const firstReply = {
      assistantSeconds: average(t.ai_first_reply_seconds!, t.ai_first_replies!),
      assistantReplies: t.ai_first_replies!,
      staffAfterHandoffSeconds: average(t.staff_first_reply_seconds!, t.staff_first_replies!),
      staffReplies: t.staff_first_replies!,
      staffWaitOpenSeconds: average(t.staff_wait_open_seconds!, t.staff_waits_open!),
      staffWaitsOpen: t.staff_waits_open!,
      staffWaitClosedSeconds: average(t.staff_wait_closed_seconds!, t.staff_waits_closed!),
      staffWaitsClosed: t.staff_waits_closed!,
    };
    const features = await this.features(em, pharmacyId);
    return {
      pharmacyId,
      from: range.from,
      to: range.to,
      timeZone: range.timeZone,
      totalConversations: num(activity?.total_sessions),
      periodConversations: t.sessions!,
      conversationTrend: before.sessions! > 0 ? Math.round(((t.sessions! - before.sessions!) / before.sessions!) * 1000) / 10 : null,
      monthlyConversations,
      conversationLimit,
      activeUsersToday: num(active?.n),
      aiResponseRate: t.sessions! > 0 ? Math.min(100, Math.max(0, ratio(t.ai_answered_sessions!, t.sessions!) ?? 0)) : null,
      satisfactionScore: average(ratingSum, totalRatings, 1),
      totalRatings,
      resolutionRate: ratio(t.resolved_sessions!, t.sessions!),
      escalationRate,
      averageSessionDuration: average(t.duration_seconds!, t.duration_sessions!),
      returnCustomerRate: ratio(t.returning_sessions!, t.sessions!),
      costPerSession: monthlyPrice !== null && monthlyConversations > 0 ? Math.round((monthlyPrice / monthlyConversations) * 100) / 100 : null,
      plan: subscription?.plan ?? null,
      planStatus: subscription?.status ?? null,
      monthlyPrice,
      advancedAnalytics: features.includes(ADVANCED_ANALYTICS),
      totalMessages: t.patient_messages! + t.ai_messages! + t.staff_messages!,
      chatVolume,
      topCategories: categories.slice(0, 5),
      topQuestions: questionRows.map((row) => ({ question: row.question, count: num(row.answers) })),
      peakHours,
      hourlyMessages,
      responseTimeDistribution: buckets,
      averageResponseTime: average(t.response_seconds!, t.responses!),
      firstReply,
      satisfactionByCategory,
      ratingDistribution,
      recommendations: recommend({
        categories,
        satisfaction: satisfactionByCategory,
        monthlyConversations,
        conversationLimit,
        staffWaitClosedSeconds: firstReply.staffWaitClosedSeconds,
        staffWaitsClosed: firstReply.staffWaitsClosed,
        staffFirstReplySeconds: firstReply.staffAfterHandoffSeconds,
        staffFirstReplies: firstReply.staffReplies,
        escalationRate: escalationRate ?? 0,
        sessions: t.sessions!,
        peakHours,
        patientMessages: t.patient_messages!,
      }),
    };
  }

  async platformStats(em: EntityManager, now: Date) {
    const today = now.toISOString().slice(0, 10);
    const since = dayMinus(today, 29);
    const pharmacies = await em.execute<{ status: string; n: string }[]>('select status, count(*)::text as n from analytics.pharmacy_profile group by status');
    const byStatus = (status: string) => num(pharmacies.find((row) => row.status === status)?.n);
    const accounts = await em.execute<{ kind: string; n: string }[]>('select kind, count(*)::text as n from analytics.platform_account group by kind');
    const byKind = (kind: string) => num(accounts.find((row) => row.kind === kind)?.n);
    const subscriptions = await em.execute<{ plan: string; status: string; monthly_price: number | null }[]>('select plan, status, monthly_price from analytics.subscription_state');
    const plans = ['free_trial', 'basic', 'professional', 'enterprise'];
    const priceOf = (row: { plan: string; monthly_price: number | null }) => num(row.monthly_price ?? PLAN_PRICES[row.plan] ?? 0);
    const activeSubscriptions = subscriptions.filter((row) => row.status === 'active');
    const subscriptionBreakdown = plans.map((plan) => {
      const onPlan = subscriptions.filter((row) => row.plan === plan);
      const active = onPlan.filter((row) => row.status === 'active');
      return { plan, subscriptions: onPlan.length, active: active.length, monthlyRevenue: Math.round(active.reduce((sum, row) => sum + priceOf(row), 0) * 100) / 100 };
    });
    const [sessions] = await em.execute<{ total: string }[]>('select coalesce(sum(total_sessions), 0)::text as total from analytics.pharmacy_activity');
    const [messages] = await em.execute<{ total: string }[]>('select coalesce(sum(messages), 0)::text as total from analytics.message_count');
    const [recent] = await em.execute<{ today: string; response_seconds: number; responses: string }[]>(
      `select coalesce(sum(sessions) filter (where day = ?), 0)::text as today, coalesce(sum(response_seconds), 0)::float8 as response_seconds,
              coalesce(sum(responses), 0)::text as responses
       from analytics.daily_activity where day between ? and ?`,
      [today, since, today],
    );
    const [ratings] = await em.execute<{ ratings: string; rating_sum: number }[]>(
      'select coalesce(sum(ratings), 0)::text as ratings, coalesce(sum(rating_sum), 0)::float8 as rating_sum from analytics.daily_rating where day between ? and ?',
      [since, today],
    );
    return {
      totalPharmacies: byStatus('active') + byStatus('suspended') + byStatus('pending_approval'),
      activePharmacies: byStatus('active'),
      pendingPharmacies: byStatus('pending_approval'),
      suspendedPharmacies: byStatus('suspended'),
      totalUsers: byKind('staff') + byKind('patient'),
      staffUsers: byKind('staff'),
      patientAccounts: byKind('patient'),
      activeSubscriptions: activeSubscriptions.length,
      monthlyRevenue: Math.round(activeSubscriptions.reduce((sum, row) => sum + priceOf(row), 0) * 100) / 100,
      subscriptionBreakdown,
      totalConversations: num(sessions?.total),
      conversationsToday: num(recent?.today),
      totalMessages: num(messages?.total),
      averageResponseTime: average(num(recent?.response_seconds), num(recent?.responses)),
      satisfactionScore: average(num(ratings?.rating_sum), num(ratings?.ratings), 1),
      ...(await this.uptime(em, now)),
    };
  }

  /** Minutes the analytics service was up (one heartbeat a minute) over the minutes since the first heartbeat, at most 30 days. */
  async uptime(em: EntityManager, now: Date): Promise<{ uptimePercent: number | null; uptimeSince: string | null }> {
    const windowStart = new Date(now.getTime() - 30 * 24 * 3600_000);
    const [row] = await em.execute<{ first: Date | string | null; beats: string }[]>(
      'select min(minute) as first, count(*)::text as beats from analytics.heartbeat where minute >= ?',
      [windowStart],
    );
    if (!row?.first) return { uptimePercent: null, uptimeSince: null };
    const first = new Date(row.first);
    // one beat a minute from the first: as many whole minutes as have passed since the first beat's minute
    const minutes = Math.max(1, Math.floor((now.getTime() - first.getTime()) / 60_000));
    return { uptimePercent: Math.min(100, Math.round((num(row.beats) / minutes) * 10000) / 100), uptimeSince: first.toISOString() };
  }

  async pharmacyPerformance(em: EntityManager, now: Date) {
    const today = now.toISOString().slice(0, 10);
    const since = dayMinus(today, 29);
    const rows = await em.execute<Record<string, unknown>[]>(
      `select p.pharmacy_id, p.name, p.status, s.plan, s.status as subscription_status, s.conversation_limit, coalesce(m.sessions, 0) as monthly,
              coalesce(a.total_sessions, 0) as total, d.sessions, d.escalated, d.response_seconds, d.responses, r.ratings, r.rating_sum
       from analytics.pharmacy_profile p
       left join analytics.subscription_state s on s.pharmacy_id = p.pharmacy_id
       left join analytics.monthly_sessions m on m.pharmacy_id = p.pharmacy_id and m.month = ?
       left join analytics.pharmacy_activity a on a.pharmacy_id = p.pharmacy_id
       left join (select pharmacy_id, sum(sessions) as sessions, sum(escalated_sessions) as escalated, sum(response_seconds) as response_seconds, sum(responses) as responses
                  from analytics.daily_activity where day between ? and ? group by pharmacy_id) d on d.pharmacy_id = p.pharmacy_id
       left join (select pharmacy_id, sum(ratings) as ratings, sum(rating_sum) as rating_sum from analytics.daily_rating where day between ? and ? group by pharmacy_id) r
              on r.pharmacy_id = p.pharmacy_id
       where p.status in ('active', 'suspended')
       order by coalesce(m.sessions, 0) desc, p.name`,
      [now.toISOString().slice(0, 7), since, today, since, today],
    );
    return rows.map((row) => {
      const limit = row.conversation_limit === null || row.conversation_limit === undefined ? null : num(row.conversation_limit);
      const monthly = num(row.monthly);
      const usagePercent = limit ? Math.round((monthly / limit) * 1000) / 10 : null;
      return {
        pharmacyId: String(row.pharmacy_id),
        name: String(row.name),
        status: String(row.status),
        plan: (row.plan as string | null) ?? null,
        subscriptionStatus: (row.subscription_status as string | null) ?? null,
        monthlyConversations: monthly,
        conversationLimit: limit,
        usagePercent,
        /** the table's bar colour (spec part 2, section 9): red from 90%, yellow from 75%, else green */
        usageLevel: usagePercent === null ? 'green' : usagePercent >= 90 ? 'red' : usagePercent >= 75 ? 'yellow' : 'green',
        totalConversations: num(row.total),
        satisfactionScore: average(num(row.rating_sum), num(row.ratings), 1),
        averageResponseTime: average(num(row.response_seconds), num(row.responses)),
        escalationRate: ratio(num(row.escalated), num(row.sessions)),
      };
    });
  }
}
