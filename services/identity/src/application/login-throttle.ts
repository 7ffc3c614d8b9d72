import type { DomainError } from '@pharmachat/chassis';
import type { SignInFailureRepository } from '../infrastructure/sign-in-failure.repository';
import type { Clock } from './ports';
import { IdentityErrors } from '../domain/identity.exception';

export interface LoginProtectionSettings {
  /** failed sign-ins allowed per account within the window */
  maxFailuresPerAccount: number;
  /** failed sign-ins allowed per client address within the window */
  maxFailuresPerAddress: number;
  windowMinutes: number;
}

/** How long failures are kept at least (for operators), whatever the window. */
const KEEP_FAILURES_MS = 24 * 3_600_000;

export function tooManyFailedSignIns(retryAfterSeconds: number): DomainError {
  return IdentityErrors.tooManyFailedSignIns({ retryAfter: retryAfterSeconds });
}

/**
 * Login protection: after too many failed sign-ins for one account, or from one client address, within the
 * window, further attempts are refused (RATE_LIMITED with retryAfter) without checking the password. The
 * failures are kept in identity's database, so every instance agrees.
 */
export class LoginThrottle {
  constructor(
    private readonly failures: SignInFailureRepository,
    private readonly settings: LoginProtectionSettings,
    private readonly now: Clock,
  ) {}

  /** Account keys name the kind of account, so a staff username and a patient e-mail never share a count. */
  static accountKey(kind: 'staff' | 'patient' | 'doctor', identifier: string): string {
    return `${kind}:${identifier.trim().toLowerCase()}`;
  }

  async check(accountKey: string, clientIp: string | null): Promise<void> {
    const now = this.now();
    const windowMs = this.settings.windowMinutes * 60_000;
    const since = new Date(now.getTime() - windowMs);
    const limiting = [
      await this.failures.limitingFailure('account_key', accountKey, since, this.settings.maxFailuresPerAccount),
      clientIp ? await this.failures.limitingFailure('client_ip', clientIp, since, this.settings.maxFailuresPerAddress) : null,
    ].filter((at): at is Date => at !== null);
    if (limiting.length === 0) return;
    const freeAt = Math.max(...limiting.map((at) => at.getTime() + windowMs));
    throw tooManyFailedSignIns(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
  }

  async recordFailure(accountKey: string, clientIp: string | null): Promise<void> {
    const now = this.now();
    const keepMs = Math.max(KEEP_FAILURES_MS, this.settings.windowMinutes * 60_000);
    await this.failures.record(accountKey, clientIp, now, new Date(now.getTime() - keepMs));
  }

  /** A successful sign-in clears the account's count (the address's count stays). */
  async succeeded(accountKey: string): Promise<void> {
    await this.failures.clearAccount(accountKey);
  }
}
