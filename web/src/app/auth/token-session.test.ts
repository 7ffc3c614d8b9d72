import { describe, expect, it, vi } from 'vitest';
import { expiryOf, TokenSession, type Renew } from './token-session';

const keys = { token: 'auth_token', refreshToken: 'refresh_token' };

function signedIn(renew: Renew) {
  const session = new TokenSession(keys, renew);
  session.set({ token: 'access-1', refreshToken: 'refresh-1', expiresAt: '2030-01-01T00:00:00.000Z' });
  return session;
}

describe('token session', () => {
  it('renews once for every caller waiting at the same time (a refresh token is single-use)', async () => {
    let finish: (value: { token: string; refreshToken: string }) => void = () => undefined;
    const renew = vi.fn<Renew>(() => new Promise((resolve) => (finish = resolve)));
    const session = signedIn(renew);
    const renewed = vi.fn();
    session.onRenewed(renewed);
    const calls = [session.refresh('access-1'), session.refresh('access-1'), session.refresh('access-1')];
    await vi.waitFor(() => expect(renew).toHaveBeenCalledTimes(1));
    finish({ token: 'access-2', refreshToken: 'refresh-2' });
    expect(await Promise.all(calls)).toEqual([true, true, true]);
    expect(renew).toHaveBeenCalledWith('refresh-1');
    expect(session.token).toBe('access-2');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
    expect(renewed).toHaveBeenCalledTimes(1);
  });

  it('takes a token another tab already renewed instead of reusing the refresh token', async () => {
    const renew = vi.fn<Renew>();
    const session = signedIn(renew);
    localStorage.setItem('auth_token', 'access-from-other-tab');
    expect(await session.refresh('access-1')).toBe(true);
    expect(renew).not.toHaveBeenCalled();
    expect(session.token).toBe('access-from-other-tab');
  });

  it('ends the session when the server refuses the renewal', async () => {
    const session = signedIn(async () => null);
    const ended = vi.fn();
    session.onEnded(ended);
    expect(await session.refresh('access-1')).toBe(false);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });

  it('keeps the session when the server cannot be reached', async () => {
    const session = signedIn(async () => {
      throw new Error('offline');
    });
    const ended = vi.fn();
    session.onEnded(ended);
    expect(await session.refresh('access-1')).toBe(false);
    expect(ended).not.toHaveBeenCalled();
    expect(session.token).toBe('access-1');
  });

  it('reads the expiry from expiresAt, else from the token', () => {
    expect(expiryOf({ token: 'x', expiresAt: '2030-01-01T00:00:00.000Z' })).toBe(Date.parse('2030-01-01T00:00:00.000Z'));
    expect(expiryOf({ token: 'x', expiresAt: 1_900_000_000 })).toBe(1_900_000_000_000);
    const payload = btoa(JSON.stringify({ exp: 1_900_000_000 })).replace(/=+$/, '');
    expect(expiryOf({ token: `h.${payload}.s` })).toBe(1_900_000_000_000);
    expect(expiryOf({ token: 'not-a-jwt' })).toBeNull();
  });
});

describe('token session during a role switch', () => {
  it('lets a call refused meanwhile wait for the new sign-in instead of renewing the ended one', async () => {
    const renew = vi.fn<Renew>(async () => null);
    const session = signedIn(renew);
    const ended = vi.fn();
    session.onEnded(ended);
    let answer: (tokens: { token: string; refreshToken: string }) => void = () => undefined;
    const switching = session.replaceWith(() => new Promise<{ token: string; refreshToken: string }>((resolve) => (answer = resolve)));
    // a request sent with the old token comes back refused while the switch is on its way
    const retry = session.refresh('access-1');
    answer({ token: 'switched', refreshToken: 'refresh-switched' });
    await switching;
    expect(await retry).toBe(true);
    expect(renew).not.toHaveBeenCalled();
    expect(ended).not.toHaveBeenCalled();
    expect(session.token).toBe('switched');
  });
});
