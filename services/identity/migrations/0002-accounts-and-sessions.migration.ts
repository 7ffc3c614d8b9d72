import { Migration } from '@mikro-orm/migrations';
import { captchaTablesSql } from '@pharmachat/chassis';

/**
 * Patients and doctor credentials, server-side sign-in sessions with rotating refresh tokens, the failed
 * sign-in log that every instance reads (login protection), and used captcha solutions.
 */
export class AccountsAndSessions extends Migration {
  override async up(): Promise<void> {
    for (const sql of captchaTablesSql('identity')) this.addSql(sql);

    this.addSql(`create table identity.patient_account (
      id uuid primary key,
      email text not null,
      password_hash text not null,
      first_name text not null,
      last_name text not null,
      phone text null,
      date_of_birth text null,
      zip_code text null,
      created_at timestamptz not null,
      last_active_at timestamptz null
    )`);
    this.addSql('create unique index patient_account_email_key on identity.patient_account (lower(email))');

    this.addSql(`create table identity.doctor_account (
      id uuid primary key,
      email text not null,
      password_hash text not null,
      status text not null check (status in ('pending', 'approved', 'rejected')),
      created_at timestamptz not null,
      last_active_at timestamptz null
    )`);
    this.addSql('create unique index doctor_account_email_key on identity.doctor_account (lower(email))');

    // one row per sign-in session (the `sid` of its access tokens); a role switch continues the sign-in in a new
    // session of the same family, so the whole chain can be ended at once
    this.addSql(`create table identity.sign_in_session (
      id uuid primary key,
      family_id uuid not null,
      principal_kind text not null check (principal_kind in ('staff', 'patient', 'doctor')),
      subject uuid not null,
      view_role text null check (view_role in ('super_admin', 'pharmacy_admin', 'pharmacy_staff')),
      view_pharmacy_id uuid null,
      created_at timestamptz not null,
      last_used_at timestamptz not null,
      expires_at timestamptz not null,
      revoked_at timestamptz null,
      revoked_reason text null
    )`);
    this.addSql('create index sign_in_session_subject_idx on identity.sign_in_session (subject) where revoked_at is null');
    this.addSql('create index sign_in_session_family_idx on identity.sign_in_session (family_id)');

    // refresh tokens are kept only as SHA-256 hashes; each works once
    this.addSql(`create table identity.refresh_token (
      token_hash text primary key,
      session_id uuid not null references identity.sign_in_session (id) on delete cascade deferrable initially deferred,
      issued_at timestamptz not null,
      used_at timestamptz null
    )`);
    this.addSql('create index refresh_token_session_idx on identity.refresh_token (session_id)');

    this.addSql(`create table identity.sign_in_failure (
      id bigserial primary key,
      account_key text not null,
      client_ip text null,
      failed_at timestamptz not null
    )`);
    this.addSql('create index sign_in_failure_account_idx on identity.sign_in_failure (account_key, failed_at)');
    this.addSql('create index sign_in_failure_ip_idx on identity.sign_in_failure (client_ip, failed_at)');
    this.addSql('create index sign_in_failure_time_idx on identity.sign_in_failure (failed_at)');
  }
}
