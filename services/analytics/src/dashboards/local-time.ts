/** A moment as the pharmacy sees it: its calendar day, hour and weekday in its own time zone. */
export interface LocalMoment {
  /** YYYY-MM-DD */
  day: string;
  /** 0-23 */
  hour: number;
  /** minutes since local midnight */
  minutes: number;
  /** 'monday' ... 'sunday' */
  weekday: string;
}

export type OperatingHours = Record<string, { isOpen: boolean; openTime: string; closeTime: string }>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone itself when the runtime knows it, else UTC (a pharmacy that never said gets UTC days). */
export function knownTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'long', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function localMoment(at: Date, timeZone: string | null | undefined): LocalMoment {
  const parts = Object.fromEntries(formatterFor(knownTimeZone(timeZone)).formatToParts(at).map((part) => [part.type, part.value]));
  const hour = Number(parts.hour) % 24;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour, minutes: hour * 60 + Number(parts.minute), weekday: String(parts.weekday).toLowerCase() };
}

function minutesOf(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * Whether the pharmacy is open at that moment by its weekly hours (its own time zone). Unknown hours count as open:
 * a wait is only called 'outside opening hours' when the pharmacy said it was closed.
 */
export function isOpenAt(hours: OperatingHours | null | undefined, timeZone: string | null | undefined, at: Date): boolean {
  if (!hours || Object.keys(hours).length === 0) return true;
  const moment = localMoment(at, timeZone);
  const day = Object.entries(hours).find(([name]) => name.toLowerCase() === moment.weekday)?.[1];
  if (!day || !day.isOpen) return false;
  const open = minutesOf(day.openTime);
  const close = minutesOf(day.closeTime);
  if (open === null || close === null) return true;
  return close > open ? moment.minutes >= open && moment.minutes < close : moment.minutes >= open || moment.minutes < close;
}

/** The day `days` before a YYYY-MM-DD day. */
export function dayMinus(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 400; day = dayMinus(day, -1)) days.push(day);
  return days;
}
