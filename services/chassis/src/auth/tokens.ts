import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  decodeJwt,
  SignJWT,
  calculateJwkThumbprint,
  createLocalJWKSet,
  createRemoteJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import { principalSchema, type Principal, type PrincipalInput } from './principal';
import { unauthenticated } from '../errors/domain-error';

export const TOKEN_AUDIENCE = 'pharmachat';
const ALG = 'ES256';

export interface SigningKey {
  privateJwk: JWK;
  publicJwk: JWK;
}

export async function generateSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: ALG, use: 'sig' },
    publicJwk: { ...publicJwk, kid, alg: ALG, use: 'sig' },
  };
}

/** A signing key from a JWK given in configuration, else one kept in a file (created on first use). */
export async function loadSigningKey(options: { jwkJson?: string; file: string }): Promise<SigningKey> {
  if (options.jwkJson) return signingKeyFromPrivateJwk(JSON.parse(options.jwkJson) as JWK);
  if (existsSync(options.file)) return signingKeyFromPrivateJwk(JSON.parse(readFileSync(options.file, 'utf8')) as JWK);
  const key = await generateSigningKey();
  mkdirSync(dirname(options.file), { recursive: true });
  writeFileSync(options.file, JSON.stringify(key.privateJwk), { mode: 0o600 });
  return key;
}

async function signingKeyFromPrivateJwk(privateJwk: JWK): Promise<SigningKey> {
  const { d: _d, ...pub } = privateJwk;
  const kid = privateJwk.kid ?? (await calculateJwkThumbprint(pub));
  return { privateJwk: { ...privateJwk, kid, alg: ALG }, publicJwk: { ...pub, kid, alg: ALG, use: 'sig' } };
}

/** Signs principals into JWTs. Identity signs staff/patient/doctor tokens; chat signs guest session tokens. */
export class TokenIssuer {
  private constructor(
    private readonly key: CryptoKey | Uint8Array,
    private readonly kid: string,
    readonly issuer: string,
  ) {}

  static async create(signingKey: SigningKey, issuer: string): Promise<TokenIssuer> {
    const key = await importJWK(signingKey.privateJwk, ALG);
    return new TokenIssuer(key, signingKey.privateJwk.kid ?? 'default', issuer);
  }

  async sign(input: PrincipalInput, ttlSeconds: number, extra: Record<string, unknown> = {}): Promise<string> {
    const principal = principalSchema.parse(input);
    return new SignJWT({
      kind: principal.kind,
      role: principal.role,
      pharmacyId: principal.pharmacyId,
      sessionId: principal.sessionId,
      username: principal.username,
      sid: principal.authSessionId,
      actualRole: principal.actualRole,
      ...extra,
    })
      .setProtectedHeader({ alg: ALG, kid: this.kid, typ: 'JWT' })
      .setSubject(principal.subject)
      .setIssuer(this.issuer)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
  }
}

export interface TrustedIssuer {
  issuer: string;
  /** which kinds of principal this issuer may vouch for */
  kinds: readonly Principal['kind'][];
}

export const IDENTITY_ISSUER: TrustedIssuer = { issuer: 'pharmachat-identity', kinds: ['staff', 'patient', 'doctor'] };
export const CHAT_ISSUER: TrustedIssuer = { issuer: 'pharmachat-chat', kinds: ['guest'] };
export const DEFAULT_TRUSTED_ISSUERS = [IDENTITY_ISSUER, CHAT_ISSUER];

/**
 * Verifies bearer tokens against the published keys. Every subgraph verifies tokens itself: headers a caller
 * could forge around the gateway are never trusted.
 */
export class TokenVerifier {
  /** sign-in sessions ended (logout, deactivation, password change): their tokens stop working at once */
  private readonly revoked = new Set<string>();

  /**
   * Each issuer is trusted only with its own keys and only for the kinds of principal it may issue: a token is
   * checked against the keys of the issuer it names, so one service's key cannot vouch for another's tokens
   * (chat's key signing an "identity" staff token is refused).
   */
  private constructor(private readonly issuers: ReadonlyMap<string, { trusted: TrustedIssuer; keys: JWTVerifyGetKey }>) {}

  /** Keys given directly (the all-in-one host, tests): each issuer with its own public keys. */
  static forIssuers(entries: readonly { issuer: TrustedIssuer; jwks: JWK[] }[]): TokenVerifier {
    return new TokenVerifier(new Map(entries.map((e) => [e.issuer.issuer, { trusted: e.issuer, keys: createLocalJWKSet({ keys: e.jwks }) }])));
  }

  /** Keys published by each issuer at its JWKS URL (a service running alone). */
  static forIssuerUrls(entries: readonly { issuer: TrustedIssuer; url: string }[]): TokenVerifier {
    return new TokenVerifier(new Map(entries.map((e) => [e.issuer.issuer, { trusted: e.issuer, keys: createRemoteJWKSet(new URL(e.url)) }])));
  }

