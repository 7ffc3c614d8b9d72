import { z } from 'zod';

/**
 * The doctor registration form's rules and messages (spec part 2 section 5), shared by the two services of the
 * doctor registration saga: identity checks them before it creates the doctor's credentials, the doctor service
 * again when it creates the profile from `identity.doctor-account.registered`.
 */
export const doctorSpecialties = [
  'Family Medicine',
  'Internal Medicine',
  'Pediatrics',
  'Cardiology',
  'Dermatology',
  'Emergency Medicine',
  'Endocrinology',
  'Gastroenterology',
  'Neurology',
  'Obstetrics & Gynecology',
  'Oncology',
  'Orthopedics',
  'Psychiatry',
  'Pulmonology',
  'Rheumatology',
  'Urology',
  'Other',
] as const;

/** The 50 US states by postal code (the license state list). */
export const usStates = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

const digitsOf = (value: string) => value.replace(/\D/g, '');
const optionalNumber = z
  .string()
  .trim()
  .max(50, 'Numbers can be at most 50 characters')
  .nullish()
  .transform((value) => (value ? value : null));

export const doctorRegistrationDetails = z.object({
  email: z.string('Please enter a valid email address').trim().toLowerCase().max(254, 'Email can be at most 254 characters').pipe(z.email('Please enter a valid email address')),
  firstName: z.string('First name must be at least 2 characters').trim().min(2, 'First name must be at least 2 characters').max(100, 'Names can be at most 100 characters'),
  lastName: z.string('Last name must be at least 2 characters').trim().min(2, 'Last name must be at least 2 characters').max(100, 'Names can be at most 100 characters'),
  phone: z
    .string('Phone number must be at least 10 digits')
    .trim()
    .max(30, 'Phone number can be at most 30 characters')
    .refine((value) => digitsOf(value).length >= 10, 'Phone number must be at least 10 digits'),
  licenseNumber: z.string('License number must be at least 5 characters').trim().min(5, 'License number must be at least 5 characters').max(50, 'License number can be at most 50 characters'),
  licenseState: z
    .string('License state is required')
    .trim()
    .toUpperCase()
    .refine((value) => (usStates as readonly string[]).includes(value), 'License state is required'),
  npiNumber: optionalNumber,
  deaNumber: optionalNumber,
  practiceName: z.string('Practice name must be at least 2 characters').trim().min(2, 'Practice name must be at least 2 characters').max(200, 'Practice name can be at most 200 characters'),
  practiceAddress: z.string('Practice address must be at least 10 characters').trim().min(10, 'Practice address must be at least 10 characters').max(500, 'Practice address can be at most 500 characters'),
  specialtyArea: z
    .string('Specialty area is required')
    .trim()
    .refine((value) => (doctorSpecialties as readonly string[]).includes(value), 'Specialty area is required'),
});

export type DoctorRegistrationDetails = z.infer<typeof doctorRegistrationDetails>;
