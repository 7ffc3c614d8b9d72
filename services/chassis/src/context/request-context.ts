import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Principal } from '../auth/principal';

/** What travels with one request or one event through every layer: who asks, and the correlation id. */
export interface RequestContext {
  correlationId: string;
  /** id of the event being handled, when this work was caused by an event */
  causationId: string | null;
  principal: Principal | null;
  /** the client's Idempotency-Key for the command it sends (header `Idempotency-Key`), if any */
  idempotencyKey?: string | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithContext<T>(context: Partial<RequestContext>, fn: () => T): T {
  const full: RequestContext = {
    correlationId: context.correlationId ?? randomUUID(),
    causationId: context.causationId ?? null,
    principal: context.principal ?? null,
    idempotencyKey: context.idempotencyKey ?? null,
  };
  return storage.run(full, fn);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

export const CORRELATION_HEADER = 'x-correlation-id';
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A correlation id from a client is accepted only when it looks like one; otherwise a fresh one is made. */
export function acceptCorrelationId(value: unknown): string {
  return typeof value === 'string' && /^[A-Za-z0-9._:-]{8,100}$/.test(value) ? value : randomUUID();
}
