import { randomUUID } from 'node:crypto';

/** E-mail addresses are unique regardless of case. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** A patient who registered an account (guests chat without one). */
export class PatientAccount {
  id: string = randomUUID();
  email!: string;
  /** argon2id PHC string; never leaves the service */
  passwordHash!: string;
  firstName!: string;
  lastName!: string;
  phone: string | null = null;
  /** YYYY-MM-DD */
  dateOfBirth: string | null = null;
  zipCode: string | null = null;
  createdAt = new Date();
  lastActiveAt: Date | null = null;

  static register(
    props: Pick<PatientAccount, 'email' | 'passwordHash' | 'firstName' | 'lastName'> & Partial<Pick<PatientAccount, 'phone' | 'dateOfBirth' | 'zipCode' | 'createdAt'>>,
  ): PatientAccount {
    const account = new PatientAccount();
    account.email = props.email.trim();
    account.passwordHash = props.passwordHash;
    account.firstName = props.firstName;
    account.lastName = props.lastName;
    account.phone = props.phone ?? null;
    account.dateOfBirth = props.dateOfBirth ?? null;
    account.zipCode = props.zipCode ?? null;
    if (props.createdAt) account.createdAt = props.createdAt;
    return account;
  }

  recordSignIn(at = new Date()): void {
    this.lastActiveAt = at;
  }
}
