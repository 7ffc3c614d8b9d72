import type { DomainError} from '@pharmachat/chassis';
import { CommandPipeline, defineCommand, isUuid, parseInput, requirePrincipal, type Database, type EntityManager, type Logger, type Principal, type Transaction } from '@pharmachat/chassis';
import { PatientAccount } from '../domain/patient-account';
import type { SignInSession } from '../domain/sign-in-session';
import { findPatientByEmail, isUniqueViolation } from '../infrastructure/account.repository';
import { emailLoginInput, registerPatientInput, type RegisterPatientInput, type RegisterPatientOutput } from './identity.inputs';
import { LoginThrottle } from './login-throttle';
import type { CaptchaCheck, Clock, PasswordCheck } from './ports';
import type { IssuedTokens, SessionIdentity, SignInSessions } from './sign-in-sessions';
import { IdentityErrors, INVALID_EMAIL_CREDENTIALS } from '../domain/identity.exception';

export const INVALID_PATIENT_CREDENTIALS = INVALID_EMAIL_CREDENTIALS;
export const PATIENT_EMAIL_TAKEN = IdentityErrors.emailTaken().message;

export interface PatientSignedIn {
  tokens: IssuedTokens;
  patient: PatientAccount;
}

function patientIdentity(patient: PatientAccount): SessionIdentity {
  return { kind: 'patient', subject: patient.id, username: patient.email, role: null, pharmacyId: null, actualRole: null };
}

/** Patient accounts (spec part 1): registration with a captcha, sign-in, the signed-in patient. */
export class PatientAccounts {
  private readonly commands: CommandPipeline;

  constructor(
    private readonly db: Database,
    private readonly passwords: PasswordCheck,
    private readonly sessions: SignInSessions,
    private readonly throttle: LoginThrottle,
    private readonly captcha: CaptchaCheck,
    private readonly now: Clock,
    private readonly logger: Logger,
  ) {
    this.commands = new CommandPipeline(db, logger);
  }

