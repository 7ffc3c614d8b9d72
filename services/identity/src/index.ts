import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gql } from 'graphql-tag';
import { z } from 'zod';
import { IDENTITY_ISSUER, loadConfig, loadSigningKey, TokenIssuer, type ServiceModule, type SigningKey } from '@pharmachat/chassis';
import { identityMigrations } from '../migrations/0001-initial.migration';
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
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(30 * 24 * 3600).default(8 * 3600),
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

/** The identity context: staff accounts, sign-in and the keys that sign every staff token. */
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
    return new IdentityApplication(db, tokens, key, new Argon2PasswordHasher(), { accessTokenTtlSeconds: settings.ACCESS_TOKEN_TTL_SECONDS }, logger);
  },
  resolvers: identityResolvers,
  subscriptions: identitySubscriptions,
  configureHttp(app, http) {
    http.get(JWKS_PATH, (_req, res) => {
      res.setHeader('cache-control', 'public, max-age=300');
      res.json(app.jwks());
    });
  },
  onStart: (app) => app.warmUp(),
};

export { IdentityApplication };
export * from './domain/staff-user';
