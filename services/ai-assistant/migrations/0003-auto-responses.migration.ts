import { Migration } from '@mikro-orm/migrations';

/** Settings' 'Auto responses' of each pharmacy (from pharmacy.pharmacy.updated): off = every question goes to staff. */
export class PharmacyProfileAutoResponses extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table assistant.pharmacy_profile add column auto_responses boolean not null default true');
  }
}
