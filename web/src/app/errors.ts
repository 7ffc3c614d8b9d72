import { CombinedGraphQLErrors } from '@apollo/client/errors';

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
  return undefined;
}

export function errorExtensions(error: unknown): Record<string, unknown> {
  return CombinedGraphQLErrors.is(error) ? ((error.errors[0]?.extensions as Record<string, unknown> | undefined) ?? {}) : {};
}
