import { declareErrors } from '@pharmachat/chassis/errors';

/** Every error the doctor service answers with (`extensions.reason` = `doctor.<name in snake case>`). */
export const DoctorErrors = declareErrors('doctor', {
  onlyIdentity: { code: 'FORBIDDEN', message: 'Doctor profiles are created by the doctor registration.' },
  emailTaken: { code: 'CONFLICT', message: 'A doctor with this email address is already registered.' },
  unknownStatus: { code: 'BAD_USER_INPUT', message: (details: { statuses: readonly string[] }) => `Status must be one of: ${details.statuses.join(', ')}.` },
  doctorNotFound: { code: 'NOT_FOUND', message: 'Doctor not found.' },
  rejectionReasonTooShort: { code: 'BAD_USER_INPUT', message: 'Please give a reason of at least 5 characters.' },
  onlyDoctors: { code: 'FORBIDDEN', message: 'Only a signed-in doctor can do this.' },
  onlyStaff: { code: 'FORBIDDEN', message: 'Only pharmacy staff can do this.' },
  sessionNotFound: { code: 'NOT_FOUND', message: 'Chat session not found.' },
  connectionNotFound: { code: 'NOT_FOUND', message: 'Connection request not found.' },
  pharmacyNotFound: { code: 'NOT_FOUND', message: 'Pharmacy not found.' },
  pharmacyNotOpen: { code: 'CONFLICT', message: 'This pharmacy is not taking doctor chats right now.' },
  messageEmpty: { code: 'BAD_USER_INPUT', message: 'Please write a message.' },
  messageTooLong: { code: 'PAYLOAD_TOO_LARGE', message: 'A message can be at most 4000 characters.' },
  chatResolved: { code: 'CONFLICT', message: 'This chat is resolved: start a new chat to continue.' },
  connectionAnswered: { code: 'CONFLICT', message: 'This connection request was already answered.' },
});
