import { describe, expect, it } from 'vitest';
import { readStoredSession, storeSession } from './auth-storage';

describe('stored staff session', () => {
  const user = { id: 'u1', username: 'sam', email: 's@example.com', firstName: null, lastName: null, role: 'pharmacy_staff' as const, pharmacyId: 'p1', isActive: true, isAdmin: false };

  it('restores token and user together', () => {
    storeSession({ token: 't', user });
    expect(readStoredSession()).toEqual({ token: 't', user });
  });

  it('clears corrupt or partial data', () => {
    localStorage.setItem('auth_token', 't');
    localStorage.setItem('user_data', '{not json');
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
    localStorage.setItem('auth_token', 't');
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
    localStorage.setItem('auth_token', 't');
    localStorage.setItem('user_data', JSON.stringify({ nope: true }));
    expect(readStoredSession()).toBeNull();
  });
});
