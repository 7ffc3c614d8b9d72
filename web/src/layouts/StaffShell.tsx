import { Suspense, useState, type ReactNode } from 'react';
import { Avatar, Button, Layout, Menu, Spin, Typography } from 'antd';
import { DashboardOutlined, LogoutOutlined, MedicineBoxOutlined, MessageOutlined } from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../app/auth/AuthProvider';
import { roleLabels, type StaffRole } from '../app/auth/auth-storage';
import { isBuilt } from '../app/routes';
import StaffLoginPage from '../features/auth/StaffLoginPage';

interface SidebarItem {
  path: string;
  label: string;
  icon?: ReactNode;
  roles?: StaffRole[];
}

/** The sidebar of the spec; an item appears once its screen exists, and only to the roles that may use it. */
const sidebar: SidebarItem[] = [
  { path: '/dashboard', label: 'Overview', icon: <DashboardOutlined /> },
  { path: '/pharmacy-dashboard', label: 'Live Dashboard' },
  { path: '/chat-management', label: 'Chat Management' },
  { path: '/staff-chat', label: 'Live Chat Support', icon: <MessageOutlined /> },
  { path: '/staff-notifications', label: 'Chat Notifications' },
  { path: '/analytics', label: 'Analytics' },
  { path: '/knowledge-base', label: 'Knowledge Base' },
  { path: '/pharmacy-management', label: 'Pharmacy Locations', roles: ['pharmacy_admin', 'super_admin'] },
  { path: '/users', label: 'User Management', roles: ['pharmacy_admin', 'super_admin'] },
  { path: '/subscription', label: 'Subscription' },
  { path: '/settings', label: 'Settings' },
  { path: '/help', label: 'Help & Guide' },
  { path: '/admin-dashboard', label: 'System Dashboard', roles: ['super_admin'] },
  { path: '/admin/pharmacies', label: 'Admin Pharmacies', roles: ['super_admin'] },
  { path: '/admin/users', label: 'Admin Users', roles: ['super_admin'] },
  { path: '/admin/subscriptions', label: 'Admin Subscriptions', roles: ['super_admin'] },
];

const fullScreen = (
  <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100vh' }}>
    <Spin size="large" />
  </div>
);

/** The authenticated frame of every staff and admin screen. */
export default function StaffShell() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(false);

  if (auth.loading) return fullScreen;
  if (!auth.user) {
    return (
      <Layout style={{ minHeight: '100vh' }}>
        <StaffLoginPage redirectTo={null} />
      </Layout>
    );
  }
  const user = auth.user;
  const items = sidebar.filter((item) => isBuilt(item.path) && (!item.roles || item.roles.includes(user.role)));

  const logout = () => {
    auth.logout();
    navigate('/login');
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} breakpoint="lg" width={232} theme="light" style={{ borderRight: '1px solid #e5e7eb' }}>
        <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: 16 }}>
            <MedicineBoxOutlined style={{ fontSize: 22, color: '#0f766e' }} />
            {!collapsed && <Typography.Text strong>PharmaChat</Typography.Text>}
          </div>
          <Menu
            mode="inline"
            selectedKeys={[location.pathname]}
            items={items.map((item) => ({ key: item.path, icon: item.icon, label: item.label, onClick: () => navigate(item.path) }))}
            style={{ borderInlineEnd: 'none', flex: 1 }}
          />
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: 12, borderTop: '1px solid #e5e7eb' }} data-testid="user-footer">
            <Avatar style={{ background: '#0f766e', flex: 'none' }}>{user.username.charAt(0).toUpperCase()}</Avatar>
            {!collapsed && (
              <div style={{ minWidth: 0, flex: 1 }}>
                <Typography.Text strong ellipsis style={{ display: 'block' }}>
                  {user.username}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {roleLabels[user.role] ?? user.role}
                </Typography.Text>
              </div>
            )}
            <Button type="text" icon={<LogoutOutlined />} onClick={logout} aria-label="Log out" title="Log out" />
          </div>
        </div>
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', borderBottom: '1px solid #e5e7eb', paddingInline: 24, display: 'flex', alignItems: 'center', gap: 16, lineHeight: 1.3 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            Dashboard Overview
          </Typography.Title>
          <Typography.Text type="secondary">Smart Answers for Smarter Pharmacy Care</Typography.Text>
        </Layout.Header>
        <Layout.Content style={{ padding: 24, background: '#f6f8f8' }}>
          <Suspense fallback={<Spin />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
