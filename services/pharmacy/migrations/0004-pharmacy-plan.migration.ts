import { Migration } from '@mikro-orm/migrations';

/** Each pharmacy's plan, from billing's events: several locations under one owner are an Enterprise feature. */
export class PharmacyPlanProjection extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table pharmacy.pharmacy_plan (
      pharmacy_id uuid primary key,
      plan text not null,
      updated_at timestamptz not null
    )`);
  }
}
