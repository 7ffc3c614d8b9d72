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
 * The next daily run strictly after `now`: today at `purgeHour`:00 local time if that is still ahead,
 * otherwise tomorrow at that hour. Built from calendar fields, so daylight-saving days stay at the same hour.
 */
export function nextRunAt(now: Date, purgeHour: number): Date {
  if (!Number.isInteger(purgeHour) || purgeHour < 0 || purgeHour > 23) throw new RangeError(`purgeHour must be an hour of the day (0-23), got ${purgeHour}`);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), purgeHour, 0, 0, 0);
  if (today.getTime() > now.getTime()) return today;
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, purgeHour, 0, 0, 0);
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
