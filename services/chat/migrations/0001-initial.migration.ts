import { Migration } from '@mikro-orm/migrations';
import { chassisTablesSql } from '@pharmachat/chassis';
import { HandoffStateMigration } from './0002-handoff-state.migration';
import { InboxFeedbackMigration } from './0003-inbox-feedback.migration';
import { SmsOutboxMigration } from './0004-sms-outbox.migration';

export class InitialChatSchema extends Migration {
  override async up(): Promise<void> {
    for (const sql of chassisTablesSql('chat')) this.addSql(sql);
    this.addSql(`create table chat.chat_session (
      id uuid primary key,
      pharmacy_id uuid not null,
      patient_id text not null,
      patient_name text not null,
      patient_phone text not null,
      guest boolean not null,
      category text null,
      status text not null check (status in ('active', 'waiting_for_staff', 'escalated', 'resolved')),
      needs_staff_attention boolean not null default false,
      handed_off boolean not null default false,
      urgency text not null default 'routine' check (urgency in ('routine', 'emergency')),
      escalation_reason text null,
      message_count int not null default 0,
      last_message text null,
      last_message_at timestamptz null,
      counted_month text null,
      started_at timestamptz not null,
      resolved_at timestamptz null
    )`);
    this.addSql('create index chat_session_pharmacy_idx on chat.chat_session (pharmacy_id, last_message_at desc)');
    this.addSql('create index chat_session_started_idx on chat.chat_session (started_at)');
    this.addSql(`create table chat.chat_message (
      id uuid primary key,
      session_id uuid not null references chat.chat_session (id) on delete cascade,
      pharmacy_id uuid not null,
      sender text not null check (sender in ('user', 'ai', 'staff')),
      content text not null,
      staff_member text null,
      in_reply_to uuid null,
      metadata jsonb not null default '{}',
      created_at timestamptz not null
    )`);
    this.addSql('create index chat_message_session_idx on chat.chat_message (session_id, created_at)');
    this.addSql(`create table chat.known_pharmacy (
      pharmacy_id uuid primary key,
      name text not null,
      status text not null,
      updated_at timestamptz not null
    )`);
    this.addSql(`create table chat.pharmacy_plan (
      pharmacy_id uuid primary key,
      plan text not null,
      conversation_limit int null,
      updated_at timestamptz not null
    )`);
    this.addSql(`create table chat.conversation_usage (
      pharmacy_id uuid not null,
      month text not null,
      conversations int not null default 0,
      primary key (pharmacy_id, month)
    )`);
  }
}

export const chatMigrations = [
  { name: '0001-initial', class: InitialChatSchema },
  { name: '0002-handoff-state', class: HandoffStateMigration },
  { name: '0003-inbox-feedback', class: InboxFeedbackMigration },
  { name: '0004-sms-outbox', class: SmsOutboxMigration },
];
