/** Responders whose message ends a patient's wait. */
export type Responder = 'ai' | 'staff';

export const STATS_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Start of the window the public figures are computed over (the last 30 days). */
export function windowStart(now: Date, days = STATS_WINDOW_DAYS): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** Seconds from `from` to `to`, never negative (clocks of producers may differ slightly). */
export function secondsBetween(from: Date, to: Date): number {
  return Math.max(0, (to.getTime() - from.getTime()) / 1000);
}

/** Month of a moment, as YYYY-MM in UTC (the month chat counts conversations in). */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** An average in whole seconds, or null when there were no samples. */
export function wholeSeconds(average: number | string | null | undefined): number | null {
  if (average === null || average === undefined) return null;
  const value = Number(average);
  return Number.isFinite(value) ? Math.round(value) : null;
}

/**
 * A wait for people: 'Under 1 min' below a minute, then whole minutes ('2 min'), then hours and minutes
 * ('1 hr 5 min', '2 hr'). Null stays null (no replies yet).
 */
export function formatWaitTime(seconds: number | null): string | null {
  if (seconds === null) return null;
  if (seconds < 60) return 'Under 1 min';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}
