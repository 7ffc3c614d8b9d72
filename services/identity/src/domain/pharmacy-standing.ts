import { IdentityErrors } from './identity.exception';

export { PHARMACY_AWAITING_APPROVAL, PHARMACY_SUSPENDED, pharmacyRejectedMessage } from './identity.exception';

export const pharmacyStandings = ['registering', 'pending_approval', 'active', 'suspended', 'rejected'] as const;
/**
 * Where a pharmacy stands, as far as signing in to it goes. `registering`: identity created the owner's account of a
 * registration and the pharmacy service has not created the pharmacy yet; the others follow the pharmacy's events.
 */
export type PharmacyStanding = (typeof pharmacyStandings)[number];

/**
 * Identity's projection of each pharmacy's status (from pharmacy.pharmacy.* events), and the registration record of a
 * self-registered pharmacy (its owner's account). It decides whether the pharmacy's staff may sign in.
 */
export class KnownPharmacy {
  pharmacyId!: string;
  status!: PharmacyStanding;
  /** the rejection's reason, told at sign-in */
  reason: string | null = null;
  /** the owner's account when the pharmacy registered itself */
  ownerUserId: string | null = null;
  updatedAt: Date = new Date();

  static registering(pharmacyId: string, ownerUserId: string, at = new Date()): KnownPharmacy {
    const known = new KnownPharmacy();
    known.pharmacyId = pharmacyId;
    known.status = 'registering';
    known.ownerUserId = ownerUserId;
    known.updatedAt = at;
    return known;
  }
}

/**
 * The pharmacy's staff may sign in only while it is active (a super admin works for no pharmacy, and a pharmacy
 * identity has not heard of signs in as before). Otherwise the refusal says why, as a person can act on it.
 */
export function checkPharmacyAllowsSignIn(known: KnownPharmacy | null): void {
  if (!known || known.status === 'active') return;
  if (known.status === 'registering' || known.status === 'pending_approval') throw IdentityErrors.pharmacyAwaitingApproval();
  if (known.status === 'rejected') throw IdentityErrors.pharmacyRejected({ rejectionReason: known.reason });
  throw IdentityErrors.pharmacySuspended();
}
