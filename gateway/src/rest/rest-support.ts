import type { NextFunction, Request, Response, Router } from 'express';
import { httpStatusOf, isUuid } from '@pharmachat/chassis';
import { z } from 'zod';

export interface GraphQLResult<T> {
  data?: T | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

/** Runs a GraphQL operation against the federated graph as the caller (their Authorization header). */
export type Execute = <T>(req: Request, query: string, variables?: Record<string, unknown>) => Promise<GraphQLResult<T>>;

/** A REST answer that is not a success: an HTTP status and a body with a message a person can act on. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const DETAIL_KEYS = ['currentCount', 'limit', 'retryAfter', 'field'];

/** Unwraps a GraphQL result: the first error becomes the REST status (domain codes map once, in the chassis). */
export function unwrap<T>(result: GraphQLResult<T>): T {
  const error = result.errors?.[0];
  if (error) {
    const code = typeof error.extensions?.code === 'string' ? error.extensions.code : undefined;
    const details = Object.fromEntries(DETAIL_KEYS.filter((k) => error.extensions?.[k] !== undefined).map((k) => [k, error.extensions?.[k]]));
    const status = httpStatusOf(code);
    throw new RestError(status, status === 500 ? 'Something went wrong on our side. Please try again.' : error.message, details);
  }
  if (!result.data) throw new RestError(502, 'The service returned no data. Please try again.');
  return result.data;
}

/** Parses a JSON body with zod; a bad body is a 400 naming the field. `optional`: no body reads as `{}`. */
export function parseBody<T extends z.ZodType>(schema: T, req: Request, options: { optional?: boolean } = {}): z.infer<T> {
  const body = options.optional && (req.body === undefined || req.body === null) ? {} : req.body;
  if (body === undefined || body === null || typeof body !== 'object') {
    throw new RestError(400, 'Send a JSON object body with Content-Type: application/json.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.');
    throw new RestError(400, field ? `${field}: ${issue.message}` : issue.message, { field });
  }
  return parsed.data;
}

export function pathId(req: Request, name: string, notFoundMessage: string): string {
  const value = req.params[name];
  if (!isUuid(value)) throw new RestError(404, notFoundMessage);
  return value;
}

type Handler = (req: Request, res: Response) => Promise<unknown>;

/** Registers a route whose handler returns the JSON body (or throws RestError). */
const routeRegistry = new Set<string>();

/** Every REST path the adapter serves, as "METHOD /api/path" (the authorization matrix checks each one). */
export function registeredRoutes(): string[] {
  return [...routeRegistry].sort();
}

/** Registers a REST route under /api; the path is the full path below /api. */
export function route(router: Router, method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, ...handlers: [...((req: Request, res: Response, next: NextFunction) => void)[], Handler]): void {
  routeRegistry.add(`${method.toUpperCase()} /api${path}`);
  const handler = handlers.pop() as Handler;
  const middleware = handlers as ((req: Request, res: Response, next: NextFunction) => void)[];
  router[method](path, ...middleware, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const body = await handler(req, res);
      if (!res.headersSent) res.status(res.statusCode || 200).json(body);
    } catch (error) {
      // a rate-limited caller is told when to come back (RATE_LIMITED carries retryAfter in seconds)
      if (error instanceof RestError && error.status === 429 && typeof error.details.retryAfter === 'number' && !res.headersSent) {
        res.setHeader('Retry-After', String(Math.max(1, Math.ceil(error.details.retryAfter))));
      }
      next(error);
    }
  });
}

export const nonBlank = (message: string) => z.string({ error: message }).trim().min(1, message);
