import { Migration } from '@mikro-orm/migrations';
import { chassisTablesSql } from '@pharmachat/chassis';

export class InitialPharmacySchema extends Migration {
  override async up(): Promise<void> {
    for (const sql of chassisTablesSql('pharmacy')) this.addSql(sql);
    this.addSql(`create table pharmacy.pharmacy (
      id uuid primary key,
      name text not null,
      address text not null,
      phone text not null,
      email text not null,
      license_number text not null,
      operating_hours jsonb not null,
      time_zone text not null default 'America/Chicago',
      status text not null check (status in ('pending_approval', 'active', 'suspended', 'rejected')),
      settings jsonb not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      approved_at timestamptz null
    )`);
    this.addSql('create index pharmacy_status_idx on pharmacy.pharmacy (status)');
  }
}

export const pharmacyMigrations = [{ name: '0001-initial', class: InitialPharmacySchema }];
