import { createHash, randomBytes } from 'node:crypto';
import { type Database, type EntityManager, type Logger, type Principal, type StaffRole, type TokenIssuer, type Transaction } from '@pharmachat/chassis';
import { RefreshToken, SignInSession, type SessionEndReason, type SessionPolicy, type SessionPrincipalKind, type StaffView } from '../domain/sign-in-session';
import type { Clock } from './ports';
import { IdentityErrors, SESSION_EXPIRED } from '../domain/identity.exception';

export interface SessionSettings extends SessionPolicy {
  /** lifetime of an access token (never beyond its session's absolute expiry) */
  accessTokenTtlSeconds: number;
}

/** Who a session's access tokens speak for. */
export interface SessionIdentity {
  kind: SessionPrincipalKind;
  subject: string;
  username: string | null;
  /** the effective role (after a role switch) */
  role: StaffRole | null;
  /** the effective pharmacy (after a role switch) */
  pharmacyId: string | null;
  /** the real role while switched; null otherwise */
  actualRole: StaffRole | null;
}

/** An access token, its expiry, and the refresh token that gets the next one. */
export interface IssuedTokens {
  token: string;
  refreshToken: string;
  expiresAt: Date;
  sessionId: string;
}

/** Who a session stands for now (the account may have changed since sign-in); null ends the session. */
export type IdentityResolver = (session: SignInSession, em: EntityManager) => Promise<SessionIdentity | null>;

export { SESSION_EXPIRED };

export function hashRefreshToken(refreshToken: string): string {
  return createHash('sha256').update(refreshToken, 'utf8').digest('hex');
}

/**
 * Server-side sign-in sessions: short-lived access tokens bound to a session (`sid`), opaque single-use refresh
 * tokens (stored hashed) that rotate on every refresh, idle timeout and absolute lifetime. Ending sessions
 * publishes identity.session.revoked in the same transaction, which every verifier and the live hub follow.
 */
export class SignInSessions {
  constructor(
    private readonly db: Database,
    private readonly tokens: TokenIssuer,
    private readonly settings: SessionSettings,
    private readonly now: Clock,
    private readonly logger: Logger,
  ) {}

  /** Starts a sign-in (a new session family) inside the sign-in's transaction. */
  begin(tx: Transaction, identity: SessionIdentity, view: StaffView | null = null): Promise<IssuedTokens> {
    const session = SignInSession.start({ kind: identity.kind, subject: identity.subject, now: this.now(), policy: this.settings, view });
    tx.em.persist(session);
    return this.issue(tx, session, identity);
  }

  /**
   * Continues a sign-in in a new session of the same family viewing as `view` (role switching). The previous
   * session is left to idle out: it only ever carried a view the same person may have, and logout or a reused
   * refresh token still ends the whole family at once.
   */
  async continueAs(tx: Transaction, current: SignInSession, view: StaffView | null, identity: SessionIdentity): Promise<IssuedTokens> {
    const next = current.continueAs(view, this.now());
    tx.em.persist(next);
    return this.issue(tx, next, identity);
  }

  /**
   * Exchanges a refresh token for new tokens. A token works once: presenting a used one ends the whole sign-in
   * (someone else may hold a copy). Idle, expired or revoked sessions and closed accounts are refused.
   */
  async refresh(refreshToken: string, resolvers: Record<SessionPrincipalKind, IdentityResolver>): Promise<IssuedTokens> {
    const outcome = await this.db.transaction(async (tx): Promise<IssuedTokens | null> => {
      const now = this.now();
      const tokenHash = hashRefreshToken(refreshToken);
      // claimed atomically: of two concurrent refreshes with one token, exactly one wins
      const claimed = await tx.em.execute<{ session_id: string }[]>(
        'update identity.refresh_token set used_at = ? where token_hash = ? and used_at is null returning session_id',
        [now, tokenHash],
      );
      const sessionId = claimed[0]?.session_id;
      if (!sessionId) {
        const used = await tx.em.findOne(RefreshToken, { tokenHash });
        const session = used ? await tx.em.findOne(SignInSession, { id: used.sessionId }) : null;
        if (session) {
          this.logger.warn({ sessionId: session.id, familyId: session.familyId, subject: session.subject }, 'refresh token reused: ending the sign-in');
          await this.endFamily(tx, session, 'refresh_token_reused');
        }
        return null;
      }
      const session = await tx.em.findOne(SignInSession, { id: sessionId });
      if (!session) return null;
      const unusable = session.whyUnusable(now, this.settings);
      if (unusable) {
        if (unusable !== 'revoked') await this.end(tx, [session], 'expired');
        return null;
      }
      const identity = await resolvers[session.principalKind](session, tx.em);
      if (!identity) {
        await this.end(tx, [session], 'deactivated');
        return null;
      }
      session.touch(now);
      return this.issue(tx, session, identity);
    });
    if (!outcome) throw IdentityErrors.sessionExpired();
    return outcome;
  }

