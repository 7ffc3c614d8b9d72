import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gql } from 'graphql-tag';
import { z } from 'zod';
import { CaptchaVerifier, captchaSettingsFrom, IDENTITY_ISSUER, loadConfig, loadSigningKey, REVOKED_SESSIONS_PATH, TokenIssuer, type ServiceModule, type SigningKey } from '@pharmachat/chassis';
import { identityMigrations } from '../migrations/index';
import { IdentityApplication } from './application/identity.application';
import { identitySubscriptions } from './events/subscriptions';
import { identityResolvers } from './graphql/identity.resolver';
import { Argon2PasswordHasher } from './infrastructure/argon2-password-hasher';
import { identityEntities } from './infrastructure/identity.entities';

export const identityTypeDefs = gql(readFileSync(new URL('./graphql/schema.graphql', import.meta.url), 'utf8'));

export const JWKS_PATH = '/.well-known/jwks.json';

const identitySettingsShape = {
  /** the private signing key as JWK JSON; when absent one is kept in <DATA_DIR>/keys/identity.jwk.json */
  IDENTITY_SIGNING_KEY: z.string().optional(),
  /** lifetime of an access token; the refresh token gets the next one */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(24 * 3600).default(900),
  /** a session unused for this long is over (a refresh is refused) */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(30),
  /** no session lives longer than this after sign-in */
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(30 * 24).default(12),
  /** login protection: failed sign-ins allowed per account and per client address within the window */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(5),
  /** the public contact form: messages accepted per client address per hour */
  CONTACT_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
};

/**
 * Identity's signing key, from IDENTITY_SIGNING_KEY or the key file under DATA_DIR (created on first use).
 * The all-in-one host reads it to build its token verifier before the services start.
 */
export function loadIdentitySigningKey(dataDir: string, env: Record<string, string | undefined>): Promise<SigningKey> {
  const settings = loadConfig({ IDENTITY_SIGNING_KEY: identitySettingsShape.IDENTITY_SIGNING_KEY }, env);
  return loadSigningKey({ jwkJson: settings.IDENTITY_SIGNING_KEY, file: join(dataDir, 'keys', 'identity.jwk.json') });
}

/** The public half of identity's signing key, as published in its JWKS. */
export async function identityPublicJwk(dataDir: string, env: Record<string, string | undefined>): Promise<SigningKey['publicJwk']> {
  return (await loadIdentitySigningKey(dataDir, env)).publicJwk;
}

/**
 * The identity context: staff, patient and doctor credentials, sign-in sessions (access + rotating refresh
 * tokens), role switching, login protection, and the keys that sign every staff, patient and doctor token.
 */
export const identityService: ServiceModule<IdentityApplication> = {
  name: 'identity',
  schema: 'identity',
  entities: identityEntities,
  migrations: identityMigrations,
  typeDefs: identityTypeDefs,
  async createApplication({ db, logger, config, env }) {
    const settings = loadConfig(identitySettingsShape, env);
    const key = await loadIdentitySigningKey(config.DATA_DIR, env);
    const tokens = await TokenIssuer.create(key, IDENTITY_ISSUER.issuer);
    return new IdentityApplication({
      db,
      tokens,
      signingKey: key,
      passwords: new Argon2PasswordHasher(),
      captcha: new CaptchaVerifier(db, captchaSettingsFrom(config)),
      logger,
      settings: {
        accessTokenTtlSeconds: settings.ACCESS_TOKEN_TTL_SECONDS,
        idleMinutes: settings.SESSION_IDLE_MINUTES,
        maxHours: settings.SESSION_MAX_HOURS,
        loginProtection: {
          maxFailuresPerAccount: settings.LOGIN_MAX_FAILURES_PER_ACCOUNT,
          maxFailuresPerAddress: settings.LOGIN_MAX_FAILURES_PER_ADDRESS,
          windowMinutes: settings.LOGIN_FAILURE_WINDOW_MINUTES,
        },
        contactMessagesPerHour: settings.CONTACT_MESSAGES_PER_HOUR,
      },
    });
  },
  resolvers: identityResolvers,
  subscriptions: identitySubscriptions,
  configureHttp(app, http) {
    http.get(JWKS_PATH, (_req, res) => {
      res.setHeader('cache-control', 'public, max-age=300');
      res.json(app.jwks());
    });
    // ended sessions whose tokens must still be refused: what a verifier in another process loads when it starts
    // (only ids of sessions that can no longer be used; no subject, no token)
    http.get(REVOKED_SESSIONS_PATH, async (_req, res, next) => {
      try {
        res.setHeader('cache-control', 'no-store');
        res.json(await app.revokedSessions());
      } catch (error) {
        next(error);
      }
    });
  },
  revokedSessions: async (app) => (await app.revokedSessions()).sessionIds,
  onStart: (app) => app.warmUp(),
};

export { IdentityApplication };
export type { IssuedTokens } from './application/sign-in-sessions';
export { SESSION_EXPIRED } from './application/sign-in-sessions';
export { INVALID_CREDENTIALS } from './application/staff-sign-in';
export { INVALID_PATIENT_CREDENTIALS, PATIENT_EMAIL_TAKEN } from './application/patient-accounts';
export * from './domain/staff-user';
export * from './domain/patient-account';
export * from './domain/doctor-account';
