import { describe, expect, it } from 'vitest';
import { DoctorProfile, type DoctorProfileInput } from '../src/index';

const validDoctor: DoctorProfileInput = {
  email: '  Grace.Hopper@Example.com ',
  firstName: 'Grace',
  lastName: 'Hopper',
  phone: '(555) 123-4567',
  licenseNumber: 'MD-12345',
  licenseState: 'TX',
  npiNumber: '1234567890',
  deaNumber: '',
  practiceName: 'Hopper Family Practice',
  practiceAddress: '100 Main Street, Austin, TX 78701',
  specialtyArea: 'Family Medicine',
};

function messageFor(change: Partial<DoctorProfileInput>): string {
  try {
    DoctorProfile.register({ ...validDoctor, ...change });
  } catch (error) {
    return (error as Error).message;
  }
  return 'valid';
}

describe('doctor registration rules', () => {
  it('accepts a valid profile, pending review, with the email lower-cased and blank optional numbers as null', () => {
    const profile = DoctorProfile.register(validDoctor);
    expect(profile).toMatchObject({ email: 'grace.hopper@example.com', status: 'pending', npiNumber: '1234567890', deaNumber: null });
    expect(DoctorProfile.register({ ...validDoctor, npiNumber: undefined, deaNumber: null })).toMatchObject({ npiNumber: null, deaNumber: null });
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ firstName: 'G' }, 'First name must be at least 2 characters'],
    [{ lastName: ' H ' }, 'Last name must be at least 2 characters'],
    [{ phone: '555-1234' }, 'Phone number must be at least 10 digits'],
    [{ licenseNumber: 'MD1' }, 'License number must be at least 5 characters'],
    [{ licenseState: ' ' }, 'License state is required'],
    [{ practiceName: 'H' }, 'Practice name must be at least 2 characters'],
    [{ practiceAddress: '1 Main St' }, 'Practice address must be at least 10 characters'],
    [{ specialtyArea: '' }, 'Specialty area is required'],
  ] as [Partial<DoctorProfileInput>, string][])('refuses %o with "%s"', (change, message) => {
    expect(messageFor(change)).toBe(message);
  });

  it('reports every invalid field to the form, with BAD_USER_INPUT', () => {
    try {
      DoctorProfile.register({ ...validDoctor, firstName: '', phone: '123' });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'First name must be at least 2 characters',
        details: { fieldErrors: { firstName: 'First name must be at least 2 characters', phone: 'Phone number must be at least 10 digits' } },
      });
    }
  });
});
