import { createChallenge, randomInt, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret, verify } from 'altcha-lib/frameworks/shared';
import { badInput } from '../errors/domain-error';
import type { Database } from '../database/database';
import { quoteIdent } from '../outbox/outbox.schema';

/**
 * Self-hosted proof-of-work captcha (ALTCHA), instead of Google reCAPTCHA: the gateway issues signed
 * challenges, the browser widget solves one, and the service that owns the form verifies the solution and
 * records it so each solution works once.
 */
export interface CaptchaSettings {
  /** HMAC secret shared by the gateway (which signs challenges) and the services (which verify them) */
  secret: string;
  /** PBKDF2 iterations per attempt */
  cost: number;
  /** upper bound of the counter the client must find (work ~ cost x counter / 2) */
  maxCounter: number;
  /** minutes a challenge stays valid */
  ttlMinutes?: number;
}

export const CAPTCHA_REQUIRED = 'Please complete the captcha verification.';
export const CAPTCHA_REUSED = 'This captcha was already used. Please solve it again.';
export const CAPTCHA_INVALID = 'The captcha could not be verified. Please solve it again.';

const ALGORITHM = 'PBKDF2/SHA-256';

export async function issueCaptchaChallenge(settings: CaptchaSettings): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: settings.cost,
    counter: randomInt(settings.maxCounter, Math.max(1, Math.floor(settings.maxCounter / 3))),
    deriveKey,
    hmacSignatureSecret: settings.secret,
    hmacKeySignatureSecret: await deriveHmacKeySecret(settings.secret),
    expiresAt: new Date(Date.now() + (settings.ttlMinutes ?? 10) * 60_000),
  });
}

/** For tests and scripts: solves a challenge the way the browser widget does, returning the form payload. */
export async function solveCaptchaChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** DDL for the table that remembers used solutions (one per service schema that verifies captchas). */
export function captchaTablesSql(schema: string): string[] {
  const s = quoteIdent(schema);
  return [`create table ${s}.captcha_use (challenge_id text primary key, used_at timestamptz not null default now())`, `create index captcha_use_used_idx on ${s}.captcha_use (used_at)`];
}

export class CaptchaVerifier {
  private readonly table: string;

  constructor(
    private readonly db: Database,
    private readonly settings: CaptchaSettings,
  ) {
    this.table = `${quoteIdent(db.schema)}.captcha_use`;
  }

  /** Throws BAD_USER_INPUT with a message a person can act on unless the payload is a fresh, valid solution. */
  async verify(payload: string | null | undefined): Promise<void> {
    if (!payload || !payload.trim()) throw badInput(CAPTCHA_REQUIRED, { field: 'captcha' });
    const store = {
      get: async (key: string) => (await this.db.em().execute(`select 1 from ${this.table} where challenge_id = ?`, [key])).length > 0,
      set: async (key: string) => {
        await this.db.em().execute(`insert into ${this.table} (challenge_id) values (?) on conflict do nothing`, [key], 'run');
      },
      setIfAbsent: async (key: string) => {
        const result = await this.db.em().execute<{ affectedRows: number }>(`insert into ${this.table} (challenge_id) values (?) on conflict do nothing`, [key], 'run');
        return result.affectedRows > 0;
      },
    };
    const result = await verify(payload, deriveKey, this.settings.secret, await deriveHmacKeySecret(this.settings.secret), store);
    if (result.error) {
      throw badInput(/already used/i.test(result.error) ? CAPTCHA_REUSED : CAPTCHA_INVALID, { field: 'captcha' });
    }
    // forget solutions whose challenges can no longer be valid
    await this.db.em().execute(`delete from ${this.table} where used_at < now() - interval '1 day'`, [], 'run');
  }
}

/** Captcha settings from the common configuration; the secret must be configured. */
export function captchaSettingsFrom(config: { CAPTCHA_SECRET?: string; CAPTCHA_COST: number; CAPTCHA_MAX_COUNTER: number }): CaptchaSettings {
  if (!config.CAPTCHA_SECRET) throw new Error('CAPTCHA_SECRET is missing: set it (16+ characters) so captchas can be signed and verified.');
  return { secret: config.CAPTCHA_SECRET, cost: config.CAPTCHA_COST, maxCounter: config.CAPTCHA_MAX_COUNTER };
}
