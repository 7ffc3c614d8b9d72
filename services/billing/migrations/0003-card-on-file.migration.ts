import { Migration } from '@mikro-orm/migrations';

/** The card on file as the provider reports it (brand, last 4 digits, expiry; never the number). */
export class CardOnFileMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table billing.subscription
      add column card_brand text null,
      add column card_last4 text null,
      add column card_exp_month int null,
      add column card_exp_year int null`);
  }
}
