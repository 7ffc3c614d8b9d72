import { DomainError, type ErrorCode } from './domain-error';

/** One error a service may answer with: its kind (the GraphQL code and HTTP status) and what the person is told. */
export interface ErrorDeclaration<D extends Record<string, unknown> = Record<string, unknown>> {
  code: ErrorCode;
  /** a sentence a person can act on; a function when it names a figure from the details */
  message: string | ((details: D) => string);
}

type DetailsOf<T> = T extends { message: (details: infer D) => string } ? D : Record<string, unknown> | undefined;

export type DeclaredErrors<T extends Record<string, ErrorDeclaration<never>>> = {
  readonly [K in keyof T]: DetailsOf<T[K]> extends Record<string, unknown> | undefined
    ? (details?: DetailsOf<T[K]>) => DomainError
    : (details: DetailsOf<T[K]>) => DomainError;
};

/**
 * A service's errors in one place (`<service>.exception.ts`): each name becomes a factory of a DomainError whose
 * `reason` is `<service>.<name in snake case>` (in GraphQL `extensions.reason`), so logs, clients and tests can tell
 * one NOT_FOUND from another without parsing messages.
 *
 *   export const ChatErrors = declareErrors('chat', {
 *     sessionNotFound: { code: 'NOT_FOUND', message: 'Chat session not found.' },
 *   });
 *   throw ChatErrors.sessionNotFound();
 */
export function declareErrors<const T extends Record<string, ErrorDeclaration<never>>>(service: string, declarations: T): DeclaredErrors<T> {
  const factories: Record<string, (details?: Record<string, unknown>) => DomainError> = {};
  for (const [name, declaration] of Object.entries(declarations)) {
    const reason = `${service}.${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
    factories[name] = (details = {}) => {
      const message = typeof declaration.message === 'function' ? (declaration.message as (d: Record<string, unknown>) => string)(details) : declaration.message;
      return new DomainError(declaration.code, message, details, reason);
    };
  }
  return factories as DeclaredErrors<T>;
}
