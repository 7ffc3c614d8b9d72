import { Migration } from '@mikro-orm/migrations';
import { chassisTablesSql } from '@pharmachat/chassis';

export class InitialIdentitySchema extends Migration {
  override async up(): Promise<void> {
    for (const sql of chassisTablesSql('identity')) this.addSql(sql);
    this.addSql(`create table identity.staff_user (
      id uuid primary key,
      username text not null,
      email text not null,
      password_hash text not null,
      first_name text null,
      last_name text null,
      role text not null check (role in ('super_admin', 'pharmacy_admin', 'pharmacy_staff')),
      pharmacy_id uuid null,
      is_active boolean not null default true,
      created_at timestamptz not null,
      last_active_at timestamptz null,
      constraint staff_user_tenant_check check ((role = 'super_admin') = (pharmacy_id is null))
    )`);
    this.addSql('create unique index staff_user_username_key on identity.staff_user (lower(username))');
    this.addSql('create index staff_user_pharmacy_idx on identity.staff_user (pharmacy_id)');
  }
}

export const identityMigrations = [{ name: '0001-initial', class: InitialIdentitySchema }];
