import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@pharmachat/proto';

/** Principals that sign in with a password and hold sessions. */
export const sessionPrincipalKinds = ['staff', 'patient', 'doctor'] as const;
export type SessionPrincipalKind = (typeof sessionPrincipalKinds)[number];

/** Why sessions end (the `reason` of identity.session.revoked). */
export type SessionEndReason = 'logout' | 'deactivated' | 'password_changed' | 'deleted' | 'refresh_token_reused' | 'expired' | 'role_changed';

export interface SessionPolicy {
  /** a refresh after this much inactivity is refused */
  idleMinutes: number;
  /** no session lives longer than this after sign-in, however active */
  maxHours: number;
}

/** The role and pharmacy a staff member views as after a role switch. */
export interface StaffView {
  role: StaffRole;
  pharmacyId: string | null;
}

/**
 * One sign-in session: the `sid` in its access tokens and the owner of its refresh tokens. A role switch
 * continues the sign-in as a new session of the same family (its own view, the same absolute expiry); logout and
 * refresh-token reuse end the whole family.
 */
export class SignInSession {
  id: string = randomUUID();
  familyId!: string;
  principalKind!: SessionPrincipalKind;
  subject!: string;
  /** the role a staff member views as (role switching); null = their own */
  viewRole: StaffRole | null = null;
  viewPharmacyId: string | null = null;
  createdAt!: Date;
  lastUsedAt!: Date;
  expiresAt!: Date;
  revokedAt: Date | null = null;
  revokedReason: SessionEndReason | null = null;

  static start(props: { kind: SessionPrincipalKind; subject: string; now: Date; policy: SessionPolicy; view?: StaffView | null }): SignInSession {
    const session = new SignInSession();
    session.familyId = session.id;
    session.principalKind = props.kind;
    session.subject = props.subject;
    session.createdAt = props.now;
    session.lastUsedAt = props.now;
    session.expiresAt = new Date(props.now.getTime() + props.policy.maxHours * 3_600_000);
    session.setView(props.view ?? null);
    return session;
  }

  get view(): StaffView | null {
    return this.viewRole ? { role: this.viewRole, pharmacyId: this.viewPharmacyId } : null;
  }

  /** The next session of this sign-in, viewing as `view` (null = own role), with the same absolute expiry. */
  continueAs(view: StaffView | null, now: Date): SignInSession {
    const next = new SignInSession();
    next.familyId = this.familyId;
    next.principalKind = this.principalKind;
    next.subject = this.subject;
    next.createdAt = now;
    next.lastUsedAt = now;
    next.expiresAt = this.expiresAt;
    next.setView(view);
    return next;
  }

  /** Why the session can no longer be used, or null while it can. */
  whyUnusable(now: Date, policy: SessionPolicy): 'revoked' | 'expired' | 'idle' | null {
    if (this.revokedAt) return 'revoked';
    if (now.getTime() >= this.expiresAt.getTime()) return 'expired';
    if (now.getTime() - this.lastUsedAt.getTime() > policy.idleMinutes * 60_000) return 'idle';
    return null;
  }

  touch(now: Date): void {
    this.lastUsedAt = now;
  }

  revoke(reason: SessionEndReason, now: Date): void {
    if (this.revokedAt) return;
    this.revokedAt = now;
    this.revokedReason = reason;
  }

  private setView(view: StaffView | null): void {
    this.viewRole = view?.role ?? null;
    this.viewPharmacyId = view ? view.pharmacyId : null;
  }
}

/** A refresh token, kept only as its hash. Each works once; presenting a used one ends the whole sign-in. */
export class RefreshToken {
  tokenHash!: string;
  sessionId!: string;
  issuedAt!: Date;
  usedAt: Date | null = null;

  static issue(tokenHash: string, sessionId: string, now: Date): RefreshToken {
    const token = new RefreshToken();
    token.tokenHash = tokenHash;
    token.sessionId = sessionId;
    token.issuedAt = now;
    return token;
  }
}
