import { Migration } from '@mikro-orm/migrations';

/** What the assistant knows of each pharmacy (from pharmacy events): its hours, time zone and emergency number. */
export class PharmacyProfileMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table assistant.pharmacy_profile (
      pharmacy_id uuid primary key,
      name text not null,
      time_zone text not null,
      operating_hours jsonb null,
      emergency_contact text null,
      updated_at timestamptz not null
    )`);
  }
}
