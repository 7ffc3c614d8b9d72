import { Suspense, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Avatar, Button, Grid, Layout, Menu, Spin, Tag, Typography } from 'antd';
import { BellOutlined, CommentOutlined, InboxOutlined, ShopOutlined, DashboardOutlined, LogoutOutlined, MailOutlined, QuestionCircleOutlined, MedicineBoxOutlined, MessageOutlined, TeamOutlined, UserAddOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../app/auth/AuthProvider';
import { canManageStaff, isSuperAdmin, roleLabels, type StaffRole, type StaffUser } from '../app/auth/auth-storage';
import { isBuilt } from '../app/routes';
import StaffLoginPage from '../features/auth/StaffLoginPage';
import { RoleSwitcher } from '../features/role-switch/RoleSwitcher';
import { PHARMACY_NAME } from '../features/role-switch/graphql/role-switch';
import { ChatNotificationsProvider } from '../features/notifications/ChatNotifications';
import { ChatNotificationWidget } from '../features/notifications/NotificationWidget';

interface SidebarItem {
  path: string;
  label: string;
  icon?: ReactNode;
  roles?: StaffRole[];
  /** the Super Admin group */
  admin?: boolean;
}

/** The sidebar of the spec; an item appears once its screen exists, and only to the roles that may use it. */
const sidebar: SidebarItem[] = [
  { path: '/dashboard', label: 'Overview', icon: <DashboardOutlined /> },
  { path: '/pharmacy-dashboard', label: 'Live Dashboard' },
  { path: '/chat-management', label: 'Chat Management', icon: <CommentOutlined /> },
  { path: '/staff-chat', label: 'Live Chat Support', icon: <MessageOutlined /> },
  { path: '/staff-notifications', label: 'Chat Notifications', icon: <BellOutlined /> },
  { path: '/analytics', label: 'Analytics' },
  { path: '/knowledge-base', label: 'Knowledge Base' },
  { path: '/pharmacy-management', label: 'Pharmacy Locations', roles: ['pharmacy_admin', 'super_admin'] },
  { path: '/users', label: 'User Management', icon: <TeamOutlined />, roles: ['pharmacy_admin', 'super_admin'] },
  { path: '/doctor-connections', label: 'Doctor Requests', icon: <MedicineBoxOutlined />, roles: ['pharmacy_admin', 'super_admin'] },
  { path: '/subscription', label: 'Subscription' },
  { path: '/settings', label: 'Settings' },
  { path: '/help', label: 'Help & Guide' },
  { path: '/admin-dashboard', label: 'System Dashboard', admin: true },
  { path: '/admin/pharmacies', label: 'Admin Pharmacies', icon: <ShopOutlined />, admin: true },
  { path: '/admin/users', label: 'Admin Users', icon: <UserSwitchOutlined />, admin: true },
  { path: '/admin/subscriptions', label: 'Admin Subscriptions', admin: true },
  { path: '/admin/messages', label: 'Contact Messages', icon: <MailOutlined />, admin: true },
  { path: '/admin/mail-outbox', label: 'Mail Outbox', icon: <InboxOutlined />, admin: true },
  { path: '/admin/doctors', label: 'Doctor Registrations', icon: <MedicineBoxOutlined />, admin: true },
];

/** What the sidebar shows a user: built screens their effective role may use (a switched super admin sees the pharmacy view). */
export function sidebarFor(user: StaffUser): SidebarItem[] {
  const superAdmin = isSuperAdmin(user);
  return sidebar.filter((item) => isBuilt(item.path) && (item.admin ? superAdmin : !item.roles || item.roles.includes(superAdmin ? 'super_admin' : user.role)));
}

const fullScreen = (
  <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100vh' }}>
    <Spin size="large" />
  </div>
);

/** The header's right side: the pharmacy being viewed, the role switcher and, for admins, Add Staff. */
function ShellActions({ user }: { user: StaffUser }) {
  const pharmacy = useQuery(PHARMACY_NAME, { variables: { id: user.pharmacyId ?? '' }, skip: !user.pharmacyId });
  const pharmacyName = user.pharmacyId ? (pharmacy.data?.pharmacy?.name ?? null) : null;
  return (
    // on a phone the actions wrap under the title instead of running off the screen
    <div style={{ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: 12, flex: '0 1 auto', flexWrap: 'wrap', justifyContent: 'flex-end', minWidth: 0, maxWidth: '100%' }}>
      <ChatNotificationWidget />
      {pharmacyName && (
        <Tag color="#0f766e" data-testid="current-pharmacy" title={pharmacyName} style={{ maxWidth: 'min(240px, 50vw)', overflow: 'hidden', textOverflow: 'ellipsis', marginInlineEnd: 0 }}>
          {pharmacyName}
        </Tag>
      )}
      <RoleSwitcher pharmacyName={pharmacyName} />
      {isBuilt('/help') && (
        <Link to="/help">
          <Button icon={<QuestionCircleOutlined />}>Help</Button>
        </Link>
      )}
      {canManageStaff(user) && (
        <Link to="/users">
          <Button type="primary" icon={<UserAddOutlined />}>
            Add Staff
          </Button>
        </Link>
      )}
    </div>
  );
}

/** The authenticated frame of every staff and admin screen. */
export default function StaffShell() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const phone = Grid.useBreakpoint().md === false;

  if (auth.loading) return fullScreen;
  if (!auth.user) {
    return (
      <Layout style={{ minHeight: '100vh' }}>
        <StaffLoginPage redirectTo={null} />
      </Layout>
    );
  }
  const user = auth.user;
  const items = sidebarFor(user);
  const menuItem = (item: SidebarItem) => ({ key: item.path, icon: item.icon, label: item.label, onClick: () => navigate(item.path) });
  const pharmacyItems = items.filter((item) => !item.admin).map(menuItem);
  const adminItems = items.filter((item) => item.admin).map(menuItem);
  const selected = location.pathname === '/admin-users' ? '/admin/users' : location.pathname === '/admin-pharmacies' ? '/admin/pharmacies' : location.pathname;

  const logout = () => {
    auth.logout();
    navigate('/login');
  };

  return (
    <ChatNotificationsProvider>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} breakpoint="lg" width={232} theme="light" style={{ borderRight: '1px solid #e5e7eb', position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}>
          <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
            <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: 16 }}>
              <MedicineBoxOutlined style={{ fontSize: 22, color: '#0f766e' }} />
              {!collapsed && <Typography.Text strong>PharmaChat</Typography.Text>}
            </div>
            <Menu
              mode="inline"
              selectedKeys={[selected]}
              items={adminItems.length ? [...pharmacyItems, { type: 'group' as const, key: 'super-admin', label: 'Super Admin', children: adminItems }] : pharmacyItems}
              style={{ borderInlineEnd: 'none', flex: 1 }}
            />
            <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: 12, borderTop: '1px solid #e5e7eb' }} data-testid="user-footer">
              <Avatar style={{ background: '#0f766e', flex: 'none' }}>{user.username.charAt(0).toUpperCase()}</Avatar>
              {!collapsed && (
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Typography.Text strong ellipsis style={{ display: 'block' }}>
                    {user.username}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="user-role">
                    {roleLabels[user.role] ?? user.role}
                    {user.switchedRole ? ' (switched)' : ''}
                  </Typography.Text>
                </div>
              )}
              <Button type="text" icon={<LogoutOutlined />} onClick={logout} aria-label="Log out" title="Log out" />
            </div>
          </div>
        </Layout.Sider>
        <Layout>
          <Layout.Header style={{ background: '#fff', borderBottom: '1px solid #e5e7eb', paddingInline: phone ? 12 : 24, display: 'flex', alignItems: 'center', gap: phone ? 8 : 16, lineHeight: 1.3, flexWrap: 'wrap', height: 'auto', minHeight: 64, paddingBlock: 8 }}>
            <div style={{ minWidth: 0, flex: '1 1 auto' }}>
              <Typography.Title level={4} style={{ margin: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                Dashboard Overview
              </Typography.Title>
              <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
                Smart Answers for Smarter Pharmacy Care
              </Typography.Text>
            </div>
            <ShellActions user={user} />
          </Layout.Header>
          <Layout.Content style={{ padding: phone ? 12 : 24, background: '#f6f8f8', minWidth: 0 }}>
            <Suspense fallback={<Spin />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </ChatNotificationsProvider>
  );
}
