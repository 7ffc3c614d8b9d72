import { randomUUID } from 'node:crypto';
import { badInput, type StaffRole } from '@pharmachat/chassis';

export type StaffUserStatus = 'active' | 'inactive';

/** Roles that work for one pharmacy (tenant); a super admin works for none. */
export const pharmacyRoles = ['pharmacy_admin', 'pharmacy_staff'] as const satisfies readonly StaffRole[];

export function isPharmacyRole(role: StaffRole): role is (typeof pharmacyRoles)[number] {
  return (pharmacyRoles as readonly StaffRole[]).includes(role);
}

/** Usernames are unique regardless of case: 'Sam' and 'sam' are the same account. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

/** A person who signs in to the staff area: a super admin, or an administrator or staff member of one pharmacy. */
export class StaffUser {
  id: string = randomUUID();
  username!: string;
  email!: string;
  /** argon2id PHC string; never leaves the service */
  passwordHash!: string;
  firstName: string | null = null;
  lastName: string | null = null;
  role!: StaffRole;
  /** the pharmacy (tenant) the user works for; null for a super admin */
  pharmacyId: string | null = null;
  isActive = true;
  createdAt = new Date();
  lastActiveAt: Date | null = null;

  static create(props: Pick<StaffUser, 'username' | 'email' | 'passwordHash' | 'role' | 'pharmacyId'> & Partial<Pick<StaffUser, 'firstName' | 'lastName'>>): StaffUser {
    if (props.role === 'super_admin' && props.pharmacyId !== null) throw badInput('A super admin does not belong to a pharmacy.');
    if (isPharmacyRole(props.role) && props.pharmacyId === null) throw badInput('Please select a pharmacy');
    const user = new StaffUser();
    user.username = props.username.trim();
    user.email = props.email;
    user.passwordHash = props.passwordHash;
    user.firstName = props.firstName ?? null;
    user.lastName = props.lastName ?? null;
    user.role = props.role;
    user.pharmacyId = props.pharmacyId;
    return user;
  }

  get status(): StaffUserStatus {
    return this.isActive ? 'active' : 'inactive';
  }

  get isAdmin(): boolean {
    return this.role === 'super_admin';
  }

  recordSignIn(at = new Date()): void {
    this.lastActiveAt = at;
  }
}
