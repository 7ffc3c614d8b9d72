import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHAT_ISSUER, followSessionRevocations, generateSigningKey, IDENTITY_ISSUER, TokenIssuer, TokenVerifier, type SigningKey } from '../auth/tokens';
import type { Principal } from '../auth/principal';
import { InProcessTransport } from '../bus/in-process.transport';
import { issueCaptchaChallenge, solveCaptchaChallenge } from '../captcha/captcha';
import type { EventTransport } from '../bus/event-transport';
import { commonConfigShape, loadConfig } from '../config/config';
import { createLogger } from '../logging/logger';
import { startService, type RunningService, type ServiceModule } from '../server/service-runtime';
import { createTestDatabase, type TestDatabase } from './test-support';

/** Cheap captchas for tests: the harness configures services with these settings. */
export const testCaptchaSettings = { secret: 'test-captcha-secret-0123456789', cost: 1, maxCounter: 30 };

/** A solved captcha payload, as the browser widget would submit it. */
export async function solvedCaptcha(settings = testCaptchaSettings): Promise<string> {
  return solveCaptchaChallenge(await issueCaptchaChallenge(settings));
}

/** Signing keys and issuers as identity and chat hold them, for minting tokens in tests. */
export interface TestAuth {
  identityKey: SigningKey;
  chatKey: SigningKey;
  verifier: TokenVerifier;
  tokenFor(principal: Partial<Principal> & Pick<Principal, 'kind' | 'subject'>, ttlSeconds?: number): Promise<string>;
}

export async function createTestAuth(): Promise<TestAuth> {
  const identityKey = await generateSigningKey();
  const chatKey = await generateSigningKey();
  const identity = await TokenIssuer.create(identityKey, IDENTITY_ISSUER.issuer);
  const chat = await TokenIssuer.create(chatKey, CHAT_ISSUER.issuer);
  return {
    identityKey,
    chatKey,
    verifier: TokenVerifier.fromJwks([identityKey.publicJwk, chatKey.publicJwk]),
    tokenFor(principal, ttlSeconds = 3600) {
      const full: Principal = { role: null, pharmacyId: null, sessionId: null, username: null, authSessionId: null, actualRole: null, ...principal };
      return (full.kind === 'guest' ? chat : identity).sign(full, ttlSeconds);
    },
  };
}

export interface TestServices {
  services: RunningService<unknown>[];
  transport: EventTransport;
  auth: TestAuth;
  database: TestDatabase;
  /** the running service of that name */
  get<TApp>(name: string): RunningService<TApp>;
  /** waits until every started service's outbox is drained (events delivered or dead) */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts services against one fresh test database (PGlite, or PostgreSQL with TEST_DATABASE_URL) on an
 * in-process transport, each with its subgraph on a free port, as the all-in-one host does.
 */
export async function startTestServices(modules: ServiceModule<never>[], options: { env?: Record<string, string> } = {}): Promise<TestServices> {
  const database = await createTestDatabase();
  const auth = await createTestAuth();
  const logger = createLogger({ name: 'test', level: 'silent' });
  const transport = new InProcessTransport(logger);
  await followSessionRevocations(transport, auth.verifier);
  const env = {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pharmachat-test-')),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    OUTBOX_SWEEP_MS: '50',
    OUTBOX_MAX_ATTEMPTS: '4',
    IDENTITY_SIGNING_KEY: JSON.stringify(auth.identityKey.privateJwk),
    CHAT_SIGNING_KEY: JSON.stringify(auth.chatKey.privateJwk),
    CAPTCHA_SECRET: testCaptchaSettings.secret,
    CAPTCHA_COST: String(testCaptchaSettings.cost),
    CAPTCHA_MAX_COUNTER: String(testCaptchaSettings.maxCounter),
    ...options.env,
  };
  const config = loadConfig(commonConfigShape, env);
  const services: RunningService<unknown>[] = [];
  for (const module of modules) {
    services.push((await startService(module as ServiceModule<unknown>, { databaseUrl: database.url, transport, verifier: auth.verifier, config, env })) as RunningService<unknown>);
  }
  const settle = async () => {
    for (let round = 0; round < 50; round++) {
      await Promise.all(services.map((s) => s.relay.drain()));
      const stats = await Promise.all(services.map((s) => s.relay.stats()));
      if (stats.every((s) => s.pending === 0)) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('outboxes did not drain');
  };
  return {
    services,
    transport,
    auth,
    database,
    get<TApp>(name: string) {
      const found = services.find((s) => s.name === name);
      if (!found) throw new Error(`service ${name} is not started`);
      return found as RunningService<TApp>;
    },
    settle,
    async stop() {
      for (const service of [...services].reverse()) await service.stop();
      await transport.stop();
      await database.drop();
    },
  };
}

/** Posts a GraphQL operation to a (sub)graph URL as a client would. */
export async function graphqlRequest<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ status: number; data: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  return { status: response.status, data: body.data ?? null, errors: body.errors };
}
