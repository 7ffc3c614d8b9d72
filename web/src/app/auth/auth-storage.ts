/** Browser storage of the staff session, under the keys the spec names (plus the refresh token next to them). */
export const AUTH_TOKEN_KEY = 'auth_token';
export const USER_DATA_KEY = 'user_data';
export const REFRESH_TOKEN_KEY = 'refresh_token';

export type StaffRole = 'super_admin' | 'pharmacy_admin' | 'pharmacy_staff';

export interface StaffUser {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** the effective role (after a role switch: the role being viewed as) */
  role: StaffRole;
  /** the effective pharmacy; null for a super admin's own view */
  pharmacyId: string | null;
  status?: string;
  isActive: boolean;
  createdAt?: string;
  /** true when the effective role is super_admin */
  isAdmin: boolean;
  lastActive?: string | null;
  /** set while the user views the app as another role */
  switchedRole?: StaffRole | null;
  /** the account's own role, whatever the view */
  actualRole?: StaffRole;
}

/** What a staff sign-in or role switch answers. */
export interface StaffAuthPayload {
  token: string;
  refreshToken?: string | null;
  expiresAt?: string | number | null;
  user: StaffUser;
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
  storage.removeItem(REFRESH_TOKEN_KEY);
}

export const roleLabels: Record<StaffRole, string> = {
  super_admin: 'Super Admin',
  pharmacy_admin: 'Pharmacy Admin',
  pharmacy_staff: 'Pharmacy Staff',
};

/** Spec: super admin by role or by the isAdmin flag, in the effective view (a switched super admin is not one). */
export const isSuperAdmin = (user: StaffUser | null | undefined): boolean => !!user && (user.role === 'super_admin' || (user.isAdmin && !user.switchedRole));

/** The account's own role, whatever the view (without actualRole, a switched view counts as the lesser admin). */
export const actualRoleOf = (user: StaffUser): StaffRole => user.actualRole ?? (user.switchedRole ? 'pharmacy_admin' : user.role);

/** Pharmacy admins and super admins manage staff accounts. */
export const canManageStaff = (user: StaffUser | null | undefined): boolean => !!user && (user.role === 'pharmacy_admin' || isSuperAdmin(user));
