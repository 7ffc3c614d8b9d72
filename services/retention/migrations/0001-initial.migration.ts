import { Migration } from '@mikro-orm/migrations';
import { chassisTablesSql } from '@pharmachat/chassis';

export class InitialRetentionSchema extends Migration {
  override async up(): Promise<void> {
    for (const sql of chassisTablesSql('retention')) this.addSql(sql);
    this.addSql(`create table retention.retention_policy (
      id int primary key check (id = 1),
      retention_days int not null check (retention_days > 0),
      purge_hour int not null check (purge_hour between 0 and 23),
      updated_at timestamptz not null
    )`);
    this.addSql(`insert into retention.retention_policy (id, retention_days, purge_hour, updated_at) values (1, 90, 2, now())`);
    this.addSql(`create table retention.purge_run (
      id uuid primary key,
      cutoff timestamptz not null,
      requested_at timestamptz not null,
      trigger text not null check (trigger in ('schedule', 'manual'))
    )`);
    this.addSql('create index purge_run_requested_idx on retention.purge_run (requested_at desc)');
  }
}
