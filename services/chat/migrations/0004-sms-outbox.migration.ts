import { Migration } from '@mikro-orm/migrations';

/**
 * Staff replies sent as text messages: each one kept in `chat.sms_message` (queued with the reply, then sent, failed,
 * or stored in the local outbox), and the pharmacy's phone in chat's projection (the SMS option needs one).
 */
export class SmsOutboxMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table chat.known_pharmacy add column phone text null');
    this.addSql(`create table chat.sms_message (
      id uuid primary key,
      pharmacy_id uuid not null,
      session_id uuid null references chat.chat_session (id) on delete cascade,
      "to" text not null,
      body text not null,
      status text not null default 'queued' check (status in ('queued', 'sent', 'failed', 'stored')),
      provider text not null,
      provider_message_id text null,
      error text null,
      attempts int not null default 0,
      created_at timestamptz not null,
      sent_at timestamptz null
    )`);
    this.addSql('create index sms_message_pharmacy_idx on chat.sms_message (pharmacy_id, created_at desc)');
    this.addSql('create index sms_message_session_idx on chat.sms_message (session_id)');
  }
}
