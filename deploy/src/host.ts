import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { join, resolve } from 'node:path';
import express from 'express';
import { z } from 'zod';
import {
  captchaSettingsFrom,
  CHAT_ISSUER,
  commonConfigShape,
  createLogger,
  createTransport,
  IDENTITY_ISSUER,
  loadConfig,
  loadSigningKey,
  portShape,
  resolveDatabase,
  settleServices,
  startService,
  startTracing,
  TokenVerifier,
  type RunningService,
  type ServiceModule,
} from '@pharmachat/chassis';
import { assistantService, type AssistantApplication } from '@pharmachat/ai-assistant';
import { analyticsService } from '@pharmachat/analytics';
import { billingService } from '@pharmachat/billing';
import { chatService } from '@pharmachat/chat';
import { doctorService, type DoctorApplication } from '@pharmachat/doctor';
import {
  createGatewayServer,
  memoryRateLimitStore,
  postgresRateLimitStore,
  readCommittedSupergraph,
  subgraphNames,
  type RunningGateway,
  type SubgraphName,
} from '@pharmachat/gateway';
import { identityService, type IdentityApplication } from '@pharmachat/identity';
import { pharmacyService, type PharmacyApplication } from '@pharmachat/pharmacy';
import { retentionService } from '@pharmachat/retention';
import { isSeeded, seedDemoData, seedDemoDoctor, type DemoSignIn } from './seed';

/** A random secret kept in a file (created on first use), e.g. the captcha HMAC secret. */
function loadOrCreateSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The eight services, keyed by their subgraph names. */
export const serviceModules: Record<SubgraphName, ServiceModule<never>> = {
  identity: identityService as ServiceModule<never>,
  pharmacy: pharmacyService as ServiceModule<never>,
  chat: chatService as ServiceModule<never>,
  'ai-assistant': assistantService as ServiceModule<never>,
  billing: billingService as ServiceModule<never>,
  doctor: doctorService as ServiceModule<never>,
  analytics: analyticsService as ServiceModule<never>,
  retention: retentionService as ServiceModule<never>,
};

export const hostConfigShape = {
  ...commonConfigShape,
  PORT: portShape(4000),
  HOST: z.string().default('0.0.0.0'),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  WEB_DIST_DIR: z.string().default(resolve(import.meta.dirname, '../../web/dist')),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_CHAT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  LIVE_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
};

