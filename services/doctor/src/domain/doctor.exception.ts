import { declareErrors } from '@pharmachat/chassis/errors';

/** Every error the doctor service answers with (`extensions.reason` = `doctor.<name in snake case>`). */
export const DoctorErrors = declareErrors('doctor', {
  onlyIdentity: { code: 'FORBIDDEN', message: 'Doctor profiles are created by the doctor registration.' },
  emailTaken: { code: 'CONFLICT', message: 'A doctor with this email address is already registered.' },
  unknownStatus: { code: 'BAD_USER_INPUT', message: (details: { statuses: readonly string[] }) => `Status must be one of: ${details.statuses.join(', ')}.` },
});
