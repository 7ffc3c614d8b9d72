import { Migration } from '@mikro-orm/migrations';

/**
 * The per-pharmacy deletion log: one row per purge report line (an owner's `<context>.<aggregate>.purged` event):
 * which run, which pharmacy, what (chat sessions, messages, feedback, doctor chats...) and how many. A report is
 * recorded once (its event id). Kept like the audit trail: it holds counts, no patient data.
 */
export class DeletionLog extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table retention.deletion_log (
      id bigserial primary key,
      report_id uuid not null,
      run_id uuid not null,
      pharmacy_id uuid not null,
      source text not null,
      what text not null,
      count int not null,
      cutoff timestamptz not null,
      deleted_at timestamptz not null
    )`);
    this.addSql('create unique index deletion_log_report_idx on retention.deletion_log (report_id, pharmacy_id, what)');
    this.addSql('create index deletion_log_pharmacy_idx on retention.deletion_log (pharmacy_id, deleted_at)');
    this.addSql('create index deletion_log_run_idx on retention.deletion_log (run_id)');
  }
}
