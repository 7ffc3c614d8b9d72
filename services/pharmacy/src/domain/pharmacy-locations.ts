import { declareErrors } from '@pharmachat/chassis/errors';

/** The plan whose pharmacies may have several locations under one owner (spec part 1, section 9). */
export const MULTI_LOCATION_PLAN = 'enterprise';

/** Whether an owner whose pharmacy is on `plan` may add another location. */
export const mayAddLocation = (plan: string | null | undefined): boolean => plan === MULTI_LOCATION_PLAN;

/** Errors of the owner's locations (`extensions.reason` = `pharmacy.<name in snake case>`). */
export const LocationErrors = declareErrors('pharmacy', {
  locationsNeedEnterprise: {
    code: 'FORBIDDEN',
    message: (details: { plan: string }) =>
      `Managing several pharmacy locations is part of the Enterprise plan ($299/month); this pharmacy is on ${details.plan.replace('_', ' ')}. Upgrade to Enterprise in Subscription to add another location.`,
  },
  ownersOnly: { code: 'FORBIDDEN', message: 'Only a pharmacy administrator adds locations to their own pharmacy; super admins add pharmacies in Admin Pharmacies.' },
  cannotDeleteOwnPharmacy: { code: 'CONFLICT', message: 'This is the pharmacy your account works in: it cannot be deleted from Pharmacy Locations. Contact PharmaChat support to close it.' },
  openLocationDeletion: {
    code: 'CONFLICT',
    message: 'This location is open to patients and holds their chats: contact PharmaChat support to close it, so its data is deleted in every service.',
  },
});

/** Each pharmacy's plan as billing last said (a projection of billing.subscription.* events). */
export class PharmacyPlan {
  pharmacyId!: string;
  plan!: string;
  updatedAt = new Date();
}
