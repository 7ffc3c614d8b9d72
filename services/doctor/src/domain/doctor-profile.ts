import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { parseInput } from '@pharmachat/chassis/errors';

export type DoctorStatus = 'pending' | 'approved' | 'rejected';
export const doctorStatuses: readonly DoctorStatus[] = ['pending', 'approved', 'rejected'];

export function isDoctorStatus(value: string): value is DoctorStatus {
  return (doctorStatuses as readonly string[]).includes(value);
}

const digits = (value: string) => value.replace(/\D/g, '');
const optional = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * The doctor registration form's rules (spec part 2, section 5), without the password, agreements and captcha,
 * which belong to the sign-up flow (identity).
 */
export const doctorProfileInput = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address')),
  firstName: z.string().trim().min(2, 'First name must be at least 2 characters'),
  lastName: z.string().trim().min(2, 'Last name must be at least 2 characters'),
  phone: z
    .string()
    .trim()
    .refine((value) => digits(value).length >= 10, 'Phone number must be at least 10 digits'),
  licenseNumber: z.string().trim().min(5, 'License number must be at least 5 characters'),
  licenseState: z.string().trim().min(1, 'License state is required'),
  npiNumber: optional,
  deaNumber: optional,
  practiceName: z.string().trim().min(2, 'Practice name must be at least 2 characters'),
  practiceAddress: z.string().trim().min(10, 'Practice address must be at least 10 characters'),
  specialtyArea: z.string().trim().min(1, 'Specialty area is required'),
});

export type DoctorProfileInput = z.input<typeof doctorProfileInput>;

/** A doctor who registered to talk with pharmacies; reviewed by a super admin before they can sign in. */
export class DoctorProfile {
  id: string = randomUUID();
  email!: string;
  firstName!: string;
  lastName!: string;
  phone!: string;
  licenseNumber!: string;
  licenseState!: string;
  npiNumber: string | null = null;
  deaNumber: string | null = null;
  practiceName!: string;
  practiceAddress!: string;
  specialtyArea!: string;
  status: DoctorStatus = 'pending';
  createdAt = new Date();

  /** A new profile, pending review. Throws BAD_USER_INPUT with the form's message for the first invalid field. */
  static register(input: DoctorProfileInput): DoctorProfile {
    return Object.assign(new DoctorProfile(), parseInput(doctorProfileInput, input, 'Invalid doctor registration.'));
  }
}
