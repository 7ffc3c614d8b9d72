/**
 * When a pharmacy is open, by its own clock. Structurally compatible with the pharmacy service's OperatingHours
 * (services/pharmacy/src/domain/opening-hours.ts), which this service may not import: keys 'monday'..'sunday',
 * times 'HH:MM' (24-hour); '24:00' is midnight at the end of the day; a close earlier than the open runs past
 * midnight into the next day (e.g. 20:00-02:00); equal times (e.g. 00:00-24:00) mean open around the clock.
 */

export interface WeeklyHours {
  [weekday: string]: { isOpen: boolean; openTime: string; closeTime: string };
}

export interface OpeningInfo {
  openNow: boolean;
  /**
   * The next time it opens, in the pharmacy's zone. When closed: the next opening. When open: the next opening
   * after it next closes. Null when it never opens (every day closed), or, while open, when it never closes.
   */
  next: { weekday: number /* 0=Sunday */; time: string /* 'HH:MM' */; isToday: boolean; isTomorrow: boolean } | null;
}

/** Index 0 = Sunday, as Date#getDay. */
const DAY_KEYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const DAY = 24 * 60;
/** days looked at on either side of today: enough to find the next opening and the end of the current one */
const HORIZON_DAYS = 15;

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$|^24:00$/;

function minutesOf(time: string): number | null {
  const trimmed = time.trim();
  if (!TIME.test(trimmed)) return null;
  const [hours, minutes] = trimmed.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Weekday (0=Sunday) and minutes after midnight of `date` on the clocks of `timeZone`; null for an unknown zone. */
export function localWeekTime(timeZone: string, date: Date): { weekday: number; minutes: number } | null {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(date);
  } catch {
    return null;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = DAY_KEYS.indexOf(part('weekday').toLowerCase() as (typeof DAY_KEYS)[number]);
  if (weekday < 0) return null;
  return { weekday, minutes: (Number(part('hour')) % 24) * 60 + Number(part('minute')) };
}

/** The open span of one weekday, in minutes after that day's midnight (the end may pass into the next day). */
function spanOf(hours: WeeklyHours, weekday: number): { start: number; end: number } | null {
  const day = hours[DAY_KEYS[weekday] as string];
  if (!day || !day.isOpen) return null;
  const open = minutesOf(day.openTime);
  const close = minutesOf(day.closeTime);
  if (open === null || close === null) return null;
  if (open % DAY === close % DAY) return { start: 0, end: DAY }; // around the clock
  return { start: open, end: close > open ? close : close + DAY };
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Whether the pharmacy is open at `now` by its own clock, and when it next opens. Null when the hours are unknown
 * (null) or the time zone is not one the runtime knows. Local wall-clock arithmetic: a DST change between now and
 * the next opening does not shift the opening's local time.
 */
export function openingInfo(hours: WeeklyHours | null, timeZone: string, now: Date = new Date()): OpeningInfo | null {
  if (!hours) return null;
  const local = localWeekTime(timeZone, now);
  if (!local) return null;

  // open spans from yesterday (it may run past midnight) to two weeks ahead, on one axis: minutes from today's midnight
  const spans: { start: number; end: number }[] = [];
  for (let offset = -1; offset <= HORIZON_DAYS; offset++) {
    const span = spanOf(hours, (((local.weekday + offset) % 7) + 7) % 7);
    if (span) spans.push({ start: offset * DAY + span.start, end: offset * DAY + span.end });
  }
  // merge touching or overlapping spans: Monday 00:00-24:00 and Tuesday 00:00-24:00 are one opening
  const merged: { start: number; end: number }[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }

  const current = merged.find((s) => s.start <= local.minutes && local.minutes < s.end);
  const horizonEnd = HORIZON_DAYS * DAY;
  const following = current
    ? current.end >= horizonEnd
      ? undefined // never closes
      : merged.find((s) => s.start >= current.end)
    : merged.find((s) => s.start > local.minutes);
  if (!following) return { openNow: Boolean(current), next: null };

  const dayOffset = Math.floor(following.start / DAY);
  return {
    openNow: Boolean(current),
    next: {
      weekday: (local.weekday + dayOffset) % 7,
      time: hhmm(following.start - dayOffset * DAY),
      isToday: dayOffset === 0,
      isTomorrow: dayOffset === 1,
    },
  };
}
