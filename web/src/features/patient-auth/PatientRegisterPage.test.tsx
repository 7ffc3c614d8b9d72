import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { pageText, renderScreen, solveCaptcha } from '../../test-utils';
import { REGISTER_PATIENT } from './graphql/patient-auth';
import PatientRegisterPage from './PatientRegisterPage';

// the real widget needs Web Workers and WebCrypto: the tests play its part through its events
vi.mock('altcha', () => ({}));

const patient = { __typename: 'Patient', id: 'pa-1', email: 'maria@example.com', firstName: 'Maria', lastName: 'Garcia', phone: null, dateOfBirth: '1985-04-12', zipCode: '62701', createdAt: '2026-01-05T10:00:00.000Z' };

const variables = { email: 'maria@example.com', password: 'secret-1', firstName: 'Maria', lastName: 'Garcia', phone: null, dateOfBirth: '1985-04-12', zipCode: '62701', captcha: 'captcha-payload' };

function fill(values: Partial<Record<'Email' | 'Password' | 'Confirm Password' | 'First Name' | 'Last Name' | 'Date of Birth' | 'ZIP Code', string>>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

const validForm = { Email: ' maria@example.com ', Password: 'secret-1', 'Confirm Password': 'secret-1', 'First Name': 'Maria', 'Last Name': 'Garcia', 'Date of Birth': '1985-04-12', 'ZIP Code': '62701' } as const;

describe('patient registration', () => {
  it('shows every validation message of the spec', async () => {
    renderScreen(<PatientRegisterPage />);
    fill({ Email: 'not-an-email', Password: '12345', 'Confirm Password': '123456', 'First Name': 'M', 'Last Name': ' G ' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(pageText()).toContain('Please enter a valid email address'));
    expect(pageText()).toContain('Password must be at least 6 characters');
    expect(pageText()).toContain("Passwords don't match");
    expect(pageText()).toContain('First name must be at least 2 characters');
    expect(pageText()).toContain('Last name must be at least 2 characters');
  });

  it('leaves phone, date of birth and zip code optional but requires the captcha', async () => {
    renderScreen(<PatientRegisterPage />);
    fill({ Email: 'maria@example.com', Password: 'secret-1', 'Confirm Password': 'secret-1', 'First Name': 'Maria', 'Last Name': 'Garcia' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(pageText()).toContain('reCAPTCHA Required'));
    expect(pageText()).toContain('Please complete the reCAPTCHA verification');
    expect(window.localStorage.getItem('patient_token')).toBeNull();
  });

  it('creates the account, stores the patient token and says so', async () => {
    renderScreen(<PatientRegisterPage />, {
      mocks: [
        {
          request: { query: REGISTER_PATIENT, variables },
          result: { data: { registerPatient: { __typename: 'PatientAuthPayload', token: 'patient-token', refreshToken: 'patient-refresh', expiresAt: '2030-01-01T00:00:00.000Z', patient } } },
        },
      ],
    });
    fill(validForm);
    solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(pageText()).toContain('Account created successfully!'));
    expect(window.localStorage.getItem('patient_token')).toBe('patient-token');
    expect(window.localStorage.getItem('patient_refresh_token')).toBe('patient-refresh');
  });

  it("shows 'Registration failed' with the server's text and the field it names", async () => {
    renderScreen(<PatientRegisterPage />, {
      mocks: [
        {
          request: { query: REGISTER_PATIENT, variables },
          result: { errors: [new GraphQLError('An account with this email already exists', { extensions: { code: 'CONFLICT', fieldErrors: { email: 'An account with this email already exists' } } })] },
        },
      ],
    });
    fill(validForm);
    solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(pageText()).toContain('Registration failed'));
    expect(pageText()).toContain('An account with this email already exists');
    expect(window.localStorage.getItem('patient_token')).toBeNull();
  });
});
