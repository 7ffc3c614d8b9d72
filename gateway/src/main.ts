import { join } from 'node:path';
import express from 'express';
import { existsSync } from 'node:fs';
import { z } from 'zod';
import {
  captchaSettingsFrom,
  CHAT_ISSUER,
  commonConfigShape,
  createLogger,
  createTransport,
  exitOnStartupError,
  followSessionRevocations,
  IDENTITY_ISSUER,
  loadConfig,
  portShape,
  revokedSessionsFromUrl,
  startTracing,
  stopTracing,
  TokenVerifier,
} from '@pharmachat/chassis';
import { readCommittedSupergraph, subgraphNames, type SubgraphName } from './compose';
import { memoryRateLimitStore, postgresRateLimitStore } from './rest/rate-limit';
import { createGatewayServer } from './server';
import { subgraphUrlVariable } from './subgraph-urls';

/** The gateway alone (distributed mode): the committed supergraph over the services' URLs, REST, live subscriptions. */
async function main(): Promise<void> {
  const logger = createLogger({ name: 'gateway' });
  try {
    const config = loadConfig({
      ...commonConfigShape,
      PORT: portShape(4000),
      HOST: z.string().default('0.0.0.0'),
      AUTH_JWKS_URLS: z.string().min(1, "identity's and then chat's JWKS URL, comma-separated"),
      AUTH_REVOKED_SESSIONS_URL: z.url({ error: "identity's revoked-sessions URL, e.g. http://identity:4001/auth/revoked-sessions" }),
      ...Object.fromEntries(subgraphNames.map((name) => [subgraphUrlVariable(name), z.url({ error: `the ${name} subgraph's URL, e.g. http://${name}:4001/graphql` })])),
      WEB_DIST_DIR: z.string().optional(),
      RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(20),
      RATE_LIMIT_CHAT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
      LIVE_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
    });
    startTracing({ serviceName: 'gateway' });
    const settings = config as typeof config & Record<string, string>;
    const subgraphUrls = Object.fromEntries(subgraphNames.map((name) => [name, settings[subgraphUrlVariable(name)]])) as Record<SubgraphName, string>;
    const transport = createTransport(config, 'gateway', logger);
    await transport.start();
    const [identityJwks, chatJwks] = config.AUTH_JWKS_URLS.split(',').map((url) => url.trim());
    const verifier = TokenVerifier.forIssuerUrls([
      { issuer: IDENTITY_ISSUER, url: identityJwks! },
      ...(chatJwks ? [{ issuer: CHAT_ISSUER, url: chatJwks }] : []),
    ]);
    await followSessionRevocations(transport, verifier, revokedSessionsFromUrl(config.AUTH_REVOKED_SESSIONS_URL));
    // replicas count REST rate limits together in PostgreSQL (schema `gateway`); without a database, per process
    const rateLimitStore = config.DATABASE_URL ? await postgresRateLimitStore(config.DATABASE_URL, { logger }) : memoryRateLimitStore();
    const webDir = config.WEB_DIST_DIR;
    const server = await createGatewayServer({
      supergraphSdl: readCommittedSupergraph(),
      subgraphUrls,
      transport,
      verifier,
      logger,
      production: config.NODE_ENV === 'production',
      stripeElements: Boolean(process.env.STRIPE_PUBLISHABLE_KEY),
      limits: { loginPerMinute: config.RATE_LIMIT_LOGIN_PER_MINUTE, chatPerMinute: config.RATE_LIMIT_CHAT_PER_MINUTE, maxLiveConnectionsPerAddress: config.LIVE_CONNECTIONS_PER_ADDRESS },
      rateLimitStore,
      captcha: captchaSettingsFrom(config),
      configureApp(app) {
        // the web app as static files, when this image carries it
        if (!webDir || !existsSync(join(webDir, 'index.html'))) return;
        app.use(express.static(webDir, { index: false, maxAge: '1h' }));
        app.get(/^(?!\/(api|graphql|metrics)(\/|$)).*/, (_req, res) => res.sendFile(join(webDir, 'index.html')));
      },
    });
    const gateway = await server.listen(config.PORT, config.HOST);
    logger.info({ url: gateway.url }, 'gateway started');
    const shutdown = async (signal: string) => {
      logger.info({ signal }, 'shutting down');
      await gateway.stop();
      await rateLimitStore.close();
      await transport.stop();
      await stopTracing();
      process.exit(0);
    };
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    process.once('SIGINT', () => void shutdown('SIGINT'));
  } catch (error) {
    exitOnStartupError(logger)(error);
  }
}

await main();
