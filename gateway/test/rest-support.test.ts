import { describe, expect, it } from 'vitest';
import type { RestError} from '../src/rest/rest-support';
import { unwrap } from '../src/rest/rest-support';

describe('GraphQL errors become REST statuses', () => {
  const fail = (code: string, extensions: Record<string, unknown> = {}) => {
    try {
      unwrap({ errors: [{ message: 'nope', extensions: { code, ...extensions } }] });
    } catch (error) {
      return error as RestError;
    }
    throw new Error('did not throw');
  };
  it.each([
    ['BAD_USER_INPUT', 400],
    ['UNAUTHENTICATED', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['LIMIT_REACHED', 429],
    ['RATE_LIMITED', 429],
    ['GRAPHQL_VALIDATION_FAILED', 400],
  ])('%s -> %i', (code, status) => {
    expect(fail(code).status).toBe(status);
  });
  it('keeps the limit figures of a 429', () => {
    expect(fail('LIMIT_REACHED', { currentCount: 100, limit: 100 }).details).toEqual({ currentCount: 100, limit: 100 });
  });
  it('keeps when a rate-limited caller may retry', () => {
    expect(fail('RATE_LIMITED', { retryAfter: 240 }).details).toEqual({ retryAfter: 240 });
  });
  it('masks internal errors', () => {
    const error = fail('INTERNAL_SERVER_ERROR');
    expect(error.status).toBe(500);
    expect(error.message).not.toContain('nope');
  });
});
