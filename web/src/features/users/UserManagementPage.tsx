import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Avatar, Button, Card, Col, Dropdown, Result, Row, Skeleton, Space, Statistic, Table, Tag, Typography } from 'antd';
import { CheckCircleOutlined, CrownOutlined, EditOutlined, KeyOutlined, MoreOutlined, StopOutlined, TeamOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useAuth } from '../../app/auth/AuthProvider';
import { roleLabels, type StaffUser } from '../../app/auth/auth-storage';
import { errorMessage, fieldErrors } from '../../app/errors';
import { AddStaffDialog, type AddStaffResult, type AddStaffValues } from './AddStaffDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { EditStaffDialog, type SaveResult } from './EditStaffDialog';
import { PHARMACY_USERS, REGISTER_STAFF, SET_PHARMACY_USER_PASSWORD, SET_PHARMACY_USER_STATUS, UPDATE_PHARMACY_USER, type StaffMemberChanges } from './graphql/users';
import { displayName, lastActiveLabel } from './last-active';
import { RecentActivityCard } from './RecentActivityCard';
import { useRetryKeys, withIdempotencyKey } from '../../app/idempotency';

const SOMETHING_WENT_WRONG = 'Something went wrong';

const rolePermissions = [
  {
    role: roleLabels.pharmacy_admin,
    color: 'purple',
    can: ['Everything staff can do', 'Add, edit, activate and deactivate staff accounts', 'Change staff passwords', 'Chatbot settings, knowledge base and pharmacy profile', 'Pharmacy analytics and locations'],
  },
  {
    role: roleLabels.pharmacy_staff,
    color: 'blue',
    can: ['Monitor and answer live chats', 'Review chat history', 'Basic reporting', 'Personal settings'],
  },
];

function AccessRestricted() {
  return (
    <Result
      status="403"
      title="Access Restricted"
      subTitle="You don't have permission to access user management. Only pharmacy administrators can manage staff accounts. Please contact your administrator if you need access."
    />
  );
}

function PharmacyContextRequired() {
  return (
    <Result
      status="info"
      title="Switch to Pharmacy Context"
      subTitle="User Management shows one pharmacy's staff. Use the role switcher in the top navigation to view a pharmacy, or manage every account in Admin Users."
      extra={
        <Link to="/admin/users">
          <Button type="primary">Open Admin Users</Button>
        </Link>
      }
    />
  );
}

