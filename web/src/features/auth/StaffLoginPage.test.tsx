import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider } from '../../app/auth/AuthProvider';
import type { GraphClient } from '../../app/apollo';
import { LOGIN } from './graphql/auth';
import StaffLoginPage, { LOGIN_FAILED } from './StaffLoginPage';

const user = {
  id: 'u1',
  username: 'downtown.staff',
  email: 'd@example.com',
  firstName: null,
  lastName: null,
  role: 'pharmacy_staff',
  pharmacyId: 'p1',
  status: 'active',
  isActive: true,
  createdAt: '2026-01-05T10:00:00.000Z',
  isAdmin: false,
  lastActive: null,
  switchedRole: null,
};

function setup(mocks: ConstructorParameters<typeof MockedProvider>[0]['mocks']) {
  const graph = { client: null, ws: null, reconnect: () => undefined } as unknown as GraphClient;
  render(
    <MockedProvider mocks={mocks}>
      <AuthWithMockedClient graph={graph} />
    </MockedProvider>,
  );
  return { username: screen.getByLabelText('Username') as HTMLInputElement, password: screen.getByLabelText('Password') as HTMLInputElement };
}

function AuthWithMockedClient({ graph }: { graph: GraphClient }) {
  return (
    <AuthProvider graph={{ ...graph, client: { clearStore: async () => [] } as never }}>
      <MemoryRouter>
        <StaffLoginPage redirectTo={null} />
      </MemoryRouter>
    </AuthProvider>
  );
}

const variables = { username: 'downtown.staff', password: 'secret-1' };

describe('staff sign-in', () => {
  it('requires both fields', () => {
    setup([]);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toContain('Please enter both username and password');
  });

  it('shows "Signing in..." with disabled inputs while busy, then stores the session', async () => {
    const { username, password } = setup([{ request: { query: LOGIN, variables }, result: { data: { login: { __typename: 'AuthPayload', token: 'tok', refreshToken: 'refresh-1', expiresAt: '2030-01-01T00:00:00.000Z', user: { __typename: 'StaffUser', ...user } } } }, delay: 1000 }]);
    fireEvent.change(username, { target: { value: 'downtown.staff' } });
    fireEvent.change(password, { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Signing in\.\.\./ })).toBeTruthy());
    expect(username.disabled).toBe(true);
    expect(password.disabled).toBe(true);
    await waitFor(() => expect(window.localStorage.getItem('auth_token')).toBe('tok'));
    expect(window.localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(JSON.parse(window.localStorage.getItem('user_data')!)).toMatchObject({ username: 'downtown.staff' });
  });

  it("shows the server's message when sign-in is refused", async () => {
    const { username, password } = setup([{ request: { query: LOGIN, variables }, result: { errors: [new GraphQLError('Invalid username or password')] } }]);
    fireEvent.change(username, { target: { value: 'downtown.staff' } });
    fireEvent.change(password, { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Invalid username or password'));
    expect(username.disabled).toBe(false);
  });

  it('falls back to the generic message when the server cannot be reached', async () => {
    const { username, password } = setup([{ request: { query: LOGIN, variables }, error: new Error('network down') }]);
    fireEvent.change(username, { target: { value: 'downtown.staff' } });
    fireEvent.change(password, { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(LOGIN_FAILED));
  });
});
