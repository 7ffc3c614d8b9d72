import { declareErrors } from '@pharmachat/chassis/errors';

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
