import { Migration } from '@mikro-orm/migrations';

/** The append-only audit log: rows can be inserted, never updated, deleted or truncated. */
export class AuditLogSchema extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table identity.audit_log (
      id uuid primary key,
      at timestamptz not null,
      actor_id text not null,
      actor_kind text not null,
      actor_role text null,
      actor_name text null,
      pharmacy_id text null,
      action text not null,
      object_type text not null,
      object_id text not null,
      source text not null,
      recorded_at timestamptz not null default now()
    )`);
    this.addSql('create index audit_log_at_idx on identity.audit_log (at desc, id desc)');
    this.addSql('create index audit_log_pharmacy_idx on identity.audit_log (pharmacy_id, at desc, id desc)');
    this.addSql(`create function identity.audit_log_is_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'identity.audit_log is append-only: % is not allowed', tg_op;
      end
    $$`);
    this.addSql('create trigger audit_log_no_update_or_delete before update or delete on identity.audit_log for each row execute function identity.audit_log_is_append_only()');
    this.addSql('create trigger audit_log_no_truncate before truncate on identity.audit_log for each statement execute function identity.audit_log_is_append_only()');
  }
}
