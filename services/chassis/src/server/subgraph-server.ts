import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { GraphQLError, type DocumentNode, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { Principal } from '../auth/principal';
import type { TokenVerifier } from '../auth/tokens';
import { acceptCorrelationId, CORRELATION_HEADER, IDEMPOTENCY_HEADER, runWithContext } from '../context/request-context';
import { DomainError } from '../errors/domain-error';
import type { Logger } from '../logging/logger';
import { httpMetrics, metricsEndpoint } from '../observability/metrics';
import { httpTracing, nameActiveSpanForOperation } from '../observability/tracing';

export interface SubgraphContext {
  principal: Principal | null;
  correlationId: string;
  /** the client's address as the gateway saw it (x-client-ip); only used for rate limits, never for identity */
  clientIp: string | null;
  /** the client's Idempotency-Key header, passed on by the gateway (see commands/idempotency.ts) */
  idempotencyKey?: string | null;
}

export const CLIENT_IP_HEADER = 'x-client-ip';

/**
 * A subgraph's resolver map, by type then field. Each service types its own with the `Resolvers` that
 * `npm run codegen` generates from its schema.graphql (services/<service>/src/graphql/resolvers.generated.ts), so
 * arguments, parents and results are checked against the SDL; here any such map is accepted.
 */
export type Resolvers = { [typeName: string]: object | undefined };

export interface SubgraphServerOptions {
  name: string;
  typeDefs: DocumentNode;
  resolvers: Resolvers;
  /** further schema modules served by the same subgraph (the chassis' event delivery fields) */
  modules?: { typeDefs: DocumentNode; resolvers: Resolvers }[];
  verifier: TokenVerifier;
  logger: Logger;
  isReady: () => Promise<boolean>;
  /** extra routes (e.g. identity's JWKS) mounted before /graphql */
  configure?: (app: Express) => void;
  production?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  /** stops intake; in-flight requests finish */
  stop(): Promise<void>;
}

/** Formats errors once for every subgraph: domain codes become extensions.code; internals are masked. */
export function formatGraphQLError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof DomainError) {
      return { message: original.message, path: formatted.path, extensions: { ...original.details, code: original.code, ...(original.reason ? { reason: original.reason } : {}) } };
    }
    const code = formatted.extensions?.code;
    if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
      logger.error({ err: original }, 'unexpected error in resolver');
      return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
    return formatted;
  };
}

/** Builds a service's Federation 2 subgraph over express 5 with /healthz and /readyz. */
export async function createSubgraphServer(options: SubgraphServerOptions): Promise<{ app: Express; listen(port: number, host?: string): Promise<RunningServer> }> {
  const app = express();
  app.disable('x-powered-by');
  const httpServer: Server = createServer(app);
  let shuttingDown = false;

  const apollo = new ApolloServer<SubgraphContext>({
    schema: buildSubgraphSchema(
      [{ typeDefs: options.typeDefs, resolvers: options.resolvers }, ...(options.modules ?? [])].map((module) => ({
        typeDefs: module.typeDefs,
        resolvers: module.resolvers as GraphQLResolverMap<unknown>,
      })),
    ),
    formatError: formatGraphQLError(options.logger),
    introspection: !options.production,
    includeStacktraceInErrorResponses: false,
    csrfPrevention: true,
    plugins: [ApolloServerPluginDrainHttpServer({ httpServer }), ApolloServerPluginInlineTraceDisabled(), logPlugin(options.logger), operationSpanPlugin()],
  });
  await apollo.start();

  // traces and metrics of every request (see docs/operations.md); /metrics for Prometheus
  app.use(httpTracing(options.name), httpMetrics(options.name));
  app.get('/metrics', metricsEndpoint(options.logger));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: options.name });
  });
  app.get('/readyz', async (_req, res) => {
    const ready = !shuttingDown && (await options.isReady());
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', service: options.name });
  });
  options.configure?.(app);
  app.use(
    '/graphql',
    express.json({ limit: '256kb' }),
    (req: Request, res: Response, next: NextFunction) => {
      const correlationId = acceptCorrelationId(req.headers[CORRELATION_HEADER]);
      res.setHeader(CORRELATION_HEADER, correlationId);
      res.locals.correlationId = correlationId;
      next();
    },
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<SubgraphContext> => {
        const correlationId = String(res.locals.correlationId);
        const principal = await options.verifier.fromAuthorizationHeader(req.headers.authorization).catch((error: unknown) => {
          if (error instanceof DomainError) throw new GraphQLError(error.message, { extensions: { code: error.code, http: { status: 401 } } });
          throw error;
        });
        const clientIp = typeof req.headers[CLIENT_IP_HEADER] === 'string' ? req.headers[CLIENT_IP_HEADER] : null;
        const idempotencyKey = typeof req.headers[IDEMPOTENCY_HEADER] === 'string' ? req.headers[IDEMPOTENCY_HEADER] : null;
        return { principal, correlationId, clientIp, idempotencyKey };
      },
    }),
  );

  return {
    app,
    async listen(port, host = '127.0.0.1') {
      const bound = await listenOn(httpServer, port, host);
      return {
        port: bound,
        url: `http://${host}:${bound}/graphql`,
        async stop() {
          shuttingDown = true;
          await apollo.stop();
        },
      };
    },
  };
}

/** Logs failures that are not domain errors (those are the caller's to act on). */
function logPlugin(logger: Logger): ApolloServerPlugin<SubgraphContext> {
  return {
    async requestDidStart({ contextValue }) {
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            const original = unwrapResolverError(error);
            if (!(original instanceof DomainError) && !error.extensions?.code) logger.warn({ err: original, correlationId: contextValue.correlationId }, 'operation failed');
          }
        },
      };
    },
  };
}

/**
 * Names the request's span after the GraphQL operation (`graphql query chatInbox`); with `rename: false` (the gateway,
 * whose REST paths run operations too) only adds the operation as attributes.
 */
export function operationSpanPlugin<TContext extends object>(options: { rename?: boolean } = {}): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, operationName }) {
          nameActiveSpanForOperation(operation?.operation, operationName, options.rename ?? true);
        },
      };
    },
  };
}

/** Wraps a resolver so the request context (principal, correlation id) is set while it runs. */
export function withContext<TArgs, TResult>(
  resolve: (args: TArgs, context: SubgraphContext, parent: unknown) => Promise<TResult> | TResult,
) {
  return (parent: unknown, args: TArgs, context: SubgraphContext): Promise<TResult> =>
    runWithContext({ correlationId: context.correlationId, principal: context.principal, idempotencyKey: context.idempotencyKey }, async () =>
      resolve(args, context, parent),
    );
}

/**
 * Wraps an entity's `__resolveReference`, which Apollo calls as (reference, context, info), so the request
 * context is set while it runs and the resolver can authorize the caller.
 */
export function referenceResolver<TReference, TResult>(resolve: (reference: TReference, context: SubgraphContext) => Promise<TResult> | TResult) {
  return (reference: TReference, context: SubgraphContext): Promise<TResult> =>
    runWithContext({ correlationId: context.correlationId, principal: context.principal }, async () => resolve(reference, context));
}

/** Starts an HTTP server listening and resolves with the port it got (0 picks a free one). */
export function listenOn(httpServer: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, () => resolve((httpServer.address() as AddressInfo).port));
  });
}
