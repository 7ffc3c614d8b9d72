import { Migration } from '@mikro-orm/migrations';

/**
 * Registration with an owner, the review lifecycle (rejected with a reason, suspended), the mail outbox and the
 * record of deleted pharmacies.
 */
export class PharmacyOwnersLifecycleAndMail extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table pharmacy.pharmacy
      add column owner_user_id uuid null,
      add column owner_name text null,
      add column owner_email text null,
      add column rejection_reason text null,
      add column rejected_at timestamptz null,
      add column suspended_at timestamptz null`);
    this.addSql(`create table pharmacy.mail_message (
      id uuid primary key,
      pharmacy_id uuid null,
      kind text not null,
      "to" text not null,
      subject text not null,
      body text not null,
      status text not null default 'queued' check (status in ('queued', 'sent', 'failed', 'stored')),
      provider text not null,
      provider_message_id text null,
      error text null,
      attempts int not null default 0,
      created_at timestamptz not null,
      sent_at timestamptz null
    )`);
    this.addSql('create index mail_message_pharmacy_idx on pharmacy.mail_message (pharmacy_id)');
    this.addSql('create index mail_message_created_idx on pharmacy.mail_message (created_at desc, id desc)');
    this.addSql(`create table pharmacy.pharmacy_deletion (
      id uuid primary key,
      pharmacy_id uuid not null,
      name text not null,
      deleted_by text null,
      deleted_at timestamptz not null,
      reports jsonb not null
    )`);
  }
}
