import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useRetryKeys, withIdempotencyKey } from './idempotency';

describe('one Idempotency-Key per thing a person sends', () => {
  it('keeps the key while the same text is retried, and makes a new one after it went through or when the text changes', () => {
    const { result } = renderHook(() => useRetryKeys());
    const first = result.current.keyFor('s1\nIs my refill ready?');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    // a network error, Send again with the same text: the same key, so the server stores the message once
    expect(result.current.keyFor('s1\nIs my refill ready?')).toBe(first);
    // the person edits the text before retrying: a different message, a different key
    const edited = result.current.keyFor('s1\nIs my refill ready today?');
    expect(edited).not.toBe(first);
    // it went through: sending the same words again is a new message
    result.current.sent();
    expect(result.current.keyFor('s1\nIs my refill ready today?')).not.toBe(edited);
  });

  it('is the same helper across renders', () => {
    const { result, rerender } = renderHook(() => useRetryKeys());
    const key = result.current.keyFor('x');
    rerender();
    expect(result.current.keyFor('x')).toBe(key);
    expect(withIdempotencyKey(key)).toEqual({ headers: { 'Idempotency-Key': key } });
  });
});
