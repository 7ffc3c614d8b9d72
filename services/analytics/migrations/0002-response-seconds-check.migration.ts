import { Migration } from '@mikro-orm/migrations';

/**
 * The same rule (no negative waiting time), written so that PostgreSQL stores it in a form the schema diff reads
 * back as written: `seconds >= 0` is kept as `seconds >= (0)::double precision`, which MikroORM 7.2.1 misreads, so
 * the mapping could never agree with it; `seconds >= '0'` is kept as `seconds >= '0'::double precision`.
 */
export class ResponseSecondsCheck extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table analytics.response_sample drop constraint response_sample_seconds_check');
    this.addSql(`alter table analytics.response_sample add constraint response_sample_seconds_check check (seconds >= '0')`);
  }
}
