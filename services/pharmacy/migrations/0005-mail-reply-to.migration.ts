import { Migration } from '@mikro-orm/migrations';

/** Mails may carry a Reply-To (contact-form messages to support: replies go to the person who wrote). */
export class PharmacyMailReplyTo extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table pharmacy.mail_message add column reply_to text');
  }
}
