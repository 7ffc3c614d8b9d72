import type { Database, Logger, Principal, RevokedSessionsDocument, SigningKey, TokenIssuer } from '@pharmachat/chassis';
import type { StaffUser } from '../domain/staff-user';
import { SignInFailureRepository } from '../infrastructure/sign-in-failure.repository';
import { DoctorAccounts } from './doctor-accounts';
import { AuditLog } from '../audit/audit-log';
import { ContactMessages } from './contact-messages';
import type { CreateStaffUserInput } from './identity.inputs';
import { LoginThrottle, type LoginProtectionSettings } from './login-throttle';
import { StaffNotificationPreferences } from './notification-preferences';
import { PatientAccounts } from './patient-accounts';
import { PharmacyOwners } from './pharmacy-owners';
import { PasswordCheck, type CaptchaCheck, type Clock, type PasswordHasher } from './ports';
import { SignInSessions, type IssuedTokens, type SessionSettings } from './sign-in-sessions';
import { StaffAccounts } from './staff-accounts';
import { StaffSignIn } from './staff-sign-in';

export type { CaptchaCheck, Clock, PasswordHasher } from './ports';
export type { CreateStaffUserInput, RegisterStaffInput, UpdateStaffUserInput, AdminUpdateUserInput, RegisterPatientInput, CreateDoctorAccountInput } from './identity.inputs';
export { INVALID_CREDENTIALS } from './staff-sign-in';
export { SESSION_EXPIRED } from './sign-in-sessions';

export interface IdentitySettings extends SessionSettings {
  loginProtection: LoginProtectionSettings;
  /** the public contact form: messages accepted per client address per hour (default 5) */
  contactMessagesPerHour?: number;
}

export interface IdentityDeps {
  db: Database;
  tokens: TokenIssuer;
  signingKey: SigningKey;
  passwords: PasswordHasher;
  captcha: CaptchaCheck;
  settings: IdentitySettings;
  logger: Logger;
}

/**
 * The identity context: every principal's credentials and sessions. The use cases are grouped by who they
 * serve; each follows validate -> authorize -> transaction (state + outbox) -> respond.
 */
export class IdentityApplication {
  /** the application's time; tests replace it to move through idle timeouts and session lifetimes */
  clock: Clock = () => new Date();

  readonly sessions: SignInSessions;
  readonly staff: StaffAccounts;
  readonly staffSignIn: StaffSignIn;
  readonly patients: PatientAccounts;
  readonly doctors: DoctorAccounts;
  /** pharmacy owners' self-registration (the saga's first step), pharmacies' standing for sign-in, deleted pharmacies */
  readonly pharmacyOwners: PharmacyOwners;
  /** each staff member's alert preferences */
  readonly notificationPreferences: StaffNotificationPreferences;
  /** the append-only audit trail of access to patient data */
  readonly auditLog: AuditLog;
  /** messages from the public contact form, for the super admin */
  readonly contactMessages: ContactMessages;
  private readonly passwords: PasswordCheck;

  constructor(private readonly deps: IdentityDeps) {
    const { db, logger, settings } = deps;
    const now: Clock = () => this.clock();
    this.passwords = new PasswordCheck(deps.passwords);
    this.sessions = new SignInSessions(db, deps.tokens, settings, now, logger);
    const throttle = new LoginThrottle(new SignInFailureRepository(db), settings.loginProtection, now);
    this.staff = new StaffAccounts(db, this.passwords, this.sessions, deps.captcha, logger);
    this.pharmacyOwners = new PharmacyOwners(db, this.passwords, this.sessions, deps.captcha, logger);
    this.staffSignIn = new StaffSignIn(db, this.passwords, this.sessions, throttle, now, logger, this.pharmacyOwners);
    this.patients = new PatientAccounts(db, this.passwords, this.sessions, throttle, deps.captcha, now, logger);
    this.doctors = new DoctorAccounts(db, this.passwords, this.sessions, throttle, now, logger, deps.captcha);
    this.auditLog = new AuditLog(db);
    this.notificationPreferences = new StaffNotificationPreferences(db, logger);
    this.contactMessages = new ContactMessages(db, deps.captcha, now, logger, settings.contactMessagesPerHour);
  }

  /** The public keys that verify identity's tokens, as served at /.well-known/jwks.json. */
  jwks(): { keys: SigningKey['publicJwk'][] } {
    return { keys: [this.deps.signingKey.publicJwk] };
  }

  /** Ended sign-in sessions whose tokens must still be refused, as served at REVOKED_SESSIONS_PATH. */
  async revokedSessions(): Promise<RevokedSessionsDocument> {
    return { sessionIds: await this.sessions.revokedSessionIds() };
  }

  /** Creates a staff account (the seed's use case; see StaffAccounts.createStaffUser). */
  createStaffUser(principal: Principal | null, input: CreateStaffUserInput): Promise<StaffUser> {
    return this.staff.createStaffUser(principal, input);
  }

  /** New tokens for a refresh token, whoever's session it is (staff, patient, doctor). */
  refreshSession(refreshToken: string): Promise<IssuedTokens> {
    return this.sessions.refresh(refreshToken, {
      staff: this.staffSignIn.identityFor,
      patient: this.patients.identityFor,
      doctor: this.doctors.identityFor,
    });
  }

  /** Ends the sign-in of the refresh token (or of the caller's token). Always succeeds. */
  logout(principal: Principal | null, refreshToken: string | null | undefined): Promise<void> {
    return this.sessions.logout(refreshToken, principal);
  }

  /** Prepares the stand-in password hash ahead of the first sign-in attempt. */
  async warmUp(): Promise<void> {
    await this.passwords.warmUp();
  }
}
