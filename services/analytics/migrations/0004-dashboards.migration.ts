import { Migration } from '@mikro-orm/migrations';

/**
 * The dashboards' read models (issue 15), built only from events. Daily aggregates per pharmacy, keyed by the day in
 * the pharmacy's time zone, hold every figure the dashboards show, so the figures survive the 90-day purge of raw
 * chats; per-session bookkeeping (session_tracker, triaged_message, daily_patient) is analytics' own and is purged
 * with the chats. Projections of pharmacies (name, status, hours, time zone), subscriptions (plan, price, features)
 * and accounts give the platform figures; heartbeat gives the uptime.
 */
export class DashboardsMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table analytics.session_tracker
      add column started_at timestamptz null,
      add column first_message_at timestamptz null,
      add column last_message_at timestamptz null,
      add column first_day date null,
      add column ai_replied boolean not null default false,
      add column ai_counted boolean not null default false,
      add column handed_off_at timestamptz null,
      add column escalated_at timestamptz null,
      add column staff_replied boolean not null default false,
      add column resolved boolean not null default false,
      add column category text null`);
    this.addSql('create index session_tracker_activity_idx on analytics.session_tracker (last_message_at)');
    this.addSql(`create table analytics.daily_activity (
      pharmacy_id uuid not null,
      day date not null,
      sessions int not null default 0,
      returning_sessions int not null default 0,
      patient_messages int not null default 0,
      ai_messages int not null default 0,
      staff_messages int not null default 0,
      escalated_sessions int not null default 0,
      resolved_sessions int not null default 0,
      handed_off_sessions int not null default 0,
      ai_answered_sessions int not null default 0,
      duration_seconds double precision not null default 0,
      duration_sessions int not null default 0,
      ai_first_reply_seconds double precision not null default 0,
      ai_first_replies int not null default 0,
      staff_first_reply_seconds double precision not null default 0,
      staff_first_replies int not null default 0,
      staff_wait_open_seconds double precision not null default 0,
      staff_waits_open int not null default 0,
      staff_wait_closed_seconds double precision not null default 0,
      staff_waits_closed int not null default 0,
      response_seconds double precision not null default 0,
      responses int not null default 0,
      replies_under30s int not null default 0,
      replies30s_to2m int not null default 0,
      replies2m_to5m int not null default 0,
      replies_over5m int not null default 0,
      primary key (pharmacy_id, day)
    )`);
    this.addSql(`create table analytics.daily_category (
      pharmacy_id uuid not null,
      day date not null,
      category text not null,
      sessions int not null default 0,
      questions int not null default 0,
      handed_over int not null default 0,
      primary key (pharmacy_id, day, category)
    )`);
    this.addSql(`create table analytics.daily_question (
      pharmacy_id uuid not null,
      day date not null,
      question text not null,
      answers int not null default 0,
      primary key (pharmacy_id, day, question)
    )`);
    this.addSql(`create table analytics.daily_hour (
      pharmacy_id uuid not null,
      day date not null,
      hour int not null,
      messages int not null default 0,
      primary key (pharmacy_id, day, hour)
    )`);
    this.addSql(`create table analytics.daily_rating (
      pharmacy_id uuid not null,
      day date not null,
      category text not null,
      stars int not null,
      ratings int not null default 0,
      rating_sum double precision not null default 0,
      primary key (pharmacy_id, day, category, stars)
    )`);
    this.addSql(`create table analytics.daily_patient (
      pharmacy_id uuid not null,
      day date not null,
      patient_key text not null,
      primary key (pharmacy_id, day, patient_key)
    )`);
    this.addSql(`create table analytics.patient_seen (
      pharmacy_id uuid not null,
      patient_key text not null,
      sessions int not null default 0,
      primary key (pharmacy_id, patient_key)
    )`);
    this.addSql(`create table analytics.triaged_message (
      message_id uuid primary key,
      pharmacy_id uuid not null,
      day date not null,
      category text null,
      handed_over boolean not null default false,
      counted boolean not null default false,
      created_at timestamptz not null
    )`);
    this.addSql('create index triaged_message_created_idx on analytics.triaged_message (created_at)');
    this.addSql(`create table analytics.pharmacy_profile (
      pharmacy_id uuid primary key,
      name text not null,
      status text not null,
      time_zone text null,
      operating_hours jsonb null,
      updated_at timestamptz not null
    )`);
    this.addSql(`create table analytics.subscription_state (
      pharmacy_id uuid primary key,
      plan text not null,
      status text not null,
      monthly_price double precision null,
      conversation_limit int null,
      features jsonb null,
      updated_at timestamptz not null
    )`);
    this.addSql(`create table analytics.platform_account (
      account_id text primary key,
      kind text not null,
      pharmacy_id uuid null
    )`);
    this.addSql(`create table analytics.heartbeat (
      minute timestamptz primary key
    )`);
  }
}
