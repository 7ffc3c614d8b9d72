import { Migration } from '@mikro-orm/migrations';
import { chassisTablesSql } from '@pharmachat/chassis';
import { ResponseSecondsCheck } from './0002-response-seconds-check.migration';
import { FeedbackRatingsMigration } from './0003-feedback-ratings.migration';
import { DashboardsMigration } from './0004-dashboards.migration';

export class InitialAnalyticsSchema extends Migration {
  override async up(): Promise<void> {
    for (const sql of chassisTablesSql('analytics')) this.addSql(sql);
    this.addSql(`create table analytics.pharmacy_activity (
      pharmacy_id uuid primary key,
      total_sessions int not null default 0,
      escalations int not null default 0,
      updated_at timestamptz not null default now()
    )`);
    this.addSql(`create table analytics.monthly_sessions (
      pharmacy_id uuid not null,
      month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
      sessions int not null default 0,
      primary key (pharmacy_id, month)
    )`);
    this.addSql(`create table analytics.message_count (
      pharmacy_id uuid not null,
      sender text not null check (sender in ('user', 'ai', 'staff')),
      messages int not null default 0,
      primary key (pharmacy_id, sender)
    )`);
    this.addSql(`create table analytics.session_tracker (
      session_id uuid primary key,
      pharmacy_id uuid not null,
      waiting_since timestamptz null,
      escalated boolean not null default false
    )`);
    this.addSql(`create table analytics.response_sample (
      id uuid primary key,
      pharmacy_id uuid not null,
      session_id uuid not null,
      responder text not null check (responder in ('ai', 'staff')),
      seconds double precision not null check (seconds >= 0),
      answered_at timestamptz not null
    )`);
    this.addSql('create index response_sample_pharmacy_idx on analytics.response_sample (pharmacy_id, answered_at)');
    this.addSql('create index response_sample_session_idx on analytics.response_sample (session_id, answered_at)');
  }
}

export const analyticsMigrations = [
  { name: '0001-initial', class: InitialAnalyticsSchema },
  { name: '0002-response-seconds-check', class: ResponseSecondsCheck },
  { name: '0003-feedback-ratings', class: FeedbackRatingsMigration },
  { name: '0004-dashboards', class: DashboardsMigration },
];
