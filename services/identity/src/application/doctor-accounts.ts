import type { DomainError} from '@pharmachat/chassis';
import { isUuid, parseInput, requirePrincipal, type Database, type EntityManager, type Logger, type Principal } from '@pharmachat/chassis';
import { DoctorAccount, doctorAccountStatuses, type DoctorAccountStatus } from '../domain/doctor-account';
import type { SignInSession } from '../domain/sign-in-session';
import { findDoctorByEmail, isUniqueViolation } from '../infrastructure/account.repository';
import { createDoctorAccountInput, emailLoginInput, type CreateDoctorAccountInput } from './identity.inputs';
import { LoginThrottle } from './login-throttle';
import type { Clock, PasswordCheck } from './ports';
import type { IssuedTokens, SessionIdentity, SignInSessions } from './sign-in-sessions';
import { IdentityErrors, INVALID_EMAIL_CREDENTIALS } from '../domain/identity.exception';

export const INVALID_DOCTOR_CREDENTIALS = INVALID_EMAIL_CREDENTIALS;

export interface DoctorSignedIn {
  tokens: IssuedTokens;
  doctor: DoctorAccount;
}

function doctorIdentity(doctor: DoctorAccount): SessionIdentity {
  return { kind: 'doctor', subject: doctor.id, username: doctor.email, role: null, pharmacyId: null, actualRole: null };
}

/**
 * The credentials doctors sign in with. Accounts are created by the host on behalf of doctor registration (the
 * doctor service owns the profile, identity the password) and follow the profile's review state.
 */
export class DoctorAccounts {
  constructor(
    private readonly db: Database,
    private readonly passwords: PasswordCheck,
    private readonly sessions: SignInSessions,
    private readonly throttle: LoginThrottle,
    private readonly now: Clock,
    private readonly logger: Logger,
  ) {}

  /** Creates a doctor's credentials (pending review unless told otherwise). Only the host may. */
  async createDoctorAccount(principal: Principal | null, input: CreateDoctorAccountInput): Promise<DoctorAccount> {
    requireSystem(principal);
    const command = parseInput(createDoctorAccountInput, input);
    const doctor = DoctorAccount.create({ id: command.doctorId, email: command.email, status: command.status, passwordHash: await this.passwords.hash(command.password), createdAt: this.now() });
    try {
      await this.db.transaction(async (tx) => {
        if ((await tx.em.findOne(DoctorAccount, { id: doctor.id })) || (await findDoctorByEmail(tx.em, doctor.email))) throw emailTaken();
        tx.em.persist(doctor);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    this.logger.info({ doctorId: doctor.id, status: doctor.status }, 'doctor account created');
    return doctor;
  }

  /** Follows the doctor's review (approved, rejected); leaving `approved` ends the doctor's sessions. Host only. */
  async setDoctorAccountStatus(principal: Principal | null, doctorId: string, status: DoctorAccountStatus): Promise<DoctorAccount> {
    requireSystem(principal);
    if (!doctorAccountStatuses.includes(status)) throw IdentityErrors.unknownDoctorStatus();
    return this.db.transaction(async (tx) => {
      const doctor = isUuid(doctorId) ? await tx.em.findOne(DoctorAccount, { id: doctorId.toLowerCase() }) : null;
      if (!doctor) throw IdentityErrors.doctorNotFound();
      if (doctor.status === 'approved' && status !== 'approved') await this.sessions.endAllFor(tx, 'doctor', doctor.id, 'deactivated');
      doctor.status = status;
      return doctor;
    });
  }

  /**
   * Signs a doctor in. Wrong credentials: 'Invalid email or password' (the same for an unknown e-mail). Right
   * credentials but not approved: FORBIDDEN with a message containing 'pending' or 'rejected'.
   */
  async login(email: string, password: string, clientIp: string | null = null): Promise<DoctorSignedIn> {
    const credentials = parseInput(emailLoginInput, { email, password });
    const accountKey = LoginThrottle.accountKey('doctor', credentials.email);
    await this.throttle.check(accountKey, clientIp);
    const doctor = await findDoctorByEmail(this.db.em(), credentials.email, { withPasswordHash: true });
    const passwordMatches = await this.passwords.matches(doctor?.passwordHash, credentials.password);
    if (!doctor || !passwordMatches) {
      await this.throttle.recordFailure(accountKey, clientIp);
      this.logger.info({ doctorId: doctor?.id ?? null, reason: doctor ? 'wrong_password' : 'unknown_email' }, 'doctor sign-in refused');
      throw IdentityErrors.invalidEmailCredentials();
    }
    await this.throttle.succeeded(accountKey);
    doctor.requireApproved();
    return this.db.transaction(async (tx) => {
      const current = await tx.em.findOneOrFail(DoctorAccount, { id: doctor.id });
      current.recordSignIn(this.now());
      return { tokens: await this.sessions.begin(tx, doctorIdentity(current)), doctor: current };
    });
  }

  /** Who a doctor session stands for now; null once the account is no longer approved. */
  readonly identityFor = async (session: SignInSession, em: EntityManager): Promise<SessionIdentity | null> => {
    const doctor = await em.findOne(DoctorAccount, { id: session.subject });
    if (doctor?.status !== 'approved') return null;
    doctor.recordSignIn(this.now());
    return doctorIdentity(doctor);
  };
}

function requireSystem(principal: Principal | null): void {
  if (requirePrincipal(principal).kind !== 'system') throw IdentityErrors.onlyTheHost();
}

function emailTaken(): DomainError {
  return IdentityErrors.emailTaken();
}
