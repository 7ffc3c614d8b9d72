import { DOCTOR_PENDING, DOCTOR_REJECTED, IdentityErrors } from './identity.exception';

export const doctorAccountStatuses = ['pending', 'approved', 'rejected'] as const;
export type DoctorAccountStatus = (typeof doctorAccountStatuses)[number];

export { DOCTOR_PENDING, DOCTOR_REJECTED };

/**
 * The credentials a doctor signs in with. Its id is the doctor's profile id (the doctor service owns the
 * profile); only an approved doctor may sign in.
 */
export class DoctorAccount {
  id!: string;
  email!: string;
  /** argon2id PHC string; never leaves the service */
  passwordHash!: string;
  status: DoctorAccountStatus = 'pending';
  createdAt = new Date();
  lastActiveAt: Date | null = null;

  static create(props: Pick<DoctorAccount, 'id' | 'email' | 'passwordHash'> & Partial<Pick<DoctorAccount, 'status' | 'createdAt'>>): DoctorAccount {
    const account = new DoctorAccount();
    account.id = props.id;
    account.email = props.email.trim();
    account.passwordHash = props.passwordHash;
    account.status = props.status ?? 'pending';
    if (props.createdAt) account.createdAt = props.createdAt;
    return account;
  }

  /** Refuses to sign in a doctor who is not approved; the message names the state ('pending', 'rejected'). */
  requireApproved(): void {
    if (this.status === 'pending') throw IdentityErrors.doctorPending();
    if (this.status === 'rejected') throw IdentityErrors.doctorRejected();
  }

  recordSignIn(at = new Date()): void {
    this.lastActiveAt = at;
  }
}
