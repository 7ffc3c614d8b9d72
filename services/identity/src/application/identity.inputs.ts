import { z } from 'zod';
import { isUuid, staffRoles } from '@pharmachat/chassis';
import { doctorAccountStatuses } from '../domain/doctor-account';
import { pharmacyRoles } from '../domain/staff-user';

/** The forms' rules and messages (spec part 1 section 5, part 2 section 5), shared by the use cases. */

export const emailAddress = (message = 'Please enter a valid email address') =>
  z.string(message).trim().max(254, 'Email can be at most 254 characters').pipe(z.email(message));

export const newPassword = (min: number) =>
  z.string(`Password must be at least ${min} characters`).min(min, `Password must be at least ${min} characters`).max(1024, 'Password can be at most 1024 characters');

export const staffUsername = z
  .string('Username must be at least 3 characters')
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(100, 'Username can be at most 100 characters');

/** An id that names a pharmacy (an RFC 9562 UUID, as events require; lower case). */
export const pharmacyIdInput = z.uuid('Please select a pharmacy').transform((id) => id.toLowerCase());

/** A pharmacy that may be left out: undefined stays undefined (unchanged), null or blank means none. */
const optionalPharmacyId = z
  .union([z.literal(''), pharmacyIdInput], 'Please select a pharmacy')
  .nullish()
  .transform((id) => (id === '' ? null : id));

const nameMax = z.string().trim().max(100, 'Names can be at most 100 characters');

/** A name that may be left out: null or blank clears it. */
export const optionalName = nameMax.nullish().transform((value) => (value ? value : null));

/** A name in an edit form: undefined leaves it as it is, null or blank clears it. */
export const nameChange = nameMax.nullish().transform((value) => (value === undefined ? undefined : value ? value : null));

/** A field of an edit form that may be left out (undefined or null: unchanged). */
const unchangedIfMissing = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

export const captchaPayload = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

// ---- staff ----

export const createStaffUserInput = z.object({
  username: staffUsername,
  email: emailAddress(),
  password: newPassword(6),
  firstName: optionalName,
  lastName: optionalName,
  role: z.enum(staffRoles, 'Please select a role').default('pharmacy_staff'),
  pharmacyId: optionalPharmacyId.transform((value) => value ?? null),
});
export type CreateStaffUserInput = z.input<typeof createStaffUserInput>;

export const registerStaffInput = z.object({
  username: staffUsername,
  email: emailAddress(),
  password: newPassword(6),
  role: z
    .enum(pharmacyRoles, 'Role must be pharmacy_admin or pharmacy_staff')
    .nullish()
    .transform((role) => role ?? 'pharmacy_staff'),
  pharmacyId: optionalPharmacyId.transform((value) => value ?? null),
  captcha: captchaPayload,
});
export type RegisterStaffInput = z.input<typeof registerStaffInput>;
export type RegisterStaffOutput = z.output<typeof registerStaffInput>;

export const updateStaffUserInput = z.object({
  username: staffUsername.nullish().transform(unchangedIfMissing),
  email: emailAddress().nullish().transform(unchangedIfMissing),
  firstName: nameChange,
  lastName: nameChange,
  role: z.enum(pharmacyRoles, 'Role must be pharmacy_admin or pharmacy_staff').nullish().transform(unchangedIfMissing),
  isActive: z.boolean('isActive must be true or false').nullish().transform(unchangedIfMissing),
});
export type UpdateStaffUserInput = z.input<typeof updateStaffUserInput>;

export const adminUpdateUserInput = z.object({
  username: z.string('Username is required').trim().min(1, 'Username is required').max(100, 'Username can be at most 100 characters').nullish().transform(unchangedIfMissing),
  email: emailAddress('Invalid email address').nullish().transform(unchangedIfMissing),
  firstName: nameChange,
  lastName: nameChange,
  role: z.enum(staffRoles, 'Please select a role').nullish().transform(unchangedIfMissing),
  /** undefined: unchanged; null: none (only for a super admin) */
  pharmacyId: optionalPharmacyId,
  isActive: z.boolean('isActive must be true or false').nullish().transform(unchangedIfMissing),
});
export type AdminUpdateUserInput = z.input<typeof adminUpdateUserInput>;

export const passwordChangeInput = z.object({ newPassword: newPassword(6) });

export const staffLoginInput = z.object({
  username: z.string('Please enter both username and password').trim().min(1, 'Please enter both username and password'),
  password: z.string('Please enter both username and password').min(1, 'Please enter both username and password'),
});

export const switchRoleInput = z.object({
  targetRole: z.enum(staffRoles, 'Please select a role').nullish(),
  targetPharmacyId: optionalPharmacyId,
});

// ---- patients ----

const optionalText = (max: number, pattern: RegExp, message: string) =>
  z
    .string(message)
    .trim()
    .max(max, message)
    .refine((value) => value === '' || pattern.test(value), message)
    .nullish()
    .transform((value) => (value ? value : null));

export const registerPatientInput = z.object({
  email: emailAddress(),
  password: newPassword(6),
  firstName: z.string('First name must be at least 2 characters').trim().min(2, 'First name must be at least 2 characters').max(100, 'Names can be at most 100 characters'),
  lastName: z.string('Last name must be at least 2 characters').trim().min(2, 'Last name must be at least 2 characters').max(100, 'Names can be at most 100 characters'),
  phone: optionalText(30, /^\+?[\d\s().-]*\d[\d\s().-]*$/, 'Please enter a valid phone number'),
  dateOfBirth: optionalText(10, /^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid date of birth (YYYY-MM-DD)').refine(
    (value) => value === null || isPastDate(value),
    'Please enter a valid date of birth (YYYY-MM-DD)',
  ),
  zipCode: optionalText(20, /^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'Please enter a valid zip code'),
  captcha: captchaPayload,
});
export type RegisterPatientInput = z.input<typeof registerPatientInput>;
export type RegisterPatientOutput = z.output<typeof registerPatientInput>;

/** Patient and doctor sign-in forms: a valid e-mail and a password. */
export const emailLoginInput = z.object({
  email: emailAddress(),
  password: z.string('Password is required').min(1, 'Password is required'),
});

// ---- doctors ----

export const createDoctorAccountInput = z.object({
  doctorId: z
    .string('A doctor profile id is required')
    .refine(isUuid, 'A doctor profile id is required')
    .transform((id) => id.toLowerCase()),
  email: emailAddress(),
  password: newPassword(8),
  status: z.enum(doctorAccountStatuses).default('pending'),
});
export type CreateDoctorAccountInput = z.input<typeof createDoctorAccountInput>;

function isPastDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && date.getTime() <= Date.now() && date.getUTCFullYear() >= 1900;
}
