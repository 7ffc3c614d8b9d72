import { declareErrors } from '@pharmachat/chassis/errors';

/** Every error the pharmacy service answers with (`extensions.reason` = `pharmacy.<name in snake case>`). */
export const PharmacyErrors = declareErrors('pharmacy', {
  pharmacyNotFound: { code: 'NOT_FOUND', message: 'Pharmacy not found' },
  notTakingChats: { code: 'FORBIDDEN', message: 'This pharmacy is not taking chats at the moment. Please contact the pharmacy directly, or choose another pharmacy.' },
  notYourPharmacy: { code: 'FORBIDDEN', message: 'You do not have access to this pharmacy.' },
  notPendingRejection: { code: 'CONFLICT', message: (details: { status: string }) => `Only a pharmacy pending approval can be rejected (this one is ${details.status}).` },
  notActiveSuspension: { code: 'CONFLICT', message: (details: { status: string }) => `Only an active pharmacy can be suspended (this one is ${details.status}).` },
  notSuspended: { code: 'CONFLICT', message: (details: { status: string }) => `Only a suspended pharmacy can be reactivated (this one is ${details.status}).` },
  notApprovedForMessage: { code: 'CONFLICT', message: 'An approval message can only be sent to an active (approved) pharmacy.' },
  rejectionReasonRequired: { code: 'BAD_USER_INPUT', message: 'Please give a reason for the rejection (at least 5 characters).' },
  approvalMessageRequired: { code: 'BAD_USER_INPUT', message: 'Please write the message (at least 5 characters).' },
  superAdminsOnly: { code: 'FORBIDDEN', message: 'Only super administrators can manage pharmacies.' },
  licenseNumberTaken: { code: 'CONFLICT', message: 'A pharmacy with this license number is already registered.' },
  mailOutboxPageSize: { code: 'BAD_USER_INPUT', message: 'first must be between 1 and 200.' },
  badPageCursor: { code: 'BAD_USER_INPUT', message: 'The page cursor is not valid: start again from the first page.' },
  notPendingApproval: { code: 'CONFLICT', message: (details: { status: string }) => `Only a pharmacy pending approval can be approved (this one is ${details.status}).` },
});
