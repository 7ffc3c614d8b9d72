import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageText, renderScreen, staffUser } from '../../test-utils';
import { PHARMACIES, SWITCH_ROLE } from './graphql/role-switch';
import { RoleSwitcher } from './RoleSwitcher';

const superAdmin = staffUser({ id: 'u-super', username: 'superadmin', role: 'super_admin', pharmacyId: null, isAdmin: true });

const pharmaciesMock = {
  request: { query: PHARMACIES },
  result: {
    data: {
      pharmacies: [
        { __typename: 'Pharmacy', id: 'p-downtown', name: 'Downtown Community Pharmacy', status: 'active' },
        { __typename: 'Pharmacy', id: 'p-riverside', name: 'Riverside Health Pharmacy', status: 'active' },
      ],
    },
  },
};

const switched = staffUser({ id: 'u-super', username: 'superadmin', role: 'pharmacy_admin', pharmacyId: 'p-downtown', isAdmin: false, switchedRole: 'pharmacy_admin', actualRole: 'super_admin' });

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = Array.from(document.querySelectorAll('.ant-select-item-option')).find((el) => el.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

function openSwitcher() {
  fireEvent.click(screen.getByTestId('role-switcher'));
  return within(screen.getByRole('dialog'));
}

describe('role switcher', () => {
  it('is not shown to pharmacy staff', () => {
    renderScreen(<RoleSwitcher />, { user: staffUser({ role: 'pharmacy_staff' }) });
    expect(screen.queryByTestId('role-switcher')).toBeNull();
  });

  it('stays available to a super admin viewing as pharmacy staff, with Reset Role', () => {
    renderScreen(<RoleSwitcher />, { user: staffUser({ role: 'pharmacy_staff', isAdmin: false, switchedRole: 'pharmacy_staff', actualRole: 'super_admin' }) });
    expect(screen.getByTestId('role-switcher').textContent).toContain('Viewing as Pharmacy Staff');
    fireEvent.click(screen.getByTestId('role-switcher'));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset Role' })).toBeTruthy();
  });

  it("asks for a role ('Please select a role'), then a pharmacy for pharmacy roles ('Please select a pharmacy')", async () => {
    renderScreen(<RoleSwitcher />, { user: superAdmin, mocks: [pharmaciesMock] });
    const dialog = openSwitcher();
    fireEvent.click(dialog.getByRole('button', { name: 'Switch Role' }));
    await waitFor(() => expect(pageText()).toContain('Please select a role'));
    await choose('Role', 'Pharmacy Staff');
    fireEvent.click(dialog.getByRole('button', { name: 'Switch Role' }));
    await waitFor(() => expect(pageText()).toContain('Please select a pharmacy'));
  });

  it('switches to a pharmacy: the new token and user replace the old and every cached answer is fetched again', async () => {
    const { graph } = renderScreen(<RoleSwitcher />, {
      user: superAdmin,
      mocks: [
        pharmaciesMock,
        {
          request: { query: SWITCH_ROLE, variables: { targetRole: 'pharmacy_admin', targetPharmacyId: 'p-downtown' } },
          result: { data: { switchRole: { __typename: 'AuthPayload', token: 'switched-token', refreshToken: 'refresh-2', expiresAt: '2030-01-01T00:00:00.000Z', user: { __typename: 'StaffUser', ...switched } } } },
        },
      ],
    });
    const dialog = openSwitcher();
    await choose('Role', 'Pharmacy Admin');
    await choose('Pharmacy', 'Downtown Community Pharmacy');
    fireEvent.click(dialog.getByRole('button', { name: 'Switch Role' }));
    await waitFor(() => expect(pageText()).toContain('Role switched successfully'));
    expect(window.localStorage.getItem('auth_token')).toBe('switched-token');
    expect(window.localStorage.getItem('refresh_token')).toBe('refresh-2');
    expect(JSON.parse(window.localStorage.getItem('user_data')!)).toMatchObject({ role: 'pharmacy_admin', pharmacyId: 'p-downtown', switchedRole: 'pharmacy_admin' });
    expect(graph.client.resetStore).toHaveBeenCalled();
    expect(screen.getByTestId('role-switcher').textContent).toContain('Viewing as Pharmacy Admin');
  });

  it("reports 'Failed to switch role' with the server's message", async () => {
    renderScreen(<RoleSwitcher />, {
      user: superAdmin,
      mocks: [
        pharmaciesMock,
        { request: { query: SWITCH_ROLE, variables: { targetRole: 'super_admin', targetPharmacyId: null } }, error: new Error('offline') },
      ],
    });
    const dialog = openSwitcher();
    await choose('Role', 'Super Admin');
    fireEvent.click(dialog.getByRole('button', { name: 'Switch Role' }));
    await waitFor(() => expect(pageText()).toContain('Failed to switch role'));
    expect(pageText()).toContain('Something went wrong');
  });
});
