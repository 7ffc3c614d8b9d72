import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Avatar, Button, Card, Col, Dropdown, Input, Result, Row, Skeleton, Space, Statistic, Table, Tag, Typography } from 'antd';
import { CrownOutlined, DeleteOutlined, EditOutlined, KeyOutlined, MoreOutlined, ShopOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useAuth } from '../../app/auth/AuthProvider';
import { isSuperAdmin, roleLabels, type StaffRole, type StaffUser } from '../../app/auth/auth-storage';
import { errorMessage, fieldErrors } from '../../app/errors';
import { PHARMACIES } from '../role-switch/graphql/role-switch';
import { ChangePasswordDialog } from '../users/ChangePasswordDialog';
import { displayName, lastActiveLabel } from '../users/last-active';
import { AdminEditUserDialog, type SaveResult } from './AdminEditUserDialog';
import { ADMIN_DELETE_USER, ADMIN_SET_USER_PASSWORD, ADMIN_UPDATE_USER, ADMIN_USERS, type AdminUserChanges } from './graphql/admin-users';

const SOMETHING_WENT_WRONG = 'Something went wrong';

const roleColors: Record<StaffRole, string> = { super_admin: 'gold', pharmacy_admin: 'purple', pharmacy_staff: 'blue' };

/** Spec: search by username, email, first name or last name (case-insensitive). */
export function matchesUserSearch(user: StaffUser, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [user.username, user.email, user.firstName, user.lastName].some((value) => value?.toLowerCase().includes(needle));
}

const formatDate = (iso: string | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }) : '');

