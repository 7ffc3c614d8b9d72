import { Migration } from '@mikro-orm/migrations';
import { captchaTablesSql } from '@pharmachat/chassis';

/** Used captcha solutions of the public registration form (each solution works once). */
export class PharmacyCaptcha extends Migration {
  override async up(): Promise<void> {
    for (const sql of captchaTablesSql('pharmacy')) this.addSql(sql);
  }
}
