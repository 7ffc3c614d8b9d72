import { createServer, type Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { execute as executeGraphQL, GraphQLError, Kind, parse, subscribe, validate, type ASTNode, type ExecutionArgs, type ValidationRule } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { createRequire } from 'node:module';
import { WebSocketServer } from 'ws';
import {
  acceptCorrelationId,
  CORRELATION_HEADER,
  DomainError,
  followSessionRevocations,
  formatGraphQLError,
  httpMetrics,
  httpTracing,
  metricsEndpoint,
  observeLiveSubscriptions,
  operationSpanPlugin,
  issueCaptchaChallenge,
  type CaptchaSettings,
  listenOn,
  type EventTransport,
  type Logger,
  type Principal,
  type TokenVerifier,
} from '@pharmachat/chassis';
import type { SubgraphName } from './compose';
import { acceptIdempotencyKey, createGateway, type GatewayContext } from './gateway';
import {
  armorValidationRules,
  describeHttpError,
  findUnstorableText,
  graphqlErrorHandler,
  noStore,
  operationGuardPlugin,
  securityHeaders,
  storableTextGuard,
  storableTextRule,
  TEXT_ERROR_CODE,
  unstorableTextMessage,
  type GraphQLLimits,
} from './hardening';
import { limitConnectionsPerAddress } from './live/connection-limit';
import { LiveHub } from './live/live-hub';
import { createLiveSchema, type LiveContext } from './live/live.schema';
import { accountRoutes } from './rest/account.routes';
import { publicRoutes } from './rest/public.routes';
import { memoryRateLimitStore, type RateLimitStore } from './rest/rate-limit';
import { RestError, route, unwrap, type Execute } from './rest/rest-support';
import { staffRoutes } from './rest/staff.routes';
import { staffSettingsRoutes } from './rest/staff-settings.routes';
import { pharmacyAdminRoutes } from './rest/pharmacy-admin.routes';
import { knowledgeBaseRoutes } from './rest/knowledge-base.routes';
import { pharmacySelfServiceRoutes } from './rest/pharmacy-self-service.routes';
import { contactRoutes } from './rest/contact.routes';
import { doctorRoutes } from './rest/doctor.routes';
import { billingRoutes, paymentWebhookRoutes } from './rest/billing.routes';
import { analyticsRoutes } from './rest/analytics.routes';

/** the GraphQLError class of the graphql copy graphql-ws loads (it resolves `graphql` through Node, i.e. CommonJS) */
const WsGraphQLError = (createRequire(import.meta.url)('graphql') as { GraphQLError: typeof GraphQLError }).GraphQLError;

export interface GatewayServerOptions {
  supergraphSdl: string;
  subgraphUrls: Record<SubgraphName, string>;
  transport: EventTransport;
  verifier: TokenVerifier;
  logger: Logger;
  production?: boolean;
  /** Stripe is configured: the CSP lets Stripe Elements load (js.stripe.com, its frames and api.stripe.com) */
  stripeElements?: boolean;
  limits?: { loginPerMinute?: number; chatPerMinute?: number; maxSubscriptionsPerConnection?: number; maxLivePayloadBytes?: number; maxLiveConnectionsPerAddress?: number } & GraphQLLimits;
  /** where REST rate limits are counted: shared PostgreSQL across replicas, or this process's memory (default) */
  rateLimitStore?: RateLimitStore;
  /** signs captcha challenges for the browser widget (GET /api/captcha/challenge) */
  captcha: CaptchaSettings;
  /** mounted after /api and /graphql, e.g. the built web app */
  configureApp?: (app: Express) => void;
}

export interface RunningGateway {
  url: string;
  port: number;
  hub: LiveHub;
  stop(): Promise<void>;
}

/** Refuses operations nested deeper than `max` (a cheap guard against abusive queries). */
export function depthLimit(max: number): ValidationRule {
  return (context) => {
    const depthOf = (node: ASTNode, depth: number): number => {
      if (!('selectionSet' in node) || !node.selectionSet) return depth;
      return Math.max(depth, ...node.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? depthOf(s, depth + 1) : depthOf(s, depth))));
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node, 0);
        if (depth > max) context.reportError(new GraphQLError(`Query is too deep (${depth} levels; at most ${max}).`, { nodes: [node] }));
      },
    };
  };
}