function LoadingSkeleton() {
  return (
    <div data-testid="users-loading">
      <Row gutter={[16, 16]}>
        {[0, 1, 2, 3].map((i) => (
          <Col xs={24} sm={12} xl={6} key={i}>
            <Card>
              <Skeleton active paragraph={{ rows: 1 }} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card style={{ marginTop: 16 }}>
        <Skeleton active paragraph={{ rows: 5 }} />
      </Card>
    </div>
  );
}

/** User Management (/users, spec part 2, section 2.11): a pharmacy admin's staff accounts. */
export default function UserManagementPage() {
  const { user, updateUser } = useAuth();
  const { notification } = App.useApp();
  const pharmacyId = user?.pharmacyId ?? null;
  const allowed = !!user && user.role !== 'pharmacy_staff';
  const users = useQuery(PHARMACY_USERS, { variables: { pharmacyId: pharmacyId ?? '' }, skip: !allowed || !pharmacyId });
  const [registerStaff, adding] = useMutation(REGISTER_STAFF);
  const retryKeys = useRetryKeys();
  const [updateUserMutation, saving] = useMutation(UPDATE_PHARMACY_USER);
  const [setPassword, changing] = useMutation(SET_PHARMACY_USER_PASSWORD);
  const [setStatus] = useMutation(SET_PHARMACY_USER_STATUS);
  const [adder, setAdder] = useState(false);
  const [editing, setEditing] = useState<StaffUser | null>(null);
  const [passwordFor, setPasswordFor] = useState<StaffUser | null>(null);

  if (!user) return null;
  if (user.role === 'pharmacy_staff') return <AccessRestricted />;
  if (!pharmacyId) return <PharmacyContextRequired />;

  const list = users.data?.pharmacyUsers ?? [];
  const stats = [
    { title: 'Total Users', value: list.length, icon: <TeamOutlined /> },
    { title: 'Active Users', value: list.filter((u) => u.isActive).length, icon: <CheckCircleOutlined style={{ color: '#16a34a' }} /> },
    { title: 'Admins', value: list.filter((u) => u.role === 'pharmacy_admin').length, icon: <CrownOutlined style={{ color: '#7c3aed' }} /> },
    { title: 'Staff Members', value: list.filter((u) => u.role === 'pharmacy_staff').length, icon: <UserOutlined style={{ color: '#2563eb' }} /> },
  ];

  const add = async (values: AddStaffValues, captcha: string): Promise<AddStaffResult> => {
    try {
      const key = retryKeys.keyFor(JSON.stringify({ ...values, pharmacyId }));
      await registerStaff({ variables: { ...values, pharmacyId, captcha }, context: withIdempotencyKey(key) });
      retryKeys.sent();
      notification.success({ title: 'Staff member added successfully', description: `${values.username} can now log in.` });
      setAdder(false);
      void users.refetch();
      return { ok: true };
    } catch (error) {
      notification.error({ title: 'Failed to add staff member', description: errorMessage(error, SOMETHING_WENT_WRONG) });
      return { ok: false, fieldErrors: fieldErrors(error) };
    }
  };

  const save = async (changes: StaffMemberChanges): Promise<SaveResult> => {
    if (!editing) return { ok: false, fieldErrors: {} };
    try {
      const { data } = await updateUserMutation({ variables: { ...changes, pharmacyId, userId: editing.id } });
      if (data && data.updatePharmacyUser.id === user.id && !user.switchedRole) updateUser({ ...user, ...data.updatePharmacyUser });
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
      await setPassword({ variables: { pharmacyId, userId: passwordFor.id, newPassword } });
      notification.success({ title: 'Password changed successfully' });
      setPasswordFor(null);
      return true;
    } catch (error) {
      notification.error({ title: 'Failed to change password', description: errorMessage(error, SOMETHING_WENT_WRONG) });
      return false;
    }
  };

  const toggleStatus = async (member: StaffUser) => {
    try {
      await setStatus({ variables: { pharmacyId, userId: member.id, isActive: !member.isActive } });
      notification.success({ title: 'User status updated successfully', description: `${member.username} is now ${member.isActive ? 'inactive' : 'active'}.` });
    } catch (error) {
      notification.error({ title: 'Failed to update user status', description: errorMessage(error, SOMETHING_WENT_WRONG) });
    }
  };

  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap', marginBottom: 16 }}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            User Management
          </Typography.Title>
          <Typography.Text type="secondary">Manage staff accounts and permissions for your pharmacy</Typography.Text>
        </div>
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdder(true)}>
          Add Staff Member
        </Button>
      </div>

      {users.loading && !users.data ? (
        <LoadingSkeleton />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {stats.map((stat) => (
              <Col xs={24} sm={12} xl={6} key={stat.title}>
                <Card data-testid="user-stat">
                  <Statistic title={stat.title} value={stat.value} prefix={stat.icon} />
                </Card>
              </Col>
            ))}
          </Row>

          <Card title="Staff Members" style={{ marginTop: 16 }}>
            <Table<StaffUser>
              rowKey="id"
              dataSource={list}
              pagination={false}
              locale={{ emptyText: users.error ? 'Could not load staff accounts. Please try again.' : 'No staff members yet' }}
              columns={[
                {
                  title: 'User',
                  render: (_: unknown, member) => (
                    <Space>
                      <Avatar style={{ background: '#0f766e' }}>{displayName(member).charAt(0).toUpperCase()}</Avatar>
                      <div>
                        <Typography.Text strong style={{ display: 'block' }}>
                          {displayName(member)}
                          {member.id === user.id ? ' (you)' : ''}
                        </Typography.Text>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {member.username} · {member.email}
                        </Typography.Text>
                      </div>
                    </Space>
                  ),
                },
                { title: 'Role', dataIndex: 'role', render: (role: StaffUser['role']) => <Tag color={role === 'pharmacy_admin' ? 'purple' : role === 'super_admin' ? 'gold' : 'blue'}>{roleLabels[role] ?? role}</Tag> },
                { title: 'Status', dataIndex: 'isActive', render: (active: boolean) => <Tag color={active ? 'green' : 'default'}>{active ? 'Active' : 'Inactive'}</Tag> },
                { title: 'Last Active', dataIndex: 'lastActive', render: (value: string | null | undefined) => lastActiveLabel(value) },
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
                          member.isActive
                            ? { key: 'status', icon: <StopOutlined />, label: 'Deactivate', danger: true, disabled: member.id === user.id, onClick: () => void toggleStatus(member) }
                            : { key: 'status', icon: <CheckCircleOutlined />, label: 'Activate', onClick: () => void toggleStatus(member) },
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
        </>
      )}

      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={12}>
          <Card title="Role Permissions" style={{ height: '100%' }}>
            <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
              {rolePermissions.map((entry) => (
                <div key={entry.role}>
                  <Tag color={entry.color}>{entry.role}</Tag>
                  <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
                    {entry.can.map((line) => (
                      <li key={line}>
                        <Typography.Text type="secondary">{line}</Typography.Text>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <RecentActivityCard pharmacyId={pharmacyId} />
        </Col>
      </Row>

      <AddStaffDialog open={adder} adding={adding.loading} onSubmit={add} onClose={() => setAdder(false)} />
      <EditStaffDialog user={editing} saving={saving.loading} onSubmit={save} onClose={() => setEditing(null)} />
      <ChangePasswordDialog open={passwordFor !== null} username={passwordFor?.username ?? null} saving={changing.loading} onSubmit={changePassword} onClose={() => setPasswordFor(null)} />
    </div>
  );
}
