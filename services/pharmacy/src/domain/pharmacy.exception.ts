import { declareErrors } from '@pharmachat/chassis/errors';

/** Every error the pharmacy service answers with (`extensions.reason` = `pharmacy.<name in snake case>`). */
export const PharmacyErrors = declareErrors('pharmacy', {
  pharmacyNotFound: { code: 'NOT_FOUND', message: 'Pharmacy not found' },
  notYourPharmacy: { code: 'FORBIDDEN', message: 'You do not have access to this pharmacy.' },
  notPendingApproval: { code: 'CONFLICT', message: (details: { status: string }) => `Only a pharmacy pending approval can be approved (this one is ${details.status}).` },
});
