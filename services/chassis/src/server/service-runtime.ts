import type { Express } from 'express';
import type { DocumentNode } from 'graphql';
import type { TokenVerifier } from '../auth/tokens';
import type { EventTransport } from '../bus/event-transport';
import type { CommonConfig } from '../config/config';
import { Database, type DatabaseOptions, type MigrationDefinition } from '../database/database';
import { createLogger, type Logger } from '../logging/logger';
import { inboxConsumer, type EventSubscription } from '../outbox/inbox.consumer';
import { OutboxRelay } from '../outbox/outbox.relay';
import { createSubgraphServer, type Resolvers } from './subgraph-server';

/** What a service gets from the process that runs it. */
export interface ServiceDeps {
  db: Database;
  logger: Logger;
  config: CommonConfig;
  env: Record<string, string | undefined>;
}

/** A service as a module: the all-in-one host, a service's own main.ts and the tests all start it the same way. */
export interface ServiceModule<TApp = unknown> {
  name: string;
  /** its own Postgres schema */
  schema: string;
  entities: DatabaseOptions['entities'];
  migrations: MigrationDefinition[];
  typeDefs: DocumentNode;
  createApplication(deps: ServiceDeps): Promise<TApp> | TApp;
  resolvers(app: TApp): Resolvers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  subscriptions?(app: TApp): EventSubscription<any, any>[];
  configureHttp?(app: TApp, http: Express): void;
  onStart?(app: TApp): Promise<void> | void;
  onStop?(app: TApp): Promise<void> | void;
}

export interface ServiceRuntime {
  databaseUrl: string;
  transport: EventTransport;
  verifier: TokenVerifier;
  config: CommonConfig;
  env?: Record<string, string | undefined>;
  /** port of the service's subgraph (0 picks a free one) */
  port?: number;
  host?: string;
}

export interface RunningService<TApp = unknown> {
  name: string;
  app: TApp;
  db: Database;
  relay: OutboxRelay;
  /** the subgraph's GraphQL URL */
  url: string;
  logger: Logger;
  stop(): Promise<void>;
}

export async function startService<TApp>(module: ServiceModule<TApp>, runtime: ServiceRuntime): Promise<RunningService<TApp>> {
  const logger = createLogger({ name: module.name, level: runtime.config.LOG_LEVEL });
  const db = await Database.connect({
    service: module.name,
    schema: module.schema,
    url: runtime.databaseUrl,
    entities: module.entities,
    migrations: module.migrations,
    poolSize: runtime.config.DB_POOL_SIZE,
    logger,
  });
  const app = await module.createApplication({ db, logger, config: runtime.config, env: runtime.env ?? process.env });
  for (const subscription of module.subscriptions?.(app) ?? []) {
    await runtime.transport.subscribe(inboxConsumer(db, subscription, logger));
  }
  const relay = new OutboxRelay(db, runtime.transport, {
    maxAttempts: runtime.config.OUTBOX_MAX_ATTEMPTS,
    sweepMs: runtime.config.OUTBOX_SWEEP_MS,
    logger,
  });
  const server = await createSubgraphServer({
    name: module.name,
    typeDefs: module.typeDefs,
    resolvers: module.resolvers(app),
    verifier: runtime.verifier,
    logger,
    isReady: () => db.isReady(),
    configure: module.configureHttp ? (http) => module.configureHttp?.(app, http) : undefined,
    production: runtime.config.NODE_ENV === 'production',
  });
  const running = await server.listen(runtime.port ?? 0, runtime.host ?? '127.0.0.1');
  relay.start();
  await module.onStart?.(app);
  logger.info({ url: running.url }, `${module.name} service started`);
  return {
    name: module.name,
    app,
    db,
    relay,
    url: running.url,
    logger,
    async stop() {
      await running.stop();
      await module.onStop?.(app);
      await relay.drain();
      await relay.stop();
      await db.close();
      logger.info(`${module.name} service stopped`);
    },
  };
}
