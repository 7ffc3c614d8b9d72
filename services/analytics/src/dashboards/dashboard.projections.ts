import { createHash } from 'node:crypto';
import type { EntityManager } from '@pharmachat/chassis';
import type { EventData } from '@pharmachat/proto';
import { isOpenAt, localMoment, type OperatingHours } from './local-time';

/** Counters of analytics.daily_activity (column names). */
type DailyColumn =
  | 'sessions' | 'returning_sessions' | 'patient_messages' | 'ai_messages' | 'staff_messages' | 'escalated_sessions' | 'resolved_sessions'
  | 'handed_off_sessions' | 'ai_answered_sessions' | 'duration_seconds' | 'duration_sessions' | 'ai_first_reply_seconds' | 'ai_first_replies'
  | 'staff_first_reply_seconds' | 'staff_first_replies' | 'staff_wait_open_seconds' | 'staff_waits_open' | 'staff_wait_closed_seconds'
  | 'staff_waits_closed' | 'response_seconds' | 'responses' | 'replies_under30s' | 'replies30s_to2m' | 'replies2m_to5m' | 'replies_over5m';

interface PharmacyClock {
  timeZone: string | null;
  hours: OperatingHours | null;
}

interface TrackerRow {
  first_message_at: Date | string | null;
  last_message_at: Date | string | null;
  first_day: Date | string | null;
  ai_replied: boolean;
  ai_counted: boolean;
  handed_off_at: Date | string | null;
  escalated_at: Date | string | null;
  staff_replied: boolean;
  waiting_since: Date | string | null;
}

const asDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));
const asDay = (value: Date | string | null): string | null => (value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** A one-way key of a patient at a pharmacy: counts returning patients without keeping who they are. */
export function patientKey(pharmacyId: string, patientId: string): string {
  return createHash('sha256').update(`${pharmacyId}:${patientId}`).digest('hex').slice(0, 32);
}

/**
 * The dashboards' projections. Every handler runs in its consumer's transaction (the inbox makes a redelivery
 * count once) and is independent of the order in which the different consumers run: each event adds to the day
 * of its own time, and per-session facts are merged with upserts under a row lock.
 */
export class DashboardProjections {
  async clock(em: EntityManager, pharmacyId: string): Promise<PharmacyClock> {
    const [row] = await em.execute<{ time_zone: string | null; operating_hours: OperatingHours | string | null }[]>(
      'select time_zone, operating_hours from analytics.pharmacy_profile where pharmacy_id = ?',
      [pharmacyId],
    );
    const hours = typeof row?.operating_hours === 'string' ? (JSON.parse(row.operating_hours) as OperatingHours) : (row?.operating_hours ?? null);
    return { timeZone: row?.time_zone ?? null, hours };
  }

  async add(em: EntityManager, pharmacyId: string, day: string, values: Partial<Record<DailyColumn, number>>): Promise<void> {
    const columns = Object.entries(values).filter(([, value]) => value !== 0) as [DailyColumn, number][];
    if (columns.length === 0) return;
    await em.execute(
      `insert into analytics.daily_activity (pharmacy_id, day, ${columns.map(([c]) => c).join(', ')}) values (?, ?, ${columns.map(() => '?').join(', ')})
       on conflict (pharmacy_id, day) do update set ${columns.map(([c]) => `${c} = analytics.daily_activity.${c} + excluded.${c}`).join(', ')}`,
      [pharmacyId, day, ...columns.map(([, value]) => value)],
      'run',
    );
  }

  private async lockTracker(em: EntityManager, sessionId: string, pharmacyId: string): Promise<TrackerRow> {
    await em.execute('insert into analytics.session_tracker (session_id, pharmacy_id) values (?, ?) on conflict (session_id) do nothing', [sessionId, pharmacyId], 'run');
    const [row] = await em.execute<TrackerRow[]>(
      `select first_message_at, last_message_at, first_day, ai_replied, ai_counted, handed_off_at, escalated_at, staff_replied, waiting_since
       from analytics.session_tracker where session_id = ? for update`,
      [sessionId],
    );
    return row!;
  }

  async sessionStarted(em: EntityManager, started: EventData<'chat.session.started'>): Promise<void> {
    const at = new Date(started.startedAt);
    const { timeZone } = await this.clock(em, started.pharmacyId);
    const day = localMoment(at, timeZone).day;
    const key = patientKey(started.pharmacyId, started.patientId);
    const [seen] = await em.execute<{ sessions: number }[]>(
      `insert into analytics.patient_seen (pharmacy_id, patient_key, sessions) values (?, ?, 1)
       on conflict (pharmacy_id, patient_key) do update set sessions = analytics.patient_seen.sessions + 1 returning sessions`,
      [started.pharmacyId, key],
    );
    await this.add(em, started.pharmacyId, day, { sessions: 1, returning_sessions: Number(seen?.sessions ?? 1) > 1 ? 1 : 0 });
    await em.execute('update analytics.session_tracker set started_at = ? where session_id = ?', [at, started.sessionId], 'run');
  }

  /**
   * Called by the message consumer after it locked the tracker and measured the wait this message ended (`answeredWait`,
   * seconds, or null): messages by sender and hour, active patients, session duration, the assistant's first reply,
   * the handoff, staff's first reply after it (inside or outside opening hours) and the response-time distribution.
   */
  async messagePosted(em: EntityManager, posted: EventData<'chat.message.posted'>, tracker: TrackerRow, answeredWait: number | null): Promise<void> {
    const at = new Date(posted.postedAt);
    const clock = await this.clock(em, posted.pharmacyId);
    const local = localMoment(at, clock.timeZone);
    const today: Partial<Record<DailyColumn, number>> = {};
    const bump = (column: DailyColumn, by = 1) => void (today[column] = (today[column] ?? 0) + by);
    bump(posted.sender === 'user' ? 'patient_messages' : posted.sender === 'ai' ? 'ai_messages' : 'staff_messages');

    if (posted.sender === 'user') {
      await em.execute(
        `insert into analytics.daily_hour (pharmacy_id, day, hour, messages) values (?, ?, ?, 1)
         on conflict (pharmacy_id, day, hour) do update set messages = analytics.daily_hour.messages + 1`,
        [posted.pharmacyId, local.day, local.hour],
        'run',
      );
      const key = posted.patientId ? patientKey(posted.pharmacyId, posted.patientId) : `session:${posted.sessionId}`;
      await em.execute('insert into analytics.daily_patient (pharmacy_id, day, patient_key) values (?, ?, ?) on conflict do nothing', [posted.pharmacyId, local.day, key], 'run');
    }

    // duration: first to last message, counted on the day of the first
    const first = asDate(tracker.first_message_at);
    const last = asDate(tracker.last_message_at);
    const newFirst = first && first < at ? first : at;
    const newLast = last && last > at ? last : at;
    const firstDay = asDay(tracker.first_day) ?? local.day;
    const before = first && last ? (last.getTime() - first.getTime()) / 1000 : 0;
    const after = (newLast.getTime() - newFirst.getTime()) / 1000;
    const updates: Record<string, unknown> = { first_message_at: newFirst, last_message_at: newLast, first_day: first ? firstDay : local.day };
    const durationDay = first ? firstDay : local.day;
    const duration: Partial<Record<DailyColumn, number>> = { duration_seconds: after - before, duration_sessions: first ? 0 : 1 };

    if (answeredWait !== null) {
      bump('responses');
      bump('response_seconds', answeredWait);
      bump(answeredWait < 30 ? 'replies_under30s' : answeredWait < 120 ? 'replies30s_to2m' : answeredWait < 300 ? 'replies2m_to5m' : 'replies_over5m');
    }
    if (posted.sender === 'ai' && !tracker.ai_replied) {
      updates.ai_replied = true;
      if (answeredWait !== null) {
        bump('ai_first_replies');
        bump('ai_first_reply_seconds', answeredWait);
      }
      if (!posted.session.handedOff && !tracker.handed_off_at) {
        updates.ai_counted = true;
        bump('ai_answered_sessions');
      }
    }
    let handedOffAt = asDate(tracker.handed_off_at);
    if (posted.session.handedOff && !handedOffAt) {
      handedOffAt = at;
      updates.handed_off_at = at;
      bump('handed_off_sessions');
      if (tracker.ai_counted) {
        updates.ai_counted = false;
        bump('ai_answered_sessions', -1);
      }
    }
    if (posted.sender === 'staff' && !tracker.staff_replied) {
      updates.staff_replied = true;
      const escalatedAt = asDate(tracker.escalated_at);
      const handoff = [handedOffAt, escalatedAt].filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
      if (handoff) {
        const wait = Math.max(0, (at.getTime() - handoff.getTime()) / 1000);
        bump('staff_first_replies');
        bump('staff_first_reply_seconds', wait);
        if (isOpenAt(clock.hours, clock.timeZone, handoff)) {
          bump('staff_waits_open');
          bump('staff_wait_open_seconds', wait);
        } else {
          bump('staff_waits_closed');
          bump('staff_wait_closed_seconds', wait);
        }
      }
    }
    const columns = Object.keys(updates);
    await em.execute(`update analytics.session_tracker set ${columns.map((c) => `${c} = ?`).join(', ')} where session_id = ?`, [...Object.values(updates), posted.sessionId], 'run');
    if (durationDay === local.day) {
      for (const [column, value] of Object.entries(duration)) bump(column as DailyColumn, value);
      await this.add(em, posted.pharmacyId, local.day, today);
    } else {
      await this.add(em, posted.pharmacyId, local.day, today);
      await this.add(em, posted.pharmacyId, durationDay, duration);
    }
  }

  /** The tracker row the message handler measures waits with (locked for its transaction). */
  tracker(em: EntityManager, sessionId: string, pharmacyId: string): Promise<TrackerRow> {
    return this.lockTracker(em, sessionId, pharmacyId);
  }

  async sessionEscalated(em: EntityManager, escalated: EventData<'chat.session.escalated'>, firstTime: boolean): Promise<void> {
    const at = new Date(escalated.escalatedAt);
    await em.execute('update analytics.session_tracker set escalated_at = least(coalesce(escalated_at, ?), ?) where session_id = ?', [at, at, escalated.sessionId], 'run');
    if (!firstTime) return;
    const { timeZone } = await this.clock(em, escalated.pharmacyId);
    await this.add(em, escalated.pharmacyId, localMoment(at, timeZone).day, { escalated_sessions: 1 });
  }

  async sessionResolved(em: EntityManager, resolved: EventData<'chat.session.resolved'>): Promise<void> {
    await em.execute('insert into analytics.session_tracker (session_id, pharmacy_id) values (?, ?) on conflict (session_id) do nothing', [resolved.sessionId, resolved.pharmacyId], 'run');
    const first = await em.execute<{ session_id: string }[]>(
      'update analytics.session_tracker set resolved = true where session_id = ? and resolved = false returning session_id',
      [resolved.sessionId],
    );
    if (first.length === 0) return;
    const { timeZone } = await this.clock(em, resolved.pharmacyId);
    await this.add(em, resolved.pharmacyId, localMoment(new Date(resolved.resolvedAt), timeZone).day, { resolved_sessions: 1 });
  }

  async feedback(em: EntityManager, feedback: EventData<'chat.feedback.submitted'>): Promise<void> {
    const { timeZone } = await this.clock(em, feedback.pharmacyId);
    const stars = Math.min(5, Math.max(1, Math.round(feedback.rating)));
    await em.execute(
      `insert into analytics.daily_rating (pharmacy_id, day, category, stars, ratings, rating_sum) values (?, ?, ?, ?, 1, ?)
       on conflict (pharmacy_id, day, category, stars) do update set ratings = analytics.daily_rating.ratings + 1, rating_sum = analytics.daily_rating.rating_sum + excluded.rating_sum`,
      [feedback.pharmacyId, localMoment(new Date(feedback.submittedAt), timeZone).day, feedback.category, stars, feedback.rating],
      'run',
    );
  }

  /** A patient message's category: counts the question, and the session under its first category. */
  async triaged(em: EntityManager, triage: EventData<'assistant.triage.completed'>, occurredAt: string): Promise<void> {
    const at = new Date(occurredAt);
    const { timeZone } = await this.clock(em, triage.pharmacyId);
    const day = localMoment(at, timeZone).day;
    await em.execute(
      `insert into analytics.triaged_message (message_id, pharmacy_id, day, category, created_at) values (?, ?, ?, ?, ?)
       on conflict (message_id) do update set category = excluded.category, day = excluded.day`,
      [triage.messageId, triage.pharmacyId, day, triage.category, at],
      'run',
    );
    const [message] = await em.execute<{ handed_over: boolean; counted: boolean }[]>('select handed_over, counted from analytics.triaged_message where message_id = ? for update', [triage.messageId]);
    const handedOver = message?.handed_over && !message.counted ? 1 : 0;
    if (handedOver) await em.execute('update analytics.triaged_message set counted = true where message_id = ?', [triage.messageId], 'run');
    await em.execute('insert into analytics.session_tracker (session_id, pharmacy_id) values (?, ?) on conflict (session_id) do nothing', [triage.sessionId, triage.pharmacyId], 'run');
    const firstCategory = await em.execute<{ session_id: string }[]>(
      'update analytics.session_tracker set category = ? where session_id = ? and category is null returning session_id',
      [triage.category, triage.sessionId],
    );
    await em.execute(
      `insert into analytics.daily_category (pharmacy_id, day, category, sessions, questions, handed_over) values (?, ?, ?, ?, 1, ?)
       on conflict (pharmacy_id, day, category) do update set sessions = analytics.daily_category.sessions + excluded.sessions,
         questions = analytics.daily_category.questions + 1, handed_over = analytics.daily_category.handed_over + excluded.handed_over`,
      [triage.pharmacyId, day, triage.category, firstCategory.length > 0 ? 1 : 0, handedOver],
      'run',
    );
  }

  /** The assistant's reply: the question it answered with (top questions), or a handoff of its message's category. */
  async replyComposed(em: EntityManager, reply: EventData<'assistant.reply.composed'>, occurredAt: string): Promise<void> {
    const at = new Date(occurredAt);
    const { timeZone } = await this.clock(em, reply.pharmacyId);
    const day = localMoment(at, timeZone).day;
    const question = reply.kind === 'answer' ? reply.citations[0]?.question : undefined;
    if (question) {
      await em.execute(
        `insert into analytics.daily_question (pharmacy_id, day, question, answers) values (?, ?, ?, 1)
         on conflict (pharmacy_id, day, question) do update set answers = analytics.daily_question.answers + 1`,
        [reply.pharmacyId, day, question.slice(0, 500)],
        'run',
      );
    }
    if (!reply.handoff) return;
    await em.execute(
      `insert into analytics.triaged_message (message_id, pharmacy_id, day, handed_over, created_at) values (?, ?, ?, true, ?)
       on conflict (message_id) do update set handed_over = true`,
      [reply.inReplyTo, reply.pharmacyId, day, at],
      'run',
    );
    const [message] = await em.execute<{ category: string | null; counted: boolean; day: Date | string }[]>(
      'select category, counted, day from analytics.triaged_message where message_id = ? for update',
      [reply.inReplyTo],
    );
    if (!message?.category || message.counted) return; // triage not seen yet: it counts the handoff when it comes
    await em.execute('update analytics.triaged_message set counted = true where message_id = ?', [reply.inReplyTo], 'run');
    await em.execute(
      `insert into analytics.daily_category (pharmacy_id, day, category, handed_over) values (?, ?, ?, 1)
       on conflict (pharmacy_id, day, category) do update set handed_over = analytics.daily_category.handed_over + 1`,
      [reply.pharmacyId, asDay(message.day), message.category],
      'run',
    );
  }

  /** Name, status, hours and time zone of a pharmacy; an older event than the one the row reflects changes nothing. */
  async pharmacyChanged(
    em: EntityManager,
    pharmacy: { pharmacyId: string; name: string; status: string; timeZone?: string; operatingHours?: OperatingHours },
    occurredAt: string,
  ): Promise<void> {
    await em.execute(
      `insert into analytics.pharmacy_profile (pharmacy_id, name, status, time_zone, operating_hours, updated_at) values (?, ?, ?, ?, ?, ?)
       on conflict (pharmacy_id) do update set name = excluded.name, status = excluded.status,
         time_zone = coalesce(excluded.time_zone, analytics.pharmacy_profile.time_zone),
         operating_hours = coalesce(excluded.operating_hours, analytics.pharmacy_profile.operating_hours), updated_at = excluded.updated_at
       where analytics.pharmacy_profile.updated_at <= excluded.updated_at`,
      [pharmacy.pharmacyId, pharmacy.name, pharmacy.status, pharmacy.timeZone ?? null, pharmacy.operatingHours ? JSON.stringify(pharmacy.operatingHours) : null, new Date(occurredAt)],
      'run',
    );
  }

  async subscriptionChanged(
    em: EntityManager,
    subscription: EventData<'billing.subscription.started'> | EventData<'billing.subscription.changed'>,
    occurredAt: string,
  ): Promise<void> {
    await em.execute(
      `insert into analytics.subscription_state (pharmacy_id, plan, status, monthly_price, conversation_limit, features, updated_at) values (?, ?, ?, ?, ?, ?, ?)
       on conflict (pharmacy_id) do update set plan = excluded.plan, status = excluded.status, monthly_price = excluded.monthly_price,
         conversation_limit = excluded.conversation_limit, features = excluded.features, updated_at = excluded.updated_at
       where analytics.subscription_state.updated_at <= excluded.updated_at`,
      [
        subscription.pharmacyId,
        subscription.plan,
        subscription.status,
        subscription.monthlyPrice ?? null,
        subscription.conversationLimit,
        subscription.features ? JSON.stringify(subscription.features) : null,
        new Date(occurredAt),
      ],
      'run',
    );
  }

  async accountCreated(em: EntityManager, accountId: string, kind: 'staff' | 'patient', pharmacyId: string | null): Promise<void> {
    await em.execute(
      'insert into analytics.platform_account (account_id, kind, pharmacy_id) values (?, ?, ?) on conflict (account_id) do update set pharmacy_id = excluded.pharmacy_id',
      [accountId, kind, pharmacyId],
      'run',
    );
  }

  async accountDeleted(em: EntityManager, accountId: string): Promise<void> {
    await em.execute('delete from analytics.platform_account where account_id = ?', [accountId], 'run');
  }

  /**
   * retention.purge.requested: analytics' own per-session bookkeeping older than the cutoff goes (the trackers of
   * sessions with no activity since, message categories, who was active on a day); the daily aggregates stay.
   */
  async purge(em: EntityManager, cutoff: Date): Promise<Record<string, number>> {
    const count = async (sql: string, params: unknown[]) => {
      const [row] = await em.execute<{ n: string }[]>(`with gone as (${sql} returning 1) select count(*)::text as n from gone`, params);
      return Number(row?.n ?? 0);
    };
    const cutoffDay = cutoff.toISOString().slice(0, 10);
    return {
      session_trackers: await count('delete from analytics.session_tracker where coalesce(last_message_at, started_at) < ?', [cutoff]),
      response_samples: await count('delete from analytics.response_sample where answered_at < ?', [cutoff]),
      triaged_messages: await count('delete from analytics.triaged_message where created_at < ?', [cutoff]),
      daily_patients: await count('delete from analytics.daily_patient where day < ?', [cutoffDay]),
    };
  }
}
