import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@pharmachat/proto';
import { IdentityErrors } from './identity.exception';

export type StaffUserStatus = 'active' | 'inactive';

/** Roles that work for one pharmacy (tenant); a super admin works for none. */
export const pharmacyRoles = ['pharmacy_admin', 'pharmacy_staff'] as const satisfies readonly StaffRole[];
export type PharmacyRole = (typeof pharmacyRoles)[number];

export function isPharmacyRole(role: StaffRole): role is PharmacyRole {
  return (pharmacyRoles as readonly StaffRole[]).includes(role);
}

/** Usernames are unique regardless of case: 'Sam' and 'sam' are the same account. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

/** The changes an administrator may make to an account's profile (undefined = unchanged). */
export interface StaffProfileChanges {
  username?: string;
  email?: string;
  firstName?: string | null;
  lastName?: string | null;
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

  static create(props: Pick<StaffUser, 'username' | 'email' | 'passwordHash' | 'role' | 'pharmacyId'> & Partial<Pick<StaffUser, 'firstName' | 'lastName' | 'createdAt'>>): StaffUser {
    checkRoleAndPharmacy(props.role, props.pharmacyId);
    const user = new StaffUser();
    user.username = props.username.trim();
    user.email = props.email;
    user.passwordHash = props.passwordHash;
    user.firstName = props.firstName ?? null;
    user.lastName = props.lastName ?? null;
    user.role = props.role;
    user.pharmacyId = props.pharmacyId;
    if (props.createdAt) user.createdAt = props.createdAt;
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

  updateProfile(changes: StaffProfileChanges): void {
    if (changes.username !== undefined) this.username = changes.username.trim();
    if (changes.email !== undefined) this.email = changes.email;
    if (changes.firstName !== undefined) this.firstName = changes.firstName;
    if (changes.lastName !== undefined) this.lastName = changes.lastName;
  }

  /** Gives the account a role; a pharmacy role needs a pharmacy, a super admin has none. Says whether it changed. */
  assignRole(role: StaffRole, pharmacyId: string | null): boolean {
    checkRoleAndPharmacy(role, pharmacyId);
    const changed = role !== this.role || pharmacyId !== this.pharmacyId;
    this.role = role;
    this.pharmacyId = pharmacyId;
    return changed;
  }

  /** Says whether the account went from active to inactive (its sessions must end). */
  setActive(isActive: boolean): boolean {
    const deactivated = this.isActive && !isActive;
    this.isActive = isActive;
    return deactivated;
  }

  changePasswordHash(passwordHash: string): void {
    this.passwordHash = passwordHash;
  }
}

function checkRoleAndPharmacy(role: StaffRole, pharmacyId: string | null): void {
  if (role === 'super_admin' && pharmacyId !== null) throw IdentityErrors.superAdminWithoutPharmacy();
  if (isPharmacyRole(role) && pharmacyId === null) throw IdentityErrors.pharmacyRequired();
}
