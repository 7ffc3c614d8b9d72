import { Migration } from '@mikro-orm/migrations';
import { chassisTablesSql } from '@pharmachat/chassis';

export class InitialDoctorSchema extends Migration {
  override async up(): Promise<void> {
    for (const sql of chassisTablesSql('doctor')) this.addSql(sql);
    this.addSql(`create table doctor.doctor_profile (
      id uuid primary key,
      email text not null,
      first_name text not null,
      last_name text not null,
      phone text not null,
      license_number text not null,
      license_state text not null,
      npi_number text null,
      dea_number text null,
      practice_name text not null,
      practice_address text not null,
      specialty_area text not null,
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      created_at timestamptz not null,
      constraint doctor_profile_email_unique unique (email)
    )`);
    this.addSql('create index doctor_profile_status_idx on doctor.doctor_profile (status, created_at desc)');
  }
}
