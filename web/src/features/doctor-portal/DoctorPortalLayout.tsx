import { useEffect, useMemo, useState } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { App, Avatar, Button, ConfigProvider, Layout, Space, Typography } from 'antd';
import { READABLE_PLACEHOLDERS } from './doctor-constants';
import { LogoutOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import { Link, Navigate, Outlet, useNavigate } from 'react-router-dom';
import { doctorGraph, doctorSession, readDoctorInfo, signOutDoctor, type DoctorInfo } from './doctor-session';

const LAYOUT_CSS = `
.doctor-header { display: flex; align-items: center; justify-content: space-between; gap: 8px; flex-wrap: wrap; background: #fff; border-bottom: 1px solid #e5e7eb; padding: 8px 16px; }
.doctor-main { max-width: 1200px; width: 100%; margin: 0 auto; padding: 16px; box-sizing: border-box; min-width: 0; }
.doctor-two-col { display: grid; gap: 16px; grid-template-columns: minmax(0, 1fr); align-items: start; }
@media (min-width: 992px) { .doctor-two-col { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); } }
`;

export const initialsOf = (info: Pick<DoctorInfo, 'firstName' | 'lastName'>) => `${info.firstName.charAt(0)}${info.lastName.charAt(0)}`.toUpperCase();

/**
 * The doctor portal's frame (its own chunk, like the staff shell): the doctor's header with name, specialty,
 * initials and Logout, and the portal's own graph client. Without a readable stored sign-in the doctor goes to
 * /doctor-login (token and info removed).
 */
export default function DoctorPortalLayout() {
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [info, setInfo] = useState<DoctorInfo | null>(() => readDoctorInfo());
  const graph = useMemo(() => doctorGraph(), []);

  useEffect(() => {
    const stops = [
      doctorSession.onEnded(() => {
        signOutDoctor();
        setInfo(null);
      }),
      doctorSession.onRenewed(() => graph.reconnect()),
      doctorSession.watchActivity(),
    ];
    return () => stops.forEach((stop) => stop());
  }, [graph]);

  if (!info) return <Navigate to="/doctor-login" replace />;

  const logout = () => {
    signOutDoctor();
    notification.success({ key: 'doctor-logout', title: 'Logged Out', description: 'You have been signed out of the doctor portal.' });
    navigate('/doctor-login');
  };

  return (
    <ApolloProvider client={graph.client}>
      <ConfigProvider theme={READABLE_PLACEHOLDERS}>
      <style>{LAYOUT_CSS}</style>
      <Layout style={{ minHeight: '100vh', background: '#f8fafc' }}>
        <header className="doctor-header">
          <Link to="/doctor-dashboard">
            <Space>
              <MedicineBoxOutlined style={{ fontSize: 22, color: '#0f766e' }} />
              <Typography.Text strong>PharmaChat Doctor Portal</Typography.Text>
            </Space>
          </Link>
          <Space>
            <Avatar style={{ background: '#0f766e' }} aria-hidden>
              {initialsOf(info)}
            </Avatar>
            <div>
              <Typography.Text strong style={{ display: 'block' }} data-testid="doctor-name">
                Dr. {info.firstName} {info.lastName}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {info.specialtyArea}
              </Typography.Text>
            </div>
            <Button icon={<LogoutOutlined />} onClick={logout}>
              Logout
            </Button>
          </Space>
        </header>
        <main className="doctor-main">
          <Outlet context={info} />
        </main>
      </Layout>
      </ConfigProvider>
    </ApolloProvider>
  );
}
