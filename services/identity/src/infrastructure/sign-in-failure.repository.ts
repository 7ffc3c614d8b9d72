import type { Database } from '@pharmachat/chassis';

/**
 * The failed sign-ins of the last minutes, in identity's database so every instance counts the same attempts.
 * Every time comes from the application's clock, never from the database's now().
 */
export class SignInFailureRepository {
  constructor(private readonly db: Database) {}

  /**
   * The time of the `limit`-th most recent failure since `since` for this account (or address), or null when there
   * are fewer: once that failure leaves the window, one more attempt is allowed.
   */
  async limitingFailure(column: 'account_key' | 'client_ip', value: string, since: Date, limit: number): Promise<Date | null> {
    const rows = await this.db
      .em()
      .execute<{ failed_at: Date | string }[]>(
        `select failed_at from identity.sign_in_failure where ${column} = ? and failed_at > ? order by failed_at desc limit 1 offset ?`,
        [value, since, limit - 1],
      );
    const at = rows[0]?.failed_at;
    return at === undefined ? null : new Date(at);
  }

  async record(accountKey: string, clientIp: string | null, at: Date, forgetBefore: Date): Promise<void> {
    const em = this.db.em();
    await em.execute('insert into identity.sign_in_failure (account_key, client_ip, failed_at) values (?, ?, ?)', [accountKey, clientIp, at], 'run');
    await em.execute('delete from identity.sign_in_failure where failed_at < ?', [forgetBefore], 'run');
  }

  /** A successful sign-in forgets the account's failures (not the address's). */
  async clearAccount(accountKey: string): Promise<void> {
    await this.db.em().execute('delete from identity.sign_in_failure where account_key = ?', [accountKey], 'run');
  }
}