  async verify(token: string): Promise<Principal & { expiresAt: number }> {
    try {
      const claimed = decodeJwt(token).iss;
      const issuer = claimed ? this.issuers.get(claimed) : undefined;
      if (!issuer) throw new Error(`issuer ${claimed} is not trusted`);
      const { payload } = await jwtVerify(token, issuer.keys, { audience: TOKEN_AUDIENCE, issuer: issuer.trusted.issuer, algorithms: [ALG] });
      const principal = principalSchema.parse({ ...payload, subject: payload.sub, authSessionId: payload.sid ?? null });
      if (principal.authSessionId && this.revoked.has(principal.authSessionId)) throw new Error('session revoked');
      if (!issuer.trusted.kinds.includes(principal.kind)) throw new Error(`issuer ${payload.iss} may not issue ${principal.kind} tokens`);
      // a staff token belongs to a sign-in session (revocable); one without is not a token identity issued
      if (principal.kind === 'staff' && !principal.authSessionId) throw new Error('staff token without a sign-in session');
      return { ...principal, expiresAt: payload.exp ?? 0 };
    } catch {
      throw unauthenticated('Your session is invalid or has expired. Please sign in again.');
    }
  }

  revokeSessions(authSessionIds: readonly string[]): void {
    for (const id of authSessionIds) this.revoked.add(id);
  }

  isRevoked(authSessionId: string | null): boolean {
    return authSessionId !== null && this.revoked.has(authSessionId);
  }

  /** Reads `Authorization: Bearer <token>`; no header means an anonymous caller (null). */
  async fromAuthorizationHeader(header: string | undefined | null): Promise<Principal | null> {
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (!match?.[1]) throw unauthenticated('The Authorization header must be "Bearer <token>".');
    return this.verify(match[1]);
  }
}

/** Where a verifier loads the sign-in sessions that ended while it was not running (identity is their owner). */
export type RevokedSessionSource = () => Promise<string[]>;

/** What `followSessionRevocations` needs of a transport: live listening to identity's revocations. */
export interface RevocationFeed {
  listen(types: readonly 'identity.session.revoked'[], listener: (envelope: { data: unknown }) => void): Promise<() => void>;
}

const followedFeeds = new WeakMap<TokenVerifier, WeakSet<RevocationFeed>>();

/**
 * Keeps a verifier's revoked sessions current (every process that verifies tokens): it follows identity's
 * identity.session.revoked events, and then, when given a source, loads the sessions that were revoked before
 * (a restarted process, a new replica). Following comes first, so a revocation committed while loading is not
 * missed. Following the same transport twice with one verifier adds no second listener.
 */
export async function followSessionRevocations(transport: RevocationFeed, verifier: TokenVerifier, load?: RevokedSessionSource): Promise<() => void> {
  const followed = followedFeeds.get(verifier) ?? new WeakSet<RevocationFeed>();
  followedFeeds.set(verifier, followed);
  let stop: () => void = () => undefined;
  if (!followed.has(transport)) {
    followed.add(transport);
    const unlisten = await transport.listen(['identity.session.revoked'], (envelope) => {
      const data = envelope.data as { sessionIds?: unknown };
      if (Array.isArray(data.sessionIds)) verifier.revokeSessions(data.sessionIds.filter((id): id is string => typeof id === 'string'));
    });
    stop = () => {
      followed.delete(transport);
      unlisten();
    };
  }
  if (load) verifier.revokeSessions(await load());
  return stop;
}

/** The response of identity's REVOKED_SESSIONS_PATH. */
export interface RevokedSessionsDocument {
  sessionIds: string[];
}

/** Where identity serves the sessions whose access tokens must be refused (next to its JWKS). */
export const REVOKED_SESSIONS_PATH = '/auth/revoked-sessions';

/**
 * Loads revoked sessions from identity over HTTP (a process other than identity: a service running alone, a
 * gateway). Identity may still be starting: it is asked again every `retryMs` until `timeoutMs`, then start-up
 * fails rather than accept tokens of ended sessions.
 */
export function revokedSessionsFromUrl(url: string, options: { timeoutMs?: number; retryMs?: number } = {}): RevokedSessionSource {
  return async () => {
    const deadline = Date.now() + (options.timeoutMs ?? 60_000);
    for (;;) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const body = (await response.json()) as Partial<RevokedSessionsDocument>;
        if (!Array.isArray(body.sessionIds) || !body.sessionIds.every((id) => typeof id === 'string')) throw new Error(`${url} did not answer {sessionIds: string[]}`);
        return body.sessionIds;
      } catch (error) {
        if (Date.now() >= deadline) throw new Error(`could not load the revoked sign-in sessions from ${url}: ${error instanceof Error ? error.message : String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 1000));
      }
    }
  };
}
