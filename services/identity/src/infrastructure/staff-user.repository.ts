import { raw, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { StaffUser, usernameKey } from '../domain/staff-user';

/** Finds an account by username regardless of case (served by the unique index on lower(username)). */
export async function findStaffUserByUsername(em: EntityManager, username: string, options: { withPasswordHash?: boolean } = {}): Promise<StaffUser | null> {
  const lowerUsername = raw((alias: string) => `lower(${alias}.username)`);
  return em.findOne(StaffUser, { [lowerUsername]: usernameKey(username) }, options.withPasswordHash ? { populate: ['passwordHash'] } : {});
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof UniqueConstraintViolationException;
}
