import { Migration } from '@mikro-orm/migrations';

/**
 * Inbox actions, feedback and patients' chats: how often a resolved chat was reopened, the patient's feedback (one
 * rating per category and session, gone with its session), the session's satisfaction kept on its row (so lists
 * need no second query), the pharmacy's time zone (Resolved Today), and indexes for Chat Management.
 */
export class InboxFeedbackMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table chat.chat_session add column reopen_count int not null default 0');
    this.addSql(`alter table chat.chat_session add column satisfaction_rating double precision null check (satisfaction_rating >= '1' and satisfaction_rating <= '5')`);
    this.addSql(`alter table chat.chat_session add column feedback_categories jsonb not null default '[]'`);
    this.addSql('create index chat_session_pharmacy_started_idx on chat.chat_session (pharmacy_id, started_at desc)');
    this.addSql('create index chat_message_pharmacy_idx on chat.chat_message (pharmacy_id, created_at)');
    this.addSql('alter table chat.known_pharmacy add column time_zone text null');
    this.addSql(`create table chat.feedback (
      id uuid primary key,
      session_id uuid not null references chat.chat_session (id) on delete cascade,
      pharmacy_id uuid not null,
      patient_id text null,
      category text not null check (category in ('overall', 'response_quality', 'speed', 'helpfulness')),
      rating double precision not null check (rating >= '1' and rating <= '5'),
      feedback text null,
      response_time int null,
      message_count int null,
      was_escalated boolean not null default false,
      created_at timestamptz not null,
      constraint feedback_session_category_key unique (session_id, category)
    )`);
  }
}
