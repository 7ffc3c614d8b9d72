import type { StaffRole } from '@pharmachat/proto';
import { IdentityErrors } from './identity.exception';
import { isPharmacyRole } from './staff-user';
import type { StaffView } from './sign-in-session';

/**
 * The role-switching rule (spec part 2, section 4): a super admin may view as a super admin, or as an
 * administrator or staff member of any pharmacy; a pharmacy administrator only as staff of their own pharmacy;
 * staff may not switch. Returns the view to use, or null for the user's own role.
 */
export function decideRoleSwitch(real: StaffView, target: { role: StaffRole | null | undefined; pharmacyId: string | null | undefined }): StaffView | null {
  if (real.role === 'pharmacy_staff') throw IdentityErrors.onlyAdminsSwitch();
  if (!target.role) throw IdentityErrors.roleRequired({ field: 'targetRole' });
  if (isPharmacyRole(target.role) && !target.pharmacyId) throw IdentityErrors.pharmacyRequired({ field: 'targetPharmacyId' });
  const wanted: StaffView = { role: target.role, pharmacyId: isPharmacyRole(target.role) ? (target.pharmacyId ?? null) : null };
  if (wanted.role === real.role && wanted.pharmacyId === real.pharmacyId) return null;

  if (real.role === 'super_admin') return wanted;
  // a pharmacy admin
  if (wanted.role === 'pharmacy_staff' && wanted.pharmacyId === real.pharmacyId) return wanted;
  throw IdentityErrors.pharmacyAdminViewsOwnPharmacyOnly();
}
