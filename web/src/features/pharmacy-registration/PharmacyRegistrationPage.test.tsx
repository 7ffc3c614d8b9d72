import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { pageText, renderScreen, solveCaptcha } from '../../test-utils';
import { SUBMIT_PHARMACY_REGISTRATION } from './graphql/pharmacy-registration';
import PharmacyRegistrationPage from './PharmacyRegistrationPage';

// the real widget needs Web Workers and WebCrypto: the tests play its part through its events
vi.mock('altcha', () => ({}));

type Label = 'Pharmacy Name' | 'Phone' | 'License Number' | 'Address' | 'Operating Hours' | 'Owner Name' | 'Email' | 'Password' | 'Confirm Password';

function fill(values: Partial<Record<Label, string>>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

const validForm = {
  'Pharmacy Name': 'Corner Pharmacy',
  Phone: '(217) 555-0142',
  'License Number': 'IL-4242',
  Address: '42 Corner Street, Springfield',
  'Operating Hours': 'Mon-Fri 9-6, Sat 9-2',
  'Owner Name': 'Olivia Owner',
  Email: 'olivia@corner.example',
  Password: 'Owner#2026',
  'Confirm Password': 'Owner#2026',
} as const;

const input = {
  pharmacy: {
    name: 'Corner Pharmacy',
    email: 'olivia@corner.example',
    phone: '(217) 555-0142',
    address: '42 Corner Street, Springfield',
    licenseNumber: 'IL-4242',
    operatingHours: 'Mon-Fri 9-6, Sat 9-2',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || null,
  },
  owner: { name: 'Olivia Owner', username: 'olivia@corner.example', password: 'Owner#2026' },
  captcha: 'captcha-payload',
};

const agree = () => fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));

describe('pharmacy registration', () => {
  it('shows every validation message of the spec, the terms included', async () => {
    renderScreen(<PharmacyRegistrationPage />);
    fill({ 'Operating Hours': '9-5', Phone: '555-1234', Password: 'short', 'Confirm Password': 'other' });
    fireEvent.click(screen.getByRole('button', { name: 'Register Pharmacy' }));
    await waitFor(() => expect(pageText()).toContain('Pharmacy name is required'));
    for (const message of [
      'Valid phone number is required',
      'License number is required',
      'Complete address is required',
      'Operating hours are required',
      'Owner name must be at least 2 characters',
      'Please enter a valid email address',
      'Password must be at least 8 characters',
      "Passwords don't match",
      'You must agree to the terms',
    ]) {
      expect(pageText()).toContain(message);
    }
  });

  it('requires the captcha', async () => {
    renderScreen(<PharmacyRegistrationPage />);
    fill(validForm);
    agree();
    fireEvent.click(screen.getByRole('button', { name: 'Register Pharmacy' }));
    await waitFor(() => expect(pageText()).toContain('reCAPTCHA Required'));
  });

  it('registers the pharmacy with its owner and shows the confirmation', async () => {
    renderScreen(<PharmacyRegistrationPage />, {
      mocks: [
        {
          request: { query: SUBMIT_PHARMACY_REGISTRATION, variables: { input } },
          result: {
            data: {
              submitPharmacyRegistration: {
                __typename: 'PharmacyRegistrationReceipt',
                pharmacyId: 'ph-1',
                status: 'pending_approval',
                message: 'Registration Successful',
                owner: { __typename: 'StaffUser', id: 'u-1', username: 'olivia@corner.example' },
              },
            },
          },
        },
      ],
    });
    fill(validForm);
    agree();
    solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Register Pharmacy' }));
    await waitFor(() => expect(pageText()).toContain('Thank you for registering Corner Pharmacy'));
    expect(pageText()).toContain('We review every registration within 24 hours and will send an e-mail to olivia@corner.example');
  });

  it("shows 'Registration Failed' with the server's message, next to the field it names", async () => {
    renderScreen(<PharmacyRegistrationPage />, {
      mocks: [
        {
          request: { query: SUBMIT_PHARMACY_REGISTRATION, variables: { input } },
          result: { errors: [new GraphQLError('An account with this email already exists', { extensions: { code: 'CONFLICT', field: 'owner.username' } })] },
        },
      ],
    });
    fill(validForm);
    agree();
    solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Register Pharmacy' }));
    await waitFor(() => expect(pageText()).toContain('Registration Failed'));
    expect(screen.getAllByText('An account with this email already exists').length).toBeGreaterThanOrEqual(2);
    expect(pageText()).not.toContain('Thank you for registering');
  });
});
