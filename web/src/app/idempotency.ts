import { useMemo, useRef } from 'react';

/**
 * One Idempotency-Key per thing a person sends (a message, a form submission): the same key while they retry the
 * same thing (Send again after a network error, a second click), a new key once it went through or when what they
 * send changes. The server answers a retried key with the first result and stores nothing twice.
 */
export interface RetryKeys {
  /** the key for sending `what` (any string that identifies the content, e.g. session + text) */
  keyFor(what: string): string;
  /** the send went through: the next one is new */
  sent(): void;
}

export function useRetryKeys(): RetryKeys {
  const pending = useRef<{ what: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(what: string) {
        if (pending.current?.what !== what) pending.current = { what, key: crypto.randomUUID() };
        return pending.current.key;
      },
      sent() {
        pending.current = null;
      },
    }),
    [],
  );
}

/** The Apollo operation context that sends `key` as the Idempotency-Key header. */
export function withIdempotencyKey(key: string): { headers: Record<string, string> } {
  return { headers: { 'Idempotency-Key': key } };
}
