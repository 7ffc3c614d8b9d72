import { Button, Grid, Layout, Space, Typography } from 'antd';
import { MedicineBoxOutlined, UserOutlined } from '@ant-design/icons';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { usePatientSession } from '../app/auth/PatientSessionProvider';
import { EmergencyCall } from '../features/emergency/EmergencyNumber';

/** A signed-in patient's name and sign-out, or the way to sign in. */
function PatientCorner() {
  const { patient, checking, signOut } = usePatientSession();
  const navigate = useNavigate();
  if (checking) return null;
  if (!patient) return <Link to="/patient-login">Patient Login</Link>;
  return (
    <Space size="small" data-testid="patient-signed-in">
      <UserOutlined style={{ color: '#0f766e' }} />
      <Typography.Text>
        Signed in as <Typography.Text strong>{patient.firstName}</Typography.Text>
      </Typography.Text>
      <Button
        size="small"
        onClick={() => {
          signOut();
          navigate('/');
        }}
      >
        Sign Out
      </Button>
    </Space>
  );
}

/** The public site: header with the brand and the links that exist, the page, a footer. */
export function PublicLayout() {
  // on a phone the brand and the links share the width: the header wraps onto a second line instead of squeezing
  // the brand into one letter per line
  const narrow = !Grid.useBreakpoint().sm;
  return (
    <Layout style={{ minHeight: '100vh', background: '#f6f8f8' }}>
      <Layout.Header
        style={{
          background: '#fff',
          borderBottom: '1px solid #e5e7eb',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          rowGap: 4,
          paddingInline: narrow ? 12 : 24,
          paddingBlock: narrow ? 8 : 0,
          height: 'auto',
          minHeight: 64,
          lineHeight: narrow ? '32px' : '64px',
        }}
      >
        <Link to="/" style={{ display: 'flex', alignItems: 'center', gap: 8, whiteSpace: 'nowrap' }} aria-label="PharmaChat home">
          <MedicineBoxOutlined style={{ fontSize: 22, color: '#0f766e' }} />
          <Typography.Text strong style={{ fontSize: 18 }}>
            PharmaChat
          </Typography.Text>
        </Link>
        <Space size={narrow ? 'small' : 'middle'} wrap style={{ whiteSpace: 'nowrap' }}>
          <Link to="/pharmacy-finder">Find Pharmacy</Link>
          <PatientCorner />
          <Link to="/login">
            <Button type="primary" ghost size={narrow ? 'small' : 'middle'}>
              Staff Login
            </Button>
          </Link>
        </Space>
      </Layout.Header>
      <Layout.Content>
        <Outlet />
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', color: '#6b7280' }}>
        PharmaChat: 24/7 pharmacy chat support. <EmergencyCall />
      </Layout.Footer>
    </Layout>
  );
}
