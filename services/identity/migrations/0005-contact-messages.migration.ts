import { Migration } from '@mikro-orm/migrations';

/** Messages sent with the public contact form, read by the super admin. */
export class ContactMessagesSchema extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table identity.contact_message (
      id uuid primary key,
      name text not null,
      email text not null,
      phone text null,
      topic text not null check (topic in ('general', 'support', 'billing', 'pharmacy_onboarding', 'privacy')),
      subject text not null,
      message text not null,
      received_at timestamptz not null,
      sender_key text null,
      handled_at timestamptz null
    )`);
    this.addSql(`create index contact_message_received_idx on identity.contact_message (received_at)`);
    this.addSql(`create index contact_message_sender_idx on identity.contact_message (sender_key, received_at)`);
  }
}
