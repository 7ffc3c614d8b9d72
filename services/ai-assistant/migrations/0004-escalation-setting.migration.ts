import { Migration } from '@mikro-orm/migrations';

/**
 * Settings' 'Escalation to staff' and the pharmacy's phone (from pharmacy events): with escalation off, a question the
 * assistant cannot answer is not handed to staff; the patient is asked to call the pharmacy at that number.
 */
export class PharmacyProfileEscalation extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table assistant.pharmacy_profile add column escalation_enabled boolean not null default true');
    this.addSql('alter table assistant.pharmacy_profile add column phone text');
  }
}
