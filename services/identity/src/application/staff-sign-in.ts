import { isUuid, parseInput, requirePrincipal, type Database, type EntityManager, type Logger, type Principal, type StaffRole } from '@pharmachat/chassis';
import { decideRoleSwitch } from '../domain/role-switch';
import type { SignInSession, StaffView } from '../domain/sign-in-session';
import { StaffUser } from '../domain/staff-user';
import { findStaffUserByUsername } from '../infrastructure/account.repository';
import { staffLoginInput, switchRoleInput } from './identity.inputs';
import { LoginThrottle } from './login-throttle';
import type { PharmacyOwners } from './pharmacy-owners';
import type { Clock, PasswordCheck } from './ports';
import type { IssuedTokens, SessionIdentity, SignInSessions } from './sign-in-sessions';
import { IdentityErrors, INVALID_CREDENTIALS } from '../domain/identity.exception';

export { INVALID_CREDENTIALS };

/** A signed-in staff member: their tokens, their account, and the view they are in (null = their own role). */
export interface StaffSignedIn {
  tokens: IssuedTokens;
  user: StaffUser;
  view: StaffView | null;
}

/** The staff member behind a token, and the role and pharmacy the token works as. */
export interface StaffMe {
  user: StaffUser;
  view: StaffView | null;
}

function staffIdentity(user: StaffUser, view: StaffView | null): SessionIdentity {
  return {
    kind: 'staff',
    subject: user.id,
    username: user.username,
    role: view?.role ?? user.role,
    pharmacyId: view ? view.pharmacyId : user.pharmacyId,
    actualRole: view ? user.role : null,
  };
}

/** Staff sign-in, the signed-in account (me) and role switching. */
export class StaffSignIn {
  constructor(
    private readonly db: Database,
    private readonly passwords: PasswordCheck,
    private readonly sessions: SignInSessions,
    private readonly throttle: LoginThrottle,
    private readonly now: Clock,
    private readonly logger: Logger,
    /** whether the user's pharmacy lets its staff sign in (awaiting approval, rejected, suspended: no) */
    private readonly pharmacies?: Pick<PharmacyOwners, 'checkSignIn'>,
  ) {}

  /**
   * Signs a staff member in. An unknown username, a wrong password and a deactivated account all get the same
   * answer, after the same amount of work, so the answer does not tell which usernames exist. Too many failures
   * for the account or from the address: RATE_LIMITED.
   */
  async login(username: string, password: string, clientIp: string | null = null): Promise<StaffSignedIn> {
    const credentials = parseInput(staffLoginInput, { username, password });
    const accountKey = LoginThrottle.accountKey('staff', credentials.username);
    await this.throttle.check(accountKey, clientIp);
    const user = await findStaffUserByUsername(this.db.em(), credentials.username, { withPasswordHash: true });
    const passwordMatches = await this.passwords.matches(user?.passwordHash, credentials.password);
    if (!user || !passwordMatches || !user.isActive) {
      await this.throttle.recordFailure(accountKey, clientIp);
      this.logger.info({ userId: user?.id ?? null, reason: !user ? 'unknown_user' : !passwordMatches ? 'wrong_password' : 'inactive' }, 'sign-in refused');
      throw IdentityErrors.invalidCredentials();
    }
    await this.throttle.succeeded(accountKey);
    // the right password for a pharmacy that is not active: say why, rather than a generic failure
    try {
      await this.pharmacies?.checkSignIn({ em: this.db.em() }, user);
    } catch (error) {
      this.logger.info({ userId: user.id, pharmacyId: user.pharmacyId, reason: 'pharmacy_not_active' }, 'sign-in refused');
      throw error;
    }

    return this.db.transaction(async (tx) => {
      const current = await tx.em.findOneOrFail(StaffUser, { id: user.id });
      current.recordSignIn(this.now());
      const tokens = await this.sessions.begin(tx, staffIdentity(current, null));
      return { tokens, user: current, view: null };
    });
  }

  /** The signed-in staff member's own account; null for callers who are not staff. */
  async me(principal: Principal | null): Promise<StaffMe | null> {
    const caller = requirePrincipal(principal);
    if (caller.kind !== 'staff') return null;
    const user = await this.activeUser(caller.subject, this.db.em());
    if (!user) throw IdentityErrors.invalidToken();
    await this.sessions.requireUsable(caller);
    // the token's role and pharmacy are the effective ones; actualRole is set only while switched
    const view = caller.actualRole ? { role: caller.role ?? user.role, pharmacyId: caller.pharmacyId } : null;
    return { user, view };
  }

  /**
   * Views the product as another role (spec part 2 section 4): a new session-bound token whose role and pharmacy
   * are the effective ones, carrying the real role as actualRole. Its session continues the caller's sign-in.
   */
  async switchRole(principal: Principal | null, targetRole: StaffRole | null | undefined, targetPharmacyId: string | null | undefined): Promise<StaffSignedIn> {
    const caller = requirePrincipal(principal);
    const target = parseInput(switchRoleInput, { targetRole, targetPharmacyId });
    if (caller.kind !== 'staff') throw IdentityErrors.onlyAdminsSwitch();
    const user = await this.activeUser(caller.subject, this.db.em());
    if (!user) throw IdentityErrors.sessionExpired();
    const view = decideRoleSwitch({ role: user.role, pharmacyId: user.pharmacyId }, { role: target.targetRole, pharmacyId: target.targetPharmacyId });
    const signedIn = await this.continueSignIn(caller, user, view);
    this.logger.info({ userId: user.id, role: user.role, viewAs: view }, view ? 'role switched' : 'role reset');
    return signedIn;
  }

  /** Back to the user's own role and pharmacy. */
  async resetRole(principal: Principal | null): Promise<StaffSignedIn> {
    const caller = requirePrincipal(principal);
    if (caller.kind !== 'staff') throw IdentityErrors.onlyAdminsSwitch();
    const user = await this.activeUser(caller.subject, this.db.em());
    if (!user) throw IdentityErrors.sessionExpired();
    return this.continueSignIn(caller, user, null);
  }

  /** Who a staff session stands for now, for a refresh; null once the account is gone or deactivated. */
  readonly identityFor = async (session: SignInSession, em: EntityManager): Promise<SessionIdentity | null> => {
    const user = await this.activeUser(session.subject, em);
    if (!user) return null;
    // a pharmacy suspended (or otherwise not active) since the sign-in: no new tokens
    try {
      await this.pharmacies?.checkSignIn({ em }, user);
    } catch {
      return null;
    }
    let view = session.view;
    if (view) {
      try {
        view = decideRoleSwitch({ role: user.role, pharmacyId: user.pharmacyId }, view);
      } catch {
        view = null;
      }
    }
    user.recordSignIn(this.now());
    return staffIdentity(user, view);
  };

  private async continueSignIn(caller: Principal, user: StaffUser, view: StaffView | null): Promise<StaffSignedIn> {
    return this.db.transaction(async (tx) => {
      const current = caller.authSessionId ? await this.sessions.requireUsable(caller, tx.em) : null;
      const fresh = await tx.em.findOneOrFail(StaffUser, { id: user.id });
      const identity = staffIdentity(fresh, view);
      const tokens = current ? await this.sessions.continueAs(tx, current, view, identity) : await this.sessions.begin(tx, identity, view);
      return { tokens, user: fresh, view };
    });
  }

  private async activeUser(id: string, em: EntityManager): Promise<StaffUser | null> {
    const user = isUuid(id) ? await em.findOne(StaffUser, { id: id.toLowerCase() }) : null;
    return user?.isActive ? user : null;
  }
}
