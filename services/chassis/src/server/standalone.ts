import { join } from 'node:path';
import { z } from 'zod';
import { CHAT_ISSUER, followSessionRevocations, IDENTITY_ISSUER, revokedSessionsFromUrl, TokenVerifier } from '../auth/tokens';
import type { EventTransport } from '../bus/event-transport';
import { InProcessTransport } from '../bus/in-process.transport';
import { KafkaTransport } from '../bus/kafka.transport';
import { commonConfigShape, ConfigError, loadConfig, portShape, type CommonConfig } from '../config/config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../database/embedded-postgres';
import { createLogger, type Logger } from '../logging/logger';
import { startTracing, stopTracing } from '../observability/tracing';
import { startService, type ServiceModule } from './service-runtime';

export function createTransport(config: CommonConfig, clientId: string, logger: Logger): EventTransport {
  if (config.KAFKA_BROKERS) {
    return new KafkaTransport({ brokers: config.KAFKA_BROKERS.split(','), clientId, logger, maxAttempts: config.OUTBOX_MAX_ATTEMPTS });
  }
  return new InProcessTransport({ logger, maxAttempts: config.OUTBOX_MAX_ATTEMPTS, sweepMs: config.OUTBOX_SWEEP_MS });
}

/** DATABASE_URL when set; otherwise an embedded PGlite kept under `<DATA_DIR>/<name>`. */
export async function resolveDatabase(config: CommonConfig, name: string, logger?: Logger): Promise<{ url: string; embedded: EmbeddedPostgres | null }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, embedded: null };
  const embedded = await startEmbeddedPostgres({ dataDir: join(config.DATA_DIR, name), logger });
  return { url: embedded.url, embedded };
}

/** Stops start-up with a readable message for configuration errors, and exits non-zero. */
export function exitOnStartupError(logger: Logger) {
  return (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else logger.fatal({ err: error }, 'start-up failed');
    process.exit(1);
  };
}

/** Runs one service alone (distributed mode): its subgraph over HTTP and its consumers. */
export async function runStandalone(module: ServiceModule<unknown>, defaultPort: number): Promise<void> {
  const logger = createLogger({ name: module.name });
  try {
    const config = loadConfig({
      ...commonConfigShape,
      PORT: portShape(defaultPort),
      HOST: z.string().default('0.0.0.0'),
      AUTH_JWKS_URLS: z.string().min(1, "identity's and then chat's JWKS URL, comma-separated (each issuer is trusted only with its own keys)"),
      // identity loads its own; every other service asks identity for the sessions ended before it started
      AUTH_REVOKED_SESSIONS_URL: module.revokedSessions
        ? z.url().optional()
        : z.url({ error: "identity's revoked-sessions URL, e.g. http://identity:4001/auth/revoked-sessions" }),
    });
    startTracing({ serviceName: module.name });
    const database = await resolveDatabase(config, module.name, logger);
    const transport = createTransport(config, module.name, logger);
    await transport.start();
    const [identityJwks, chatJwks] = config.AUTH_JWKS_URLS.split(',').map((url) => url.trim());
    const verifier = TokenVerifier.forIssuerUrls([
      { issuer: IDENTITY_ISSUER, url: identityJwks! },
      ...(chatJwks ? [{ issuer: CHAT_ISSUER, url: chatJwks }] : []),
    ]);
    // identity loads the ended sessions from its own database (startService): asking its own URL before it serves would wait forever
    const revokedSessionsUrl = module.revokedSessions ? undefined : config.AUTH_REVOKED_SESSIONS_URL;
    await followSessionRevocations(transport, verifier, revokedSessionsUrl ? revokedSessionsFromUrl(revokedSessionsUrl) : undefined);
    const service = await startService(module, { databaseUrl: database.url, transport, verifier, config, port: config.PORT, host: config.HOST });
    const shutdown = async (signal: string) => {
      logger.info({ signal }, 'shutting down');
      await service.stop();
      await transport.stop();
      await database.embedded?.stop();
      await stopTracing();
      process.exit(0);
    };
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    process.once('SIGINT', () => void shutdown('SIGINT'));
  } catch (error) {
    exitOnStartupError(logger)(error);
  }
}
