import { declareErrors } from '@pharmachat/chassis/errors';

/** What a pharmacy's staff are told at sign-in while their pharmacy is not active (domain/pharmacy-standing.ts). */
export const PHARMACY_AWAITING_APPROVAL =
  'Your pharmacy is awaiting approval. We review every registration within 24 hours and will e-mail you as soon as it is approved; you can sign in then.';
export const PHARMACY_SUSPENDED = 'Your pharmacy has been suspended, so its accounts cannot sign in. Please contact support to reactivate it.';
export const pharmacyRejectedMessage = (reason: string | null) =>
  `Your pharmacy registration was not approved${reason ? `: ${reason.trim().replace(/[.\s]+$/, '')}.` : '.'} Please contact support for details.`;

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const INVALID_EMAIL_CREDENTIALS = 'Invalid email or password';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const DOCTOR_PENDING = 'Your account is pending review. You will receive an email once it is approved.';
export const DOCTOR_REJECTED = 'Your account application was rejected. Please contact support for details.';

/** Every error the identity service answers with (`extensions.reason` = `identity.<name in snake case>`). */
export const IdentityErrors = declareErrors('identity', {
  // signing in
  invalidToken: { code: 'UNAUTHENTICATED', message: 'Your session is invalid or has expired. Please sign in again.' },
  invalidCredentials: { code: 'UNAUTHENTICATED', message: INVALID_CREDENTIALS },
  invalidEmailCredentials: { code: 'UNAUTHENTICATED', message: INVALID_EMAIL_CREDENTIALS },
  sessionExpired: { code: 'UNAUTHENTICATED', message: SESSION_EXPIRED },
  tooManyFailedSignIns: {
    code: 'RATE_LIMITED',
    message: (details: { retryAfter: number }) => {
      const minutes = Math.max(1, Math.ceil(details.retryAfter / 60));
      return `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
    },
  },
  pharmacyAwaitingApproval: { code: 'FORBIDDEN', message: PHARMACY_AWAITING_APPROVAL },
  pharmacyRejected: { code: 'FORBIDDEN', message: (details: { rejectionReason: string | null }) => pharmacyRejectedMessage(details.rejectionReason) },
  pharmacySuspended: { code: 'FORBIDDEN', message: PHARMACY_SUSPENDED },
  doctorPending: { code: 'FORBIDDEN', message: DOCTOR_PENDING },
  doctorRejected: { code: 'FORBIDDEN', message: DOCTOR_REJECTED },
  // accounts
  userNotFound: { code: 'NOT_FOUND', message: 'User not found' },
  patientNotFound: { code: 'NOT_FOUND', message: 'Patient not found' },
  doctorNotFound: { code: 'NOT_FOUND', message: 'Doctor not found' },
  usernameTaken: { code: 'CONFLICT', message: 'That username is already taken' },
  emailTaken: { code: 'CONFLICT', message: 'An account with this email already exists' },
  pharmacyRequired: { code: 'BAD_USER_INPUT', message: 'Please select a pharmacy' },
  superAdminWithoutPharmacy: { code: 'BAD_USER_INPUT', message: 'A super admin does not belong to a pharmacy.' },
  unknownDoctorStatus: { code: 'BAD_USER_INPUT', message: 'Status must be pending, approved or rejected' },
  notYourOwnDeletion: { code: 'FORBIDDEN', message: 'You cannot delete your own account.' },
  notYourOwnDeactivation: { code: 'FORBIDDEN', message: 'You cannot deactivate your own account.' },
  notYourOwnRole: { code: 'FORBIDDEN', message: 'You cannot change your own role or pharmacy.' },
  onlyAdminsAddStaff: { code: 'FORBIDDEN', message: 'Only pharmacy administrators can add staff to their own pharmacy.' },
  onlyStaffAddStaff: { code: 'FORBIDDEN', message: 'You do not have access to this resource.' },
  onlyTheHost: { code: 'FORBIDDEN', message: 'You do not have access to this resource.' },
  // role switching
  onlyAdminsSwitch: { code: 'FORBIDDEN', message: 'Only administrators can switch roles.' },
  roleRequired: { code: 'BAD_USER_INPUT', message: 'Please select a role' },
  pharmacyAdminViewsOwnPharmacyOnly: { code: 'FORBIDDEN', message: 'A pharmacy administrator can only view their own pharmacy as staff.' },
  // audit log
  badPageCursor: { code: 'BAD_USER_INPUT', message: 'The page cursor is not valid: start again from the first page.' },
  pageSizeOutOfRange: { code: 'BAD_USER_INPUT', message: 'first must be between 1 and 200.' },
  // notification preferences
  onlyStaffHavePreferences: { code: 'FORBIDDEN', message: 'Notification preferences belong to pharmacy staff accounts. Sign in with your staff account to change them.' },
  // the contact form
  tooManyContactMessages: {
    code: 'RATE_LIMITED',
    message: (details: { retryAfter: number }) => {
      const minutes = Math.max(1, Math.ceil(details.retryAfter / 60));
      return `You have sent several messages in the last hour. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} before sending another, or call us for anything urgent.`;
    },
  },
  contactMessageNotFound: { code: 'NOT_FOUND', message: 'Message not found' },
});
