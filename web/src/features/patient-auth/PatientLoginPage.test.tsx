import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Link, Route, Routes } from 'react-router-dom';
import { renderScreen } from '../../test-utils';
import { LOGIN_PATIENT } from './graphql/patient-auth';
import PatientLoginPage from './PatientLoginPage';

const patient = { __typename: 'PatientAccount', id: 'pa-1', email: 'maria@example.com', firstName: 'Maria', lastName: 'Garcia', phone: null, dateOfBirth: null, zipCode: null, createdAt: '2026-01-05T10:00:00.000Z' };
const login = (password: string) => ({ query: LOGIN_PATIENT, variables: { email: 'maria@example.com', password } });
const notices = () => [...document.querySelectorAll('.ant-notification-notice')].map((notice) => notice.textContent ?? '');

function signIn(password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'maria@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const screens = (
  <Routes>
    <Route
      path="/patient-login"
      element={
        <>
          <PatientLoginPage />
          <Link to="/">Home</Link>
        </>
      }
    />
    <Route path="/" element={<p>Home page</p>} />
    <Route path="/pharmacy-finder" element={<p>Finder</p>} />
  </Routes>
);

describe('patient sign-in toasts', () => {
  it('takes a failed sign-in toast away when the patient leaves the screen', async () => {
    renderScreen(screens, { path: '/patient-login', mocks: [{ request: login('wrong'), result: { errors: [new GraphQLError('Invalid email or password', { extensions: { code: 'UNAUTHENTICATED' } })] } }] });
    signIn('wrong');
    await waitFor(() => expect(notices().join()).toContain('Sign in failed'));
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    await screen.findByText('Home page');
    await waitFor(() => expect(notices().join()).not.toContain('Sign in failed'));
  });

  it('replaces the failure with the welcome when the next try works, and the welcome stays on the next page', async () => {
    renderScreen(screens, {
      path: '/patient-login',
      mocks: [
        { request: login('wrong'), result: { errors: [new GraphQLError('Invalid email or password', { extensions: { code: 'UNAUTHENTICATED' } })] } },
        { request: login('right-password'), result: { data: { loginPatient: { __typename: 'PatientAuthPayload', token: 'patient-token', refreshToken: 'patient-refresh', expiresAt: '2030-01-01T00:00:00.000Z', patient } } } },
      ],
    });
    signIn('wrong');
    await waitFor(() => expect(notices().join()).toContain('Sign in failed'));
    signIn('right-password');
    await screen.findByText('Finder');
    await waitFor(() => expect(notices().join()).toContain('Welcome back!'));
    expect(notices().join()).not.toContain('Sign in failed');
  });
});
