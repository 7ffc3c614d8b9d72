import { randomUUID } from 'node:crypto';

/** Hashes and checks passwords (argon2id in production; see infrastructure). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

/** Checks a captcha solution once (the chassis' ALTCHA verifier). */
export interface CaptchaCheck {
  verify(payload: string | null | undefined): Promise<void>;
}

/** The application's time; tests replace it to move through idle timeouts and lifetimes. */
export type Clock = () => Date;

/**
 * Password checks that cost the same whether or not the account exists: an unknown account is checked against
 * a stand-in hash, so the answer's timing does not tell which accounts exist.
 */
export class PasswordCheck {
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly hasher: PasswordHasher) {}

  hash(password: string): Promise<string> {
    return this.hasher.hash(password);
  }

  async matches(passwordHash: string | null | undefined, password: string): Promise<boolean> {
    const matches = await this.hasher.verify(passwordHash ?? (await this.standIn()), password);
    return matches && !!passwordHash;
  }

  /** Prepares the stand-in hash ahead of the first sign-in attempt. */
  async warmUp(): Promise<void> {
    await this.standIn();
  }

  private standIn(): Promise<string> {
    this.dummyHash ??= this.hasher.hash(randomUUID());
    return this.dummyHash;
  }
}
