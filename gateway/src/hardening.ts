import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import { GraphQLError, type ValidationRule } from 'graphql';
import helmet from 'helmet';
import type { Logger } from '@pharmachat/chassis';

/**
 * Edge hardening shared by the gateway's HTTP and WebSocket endpoints: text that cannot be stored, GraphQL limits,
 * operation resolution, JSON-only errors and security headers. Each guard runs once, here, before any service sees the request.
 */

export const TEXT_ERROR_CODE = 'INVALID_TEXT';

/** a NUL character, or a UTF-16 surrogate that is not part of a pair (a lone half of an emoji, say) */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

export function unstorableTextMessage(field: string): string {
  return `Text cannot contain NUL characters or broken Unicode (field ${field}).`;
}

/**
 * The first place in a parsed JSON value (object keys included) holding text that PostgreSQL or SQLite cannot store,
 * as a dotted path ("variables.input.content", "items.2.name"); null when every string is fine. Walks with its own
 * stack, so JSON nested thousands of levels deep cannot overflow the call stack.
 */
export function findUnstorableText(value: unknown, path = ''): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path }];
  while (pending.length > 0) {
    const { value: item, path: at } = pending.pop()!;
    const child = (key: string | number) => (at ? `${at}.${key}` : String(key));
    if (typeof item === 'string') {
      if (!isStorableText(item)) return at || '(value)';
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) pending.push({ value: item[i], path: child(i) });
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (const [key] of entries) if (!isStorableText(key)) return child(key.replace(UNSTORABLE, '?'));
      for (let i = entries.length - 1; i >= 0; i--) pending.push({ value: entries[i]![1], path: child(entries[i]![0]) });
    }
  }
  return null;
}

/** JSON bodies nest at most this deep: no request of ours needs more, and deeper ones only cost stack further in */
export const MAX_JSON_DEPTH = 32;

/** Whether a parsed JSON value nests arrays/objects more than `max` levels deep (counted without recursion). */
export function isNestedDeeperThan(value: unknown, max: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: item, depth } = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}

function decodeUrlPart(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null; // percent-encoded bytes that are not UTF-8 (e.g. %ED%A0%80, a lone surrogate, or %FF)
  }
}

/** The first path segment or query parameter of a raw URL whose decoded text cannot be stored; null when all can. */
export function findUnstorableUrlText(url: string): string | null {
  const [pathPart = '', queryPart = ''] = url.split(/\?(.*)/s, 2);
  for (const segment of pathPart.split('/')) {
    const decoded = decodeUrlPart(segment);
    if (decoded === null || !isStorableText(decoded)) return 'path';
  }
  if (!queryPart) return null;
  for (const pair of queryPart.split('&')) {
    if (!pair) continue;
    const [rawKey = '', rawValue = ''] = pair.split(/=(.*)/s, 2);
    const key = decodeUrlPart(rawKey);
    if (key === null || !isStorableText(key)) return 'query parameter';
    const value = decodeUrlPart(rawValue);
    if (value === null || !isStorableText(value)) return key;
  }
  return null;
}

/**
 * Express middleware (after the JSON body parser): refuses with a 400 a JSON body nested more than MAX_JSON_DEPTH levels,
 * and a request whose URL, query string or JSON body
 * (REST bodies, GraphQL variables and the query text) holds a NUL or broken Unicode, instead of letting a store fail with a 500.
 * GraphQL answers in the GraphQL error shape; REST with `{ message, field }`.
 */