/** Admin Users (/admin-users and /admin/users, spec part 2, section 2.17): every staff account, super admins only. */
export default function AdminUsersPage() {
  const { user } = useAuth();
  const { notification, modal } = App.useApp();
  const allowed = isSuperAdmin(user);
  const users = useQuery(ADMIN_USERS, { variables: { search: null }, skip: !allowed });
  const pharmacies = useQuery(PHARMACIES, { skip: !allowed });
  const [updateUser, saving] = useMutation(ADMIN_UPDATE_USER);
  const [setPassword, changing] = useMutation(ADMIN_SET_USER_PASSWORD);
  const [deleteUser] = useMutation(ADMIN_DELETE_USER);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<StaffUser | null>(null);
  const [passwordFor, setPasswordFor] = useState<StaffUser | null>(null);

  const pharmacyList = useMemo(() => pharmacies.data?.pharmacies ?? [], [pharmacies.data]);
  const pharmacyNames = useMemo(() => new Map(pharmacyList.map((p) => [p.id, p.name])), [pharmacyList]);

  if (!user) return null;
  if (!allowed) return <Result status="403" title="Access Denied" subTitle="This page is only available to super administrators." />;

  const all = users.data?.adminUsers ?? [];
  const shown = all.filter((u) => matchesUserSearch(u, search));
  const stats = [
    { title: 'Total Users', value: all.length, icon: <TeamOutlined /> },
    { title: 'Super Admins', value: all.filter((u) => u.role === 'super_admin').length, icon: <CrownOutlined style={{ color: '#ca8a04' }} /> },
    { title: 'Pharmacy Admins', value: all.filter((u) => u.role === 'pharmacy_admin').length, icon: <ShopOutlined style={{ color: '#7c3aed' }} /> },
    { title: 'Staff', value: all.filter((u) => u.role === 'pharmacy_staff').length, icon: <UserOutlined style={{ color: '#2563eb' }} /> },
  ];

  const save = async (changes: AdminUserChanges): Promise<SaveResult> => {
    if (!editing) return { ok: false, fieldErrors: {} };
    try {
      await updateUser({ variables: { ...changes, id: editing.id } });
      notification.success({ title: 'User updated successfully' });
      setEditing(null);
      return { ok: true };
    } catch (error) {
      notification.error({ title: 'Failed to update user', description: errorMessage(error, SOMETHING_WENT_WRONG) });
      return { ok: false, fieldErrors: fieldErrors(error) };
    }
  };

  const changePassword = async (newPassword: string): Promise<boolean> => {
    if (!passwordFor) return false;
    try {
      await setPassword({ variables: { id: passwordFor.id, newPassword } });
      notification.success({ title: 'Password changed successfully' });
      setPasswordFor(null);
      return true;
    } catch (error) {
      notification.error({ title: 'Failed to change password', description: errorMessage(error, SOMETHING_WENT_WRONG) });
      return false;
    }
  };

  const confirmDelete = (target: StaffUser) => {
    modal.confirm({
      title: `Delete ${target.username}?`,
      content: 'This permanently deletes the account and ends its sessions. This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await deleteUser({ variables: { id: target.id } });
          notification.success({ title: 'User deleted successfully', description: `${target.username} was deleted.` });
          await users.refetch();
        } catch (error) {
          notification.error({ title: 'Failed to delete user', description: errorMessage(error, SOMETHING_WENT_WRONG) });
        }
      },
    });
  };

  return (
    <div>
      <div style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Admin Users
        </Typography.Title>
        <Typography.Text type="secondary">Every staff account on the platform, across all pharmacies</Typography.Text>
      </div>

      <Row gutter={[16, 16]}>
        {stats.map((stat) => (
          <Col xs={24} sm={12} xl={6} key={stat.title}>
            <Card data-testid="admin-user-stat">{users.loading && !users.data ? <Skeleton active paragraph={{ rows: 1 }} /> : <Statistic title={stat.title} value={stat.value} prefix={stat.icon} />}</Card>
          </Col>
        ))}
      </Row>

      <Card
        title="All Users"
        style={{ marginTop: 16 }}
        extra={
          <Input.Search
            allowClear
            placeholder="Username, email, first or last name"
            aria-label="Search users"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ width: 340 }}
          />
        }
      >
        <Table<StaffUser>
          rowKey="id"
          size="middle"
          loading={users.loading && !users.data}
          dataSource={shown}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: users.error ? 'Could not load users. Please try again.' : search ? 'No users match your search' : 'No users found' }}
          columns={[
            {
              title: 'User',
              render: (_: unknown, member) => (
                <Space style={{ whiteSpace: 'nowrap' }}>
                  <Avatar style={{ background: '#0f766e' }}>{displayName(member).charAt(0).toUpperCase()}</Avatar>
                  <div>
                    <Typography.Text strong style={{ display: 'block' }}>
                      {displayName(member)}
                      {member.id === user.id ? ' (you)' : ''}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {member.username}
                    </Typography.Text>
                  </div>
                </Space>
              ),
            },
            { title: 'Email', dataIndex: 'email', render: (email: string) => <span style={{ whiteSpace: 'nowrap' }}>{email}</span> },
            { title: 'Role', dataIndex: 'role', render: (role: StaffRole) => <Tag color={roleColors[role]} style={{ whiteSpace: 'nowrap' }}>{roleLabels[role] ?? role}</Tag> },
            {
              title: 'Pharmacy',
              dataIndex: 'pharmacyId',
              width: 170,
              render: (id: string | null) => (id ? (pharmacyNames.get(id) ?? <Typography.Text code>{id.slice(0, 8)}</Typography.Text>) : <Typography.Text type="secondary">All pharmacies</Typography.Text>),
            },
            { title: 'Status', dataIndex: 'isActive', render: (active: boolean) => <Tag color={active ? 'green' : 'default'}>{active ? 'Active' : 'Inactive'}</Tag> },
            { title: 'Last Active', dataIndex: 'lastActive', render: (value: string | null | undefined) => <span style={{ whiteSpace: 'nowrap' }} title={value ? formatDate(value) : undefined}>{lastActiveLabel(value)}</span> },
            {
              title: 'Actions',
              align: 'right',
              render: (_: unknown, member) => (
                <Dropdown
                  trigger={['click']}
                  menu={{
                    items: [
                      { key: 'edit', icon: <EditOutlined />, label: 'Edit User', onClick: () => setEditing(member) },
                      { key: 'password', icon: <KeyOutlined />, label: 'Change Password', onClick: () => setPasswordFor(member) },
                      { type: 'divider' },
                      { key: 'delete', icon: <DeleteOutlined />, label: 'Delete User', danger: true, disabled: member.id === user.id, onClick: () => confirmDelete(member) },
                    ],
                  }}
                >
                  <Button type="text" icon={<MoreOutlined />} aria-label={`Actions for ${member.username}`} />
                </Dropdown>
              ),
            },
          ]}
        />
      </Card>

      <AdminEditUserDialog user={editing} pharmacies={pharmacyList} saving={saving.loading} onSubmit={save} onClose={() => setEditing(null)} />
      <ChangePasswordDialog open={passwordFor !== null} username={passwordFor?.username ?? null} saving={changing.loading} onSubmit={changePassword} onClose={() => setPasswordFor(null)} />
    </div>
  );
}
