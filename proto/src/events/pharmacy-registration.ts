import { z } from 'zod';

/**
 * The pharmacy registration form's rules and messages (spec part 1 section 5), shared by the two services of the
 * registration saga: identity checks them before it creates the owner's account, pharmacy again when it creates the
 * pharmacy from `identity.pharmacy-owner.registered`. One contract, so the two cannot disagree on what is valid.
 */
const digitsOf = (value: string) => value.replace(/\D/g, '');

const dayHours = z.object({ isOpen: z.boolean(), openTime: z.string(), closeTime: z.string() });

export const pharmacyRegistrationDetails = z.object({
  name: z.string('Pharmacy name is required').trim().min(2, 'Pharmacy name is required').max(200, 'Pharmacy name can be at most 200 characters'),
  email: z.string('Valid email is required').trim().max(254, 'Email can be at most 254 characters').pipe(z.email('Valid email is required')),
  phone: z
    .string('Valid phone number is required')
    .trim()
    .refine((value) => /^[+\d\s().-]+$/.test(value) && digitsOf(value).length >= 10 && digitsOf(value).length <= 15, 'Valid phone number is required'),
  address: z.string('Complete address is required').trim().min(5, 'Complete address is required').max(500, 'Address can be at most 500 characters'),
  licenseNumber: z.string('License number is required').trim().min(3, 'License number is required').max(100, 'License number can be at most 100 characters'),
  /** the hours as the form's text ('Mon-Fri 9-6, Sat 9-2, Sun closed'), at least 5 characters; or the weekly table */
  operatingHours: z.union(
    [
      z.string('Operating hours are required').trim().min(5, 'Operating hours are required').max(500, 'Operating hours can be at most 500 characters'),
      z.record(z.string(), dayHours),
    ],
    'Operating hours are required',
  ),
  /** IANA time zone the hours are read in; the pharmacy's default when absent */
  timeZone: z.string().trim().max(100).nullish(),
});

export const pharmacyOwnerDetails = z.object({
  name: z.string('Owner name must be at least 2 characters').trim().min(2, 'Owner name must be at least 2 characters').max(200, 'Owner name can be at most 200 characters'),
  /** the owner's e-mail, which is also the username they sign in with */
  username: z.string('Please enter a valid email address').trim().max(254, 'Email can be at most 254 characters').pipe(z.email('Please enter a valid email address')),
});

export type PharmacyRegistrationDetails = z.infer<typeof pharmacyRegistrationDetails>;
