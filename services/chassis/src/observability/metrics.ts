import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { EventTransport } from '../bus/event-transport';
import type { Database } from '../database/database';
import type { Logger } from '../logging/logger';
import { quoteIdent } from '../outbox/outbox.schema';
import { routeLabel } from './tracing';

/**
 * Prometheus metrics of this process (prom-client), served at `/metrics` by every subgraph server and the gateway.
 * The all-in-one host has one registry for all eight services and the gateway; each series names its service.
 * What the database holds (outbox backlog and age, dead letters, consumer lag) is read when Prometheus scrapes,
 * so nothing runs between scrapes.
 */
export const metricsRegistry = new Registry();
let defaultMetricsOn = false;

const httpDuration = new Histogram({
  name: 'pharmachat_http_request_duration_seconds',
  help: 'HTTP requests by service, method, route (bounded: /graphql, /api/<area>, ...) and status',
  labelNames: ['service', 'method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Times every request of an express app. */
export function httpMetrics(service: string): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      httpDuration.observe({ service, method: req.method, route: routeLabel(req.originalUrl), status: String(res.statusCode) }, seconds);
    });
    next();
  };
}

/** `GET /metrics` in the Prometheus text format. */
export function metricsEndpoint(logger?: Logger): RequestHandler {
  return async (_req: Request, res: Response) => {
    if (!defaultMetricsOn) {
      defaultMetricsOn = true;
      collectDefaultMetrics({ register: metricsRegistry });
    }
    try {
      res.setHeader('Content-Type', metricsRegistry.contentType);
      res.end(await metricsRegistry.metrics());
    } catch (error) {
      logger?.warn({ err: error }, 'metrics collection failed');
      res.status(500).end('metrics collection failed');
    }
  };
}

const observedServices = new Map<string, Database>();
const observedTransports = new Set<EventTransport>();

/** The service's outbox, dead letters and consumers are reported while it runs; returns the function that stops it. */
export function observeService(db: Database, transport: EventTransport): () => void {
  observedServices.set(db.service, db);
  observedTransports.add(transport);
  return () => {
    if (observedServices.get(db.service) === db) observedServices.delete(db.service);
  };
}

async function eachService<T>(read: (db: Database) => Promise<T>): Promise<[string, T][]> {
  const results = await Promise.all(
    [...observedServices.entries()].map(async ([service, db]) => {
      try {
        return [[service, await read(db)] as [string, T]];
      } catch {
        return []; // a service whose database is down is missing from this scrape (its /readyz says why)
      }
    }),
  );
  return results.flat();
}

new Gauge({
  name: 'pharmachat_outbox_pending_events',
  help: 'events committed in the service outbox and not yet published (in-process: not yet in its log)',
  labelNames: ['service'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const [service, row] of await eachService((db) => outboxBacklog(db))) {
      this.set({ service }, row.pending);
    }
  },
});

new Gauge({
  name: 'pharmachat_outbox_oldest_pending_age_seconds',
  help: 'age of the oldest unpublished event in the service outbox (0 when none): the relay or the broker is behind',
  labelNames: ['service'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const [service, row] of await eachService((db) => outboxBacklog(db))) {
      this.set({ service }, row.ageSeconds);
    }
  },
});

async function outboxBacklog(db: Database): Promise<{ pending: number; ageSeconds: number }> {
  const [row] = await db.em().execute<{ pending: string; age: string | null }[]>(
    `select count(*)::text as pending, extract(epoch from now() - min(occurred_at))::text as age from ${quoteIdent(db.schema)}.outbox where status = 'pending'`,
  );
  return { pending: Number(row?.pending ?? 0), ageSeconds: Math.max(0, Number(row?.age ?? 0)) };
}

new Gauge({
  name: 'pharmachat_dead_letters',
  help: 'events a consumer gave up on, waiting for an operator (status dead), by service and consumer',
  labelNames: ['service', 'consumer'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    const counts = await eachService((db) =>
      db.em().execute<{ consumer: string; n: string }[]>(`select consumer, count(*)::text as n from ${quoteIdent(db.schema)}.dead_letter where status = 'dead' group by consumer`),
    );
    for (const [service, rows] of counts) {
      this.set({ service, consumer: '' }, 0);
      for (const row of rows) this.set({ service, consumer: row.consumer }, Number(row.n));
    }
  },
});

new Gauge({
  name: 'pharmachat_consumer_lag_events',
  help: 'events in a producer log that a consumer has not committed yet (in-process transport; on Kafka read the consumer group lag from the broker)',
  labelNames: ['consumer', 'source'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const transport of observedTransports) {
      const heads = new Map<string, bigint>();
      for (const lag of transport.lag()) {
        if (lag.position === null || !lag.active) continue;
        const log = transport.sourceLog?.(lag.source);
        if (!log) continue;
        if (!heads.has(lag.source)) heads.set(lag.source, await log.headPosition().catch(() => BigInt(lag.position!)));
        const behind = heads.get(lag.source)! - BigInt(lag.position);
        this.set({ consumer: lag.consumer, source: lag.source }, Number(behind > 0n ? behind : 0n));
      }
    }
  },
});

new Gauge({
  name: 'pharmachat_consumer_in_flight_events',
  help: 'events a consumer has fetched and not finished',
  labelNames: ['consumer', 'source'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const transport of observedTransports) {
      for (const lag of transport.lag()) this.set({ consumer: lag.consumer, source: lag.source }, lag.inFlight);
    }
  },
});

const liveSubscriptionCounts = new Set<() => number>();

new Gauge({
  name: 'pharmachat_live_subscriptions',
  help: 'open GraphQL subscriptions over WebSocket in this gateway process',
  registers: [metricsRegistry],
  collect() {
    let open = 0;
    for (const count of liveSubscriptionCounts) open += count();
    this.set(open);
  },
});

/** The gateway reports its open live subscriptions while it runs; returns the function that stops it. */
export function observeLiveSubscriptions(count: () => number): () => void {
  liveSubscriptionCounts.add(count);
  return () => liveSubscriptionCounts.delete(count);
}

/** A counter in this process's registry, for a service's own business figures (e.g. the assistant's decisions). */
export function businessCounter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
  const existing = metricsRegistry.getSingleMetric(name);
  if (existing) return existing as Counter<L>;
  return new Counter({ name, help, labelNames, registers: [metricsRegistry] });
}