export interface AllInOne {
  url: string;
  port: number;
  services: RunningService<unknown>[];
  gateway: RunningGateway;
  signIns: DemoSignIn[];
  seeded: boolean;
  /** waits until every outbox is drained (tests) */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The all-in-one topology: every service, the gateway and the built web app in one process on one port,
 * with the embedded database and in-process events (or DATABASE_URL / KAFKA_BROKERS when set).
 */
export async function startAllInOne(env: Record<string, string | undefined> = process.env): Promise<AllInOne> {
  const config = loadConfig(hostConfigShape, env);
  const logger = createLogger({ name: 'host', level: config.LOG_LEVEL });
  // traces only when OTEL_EXPORTER_OTLP_ENDPOINT is set (or a test started tracing with its own exporter)
  startTracing({ serviceName: 'pharmachat', env });
  const database = await resolveDatabase(config, 'pglite', logger);

  // identity signs staff tokens and chat signs guest tokens; every service verifies both
  const identityKey = await loadSigningKey({ jwkJson: env.IDENTITY_SIGNING_KEY, file: join(config.DATA_DIR, 'keys', 'identity.jwk.json') });
  const chatKey = await loadSigningKey({ jwkJson: env.CHAT_SIGNING_KEY, file: join(config.DATA_DIR, 'keys', 'chat.jwk.json') });
  const verifier = TokenVerifier.forIssuers([
    { issuer: IDENTITY_ISSUER, jwks: [identityKey.publicJwk] },
    { issuer: CHAT_ISSUER, jwks: [chatKey.publicJwk] },
  ]);
  const captchaSecret = env.CAPTCHA_SECRET ?? loadOrCreateSecret(join(config.DATA_DIR, 'keys', 'captcha.secret'));
  const serviceEnv = {
    ...env,
    IDENTITY_SIGNING_KEY: JSON.stringify(identityKey.privateJwk),
    CHAT_SIGNING_KEY: JSON.stringify(chatKey.privateJwk),
    CAPTCHA_SECRET: captchaSecret,
  };
  const serviceConfig = { ...config, CAPTCHA_SECRET: captchaSecret };

  const transport = createTransport(config, 'pharmachat-all-in-one', logger);
  await transport.start();

  const services: RunningService<unknown>[] = [];
  const stopServices = async () => {
    for (const service of [...services].reverse()) await service.stop();
  };
  try {
    for (const name of subgraphNames) {
      services.push(await startService(serviceModules[name] as ServiceModule<unknown>, { databaseUrl: database.url, transport, verifier, config: serviceConfig, env: serviceEnv }));
    }
  } catch (error) {
    await stopServices();
    await transport.stop();
    await database.embedded?.stop();
    throw error;
  }
  const byName = <T>(name: SubgraphName) => services.find((s) => s.name === name) as RunningService<T>;
  const subgraphUrls = Object.fromEntries(services.map((s) => [s.name, s.url])) as Record<SubgraphName, string>;

  const settle = () => settleServices(services, transport);


  const apps = {
    identity: byName<IdentityApplication>('identity').app,
    pharmacy: byName<PharmacyApplication>('pharmacy').app,
    assistant: byName<AssistantApplication>('ai-assistant').app,
  };
  let signIns: DemoSignIn[] = [];
  let seeded = false;
  if (config.SEED_DEMO_DATA === 'true' && !(await isSeeded(apps))) {
    signIns = await seedDemoData(apps);
    await settle();
    signIns.push(await seedDemoDoctor(apps.identity, byName<DoctorApplication>('doctor').app, settle));
    seeded = true;
    logger.info({ pharmacies: 2, users: signIns.length }, 'demo data seeded');
  }

  // on PostgreSQL every replica counts REST rate limits in one table; the embedded default is one process
  const rateLimitStore = config.DATABASE_URL ? await postgresRateLimitStore(config.DATABASE_URL, { logger }) : memoryRateLimitStore();
  const webDir = config.WEB_DIST_DIR;
  const server = await createGatewayServer({
    supergraphSdl: readCommittedSupergraph(),
    subgraphUrls,
    transport,
    verifier,
    logger,
    production: config.NODE_ENV === 'production',
    stripeElements: Boolean(env.STRIPE_PUBLISHABLE_KEY),
    limits: { loginPerMinute: config.RATE_LIMIT_LOGIN_PER_MINUTE, chatPerMinute: config.RATE_LIMIT_CHAT_PER_MINUTE, maxLiveConnectionsPerAddress: config.LIVE_CONNECTIONS_PER_ADDRESS },
    rateLimitStore,
    captcha: captchaSettingsFrom(serviceConfig),
    configureApp(app) {
      if (!existsSync(join(webDir, 'index.html'))) {
        logger.warn({ webDir }, 'web app is not built: run `npm run build:web`');
        return;
      }
      app.use(express.static(webDir, { index: false, maxAge: '1h' }));
      // the single-page app answers every other path (its router shows Not Found for unknown ones)
      app.get(/^(?!\/(api|graphql)(\/|$)).*/, (_req, res) => res.sendFile(join(webDir, 'index.html')));
    },
  });
  const gateway = await server.listen(config.PORT, config.HOST);

  return {
    url: gateway.url,
    port: gateway.port,
    services,
    gateway,
    signIns,
    seeded,
    settle,
    async stop() {
      await gateway.stop();
      await rateLimitStore.close();
      await stopServices();
      await transport.stop();
      await database.embedded?.stop();
    },
  };
}
