/**
 * The kinds of failure a caller can act on. Each service declares its own errors (`<service>.exception.ts`, see
 * `declareErrors`), each of one of these kinds; the kind is the GraphQL `extensions.code` and maps, here and only
 * here, to the REST adapter's HTTP status.
 */
export const errorCodes = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  LIMIT_REACHED: 429,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** extra fields a client may act on, e.g. {currentCount, limit} */
    readonly details: Record<string, unknown> = {},
    /** the service's own name for this error (`chat.session_not_found`), when it was declared with `declareErrors` */
    readonly reason: string | null = null,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export function httpStatusOf(code: string | undefined): number {
  if (code && Object.hasOwn(errorCodes, code)) return errorCodes[code as ErrorCode];
  if (code === 'GRAPHQL_VALIDATION_FAILED' || code === 'GRAPHQL_PARSE_FAILED' || code === 'BAD_REQUEST') return 400;
  return 500;
}

export const badInput = (message: string, details?: Record<string, unknown>) => new DomainError('BAD_USER_INPUT', message, details);
export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const forbidden = (message = 'You do not have access to this resource.') => new DomainError('FORBIDDEN', message);
export const unauthenticated = (message = 'Sign in to continue.') => new DomainError('UNAUTHENTICATED', message);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** An id that is not even well-formed cannot name anything: answer as for an unknown id. */
export function requireUuid(value: string, notFoundMessage: string): string {
  if (!isUuid(value)) throw notFound(notFoundMessage);
  return value.toLowerCase();
}

interface ParseableSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * Parses a command's input with its zod schema: the first problem becomes the message (BAD_USER_INPUT),
 * and every problem is listed by field in `fieldErrors` for forms.
 */
export function parseInput<T>(schema: ParseableSchema<T>, input: unknown, fallbackMessage = 'Invalid input.'): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[issue.path.map(String).join('.') || 'input'] ??= issue.message;
  throw badInput(parsed.error.issues[0]?.message ?? fallbackMessage, { fieldErrors });
}
