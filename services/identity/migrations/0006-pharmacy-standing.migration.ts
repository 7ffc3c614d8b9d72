import { Migration } from '@mikro-orm/migrations';

/**
 * Each pharmacy's standing as identity knows it from the pharmacy service's events (and the owner's account of a
 * self-registration, before the pharmacy exists): whether its staff may sign in, and what they are told otherwise.
 */
export class PharmacyStandingSchema extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table identity.known_pharmacy (
      pharmacy_id uuid primary key,
      status text not null check (status in ('registering', 'pending_approval', 'active', 'suspended', 'rejected')),
      reason text null,
      owner_user_id uuid null,
      updated_at timestamptz not null
    )`);
  }
}
