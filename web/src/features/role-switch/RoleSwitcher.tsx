import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Modal, Select, Space, Typography } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useAuth } from '../../app/auth/AuthProvider';
import { actualRoleOf, roleLabels, type StaffRole, type StaffUser } from '../../app/auth/auth-storage';
import { errorMessage } from '../../app/errors';
import { PHARMACIES, RESET_ROLE, SWITCH_ROLE } from './graphql/role-switch';

/** Spec part 2, section 5 (role switch) and section 8 (toasts). */
export const roleSwitchMessages = {
  noRole: 'Please select a role',
  noPharmacy: 'Please select a pharmacy',
  switched: 'Role switched successfully',
  reset: 'Role reset successfully',
  switchFailed: 'Failed to switch role',
  resetFailed: 'Failed to reset role',
};

/** Who may switch: super admins (any role, any pharmacy) and pharmacy admins (staff view of their own pharmacy). */
export function canSwitchRole(user: StaffUser): boolean {
  const own = actualRoleOf(user);
  return own === 'super_admin' || own === 'pharmacy_admin';
}

function rolesFor(user: StaffUser): StaffRole[] {
  return actualRoleOf(user) === 'super_admin' ? ['super_admin', 'pharmacy_admin', 'pharmacy_staff'] : ['pharmacy_admin', 'pharmacy_staff'];
}

/**
 * The header's role switcher: view the app as another role (and pharmacy); the new token and user replace the
 * old and every cached answer is fetched again. Reset returns to the user's own view.
 */
export function RoleSwitcher({ pharmacyName }: { pharmacyName?: string | null }) {
  const auth = useAuth();
  const { notification } = App.useApp();
  const user = auth.user;
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<StaffRole | null>(null);
  const [pharmacyId, setPharmacyId] = useState<string | null>(null);
  // a super admin picks any pharmacy (also while viewing as another role); a pharmacy admin stays in their own
  const superAdmin = !!user && actualRoleOf(user) === 'super_admin';
  const pharmacies = useQuery(PHARMACIES, { skip: !open || !superAdmin });
  const [switchRole, switching] = useMutation(SWITCH_ROLE);
  const [resetRole, resetting] = useMutation(RESET_ROLE);

  if (!user || !canSwitchRole(user)) return null;
  const switched = !!user.switchedRole;
  const needsPharmacy = role !== null && role !== 'super_admin';

  const show = () => {
    setRole(null);
    setPharmacyId(superAdmin ? null : user.pharmacyId);
    setOpen(true);
  };

  const submit = async () => {
    if (!role) {
      notification.error({ title: roleSwitchMessages.noRole });
      return;
    }
    const target = role === 'super_admin' ? null : pharmacyId;
    if (role !== 'super_admin' && !target) {
      notification.error({ title: roleSwitchMessages.noPharmacy });
      return;
    }
    try {
      await auth.replaceSession(async () => {
        const { data } = await switchRole({ variables: { targetRole: role, targetPharmacyId: target } });
        if (!data) throw new Error('no data');
        return data.switchRole;
      });
      setOpen(false);
      notification.success({ title: roleSwitchMessages.switched, description: `You are now viewing as ${roleLabels[role]}.` });
    } catch (error) {
      notification.error({ title: roleSwitchMessages.switchFailed, description: errorMessage(error, 'Something went wrong') });
    }
  };

  const reset = async () => {
    try {
      const payload = await auth.replaceSession(async () => {
        const { data } = await resetRole();
        if (!data) throw new Error('no data');
        return data.resetRole;
      });
      setOpen(false);
      notification.success({ title: roleSwitchMessages.reset, description: `You are back to your ${roleLabels[payload.user.role]} view.` });
    } catch (error) {
      notification.error({ title: roleSwitchMessages.resetFailed, description: errorMessage(error, 'Something went wrong') });
    }
  };

  const pharmacyOptions = superAdmin
    ? (pharmacies.data?.pharmacies ?? []).map((p) => ({ value: p.id, label: p.status === 'active' ? p.name : `${p.name} (${(p.status ?? 'unknown').replace(/_/g, ' ')})` }))
    : user.pharmacyId
      ? [{ value: user.pharmacyId, label: pharmacyName ?? 'Your pharmacy' }]
      : [];

  return (
    <>
      <Button icon={<SwapOutlined />} onClick={show} data-testid="role-switcher">
        {switched ? `Viewing as ${roleLabels[user.role]}` : 'Switch Role'}
      </Button>
      <Modal
        open={open}
        title="Switch Role"
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={
          <Space>
            {switched && (
              <Button onClick={() => void reset()} loading={resetting.loading} disabled={switching.loading}>
                {resetting.loading ? 'Resetting...' : 'Reset Role'}
              </Button>
            )}
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="primary" onClick={() => void submit()} loading={switching.loading} disabled={resetting.loading}>
              {switching.loading ? 'Switching...' : 'Switch Role'}
            </Button>
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">
          Currently viewing as <Typography.Text strong>{roleLabels[user.role]}</Typography.Text>
          {pharmacyName ? ` at ${pharmacyName}` : ''}. Every screen then shows and allows what that role sees.
        </Typography.Paragraph>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <label style={{ display: 'block' }}>
            <Typography.Text>Role</Typography.Text>
            <Select<StaffRole>
              aria-label="Role"
              placeholder="Select a role"
              style={{ width: '100%' }}
              value={role ?? undefined}
              onChange={setRole}
              options={rolesFor(user).map((value) => ({ value, label: roleLabels[value] }))}
            />
          </label>
          {needsPharmacy && (
            <label style={{ display: 'block' }}>
              <Typography.Text>Pharmacy</Typography.Text>
              <Select<string>
                aria-label="Pharmacy"
                placeholder="Select a pharmacy"
                style={{ width: '100%' }}
                showSearch={{ optionFilterProp: 'label' }}
                loading={pharmacies.loading}
                value={pharmacyId ?? undefined}
                onChange={setPharmacyId}
                disabled={!superAdmin}
                options={pharmacyOptions}
                notFoundContent={pharmacies.error ? 'Could not load pharmacies' : 'No pharmacies found'}
              />
            </label>
          )}
        </Space>
      </Modal>
    </>
  );
}