  /** Ends the sign-in of the refresh token, or else of the caller's token. Unknown tokens are ignored. */
  async logout(refreshToken: string | null | undefined, principal: Principal | null): Promise<void> {
    await this.db.transaction(async (tx) => {
      let session: SignInSession | null = null;
      if (refreshToken) {
        const token = await tx.em.findOne(RefreshToken, { tokenHash: hashRefreshToken(refreshToken) });
        session = token ? await tx.em.findOne(SignInSession, { id: token.sessionId }) : null;
      }
      if (!session && principal?.authSessionId) session = await tx.em.findOne(SignInSession, { id: principal.authSessionId });
      if (session) await this.endFamily(tx, session, 'logout');
    });
  }

  /** The caller's session, if it is still usable; tokens without a session (none are issued any more) pass. */
  async requireUsable(principal: Principal, em: EntityManager = this.db.em()): Promise<SignInSession | null> {
    if (!principal.authSessionId) return null;
    const session = await em.findOne(SignInSession, { id: principal.authSessionId });
    const belongs = session?.subject === principal.subject && session.principalKind === principal.kind;
    if (!session || !belongs || session.whyUnusable(this.now(), this.settings)) throw IdentityErrors.sessionExpired();
    return session;
  }

  /**
   * The ended sessions whose access tokens may not have expired yet (an access token never outlives its session),
   * which every token verifier loads when it starts: a restarted process or a new replica keeps refusing them.
   */
  async revokedSessionIds(em: EntityManager = this.db.em()): Promise<string[]> {
    const ended = await em.find(SignInSession, { revokedAt: { $ne: null }, expiresAt: { $gt: this.now() } }, { fields: ['id'], orderBy: { id: 'asc' } });
    return ended.map((session) => session.id);
  }

  /**
   * Ends every open session of an account (deactivation, password change, deletion, role change), except the
   * sign-in that `keepSessionId` belongs to (someone changing their own password stays signed in).
   */
  async endAllFor(tx: Transaction, kind: SessionPrincipalKind, subject: string, reason: SessionEndReason, keepSessionId: string | null = null): Promise<void> {
    const open = await tx.em.find(SignInSession, { principalKind: kind, subject, revokedAt: null, expiresAt: { $gt: this.now() } });
    const keepFamily = keepSessionId ? open.find((s) => s.id === keepSessionId)?.familyId : undefined;
    await this.end(
      tx,
      open.filter((s) => s.familyId !== keepFamily),
      reason,
    );
  }

  private async endFamily(tx: Transaction, session: SignInSession, reason: SessionEndReason): Promise<void> {
    const family = await tx.em.find(SignInSession, { familyId: session.familyId, revokedAt: null });
    await this.end(tx, family, reason);
  }

  /** Revokes sessions of one subject and publishes identity.session.revoked with the same commit. */
  private async end(tx: Transaction, sessions: SignInSession[], reason: SessionEndReason): Promise<void> {
    const now = this.now();
    const ending = sessions.filter((s) => !s.revokedAt);
    if (ending.length === 0) return;
    for (const session of ending) session.revoke(reason, now);
    const subject = ending[0]!.subject;
    tx.publish('identity.session.revoked', {
      aggregateId: subject,
      tenantId: null,
      data: { subject, sessionIds: ending.map((s) => s.id), reason },
    });
    this.logger.info({ subject, sessions: ending.length, reason }, 'sign-in sessions ended');
  }

  private async issue(tx: Transaction, session: SignInSession, identity: SessionIdentity): Promise<IssuedTokens> {
    const now = this.now();
    const refreshToken = randomBytes(32).toString('base64url');
    tx.em.persist(RefreshToken.issue(hashRefreshToken(refreshToken), session.id, now));
    // an access token never outlives its session
    const remainingSeconds = Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000);
    const ttl = Math.max(1, Math.min(this.settings.accessTokenTtlSeconds, remainingSeconds));
    const token = await this.tokens.sign(
      {
        kind: identity.kind,
        subject: identity.subject,
        role: identity.role,
        pharmacyId: identity.pharmacyId,
        username: identity.username,
        sessionId: null,
        authSessionId: session.id,
        actualRole: identity.actualRole,
      },
      ttl,
    );
    return { token, refreshToken, expiresAt: expiryOf(token), sessionId: session.id };
  }
}

/** The `exp` of a JWT we just signed. */
function expiryOf(token: string): Date {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number };
  return new Date(payload.exp * 1000);
}
