/**
 * When staff are alerted about chats: pure rules, the time passed in, so they are tested without waiting.
 *
 * - New chats (spec part 2, section 4): the total (urgent + active; urgent only with the "urgent only" preference)
 *   rises above the previous total -> "N New Chat(s)". The first snapshot after the page loads is the baseline and
 *   does not alert; after that any rise alerts, also from zero (a queue that was empty must not stay silent).
 * - Bursts: rises and newly urgent chats that follow each other within `burstWindowMs` give one alert, counting
 *   them all, once `burstWindowMs` passed without another (not one alert per chat); a steady stream still alerts
 *   at the latest `burstMaxWaitMs` after its first arrival.
 * - Urgent chats nobody opened: an urgent chat that appears without the total rising (an escalation) alerts as
 *   "N Urgent Chat(s)"; while any urgent chat is neither opened by this person (in any of their tabs, see
 *   opened-chats.ts) nor taken by a staff member (the server says it is with staff), a reminder alerts every
 *   `reminderMs` (30 s) after the last urgent alert.
 * - Each alert says whether it plays a sound (soundAlerts) and shows a system notification (browserNotifications);
 *   the toast always shows.
 */

export interface AlertPreferences {
  browserNotifications: boolean;
  soundAlerts: boolean;
  urgentOnly: boolean;
}

export interface AlertTiming {
  burstWindowMs: number;
  reminderMs: number;
  /** the longest a burst waits for its end (default: 3 windows) */
  burstMaxWaitMs?: number;
}

export const DEFAULT_TIMING: AlertTiming = { burstWindowMs: 2_000, reminderMs: 30_000 };

const maxWaitOf = (timing: AlertTiming) => timing.burstMaxWaitMs ?? 3 * timing.burstWindowMs;

/** An urgent chat as the rules need it. */
export interface UrgentChat {
  id: string;
  /** a staff member has it (the server's handoff state is with_staff): no reminders */
  withStaff: boolean;
}

/** What the inbox holds right now. `urgentChats` may be the first of `urgent` only: the rest count as unopened. */
export interface InboxSnapshot {
  urgent: number;
  active: number;
  urgentChats: UrgentChat[];
}

export interface Alert {
  kind: 'new' | 'urgent' | 'reminder';
  count: number;
  /** toast and system notification title, e.g. '3 New Chats' */
  title: string;
  /** the toast's description */
  description: string;
  /** the system notification's body */
  body: string;
  sound: boolean;
  system: boolean;
}

export interface AlertState {
  /** the previous total; null until the first snapshot */
  baseline: number | null;
  /** the urgent chats seen so far (to tell a newly urgent chat) */
  seenUrgent: string[];
  /** the burst being gathered: alerts once `dueAt` is reached */
  pending: { newChats: number; newUrgent: number; firstAt: number; dueAt: number } | null;
  /** when urgent chats last alerted (or the baseline was taken); reminders count from here */
  lastUrgentAlertAt: number | null;
  /** the latest snapshot (the reminder needs it between snapshots) */
  snapshot: InboxSnapshot | null;
}

export const initialAlertState = (): AlertState => ({ baseline: null, seenUrgent: [], pending: null, lastUrgentAlertAt: null, snapshot: null });

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const newChatsTitle = (n: number) => plural(n, 'New Chat');
export const urgentChatsTitle = (n: number) => plural(n, 'Urgent Chat');

/** How many urgent chats still wait for someone: not opened by this person, not with staff (unknown ones count). */
export function unopenedUrgent(snapshot: InboxSnapshot | null, opened: ReadonlySet<string>): number {
  if (!snapshot) return 0;
  const known = snapshot.urgentChats.filter((chat) => !chat.withStaff && !opened.has(chat.id)).length;
  return known + Math.max(0, snapshot.urgent - snapshot.urgentChats.length);
}

