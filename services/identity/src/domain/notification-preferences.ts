/** The auto-refresh choices: 0 (off) or 5 to 300 seconds. */
export const AUTO_REFRESH = { off: 0, min: 5, max: 300 } as const;

export function isValidAutoRefresh(seconds: number): boolean {
  return Number.isInteger(seconds) && (seconds === AUTO_REFRESH.off || (seconds >= AUTO_REFRESH.min && seconds <= AUTO_REFRESH.max));
}

export const AUTO_REFRESH_MESSAGE = `autoRefresh must be 0 (off) or a whole number of seconds from ${AUTO_REFRESH.min} to ${AUTO_REFRESH.max}.`;

/** What a staff member may change (undefined = unchanged). */
export interface NotificationPreferenceChanges {
  browserNotifications?: boolean;
  soundAlerts?: boolean;
  emailNotifications?: boolean;
  urgentOnly?: boolean;
  autoRefresh?: number;
}

/**
 * A staff member's alert preferences, kept on the server so they follow the person between devices. The defaults
 * are the specification's (part 2, 2.14): system notifications and sound on, e-mail off, every chat (not only
 * urgent ones), auto refresh every 5 seconds.
 */
export class NotificationPreferences {
  /** the staff user's id (their own account, whatever role they view as) */
  userId!: string;
  browserNotifications = true;
  soundAlerts = true;
  emailNotifications = false;
  urgentOnly = false;
  autoRefresh: number = 5;
  updatedAt: Date = new Date();

  static defaultsFor(userId: string): NotificationPreferences {
    return Object.assign(new NotificationPreferences(), { userId });
  }

  /** Applies a partial change; the caller validated the values (see `isValidAutoRefresh`). */
  change(changes: NotificationPreferenceChanges, at: Date = new Date()): void {
    if (changes.browserNotifications !== undefined) this.browserNotifications = changes.browserNotifications;
    if (changes.soundAlerts !== undefined) this.soundAlerts = changes.soundAlerts;
    if (changes.emailNotifications !== undefined) this.emailNotifications = changes.emailNotifications;
    if (changes.urgentOnly !== undefined) this.urgentOnly = changes.urgentOnly;
    if (changes.autoRefresh !== undefined) this.autoRefresh = changes.autoRefresh;
    this.updatedAt = at;
  }
}
