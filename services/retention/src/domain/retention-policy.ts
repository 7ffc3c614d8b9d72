import { randomUUID } from 'node:crypto';

export const DEFAULT_RETENTION_DAYS = 90;
/** 02:00, server local time (spec: cleanup runs daily at 2:00 AM) */
export const DEFAULT_PURGE_HOUR = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The platform's retention policy (one row): chats, messages and feedback older than this are deleted. */
export class RetentionPolicy {
  /** there is exactly one policy */
  id = 1;
  retentionDays = DEFAULT_RETENTION_DAYS;
  /** hour of the day (0-23, server local time) at which the daily purge runs */
  purgeHour = DEFAULT_PURGE_HOUR;
  updatedAt = new Date();

  /** Rows created before this moment are due for deletion. */
  cutoffFor(now: Date): Date {
    return new Date(now.getTime() - this.retentionDays * DAY_MS);
  }
}

/**
 * The next daily run strictly after `now`: today at `purgeHour`:00 if that is still ahead, otherwise tomorrow at that
 * hour, in `timeZone` (an IANA name, e.g. 'America/Chicago') or, without one, in server local time. Built from
 * calendar fields, so daylight-saving days stay at the same hour.
 */
export function nextRunAt(now: Date, purgeHour: number, timeZone?: string | null): Date {
  if (!Number.isInteger(purgeHour) || purgeHour < 0 || purgeHour > 23) throw new RangeError(`purgeHour must be an hour of the day (0-23), got ${purgeHour}`);
  if (timeZone) {
    const today = zonedParts(now, timeZone);
    const run = instantAt(today.year, today.month, today.day, purgeHour, timeZone);
    if (run.getTime() > now.getTime()) return run;
    const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
    return instantAt(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate(), purgeHour, timeZone);
  }
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), purgeHour, 0, 0, 0);
  if (today.getTime() > now.getTime()) return today;
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, purgeHour, 0, 0, 0);
}

/** The purge's time zone: RETENTION_TIME_ZONE when it names a zone the runtime knows, else the server's own. */
export function purgeTimeZone(configured = process.env.RETENTION_TIME_ZONE): string {
  if (configured) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: configured });
      return configured;
    } catch {
      throw new RangeError(`RETENTION_TIME_ZONE must be an IANA time zone such as 'UTC' or 'America/Chicago', got '${configured}'`);
    }
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function zonedParts(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute!, second: parts.second! };
}

/** The instant at which the wall clock of `timeZone` shows that day at `hour`:00 (the later one on a repeated hour). */
function instantAt(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const wanted = Date.UTC(year, month - 1, day, hour);
  let guess = wanted;
  for (let i = 0; i < 3; i++) {
    const shown = zonedParts(new Date(guess), timeZone);
    const shownAsUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute, shown.second);
    if (shownAsUtc === wanted) break;
    guess += wanted - shownAsUtc;
  }
  return new Date(guess);
}

/** 'in 7 hours', 'in 45 minutes': how long until a moment, for the retention status. */
export function timeUntil(now: Date, then: Date): string {
  const minutes = Math.max(0, Math.round((then.getTime() - now.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

export type PurgeTrigger = 'schedule' | 'manual';

/** One request to purge: every owner of patient data deletes its rows older than the cutoff. */
export class PurgeRun {
  id: string = randomUUID();
  cutoff!: Date;
  requestedAt!: Date;
  trigger!: PurgeTrigger;

  static request(policy: RetentionPolicy, trigger: PurgeTrigger, now: Date): PurgeRun {
    return Object.assign(new PurgeRun(), { cutoff: policy.cutoffFor(now), requestedAt: now, trigger });
  }
}
