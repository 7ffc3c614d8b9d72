import type { Express } from 'express';
import type { DocumentNode } from 'graphql';
import { followSessionRevocations, type TokenVerifier } from '../auth/tokens';
import type { EventTransport } from '../bus/event-transport';
import type { CommonConfig } from '../config/config';
import { Database, type DatabaseOptions, type MigrationDefinition } from '../database/database';
import { createLogger, type Logger } from '../logging/logger';
import { inboxConsumer, type EventSubscription } from '../outbox/inbox.consumer';
import { observeService } from '../observability/metrics';
import { OutboxRelay } from '../outbox/outbox.relay';
import { eventDeliveryResolvers, eventDeliveryTypeDefs } from './event-delivery.graphql';
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
  /**
   * The owner of sign-in sessions (identity) lists the ended sessions whose access tokens may still be unexpired;
   * its process's verifier loads them before the service serves, so a restart does not forget a logout.
   */
  revokedSessions?(app: TApp): Promise<string[]>;
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
  const unsubscribes: (() => Promise<void>)[] = [];
  for (const subscription of module.subscriptions?.(app) ?? []) {
    unsubscribes.push(await runtime.transport.subscribe(inboxConsumer(db, subscription, logger)));
  }
  const relay = new OutboxRelay(db, runtime.transport, { sweepMs: runtime.config.OUTBOX_SWEEP_MS, logger });
  const unobserve = observeService(db, runtime.transport);
  if (module.revokedSessions) await followSessionRevocations(runtime.transport, runtime.verifier, () => module.revokedSessions!(app));
  const server = await createSubgraphServer({
    name: module.name,
    typeDefs: module.typeDefs,
    resolvers: module.resolvers(app),
    modules: [{ typeDefs: eventDeliveryTypeDefs(module.name), resolvers: eventDeliveryResolvers(module.name, db) }],
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
      // this service's consumers finish what they hold, then its log stops being read by others
      await Promise.all(unsubscribes.map((unsubscribe) => unsubscribe()));
      await relay.stop();
      unobserve();
      await db.close();
      logger.info(`${module.name} service stopped`);
    },
  };
}

/**
 * Waits until every outbox is published and every consumer has handled everything (including what handlers
 * published in turn): the real condition, never a fixed sleep.
 */
export async function settleServices(services: RunningService<unknown>[], transport: EventTransport, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const heads = () => Promise.all(services.map((s) => s.relay.log.headPosition()));
  for (;;) {
    await Promise.all(services.map((s) => s.relay.drain()));
    const before = await heads();
    const settled = await transport.settle(Math.max(1, deadline - Date.now()));
    await Promise.all(services.map((s) => s.relay.drain()));
    const stats = await Promise.all(services.map((s) => s.relay.stats()));
    const after = await heads();
    // nothing left anywhere, and nothing was published while the consumers caught up
    if (settled && stats.every((s) => s.pending === 0) && after.every((head, i) => head === before[i])) return;
    if (Date.now() > deadline) throw new Error('events did not settle: outboxes or consumers are still behind');
  }
}
