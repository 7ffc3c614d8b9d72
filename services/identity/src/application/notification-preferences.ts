import { z } from 'zod';
import { LockMode } from '@mikro-orm/core';
import { CommandPipeline, defineCommand, isUuid, requirePrincipal, type Database, type Logger, type Principal } from '@pharmachat/chassis';
import { IdentityErrors } from '../domain/identity.exception';
import { AUTO_REFRESH_MESSAGE, isValidAutoRefresh, NotificationPreferences, type NotificationPreferenceChanges } from '../domain/notification-preferences';

const flag = (field: string) => z.boolean(`${field} must be true or false.`).nullish();

/** A partial change: a field left out (or null) keeps its value. */
const updateInput = z.object({
  browserNotifications: flag('browserNotifications'),
  soundAlerts: flag('soundAlerts'),
  emailNotifications: flag('emailNotifications'),
  urgentOnly: flag('urgentOnly'),
  autoRefresh: z.number(AUTO_REFRESH_MESSAGE).refine(isValidAutoRefresh, AUTO_REFRESH_MESSAGE).nullish(),
});

/** Staff only: patients, doctors and guests have no staff alerts (anonymous callers are asked to sign in). */
function requireStaffMember(principal: Principal | null): Principal {
  const caller = requirePrincipal(principal);
  if (caller.kind !== 'staff') throw IdentityErrors.onlyStaffHavePreferences();
  return caller;
}

/**
 * Each staff member's alert preferences (the notification settings page, the alert rules in the shell), saved per
 * user account on the server. Until a member saves, they read the defaults (nothing is written on a read).
 */
export class StaffNotificationPreferences {
  private readonly commands: CommandPipeline;

  constructor(
    private readonly db: Database,
    logger: Logger,
  ) {
    this.commands = new CommandPipeline(db, logger);
  }

  /** The signed-in staff member's preferences (the defaults until saved). */
  async mine(principal: Principal | null): Promise<NotificationPreferences> {
    const caller = requireStaffMember(principal);
    const saved = isUuid(caller.subject) ? await this.db.em().findOne(NotificationPreferences, { userId: caller.subject }) : null;
    return saved ?? NotificationPreferences.defaultsFor(caller.subject);
  }

  /** Saves the fields given; the others keep their value. */
  update(principal: Principal | null, input: NotificationPreferenceChanges | Record<string, unknown>): Promise<NotificationPreferences> {
    return this.commands.run(this.updateCommand, principal, input);
  }

  private readonly updateCommand = defineCommand({
    name: 'identity.updateNotificationPreferences',
    input: updateInput,
    authorize: requireStaffMember,
    execute: async (tx, input, caller) => {
      // the row is created with the defaults on first save (two first saves at once: one inserts, both update in turn)
      // (an account deleted since the token was issued has no row to keep: its sessions are over)
      if (!isUuid(caller.subject)) throw IdentityErrors.invalidToken();
      await tx.em.execute(
        `insert into identity.staff_notification_preferences (user_id, updated_at)
         select id, now() from identity.staff_user where id = ? on conflict (user_id) do nothing`,
        [caller.subject],
        'run',
      );
      const preferences = await tx.em.findOne(NotificationPreferences, { userId: caller.subject }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!preferences) throw IdentityErrors.invalidToken();
      const changes: NotificationPreferenceChanges = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));
      preferences.change(changes);
      return preferences;
    },
  });
}