export async function createGatewayServer(options: GatewayServerOptions): Promise<{ app: Express; listen(port: number, host?: string): Promise<RunningGateway> }> {
  const { logger, verifier } = options;
  const app = express();
  app.disable('x-powered-by');
  const httpServer: Server = createServer(app);

  const maxTokens = options.limits?.maxTokens ?? 2000;
  // the same limits over HTTP and over the live endpoint: depth, text, aliases, cost, directives (graphql-armor), tokens (graphql-js)
  const graphqlRules: ValidationRule[] = [depthLimit(options.limits?.maxDepth ?? 12), storableTextRule, ...armorValidationRules(options.limits)];
  const apollo = new ApolloServer<GatewayContext>({
    gateway: createGateway({ supergraphSdl: options.supergraphSdl, subgraphUrls: options.subgraphUrls }),
    introspection: !options.production,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: options.production,
    validationRules: graphqlRules,
    parseOptions: { maxTokens },
    allowBatchedHttpRequests: false,
    formatError: formatGraphQLError(logger),
    plugins: [ApolloServerPluginDrainHttpServer({ httpServer }), operationGuardPlugin<GatewayContext>(), operationSpanPlugin<GatewayContext>({ rename: false })],
  });
  await apollo.start();

  const verifyHeader = async (authorization: string | undefined): Promise<Principal | null> => verifier.fromAuthorizationHeader(authorization);

  const execute: Execute = async (req, query, variables = {}) => {
    const idempotency = acceptIdempotencyKey(req.headers['idempotency-key']);
    if ('error' in idempotency) throw new RestError(400, idempotency.error, { field: 'Idempotency-Key' });
    const response = await apollo.executeOperation(
      { query, variables },
      {
        contextValue: {
          authorization: req.headers.authorization,
          correlationId: String(req.res?.locals.correlationId ?? ''),
          clientIp: req.ip,
          idempotencyKey: idempotency.key,
        },
      },
    );
    if (response.body.kind !== 'single') throw new RestError(500, 'Unexpected incremental response.');
    return response.body.singleResult as never;
  };

  // live updates: the gateway's own subscription schema over graphql-ws, fed by the event bus
  const hub = new LiveHub();
  await hub.start(options.transport);
  await followSessionRevocations(options.transport, verifier);
  const unobserveLive = observeLiveSubscriptions(() => hub.subscriberCount);
  const liveSchema = createLiveSchema(hub);
  const maxSubscriptions = options.limits?.maxSubscriptionsPerConnection ?? 20;
  // a frame larger than maxPayload closes the connection (1009) before it is parsed
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: options.limits?.maxLivePayloadBytes ?? 64 * 1024 });
  limitConnectionsPerAddress(wsServer, options.limits?.maxLiveConnectionsPerAddress ?? 50);
  const wsCleanup = useServer<Record<string, unknown>, { principal?: Principal | null; expiresAt?: number; authorization?: string }>(
    {
      schema: liveSchema,
      // parse, validate and execute with this module's graphql, whatever copy graphql-ws itself loaded
      execute: (args) => executeGraphQL(args as ExecutionArgs),
      subscribe: (args) => subscribe(args as ExecutionArgs),
      onSubscribe: (ctx, _id, payload) => {
        // graphql-ws lists the connection's operations (this one included) until each completes
        if (Object.keys(ctx.subscriptions).length > maxSubscriptions) {
          return liveErrors([{ message: `Too many live subscriptions on this connection (at most ${maxSubscriptions}).`, extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } }]);
        }
        const field = findUnstorableText(payload.variables ?? {}, 'variables');
        if (field) return liveErrors([{ message: unstorableTextMessage(field), extensions: { code: TEXT_ERROR_CODE, field } }]);
        let document;
        try {
          document = parse(payload.query, { maxTokens });
        } catch (error) {
          return liveErrors([error instanceof GraphQLError ? error : { message: 'Could not parse the subscription.' }]);
        }
        const errors = validate(liveSchema, document, graphqlRules).concat(validate(liveSchema, document));
        if (errors.length > 0) return liveErrors(errors);
        return { schema: liveSchema, document, variableValues: payload.variables, operationName: payload.operationName, contextValue: liveContext(ctx) } as never;
      },
      onConnect: async (ctx) => {
        const raw = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        if (raw === undefined || raw === null || raw === '') {
          ctx.extra.principal = null;
          return true;
        }
        try {
          const authorization = String(raw).startsWith('Bearer ') ? String(raw) : `Bearer ${String(raw)}`;
          const principal = await verifier.fromAuthorizationHeader(authorization);
          ctx.extra.principal = principal;
          ctx.extra.expiresAt = (principal as { expiresAt?: number } | null)?.expiresAt ?? 0;
          ctx.extra.authorization = authorization;
          return true;
        } catch {
          return false;
        }
      },
      context: (ctx) => liveContext(ctx) as never,
    },
    wsServer,
  );

  /**
   * graphql-ws only sends errors that are `instanceof` the GraphQLError of the graphql copy it loaded (CommonJS under
   * Node, which may differ from this module's copy under a bundler or vitest): anything else closes the socket with 4500.
   */
  function liveErrors(errors: readonly { message: string; nodes?: readonly ASTNode[] | ASTNode; extensions?: Record<string, unknown> }[]): GraphQLError[] {
    return errors.map((error) => new WsGraphQLError(error.message, { nodes: error.nodes, extensions: error.extensions }));
  }

  function liveContext(ctx: { extra: { principal?: Principal | null; expiresAt?: number; authorization?: string } }): LiveContext {
    return {
        principal: ctx.extra.principal ?? null,
        expiresAt: ctx.extra.expiresAt ?? 0,
        async authorizeSession(sessionId) {
          const response = await apollo.executeOperation(
            { query: 'query($id: ID!) { chatSession(id: $id) { id pharmacyId } }', variables: { id: sessionId } },
            { contextValue: { authorization: ctx.extra.authorization, correlationId: acceptCorrelationId(undefined) } },
          );
          const result = response.body.kind === 'single' ? response.body.singleResult : { errors: [{ message: 'unexpected response' }] };
          try {
            const data = unwrap(result as never) as { chatSession: { pharmacyId: string } | null };
            if (!data.chatSession) throw new Error('not found');
            return data.chatSession;
          } catch {
            throw new GraphQLError('Chat session not found.', { extensions: { code: 'NOT_FOUND' } });
          }
        },
    };
  }

  app.use(securityHeaders({ stripeElements: options.stripeElements }));
  // traces and metrics of every request (docs/operations.md); /metrics for Prometheus (in the all-in-one host: every service's)
  app.use(httpTracing('gateway'), httpMetrics('gateway'));
  app.get('/metrics', metricsEndpoint(logger));
  app.use(['/api', '/graphql'], noStore);
  app.use((req: Request, res: Response, next: NextFunction) => {
    const correlationId = acceptCorrelationId(req.headers[CORRELATION_HEADER]);
    res.locals.correlationId = correlationId;
    res.setHeader(CORRELATION_HEADER, correlationId);
    next();
  });
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  app.get('/readyz', async (_req, res) => {
    const checks = await Promise.all(
      Object.entries(options.subgraphUrls).map(async ([name, url]) => {
        try {
          const response = await fetch(url.replace(/\/graphql$/, '/readyz'), { signal: AbortSignal.timeout(2000) });
          return [name, response.ok] as const;
        } catch {
          return [name, false] as const;
        }
      }),
    );
    const ready = checks.every(([, ok]) => ok);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', subgraphs: Object.fromEntries(checks) });
  });

  app.use(
    '/graphql',
    express.json({ limit: '100kb' }),
    storableTextGuard('graphql'),
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<GatewayContext> => {
        try {
          await verifyHeader(req.headers.authorization);
        } catch (error) {
          const message = error instanceof DomainError ? error.message : 'Invalid token.';
          throw new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
        }
        const idempotency = acceptIdempotencyKey(req.headers['idempotency-key']);
        if ('error' in idempotency) throw new GraphQLError(idempotency.error, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
        return { authorization: req.headers.authorization, correlationId: String(res.locals.correlationId), clientIp: req.ip, idempotencyKey: idempotency.key };
      },
    }),
    graphqlErrorHandler(logger),
  );

  // REST adapter: the spec's /api paths, each implemented as GraphQL operations against the gateway
  const api = express.Router();
  // the payment webhook reads its raw body (its signature is over the bytes): before the JSON parser
  api.use(paymentWebhookRoutes(execute));
  api.use(express.json({ limit: '64kb' }));
  api.use(storableTextGuard('rest'));
  api.use(async (req: Request, res: Response, next: NextFunction) => {
    try {
      // verified at the edge too; the subgraphs verify again and decide what the caller may do
      res.locals.principal = await verifyHeader(req.headers.authorization);
      next();
    } catch (error) {
      next(new RestError(401, error instanceof DomainError ? error.message : 'Invalid token.'));
    }
  });
  const captchaRouter = express.Router();
  route(captchaRouter, 'get', '/captcha/challenge', async (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    return issueCaptchaChallenge(options.captcha);
  });
  api.use(captchaRouter);
  const rateLimitStore = options.rateLimitStore ?? memoryRateLimitStore();
  api.use(publicRoutes(execute, { chatPerMinute: options.limits?.chatPerMinute ?? 120, store: rateLimitStore, logger }));
  api.use(accountRoutes(execute, { loginPerMinute: options.limits?.loginPerMinute ?? 20, store: rateLimitStore, logger }));
  api.use(staffRoutes(execute));
  api.use(staffSettingsRoutes(execute));
  // before the admin routes: a pharmacy admin's POST /api/pharmacies is Add Location
  api.use(pharmacySelfServiceRoutes(execute));
  api.use(pharmacyAdminRoutes(execute, { perMinute: options.limits?.loginPerMinute ?? 20, store: rateLimitStore, logger }));
  api.use(knowledgeBaseRoutes(execute));
  api.use(billingRoutes(execute));
  api.use(analyticsRoutes(execute));
  api.use(doctorRoutes(execute, { loginPerMinute: options.limits?.loginPerMinute ?? 20, store: rateLimitStore, logger }));
  api.use(contactRoutes(execute, { perMinute: options.limits?.loginPerMinute ?? 20, store: rateLimitStore, logger }));
  api.use((req: Request, _res: Response, next: NextFunction) => next(new RestError(404, `No such API endpoint: ${req.method} ${req.originalUrl.split('?')[0]}`)));
  api.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof RestError) {
      res.status(error.status).json({ message: error.message, ...error.details });
      return;
    }
    const { status, message } = describeHttpError(error);
    if (status >= 500) logger.error({ err: error, path: req.path }, 'REST adapter error');
    res.status(status).json({ message });
  });
  app.use('/api', api);

  options.configureApp?.(app);

  return {
    app,
    async listen(port, host = '0.0.0.0') {
      const bound = await listenOn(httpServer, port, host);
      return {
        port: bound,
        url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${bound}`,
        hub,
        async stop() {
          hub.stop();
          await wsCleanup.dispose();
          unobserveLive();
          wsServer.close();
          await apollo.stop();
        },
      };
    },
  };
}
