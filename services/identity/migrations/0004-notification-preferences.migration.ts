import { Migration } from '@mikro-orm/migrations';

/** Each staff member's alert preferences (saved on the server; the defaults are the specification's). */
export class NotificationPreferencesSchema extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table identity.staff_notification_preferences (
      user_id uuid primary key references identity.staff_user (id) on delete cascade,
      browser_notifications boolean not null default true,
      sound_alerts boolean not null default true,
      email_notifications boolean not null default false,
      urgent_only boolean not null default false,
      auto_refresh int not null default 5 check (auto_refresh = 0 or (auto_refresh >= 5 and auto_refresh <= 300)),
      updated_at timestamptz not null
    )`);
  }
}
