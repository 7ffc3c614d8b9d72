import { randomUUID } from 'node:crypto';
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
import { settleServices, startService, type RunningService, type ServiceModule } from '../server/service-runtime';
import { Database } from '../database/database';
import type { Logger } from '../logging/logger';
import { chassisTablesSql, quoteIdent } from '../outbox/outbox.schema';
import { OutboxRelay } from '../outbox/outbox.relay';
import type { AnyEnvelope } from '../bus/event-transport';
import { Migration } from '@mikro-orm/migrations';
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
    verifier: TokenVerifier.forIssuers([
      { issuer: IDENTITY_ISSUER, jwks: [identityKey.publicJwk] },
      { issuer: CHAT_ISSUER, jwks: [chatKey.publicJwk] },
    ]),
    tokenFor(principal, ttlSeconds = 3600) {
      // staff tokens carry a sign-in session, as identity's do
      const full: Principal = { role: null, pharmacyId: null, sessionId: null, username: null, authSessionId: principal.kind === 'staff' ? randomUUID() : null, actualRole: null, ...principal };
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
  /** waits until every outbox is published and every consumer has handled everything */
  settle(): Promise<void>;
  /**
   * Publishes events as another service would (through a real log, `test_events.outbox`), waits until they are
   * handled, and says per event whether every consumer handled it (false: some consumer dead-lettered it).
   * The same event may be published again: that is a redelivery.
   */
  publish(...events: AnyEnvelope[]): Promise<{ id: string; ok: boolean; error?: string }[]>;
  stop(): Promise<void>;
}

class TestEventsSchema extends Migration {
  override async up(): Promise<void> {
    for (const sql of chassisTablesSql('test_events')) this.addSql(sql);
    // a test log may carry the same event twice: that is how tests redeliver
    this.addSql('alter table test_events.outbox drop constraint outbox_id_key');
  }
}

/** A stand-in producer whose outbox tests write events into, read by the consumers like any other log. */
async function startTestEventSource(url: string, transport: EventTransport, logger: Logger) {
  const db = await Database.connect({ service: 'test-events', schema: 'test_events', url, entities: [], migrations: [{ name: '0001-test-events', class: TestEventsSchema }], logger });
  const relay = new OutboxRelay(db, transport, { sweepMs: 1000, logger });
  relay.start();
  return {
    db,
    relay,
    async append(events: AnyEnvelope[]) {
      for (const e of events) {
        await db.em().execute(
          `insert into ${quoteIdent('test_events')}.outbox (id, type, version, source, tenant_id, aggregate_id, occurred_at, correlation_id, causation_id, data) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [e.id, e.type, e.version, e.source, e.tenantId, e.aggregateId, e.occurredAt, e.correlationId, e.causationId, JSON.stringify(e.data)],
          'run',
        );
      }
      await relay.drain();
    },
    async stop() {
      await relay.stop();
      await db.close();
    },
  };
}

/**
 * Starts services against one fresh test database (PGlite, or PostgreSQL with TEST_DATABASE_URL) on an
 * in-process transport, each with its subgraph on a free port, as the all-in-one host does.
 */
export async function startTestServices(modules: ServiceModule<never>[], options: { env?: Record<string, string> } = {}): Promise<TestServices> {
  const database = await createTestDatabase();
  const auth = await createTestAuth();
  const logger = createLogger({ name: 'test', level: 'silent' });
  const transport = new InProcessTransport({ logger, maxAttempts: Number(options.env?.OUTBOX_MAX_ATTEMPTS ?? 4) });
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
  const settle = () => settleServices(services, transport);
  const source = await startTestEventSource(database.url, transport, logger);
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
    async publish(...events) {
      await source.append(events);
      await settle();
      const results = [];
      for (const event of events) {
        const errors: string[] = [];
        for (const service of services) {
          const rows = await service.db.em().execute<{ consumer: string; error: string }[]>(`select consumer, error from ${quoteIdent(service.db.schema)}.dead_letter where event_id = ?`, [event.id]);
          errors.push(...rows.map((r) => `${r.consumer}: ${r.error}`));
        }
        results.push(errors.length === 0 ? { id: event.id, ok: true } : { id: event.id, ok: false, error: errors.join('; ') });
      }
      return results;
    },
    async stop() {
      await source.stop();
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
