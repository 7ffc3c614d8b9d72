import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { pageText, renderScreen, staffUser } from '../../test-utils';
import { AUDIT_LOG } from './graphql/audit-log';
import { PHARMACY_USERS, SET_PHARMACY_USER_STATUS } from './graphql/users';
import { lastActiveLabel } from './last-active';
import UserManagementPage from './UserManagementPage';

vi.mock('altcha', () => ({}));

const now = Date.now();
const daysAgo = (days: number) => new Date(now - days * 86_400_000 - 60_000).toISOString();
const admin = staffUser({ lastActive: daysAgo(0) });
const staff = staffUser({ id: 'u-staff', username: 'downtown.staff', email: 'staff@downtown.example', firstName: null, lastName: null, role: 'pharmacy_staff', lastActive: daysAgo(1) });
const former = staffUser({ id: 'u-former', username: 'former.staff', email: 'former@downtown.example', firstName: 'Fran', lastName: 'Former', role: 'pharmacy_staff', isActive: false, status: 'inactive', lastActive: daysAgo(12) });
const typed = (user: typeof admin) => ({ __typename: 'StaffUser', ...user });

const usersMock = { request: { query: PHARMACY_USERS, variables: { pharmacyId: 'p-downtown' } }, result: { data: { pharmacyUsers: [admin, staff, former].map(typed) } } };
const auditMock = {
  request: { query: AUDIT_LOG, variables: { first: 8, pharmacyId: 'p-downtown' } },
  result: {
    data: {
      auditLog: {
        __typename: 'AuditLogPage',
        nextCursor: null,
        entries: [
          { __typename: 'AuditEntry', id: 'a1', at: new Date(now - 5 * 60_000).toISOString(), actorId: 'u-staff', actorName: 'downtown.staff', actorRole: 'pharmacy_staff', pharmacyId: 'p-downtown', action: 'read', objectType: 'chat_session', objectId: '1a2b3c4d-0000-0000-0000-000000000000' },
        ],
      },
    },
  },
};

describe('User Management', () => {
  it('shows Access Restricted to pharmacy staff', () => {
    renderScreen(<UserManagementPage />, { user: staffUser({ role: 'pharmacy_staff' }) });
    expect(pageText()).toContain('Access Restricted');
    expect(pageText()).toContain('Only pharmacy administrators can manage staff accounts');
  });

  it('shows the summary cards, the staff table with Last Active, and real recent activity', async () => {
    renderScreen(<UserManagementPage />, { user: admin, mocks: [usersMock, auditMock] });
    expect(screen.getByTestId('users-loading')).toBeTruthy();
    await waitFor(() => expect(pageText()).toContain('former.staff'));
    const cards = screen.getAllByTestId('user-stat').map((card) => card.textContent);
    expect(cards).toEqual(['Total Users3', 'Active Users2', 'Admins1', 'Staff Members2']);
    expect(pageText()).toContain('Today');
    expect(pageText()).toContain('Yesterday');
    expect(pageText()).toContain('12 days ago');
    expect(pageText()).toContain('Inactive');
    await waitFor(() => expect(screen.getByTestId('recent-activity').textContent).toContain('downtown.staff viewed chat session 1a2b3c4d'));
  });

  it("deactivates a member and says 'User status updated successfully'", async () => {
    renderScreen(<UserManagementPage />, {
      user: admin,
      mocks: [
        usersMock,
        auditMock,
        {
          request: { query: SET_PHARMACY_USER_STATUS, variables: { pharmacyId: 'p-downtown', userId: 'u-staff', isActive: false } },
          result: { data: { setPharmacyUserStatus: typed({ ...staff, isActive: false, status: 'inactive' }) } },
        },
      ],
    });
    await waitFor(() => expect(pageText()).toContain('downtown.staff'));
    fireEvent.click(screen.getByRole('button', { name: 'Actions for downtown.staff' }));
    fireEvent.click(await screen.findByText('Deactivate'));
    await waitFor(() => expect(pageText()).toContain('User status updated successfully'));
  });
});

describe('Last Active', () => {
  it('counts whole days: Today, Yesterday, N days ago', () => {
    const at = new Date('2026-03-10T12:00:00Z');
    expect(lastActiveLabel('2026-03-10T01:00:00Z', at)).toBe('Today');
    expect(lastActiveLabel('2026-03-09T11:00:00Z', at)).toBe('Yesterday');
    expect(lastActiveLabel('2026-03-01T12:00:00Z', at)).toBe('9 days ago');
    expect(lastActiveLabel(null, at)).toBe('Never');
  });
});
