/** Browser storage of the staff session, under the keys the spec names. */
export const AUTH_TOKEN_KEY = 'auth_token';
export const USER_DATA_KEY = 'user_data';

export type StaffRole = 'super_admin' | 'pharmacy_admin' | 'pharmacy_staff';

export interface StaffUser {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: StaffRole;
  pharmacyId: string | null;
  isActive: boolean;
  isAdmin: boolean;
}

export interface StoredSession {
  token: string;
  user: StaffUser;
}

function isStaffUser(value: unknown): value is StaffUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === 'string' && typeof user.username === 'string' && typeof user.role === 'string';
}

/** Both token and user, or nothing: corrupt or partial data is cleared. */
export function readStoredSession(storage: Storage = window.localStorage): StoredSession | null {
  const token = storage.getItem(AUTH_TOKEN_KEY);
  const raw = storage.getItem(USER_DATA_KEY);
  if (!token || !raw) {
    if (token || raw) clearStoredSession(storage);
    return null;
  }
  try {
    const user: unknown = JSON.parse(raw);
    if (!isStaffUser(user)) throw new Error('not a user');
    return { token, user };
  } catch {
    clearStoredSession(storage);
    return null;
  }
}

export function storeSession(session: StoredSession, storage: Storage = window.localStorage): void {
  storage.setItem(AUTH_TOKEN_KEY, session.token);
  storage.setItem(USER_DATA_KEY, JSON.stringify(session.user));
}

export function storeUser(user: StaffUser, storage: Storage = window.localStorage): void {
  storage.setItem(USER_DATA_KEY, JSON.stringify(user));
}

export function clearStoredSession(storage: Storage = window.localStorage): void {
  storage.removeItem(AUTH_TOKEN_KEY);
  storage.removeItem(USER_DATA_KEY);
}

export const roleLabels: Record<StaffRole, string> = {
  super_admin: 'Super Admin',
  pharmacy_admin: 'Pharmacy Admin',
  pharmacy_staff: 'Pharmacy Staff',
};