function alertOf(kind: Alert['kind'], count: number, prefs: AlertPreferences): Alert {
  const common = { kind, count, sound: prefs.soundAlerts, system: prefs.browserNotifications };
  switch (kind) {
    case 'new':
      return { ...common, title: newChatsTitle(count), description: 'Patients are waiting for your response', body: 'You have new patient messages waiting' };
    case 'urgent':
      return { ...common, title: urgentChatsTitle(count), description: 'Patients need immediate attention', body: 'You have new patient messages waiting' };
    default:
      return { ...common, title: `${urgentChatsTitle(count)} waiting`, description: 'Patients need immediate attention: open the chat to stop this reminder', body: 'An urgent chat is still waiting for a response' };
  }
}

export interface Step {
  state: AlertState;
  alerts: Alert[];
}

/** A new snapshot of the inbox arrived (first load, live update, poll). */
export function observe(state: AlertState, snapshot: InboxSnapshot, opened: ReadonlySet<string>, prefs: AlertPreferences, now: number, timing: AlertTiming = DEFAULT_TIMING): Step {
  const total = prefs.urgentOnly ? snapshot.urgent : snapshot.urgent + snapshot.active;
  const urgentIds = snapshot.urgentChats.map((chat) => chat.id);
  if (state.baseline === null) {
    // the page just loaded: what is there now is the baseline; reminders for unopened urgent chats count from now
    return { state: { ...state, baseline: total, seenUrgent: urgentIds, lastUrgentAlertAt: now, snapshot }, alerts: [] };
  }
  const seen = new Set(state.seenUrgent);
  const risen = Math.max(0, total - state.baseline);
  const newlyUrgent = snapshot.urgentChats.filter((chat) => !seen.has(chat.id) && !chat.withStaff && !opened.has(chat.id)).length;
  let pending = state.pending;
  if (risen > 0 || newlyUrgent > 0) {
    pending = pending
      ? { ...pending, newChats: pending.newChats + risen, newUrgent: pending.newUrgent + newlyUrgent, dueAt: Math.min(now + timing.burstWindowMs, pending.firstAt + maxWaitOf(timing)) }
      : { newChats: risen, newUrgent: newlyUrgent, firstAt: now, dueAt: now + timing.burstWindowMs };
  }
  // the reminder clock starts when an urgent chat starts waiting
  const lastUrgentAlertAt = unopenedUrgent(state.snapshot, opened) > 0 ? state.lastUrgentAlertAt : now;
  // remember the urgent chats seen lately (enough for a few pages of them)
  const seenUrgent = [...new Set([...urgentIds, ...state.seenUrgent])].slice(0, 500);
  return { state: { ...state, baseline: total, seenUrgent, pending, snapshot, lastUrgentAlertAt }, alerts: [] };
}

/**
 * Time passed (a timer set for `nextWakeAt`): a gathered burst alerts once its window ended; otherwise a reminder
 * alerts when urgent chats still wait `reminderMs` after the last alert. Any alert restarts the reminder clock.
 */
export function tick(state: AlertState, opened: ReadonlySet<string>, prefs: AlertPreferences, now: number, timing: AlertTiming = DEFAULT_TIMING): Step {
  const alerts: Alert[] = [];
  let next = state;
  if (state.pending && now >= state.pending.dueAt) {
    const { newChats, newUrgent } = state.pending;
    if (newChats > 0) alerts.push(alertOf('new', newChats, prefs));
    else if (newUrgent > 0) alerts.push(alertOf('urgent', newUrgent, prefs));
    next = { ...next, pending: null };
  }
  const waiting = unopenedUrgent(next.snapshot, opened);
  if (alerts.length === 0 && waiting > 0 && next.lastUrgentAlertAt !== null && now - next.lastUrgentAlertAt >= timing.reminderMs) {
    alerts.push(alertOf('reminder', waiting, prefs));
  }
  if (alerts.length > 0) next = { ...next, lastUrgentAlertAt: now };
  return { state: next, alerts };
}

/** When `tick` should run next (null: nothing scheduled): the end of a burst, or the next reminder. */
export function nextWakeAt(state: AlertState, opened: ReadonlySet<string>, timing: AlertTiming = DEFAULT_TIMING): number | null {
  const times: number[] = [];
  if (state.pending) times.push(state.pending.dueAt);
  if (state.lastUrgentAlertAt !== null && unopenedUrgent(state.snapshot, opened) > 0) times.push(state.lastUrgentAlertAt + timing.reminderMs);
  return times.length ? Math.min(...times) : null;
}
