import { raw, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { DoctorAccount } from '../domain/doctor-account';
import { emailKey, PatientAccount } from '../domain/patient-account';
import { StaffUser, usernameKey } from '../domain/staff-user';

/** Finds an account by username regardless of case (served by the unique index on lower(username)). */
export async function findStaffUserByUsername(em: EntityManager, username: string, options: { withPasswordHash?: boolean } = {}): Promise<StaffUser | null> {
  const lowerUsername = raw((alias: string) => `lower(${alias}.username)`);
  return em.findOne(StaffUser, { [lowerUsername]: usernameKey(username) }, options.withPasswordHash ? { populate: ['passwordHash'] } : {});
}

/** Finds a patient by e-mail regardless of case (served by the unique index on lower(email)). */
export async function findPatientByEmail(em: EntityManager, email: string, options: { withPasswordHash?: boolean } = {}): Promise<PatientAccount | null> {
  const lowerEmail = raw((alias: string) => `lower(${alias}.email)`);
  return em.findOne(PatientAccount, { [lowerEmail]: emailKey(email) }, options.withPasswordHash ? { populate: ['passwordHash'] } : {});
}

/** Finds a doctor's credentials by e-mail regardless of case. */
export async function findDoctorByEmail(em: EntityManager, email: string, options: { withPasswordHash?: boolean } = {}): Promise<DoctorAccount | null> {
  const lowerEmail = raw((alias: string) => `lower(${alias}.email)`);
  return em.findOne(DoctorAccount, { [lowerEmail]: emailKey(email) }, options.withPasswordHash ? { populate: ['passwordHash'] } : {});
}

/** Staff accounts whose username, e-mail, first or last name contains `search` (any case), by username. */
export async function searchStaffUsers(em: EntityManager, search: string | null): Promise<StaffUser[]> {
  const term = search?.trim();
  const users = term
    ? await em.find(StaffUser, {
        $or: (['username', 'email', 'firstName', 'lastName'] as const).map((field) => ({ [field]: { $ilike: `%${escapeLike(term)}%` } })),
      })
    : await em.find(StaffUser, {});
  return users.sort(byUsername);
}

export function byUsername(a: StaffUser, b: StaffUser): number {
  return a.username.localeCompare(b.username, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof UniqueConstraintViolationException;
}
