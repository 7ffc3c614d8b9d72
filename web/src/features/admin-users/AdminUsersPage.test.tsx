import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { pageText, renderScreen, staffUser } from '../../test-utils';
import { PHARMACIES } from '../role-switch/graphql/role-switch';
import AdminUsersPage from './AdminUsersPage';
import { ADMIN_USERS } from './graphql/admin-users';

const superAdmin = staffUser({ id: 'u-super', username: 'superadmin', email: 'root@pharmachat.example', firstName: null, lastName: null, role: 'super_admin', pharmacyId: null, isAdmin: true });
const users = [
  superAdmin,
  staffUser(),
  staffUser({ id: 'u-staff', username: 'downtown.staff', email: 'staff@downtown.example', firstName: 'Jordan', lastName: 'Lee', role: 'pharmacy_staff' }),
  staffUser({ id: 'u-river', username: 'riverside.staff', email: 'staff@riverside.example', firstName: 'Sam', lastName: 'Rivers', role: 'pharmacy_staff', pharmacyId: 'p-riverside' }),
].map((u) => ({ __typename: 'StaffUser', ...u }));

const mocks = [
  { request: { query: ADMIN_USERS, variables: { search: null } }, result: { data: { adminUsers: users } } },
  {
    request: { query: PHARMACIES },
    result: {
      data: {
        pharmacies: [
          { __typename: 'Pharmacy', id: 'p-downtown', name: 'Downtown Community Pharmacy', status: 'active' },
          { __typename: 'Pharmacy', id: 'p-riverside', name: 'Riverside Health Pharmacy', status: 'active' },
        ],
      },
    },
  },
];

const rows = () => Array.from(document.querySelectorAll('tbody tr.ant-table-row')).map((row) => row.textContent ?? '');

describe('Admin Users', () => {
  it('is only for super admins (Access Denied otherwise, also after switching to a pharmacy)', () => {
    renderScreen(<AdminUsersPage />, { user: staffUser({ role: 'pharmacy_admin', isAdmin: false, switchedRole: 'pharmacy_admin', actualRole: 'super_admin' }) });
    expect(pageText()).toContain('Access Denied');
  });

  it('counts users by role and searches username, email, first and last name', async () => {
    renderScreen(<AdminUsersPage />, { user: superAdmin, mocks });
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.getAllByTestId('admin-user-stat').map((card) => card.textContent)).toEqual(['Total Users4', 'Super Admins1', 'Pharmacy Admins1', 'Staff2']);
    await waitFor(() => expect(pageText()).toContain('Riverside Health Pharmacy'));
    const search = screen.getByLabelText('Search users');
    for (const [needle, expected] of [
      ['RIVERSIDE.', 'riverside.staff'],
      ['staff@downtown', 'downtown.staff'],
      ['jordan', 'downtown.staff'],
      ['rivers', 'riverside.staff'],
    ] as const) {
      fireEvent.change(search, { target: { value: needle } });
      await waitFor(() => expect(rows()).toHaveLength(1));
      expect(rows()[0]).toContain(expected);
    }
    fireEvent.change(search, { target: { value: 'nobody-here' } });
    await waitFor(() => expect(pageText()).toContain('No users match your search'));
  });

  it('hides the pharmacy selector when editing a super admin', async () => {
    renderScreen(<AdminUsersPage />, { user: superAdmin, mocks });
    await waitFor(() => expect(rows()).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'Actions for superadmin' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Edit User/ }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('Edit User'));
    expect(screen.queryByRole('combobox', { name: /Pharmacy/ })).toBeNull();
  });
});
