import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { DomainError } from '@pharmachat/chassis';
import { CommandPipeline, defineCommand, isUuid, parseInput, requirePrincipal, type Database, type EntityManager, type Logger, type Principal, type Transaction } from '@pharmachat/chassis';
import { doctorRegistrationDetails } from '@pharmachat/proto';
import { DoctorAccount, doctorAccountStatuses, type DoctorAccountStatus } from '../domain/doctor-account';
import type { SignInSession } from '../domain/sign-in-session';
import { findDoctorByEmail, isUniqueViolation } from '../infrastructure/account.repository';
import { captchaPayload, createDoctorAccountInput, emailLoginInput, newPassword, type CreateDoctorAccountInput } from './identity.inputs';
import { LoginThrottle } from './login-throttle';
import type { CaptchaCheck, Clock, PasswordCheck } from './ports';
import type { IssuedTokens, SessionIdentity, SignInSessions } from './sign-in-sessions';
import { IdentityErrors, INVALID_EMAIL_CREDENTIALS } from '../domain/identity.exception';

export const INVALID_DOCTOR_CREDENTIALS = INVALID_EMAIL_CREDENTIALS;

/**
 * The doctor registration form (spec part 2 sections 3 and 5): the profile's fields (one contract with the doctor
 * service), the password, both agreements and the captcha. The confirmation is the form's own check.
 */
export const doctorRegistrationInput = doctorRegistrationDetails.extend({
  password: newPassword(8),
  agreeToTerms: z.boolean('You must agree to terms and conditions').refine((agreed) => agreed, 'You must agree to terms and conditions'),
  agreeToHipaa: z.boolean('You must agree to HIPAA compliance').refine((agreed) => agreed, 'You must agree to HIPAA compliance'),
  captcha: captchaPayload,
});
export type DoctorRegistrationInput = z.input<typeof doctorRegistrationInput>;
type DoctorRegistrationCommand = z.output<typeof doctorRegistrationInput>;

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
  private readonly commands: CommandPipeline;

  constructor(
    private readonly db: Database,
    private readonly passwords: PasswordCheck,
    private readonly sessions: SignInSessions,
    private readonly throttle: LoginThrottle,
    private readonly now: Clock,
    private readonly logger: Logger,
    private readonly captcha: CaptchaCheck,
  ) {
    this.commands = new CommandPipeline(db, logger);
  }

  /**
   * POST /api/doctors/register: open to anyone with a solved captcha. The first step of the doctor registration saga
   * (docs/architecture.md, Doctor portal): identity keeps the password, so it takes the form; in one transaction the
   * credentials (pending review, a new doctor id) and `identity.doctor-account.registered`, on which the doctor
   * service creates the profile with that id. A taken e-mail refuses the form before the captcha is spent.
   */
  register(principal: Principal | null, input: DoctorRegistrationInput): Promise<DoctorAccount> {
    return this.commands.run(this.registerCommand, principal, input);
  }

  private readonly registerCommand = defineCommand({
    name: 'identity.registerDoctor',
    input: doctorRegistrationInput,
    authorize: (principal: Principal | null) => principal,
    prepare: async (command: DoctorRegistrationCommand, principal: Principal | null) => {
      if (await findDoctorByEmail(this.db.em(), command.email)) throw emailTaken();
      if (principal?.kind !== 'system') await this.captcha.verify(command.captcha);
      const doctor = DoctorAccount.create({ id: randomUUID(), email: command.email, passwordHash: await this.passwords.hash(command.password), createdAt: this.now() });
      return { command, doctor };
    },
    execute: async (tx, { command, doctor }: { command: DoctorRegistrationCommand; doctor: DoctorAccount }) => {
      if (await findDoctorByEmail(tx.em, doctor.email)) throw emailTaken();
      tx.em.persist(doctor);
      const { password: _password, agreeToTerms: _terms, agreeToHipaa: _hipaa, captcha: _captcha, ...details } = command;
      tx.publish('identity.doctor-account.registered', {
        aggregateId: doctor.id,
        tenantId: null,
        data: { doctorId: doctor.id, doctor: details, registeredAt: doctor.createdAt.toISOString() },
      });
      try {
        await tx.em.flush();
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      this.logger.info({ doctorId: doctor.id }, 'doctor registration received; credentials created, pending review');
      return doctor;
    },
    replay: {
      save: (doctor: DoctorAccount) => ({ doctorId: doctor.id }),
      load: (em, saved) => em.findOne(DoctorAccount, { id: String(saved.doctorId) }),
    },
  });

  /** doctor.doctor.approved / rejected (the review, in the doctor service): sign-in follows it. */
  async followReview(tx: Transaction, doctorId: string, status: 'approved' | 'rejected'): Promise<void> {
    const doctor = await tx.em.findOne(DoctorAccount, { id: doctorId });
    if (!doctor) {
      this.logger.warn({ doctorId, status }, 'review of a doctor without credentials ignored');
      return;
    }
    if (doctor.status === 'approved' && status !== 'approved') await this.sessions.endAllFor(tx, 'doctor', doctor.id, 'deactivated');
    doctor.status = status;
  }

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
