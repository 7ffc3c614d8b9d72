import { Migration } from '@mikro-orm/migrations';

/**
 * One row per scheduled purge slot (the day's 02:00), inserted by the replica that runs it: every replica arms the
 * same timer, the first insert wins (`on conflict do nothing`), and the others skip that slot.
 */
export class PurgeSlotClaims extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table retention.purge_slot (
      slot timestamptz primary key,
      claimed_by text not null,
      claimed_at timestamptz not null,
      run_id uuid not null unique references retention.purge_run (id) deferrable initially deferred
    )`);
  }
}
