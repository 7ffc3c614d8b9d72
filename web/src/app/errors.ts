import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The server's message for a failed operation, or the fallback a person can act on. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  return fallback;
}

export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
  if (ServerError.is(error) && error.statusCode === 401) return 'UNAUTHENTICATED';
  return undefined;
}

export function errorExtensions(error: unknown): Record<string, unknown> {
  return CombinedGraphQLErrors.is(error) ? ((error.errors[0]?.extensions as Record<string, unknown> | undefined) ?? {}) : {};
}

/** Whether the server refused the caller's token (expired, revoked, or none where one is needed). */
export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  return ServerError.is(error) && error.statusCode === 401;
}

/** BAD_USER_INPUT's per-field messages ({ field: message }), for showing next to the fields. */
export function fieldErrors(error: unknown): Record<string, string> {
  const raw = errorExtensions(error).fieldErrors;
  if (!raw || typeof raw !== 'object') return {};
  return Object.fromEntries(Object.entries(raw as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