export function storableTextGuard(shape: 'rest' | 'graphql'): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (isNestedDeeperThan(req.body, MAX_JSON_DEPTH)) {
      const message = `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;
      if (shape === 'rest') res.status(400).json({ message });
      else res.status(400).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
      return;
    }
    const field = findUnstorableUrlText(req.originalUrl) ?? findUnstorableText(req.body);
    if (!field) {
      next();
      return;
    }
    const message = unstorableTextMessage(field);
    if (shape === 'rest') res.status(400).json({ message, field });
    else res.status(400).json({ errors: [{ message, extensions: { code: TEXT_ERROR_CODE, field } }] });
  };
}

/** Refuses NUL characters written straight into a GraphQL document's string arguments (`"\u0000"`). */
export const storableTextRule: ValidationRule = (context) => ({
  StringValue(node) {
    if (!isStorableText(node.value)) {
      context.reportError(new GraphQLError(unstorableTextMessage('argument'), { nodes: [node], extensions: { code: TEXT_ERROR_CODE } }));
    }
  },
});

/**
 * An Apollo plugin answering 400 (not 500) for an `operationName` the document does not define, and for a subscription
 * sent over HTTP (subscriptions are served by the graphql-ws live endpoint on the same path).
 */
export function operationGuardPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation(requestContext: GraphQLRequestContext<T>) {
          const { operation, request } = requestContext;
          if (!operation) {
            const message = request.operationName
              ? `Unknown operation named "${request.operationName}": the document does not define it.`
              : 'The document defines several operations: say which one to run with operationName.';
            throw new GraphQLError(message, { extensions: { code: 'OPERATION_RESOLUTION_FAILURE', http: { status: 400 } } });
          }
          if (operation.operation === 'subscription') {
            throw new GraphQLError('Subscriptions are not served over HTTP: open the WebSocket live endpoint (graphql-transport-ws) on /graphql.', {
              extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

export interface GraphQLLimits {
  maxDepth?: number;
  maxAliases?: number;
  maxCost?: number;
  maxTokens?: number;
  maxDirectives?: number;
}

/**
 * GraphQL Armor's validation rules (aliases, cost, directives) with a 400 and a clear message on rejection. Depth is
 * kept by this gateway's own `depthLimit` rule (same limit, clearer message); tokens by graphql-js's parser (`maxTokens`),
 * which Apollo turns into a 400 syntax error.
 */
export function armorValidationRules(limits: GraphQLLimits = {}): ValidationRule[] {
  const armor = new ApolloArmor({
    maxAliases: { n: limits.maxAliases ?? 15, exposeLimits: true },
    costLimit: { maxCost: limits.maxCost ?? 5000, exposeLimits: true },
    maxDirectives: { n: limits.maxDirectives ?? 50, exposeLimits: true },
    maxDepth: { enabled: false },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  });
  return armor.protect().validationRules as ValidationRule[];
}

/**
 * helmet's headers for the gateway and the built web app it serves from the same origin: a CSP allowing only this origin
 * (plus ws:/wss: for the live endpoint, inline styles because antd injects them, blob: workers for the captcha),
 * nosniff, a strict referrer policy.
 */
export function securityHeaders(options: { stripeElements?: boolean } = {}): RequestHandler {
  // Stripe Elements (the payment dialog when Stripe is configured) loads Stripe's script, frames and API
  const stripe = options.stripeElements ? { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] } : null;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe?.script ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...(stripe?.connect ?? [])],
        ...(stripe ? { frameSrc: stripe.frame } : {}),
        // the captcha widget (altcha) solves its proof of work in a Web Worker built from a blob: URL
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // the app is plain HTTP in development and the tests; HSTS belongs on the TLS terminator in front of it
    strictTransportSecurity: false,
  }) as RequestHandler;
}

/** Responses that may carry a token (sign-in, refresh, guest chat, patient accounts) are never cached. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * The last error handler of /graphql: a JSON answer in GraphQL's error shape with no stack or server path, whatever
 * the mode (express's default handler answers HTML with a stack trace outside production).
 */
export function graphqlErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const { status, message } = describeHttpError(error);
    if (status >= 500) logger.error({ err: error, path: req.path }, 'GraphQL endpoint error');
    res.status(status).json({ errors: [{ message, extensions: { code: status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST' } }] });
  };
}

/** The status and a message a person can act on for an error thrown by a body parser or a handler. */
export function describeHttpError(error: unknown): { status: number; message: string } {
  const bodyError = error as { type?: string; status?: number; statusCode?: number; limit?: number };
  if (bodyError?.type === 'entity.parse.failed') return { status: 400, message: 'Malformed JSON body: check the request body is valid JSON.' };
  if (bodyError?.type === 'entity.too.large') {
    return { status: 413, message: `Request body is too large (at most ${Math.round((bodyError.limit ?? 65536) / 1024)} kB).` };
  }
  if (bodyError?.type === 'encoding.unsupported' || bodyError?.type === 'charset.unsupported') {
    return { status: 415, message: 'Send the body as UTF-8 JSON.' };
  }
  const status = bodyError?.status ?? bodyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return { status, message: 'The request could not be read.' };
  return { status: 500, message: 'Something went wrong on our side. Please try again.' };
}
