import { context, isSpanContextValid, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Context } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-node';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import pg from 'pg';

export { SpanKind };

/**
 * OpenTelemetry traces, off unless configured: with `OTEL_EXPORTER_OTLP_ENDPOINT` (or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) set, spans go to that collector over OTLP/HTTP; tests pass their own exporter.
 * Without either, the API stays a no-op and nothing below costs more than a function call.
 *
 * Spans: every HTTP request (the W3C `traceparent` header continues a caller's trace; the gateway passes it on to the
 * subgraphs), the GraphQL operation (names the request's span), each database transaction and SQL statement, and each event handled by
 * a consumer, whose parent is the context the event was written in (the envelope's `traceparent`, kept in the outbox):
 * one trace follows a patient's message through chat, the assistant and back to the staff's screen.
 */
let provider: NodeTracerProvider | null = null;

export function tracingEnabled(): boolean {
  return provider !== null;
}

export function startTracing(options: { serviceName: string; exporter?: SpanExporter; env?: Record<string, string | undefined> }): boolean {
  if (provider) return true;
  const env = options.env ?? process.env;
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!options.exporter && !endpoint) return false;
  // the collector's traces URL from the settings given (not only process.env): OTLP/HTTP's /v1/traces under the endpoint
  const url = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? `${(endpoint ?? '').replace(/\/+$/, '')}/v1/traces`;
  const processor = options.exporter ? new SimpleSpanProcessor(options.exporter) : new BatchSpanProcessor(new OTLPTraceExporter({ url }));
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME ?? options.serviceName }),
    spanProcessors: [processor],
  });
  // AsyncLocalStorage context and the W3C trace-context propagator, process-wide (Apollo Gateway's own spans join in)
  provider.register();
  traceDatabaseQueries();
  return true;
}

type Query = (...args: unknown[]) => unknown;
let untracedQuery: Query | null = null;

/**
 * A span per SQL statement run inside a traced request or event handler (the `pg` client every service and MikroORM
 * use): the statement's text, not its parameters. Statements outside any span (the relay's sweeps) stay untraced.
 */
function traceDatabaseQueries(): void {
  if (untracedQuery) return;
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  untracedQuery = original;
  prototype.query = function tracedQuery(this: unknown, ...args: unknown[]) {
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    if (!provider || typeof text !== 'string' || typeof args.at(-1) === 'function' || !trace.getActiveSpan()) return original.apply(this, args);
    const span = tracer().startSpan(`db.query ${text.trimStart().split(/\s/, 1)[0]!.toLowerCase()}`, {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'postgresql', 'db.query.text': text.length > 1000 ? `${text.slice(0, 1000)}...` : text },
    });
    const result = context.with(trace.setSpan(context.active(), span), () => original.apply(this, args));
    if (!result || typeof (result as Promise<unknown>).then !== 'function') {
      span.end();
      return result;
    }
    return (result as Promise<unknown>).then(
      (value) => {
        span.end();
        return value;
      },
      (error: unknown) => {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
        throw error;
      },
    );
  };
}

export async function stopTracing(): Promise<void> {
  const running = provider;
  provider = null;
  if (!running) return;
  if (untracedQuery) (pg.Client.prototype as unknown as { query: Query }).query = untracedQuery;
  untracedQuery = null;
  await running.shutdown();
  trace.disable();
  propagation.disable();
  context.disable();
}

const tracer = () => trace.getTracer('pharmachat');

/** The active span's context as a W3C `traceparent`, or null when there is none (tracing off). */
export function currentTraceparent(): string | null {
  if (!provider) return null;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

/** The active trace and span ids, for log lines. */
export function currentTraceIds(): { traceId: string; spanId: string } | null {
  if (!provider) return null;
  const span = trace.getActiveSpan();
  const spanContext = span?.spanContext();
  return spanContext && isSpanContextValid(spanContext) ? { traceId: spanContext.traceId, spanId: spanContext.spanId } : null;
}

/** Adds the active context's `traceparent` to outgoing headers (calls to subgraphs, JWKS...). */
export function injectTraceHeaders(headers: { set(name: string, value: string): void }): void {
  if (!provider) return;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  for (const [name, value] of Object.entries(carrier)) headers.set(name, value);
}

function contextFromCarrier(carrier: Record<string, string | string[] | undefined>): Context {
  return propagation.extract(ROOT_CONTEXT, carrier, {
    keys: (c) => Object.keys(c),
    get: (c, key) => {
      const value = c[key];
      return Array.isArray(value) ? value[0] : value;
    },
  });
}

/** Runs `work` in a span (a child of the active one, or of `parent`); ends it with the outcome. No-op when tracing is off. */
export async function withSpan<R>(name: string, options: { kind?: SpanKind; attributes?: Attributes; parentTraceparent?: string | null }, work: () => Promise<R>): Promise<R> {
  if (!provider) return work();
  const parent = options.parentTraceparent !== undefined ? contextFromCarrier(options.parentTraceparent ? { traceparent: options.parentTraceparent } : {}) : context.active();
  return tracer().startActiveSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes }, parent, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A span for something instantaneous done on an event (the gateway pushing it to live subscribers), in the event's trace. */
export function recordEventSpan(name: string, traceparent: string | null | undefined, attributes: Attributes): void {
  if (!provider || !traceparent) return;
  tracer().startSpan(name, { kind: SpanKind.CONSUMER, attributes }, contextFromCarrier({ traceparent })).end();
}

/** A server span per HTTP request, continuing the caller's trace from its `traceparent` header. */
export function httpTracing(service: string): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!provider) return next();
    const parent = contextFromCarrier(req.headers);
    const span = tracer().startSpan(
      `${req.method} ${routeLabel(req.originalUrl)}`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method, 'url.path': req.originalUrl.split('?')[0], 'pharmachat.service': service } },
      parent,
    );
    res.once('finish', () => {
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    context.with(trace.setSpan(parent, span), next);
  };
}

/** Names the request's span after the GraphQL operation (an Apollo Server plugin hook calls this). */
export function nameActiveSpanForOperation(operation: string | undefined, operationName: string | null | undefined, rename = true): void {
  if (!provider) return;
  const span = trace.getActiveSpan();
  if (!span) return;
  if (rename) span.updateName(`graphql ${operation ?? 'operation'} ${operationName ?? 'anonymous'}`);
  span.setAttributes({ 'graphql.operation.type': operation ?? 'unknown', 'graphql.operation.name': operationName ?? '' });
}

/**
 * A bounded label for a request path (metrics and span names): `/graphql`, `/healthz`, `/api/<area>`, ... never
 * ids, so the number of series stays small.
 */
export function routeLabel(url: string): string {
  const path = url.split('?')[0] ?? '/';
  const [, first, second] = path.split('/');
  if (!first) return '/';
  if (first === 'api') return second ? `/api/${second}` : '/api';
  if (['graphql', 'healthz', 'readyz', 'metrics', '.well-known', 'auth'].includes(first)) return `/${first}`;
  return '/static';
}