  /**
   * Registers a patient and signs them in. Open to anyone with a solved captcha (each solution works once); the
   * host (seed) needs none.
   */
  async register(principal: Principal | null, input: RegisterPatientInput): Promise<PatientSignedIn> {
    try {
      const signedIn = await this.commands.run(this.registerCommand, principal, input);
      this.logger.info({ patientId: signedIn.patient.id }, 'patient registered');
      return signedIn;
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }

  /**
   * Patient registration as a command (takes an Idempotency-Key): validate, anyone may register, the captcha and
   * the password hash before the transaction, then the account, its first sign-in session and the events together.
   * A retry with the same key gets the same account, signed in again (tokens are never stored for replay).
   */
  private readonly registerCommand = defineCommand({
    name: 'identity.registerPatient',
    input: registerPatientInput,
    authorize: (principal: Principal | null) => principal,
    prepare: async (command: RegisterPatientOutput, principal: Principal | null) => {
      if (principal?.kind !== 'system') await this.captcha.verify(command.captcha);
      return PatientAccount.register({ ...command, passwordHash: await this.passwords.hash(command.password), createdAt: this.now() });
    },
    execute: async (tx, patient: PatientAccount) => {
      if (await findPatientByEmail(tx.em, patient.email)) throw emailTaken();
      patient.recordSignIn(this.now());
      tx.em.persist(patient);
      tx.publish('identity.patient.registered', { aggregateId: patient.id, tenantId: null, data: { patientId: patient.id } });
      recordPatientAccess(tx, { kind: 'patient', subject: patient.id, username: patient.email }, 'create', patient.id, this.now());
      return { tokens: await this.sessions.begin(tx, patientIdentity(patient)), patient };
    },
    replay: {
      save: (signedIn: PatientSignedIn) => ({ patientId: signedIn.patient.id }),
      load: async (_em, saved, db) =>
        db.transaction(async (tx) => {
          const patient = await tx.em.findOne(PatientAccount, { id: String(saved.patientId) });
          if (!patient) return null;
          patient.recordSignIn(this.now());
          return { tokens: await this.sessions.begin(tx, patientIdentity(patient)), patient };
        }),
    },
  });

  /** Signs a patient in; an unknown e-mail and a wrong password get the same answer after the same work. */
  async login(email: string, password: string, clientIp: string | null = null): Promise<PatientSignedIn> {
    const credentials = parseInput(emailLoginInput, { email, password });
    const accountKey = LoginThrottle.accountKey('patient', credentials.email);
    await this.throttle.check(accountKey, clientIp);
    const patient = await findPatientByEmail(this.db.em(), credentials.email, { withPasswordHash: true });
    const passwordMatches = await this.passwords.matches(patient?.passwordHash, credentials.password);
    if (!patient || !passwordMatches) {
      await this.throttle.recordFailure(accountKey, clientIp);
      this.logger.info({ patientId: patient?.id ?? null, reason: patient ? 'wrong_password' : 'unknown_email' }, 'patient sign-in refused');
      throw IdentityErrors.invalidEmailCredentials();
    }
    await this.throttle.succeeded(accountKey);
    return this.db.transaction(async (tx) => {
      const current = await tx.em.findOneOrFail(PatientAccount, { id: patient.id });
      current.recordSignIn(this.now());
      return { tokens: await this.sessions.begin(tx, patientIdentity(current)), patient: current };
    });
  }

  /** The signed-in patient's account; null for callers who are not patients. */
  async me(principal: Principal | null): Promise<PatientAccount | null> {
    const caller = requirePrincipal(principal);
    if (caller.kind !== 'patient') return null;
    const patient = isUuid(caller.subject) ? await this.db.em().findOne(PatientAccount, { id: caller.subject.toLowerCase() }) : null;
    if (!patient) throw IdentityErrors.sessionExpired();
    await this.sessions.requireUsable(caller);
    await this.db.transaction(async (tx) => recordPatientAccess(tx, caller, 'read', patient.id, this.now()));
    return patient;
  }

  /** A patient account for the patient themself (or the host); anyone else is told it does not exist. */
  async getPatient(principal: Principal | null, id: string): Promise<PatientAccount> {
    const caller = requirePrincipal(principal);
    const mayRead = caller.kind === 'system' || (caller.kind === 'patient' && caller.subject === id);
    const patient = mayRead && isUuid(id) ? await this.db.em().findOne(PatientAccount, { id: id.toLowerCase() }) : null;
    if (!patient) throw IdentityErrors.patientNotFound();
    await this.db.transaction(async (tx) => recordPatientAccess(tx, caller, 'read', patient.id, this.now()));
    return patient;
  }

  /** Who a patient session stands for now; null once the account is gone. */
  readonly identityFor = async (session: SignInSession, em: EntityManager): Promise<SessionIdentity | null> => {
    const patient = await em.findOne(PatientAccount, { id: session.subject });
    if (!patient) return null;
    patient.recordSignIn(this.now());
    return patientIdentity(patient);
  };
}

function emailTaken(): DomainError {
  return IdentityErrors.emailTaken();
}

/** Audit trail: a read or change of a patient account, reported like every other owner of patient data does. */
function recordPatientAccess(tx: Transaction, actor: Pick<Principal, 'kind' | 'subject'> & Partial<Principal>, action: 'read' | 'create' | 'update', patientId: string, at: Date): void {
  tx.publish('identity.patient-data.accessed', {
    aggregateId: patientId,
    tenantId: null,
    data: {
      actorId: actor.subject,
      actorKind: actor.kind,
      actorRole: actor.role ?? null,
      actorName: actor.username ?? null,
      pharmacyId: null,
      action,
      objectType: 'patient_account',
      objectId: patientId,
      at: at.toISOString(),
    },
  });
}
