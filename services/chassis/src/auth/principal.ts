import { z } from 'zod';
import { staffRoles, type StaffRole } from '@pharmachat/proto';
import { DomainError, forbidden, unauthenticated } from '../errors/domain-error';

export { staffRoles, type StaffRole };
export const principalKinds = ['staff', 'patient', 'doctor', 'guest', 'system'] as const;

/** Who is calling, as proven by a verified token (or the host itself, for seeding). */
export const principalSchema = z.object({
  kind: z.enum(principalKinds),
  subject: z.string().min(1),
  role: z.enum(staffRoles).nullable().default(null),
  /** the effective pharmacy (tenant) for staff, after any role switch; the session's pharmacy for guests */
  pharmacyId: z.string().nullable().default(null),
  /** the chat session a guest token opens */
  sessionId: z.string().nullable().default(null),
  username: z.string().nullable().default(null),
  /** the sign-in session (identity) a staff, patient or doctor token belongs to: revoking it ends the token */
  authSessionId: z.string().nullable().default(null),
  /** the caller's real role when viewing as another role (role switching) */
  actualRole: z.enum(staffRoles).nullable().default(null),
});
export type Principal = z.infer<typeof principalSchema>;
/** A principal as code writes it: the nullable fields may be left out. */
export type PrincipalInput = z.input<typeof principalSchema>;

/** The host acting on its own behalf (seed data, scheduled jobs). Never produced from a token. */
export const systemPrincipal: Principal = {
  kind: 'system',
  subject: 'system',
  role: null,
  pharmacyId: null,
  sessionId: null,
  username: 'system',
  authSessionId: null,
  actualRole: null,
};

export function requirePrincipal(principal: Principal | null): Principal {
  if (!principal) throw unauthenticated();
  return principal;
}

/** Staff of the given pharmacy (any staff role), or a super admin; the system principal too. */
export function requireStaffOfPharmacy(principal: Principal | null, pharmacyId: string): Principal {
  const caller = requirePrincipal(principal);
  if (caller.kind === 'system') return caller;
  if (caller.kind !== 'staff') throw forbidden();
  if (caller.role === 'super_admin') return caller;
  if (caller.pharmacyId !== pharmacyId) throw forbidden();
  return caller;
}

export function requireRole(principal: Principal | null, roles: readonly StaffRole[], pharmacyId?: string): Principal {
  const caller = requirePrincipal(principal);
  if (caller.kind === 'system') return caller;
  if (caller.kind !== 'staff' || !caller.role || !roles.includes(caller.role)) throw forbidden();
  if (pharmacyId !== undefined && caller.role !== 'super_admin' && caller.pharmacyId !== pharmacyId) throw forbidden();
  return caller;
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
