import { DomainError, isUuid, notFound, parseInput, requirePrincipal, unauthenticated, type Database, type EntityManager, type Logger, type Principal, type Transaction } from '@pharmachat/chassis';
import { PatientAccount } from '../domain/patient-account';
import type { SignInSession } from '../domain/sign-in-session';
import { findPatientByEmail, isUniqueViolation } from '../infrastructure/account.repository';
import { emailLoginInput, registerPatientInput, type RegisterPatientInput } from './identity.inputs';
import { LoginThrottle } from './login-throttle';
import type { CaptchaCheck, Clock, PasswordCheck } from './ports';
import { SESSION_EXPIRED, type IssuedTokens, type SessionIdentity, type SignInSessions } from './sign-in-sessions';

export const INVALID_PATIENT_CREDENTIALS = 'Invalid email or password';
export const PATIENT_EMAIL_TAKEN = 'An account with this email already exists';

export interface PatientSignedIn {
  tokens: IssuedTokens;
  patient: PatientAccount;
}

function patientIdentity(patient: PatientAccount): SessionIdentity {
  return { kind: 'patient', subject: patient.id, username: patient.email, role: null, pharmacyId: null, actualRole: null };
}

/** Patient accounts (spec part 1): registration with a captcha, sign-in, the signed-in patient. */
export class PatientAccounts {
  constructor(
    private readonly db: Database,
    private readonly passwords: PasswordCheck,
    private readonly sessions: SignInSessions,
    private readonly throttle: LoginThrottle,
    private readonly captcha: CaptchaCheck,
    private readonly now: Clock,
    private readonly logger: Logger,
  ) {}

  /**
   * Registers a patient and signs them in. Open to anyone with a solved captcha (each solution works once); the
   * host (seed) needs none.
   */
  async register(principal: Principal | null, input: RegisterPatientInput): Promise<PatientSignedIn> {
    const command = parseInput(registerPatientInput, input);
    if (principal?.kind !== 'system') await this.captcha.verify(command.captcha);
    const patient = PatientAccount.register({ ...command, passwordHash: await this.passwords.hash(command.password), createdAt: this.now() });
    try {
      const signedIn = await this.db.transaction(async (tx) => {
        if (await findPatientByEmail(tx.em, patient.email)) throw emailTaken();
        patient.recordSignIn(this.now());
        tx.em.persist(patient);
        tx.publish('identity.patient.registered', { aggregateId: patient.id, tenantId: null, data: { patientId: patient.id } });
        recordPatientAccess(tx, { kind: 'patient', subject: patient.id, username: patient.email }, 'create', patient.id, this.now());
        return { tokens: await this.sessions.begin(tx, patientIdentity(patient)), patient };
      });
      this.logger.info({ patientId: patient.id }, 'patient registered');
      return signedIn;
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }

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
      throw unauthenticated(INVALID_PATIENT_CREDENTIALS);
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
    if (!patient) throw unauthenticated(SESSION_EXPIRED);
    await this.sessions.requireUsable(caller);
    await this.db.transaction(async (tx) => recordPatientAccess(tx, caller, 'read', patient.id, this.now()));
    return patient;
  }

  /** A patient account for the patient themself (or the host); anyone else is told it does not exist. */
  async getPatient(principal: Principal | null, id: string): Promise<PatientAccount> {
    const caller = requirePrincipal(principal);
    const mayRead = caller.kind === 'system' || (caller.kind === 'patient' && caller.subject === id);
    const patient = mayRead && isUuid(id) ? await this.db.em().findOne(PatientAccount, { id: id.toLowerCase() }) : null;
    if (!patient) throw notFound('Patient not found');
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
  return new DomainError('CONFLICT', PATIENT_EMAIL_TAKEN);
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
