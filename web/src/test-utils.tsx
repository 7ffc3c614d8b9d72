import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { GraphClient } from './app/apollo';
import { AuthProvider } from './app/auth/AuthProvider';
import { storeSession, type StaffUser } from './app/auth/auth-storage';
import { PatientSessionProvider } from './app/auth/PatientSessionProvider';

type Mocks = NonNullable<ConstructorParameters<typeof MockedProvider>[0]['mocks']>;

export const staffUser = (overrides: Partial<StaffUser> = {}): StaffUser => ({
  id: 'u-admin',
  username: 'downtown.admin',
  email: 'admin@downtown.example',
  firstName: 'Dana',
  lastName: 'Admin',
  role: 'pharmacy_admin',
  pharmacyId: 'p-downtown',
  status: 'active',
  isActive: true,
  createdAt: '2026-01-05T10:00:00.000Z',
  isAdmin: false,
  lastActive: '2026-01-05T10:00:00.000Z',
  switchedRole: null,
  actualRole: overrides.role ?? 'pharmacy_admin',
  ...overrides,
});

/** A graph client stand-in for AuthProvider: its session check answers `me` with the stored user. */
export function fakeGraph(me: StaffUser | null) {
  const client = {
    query: vi.fn(async () => ({ data: { me } })),
    clearStore: vi.fn(async () => []),
    resetStore: vi.fn(async () => []),
  };
  const graph = { client, ws: null, reconnect: vi.fn() } as unknown as GraphClient & { client: typeof client; reconnect: ReturnType<typeof vi.fn> };
  return graph;
}

/**
 * Renders a screen the way the app does (antd App for toasts, Apollo with mocked operations, the staff and
 * patient sessions, a router), optionally with a signed-in staff user.
 */
export function renderScreen(ui: ReactNode, { mocks = [], user = null, path = '/' }: { mocks?: Mocks; user?: StaffUser | null; path?: string } = {}) {
  if (user) storeSession({ token: 'token-1', user });
  const graph = fakeGraph(user);
  const result = render(
    <App>
      <MockedProvider mocks={mocks}>
        <AuthProvider graph={graph}>
          <PatientSessionProvider>
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          </PatientSessionProvider>
        </AuthProvider>
      </MockedProvider>
    </App>,
  );
  return { ...result, graph };
}

/** What the captcha widget reports once the browser solved the challenge. */
export function solveCaptcha(container: HTMLElement = document.body, payload = 'captcha-payload') {
  const widget = container.querySelector('altcha-widget');
  if (!widget) throw new Error('no captcha widget rendered');
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}

/** The text of every toast and inline message on the page. */
export const pageText = () => document.body.textContent ?? '';
