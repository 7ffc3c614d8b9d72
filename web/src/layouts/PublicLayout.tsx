import { Button, Layout, Space, Typography } from 'antd';
import { MedicineBoxOutlined, UserOutlined } from '@ant-design/icons';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { usePatientSession } from '../app/auth/PatientSessionProvider';

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
  return (
    <Layout style={{ minHeight: '100vh', background: '#f6f8f8' }}>
      <Layout.Header style={{ background: '#fff', borderBottom: '1px solid #e5e7eb', display: 'flex', alignItems: 'center', justifyContent: 'space-between', paddingInline: 24 }}>
        <Link to="/" style={{ display: 'flex', alignItems: 'center', gap: 8 }} aria-label="PharmaChat home">
          <MedicineBoxOutlined style={{ fontSize: 22, color: '#0f766e' }} />
          <Typography.Text strong style={{ fontSize: 18 }}>
            PharmaChat
          </Typography.Text>
        </Link>
        <Space size="middle">
          <Link to="/pharmacy-finder">Find Pharmacy</Link>
          <PatientCorner />
          <Link to="/login">
            <Button type="primary" ghost>
              Staff Login
            </Button>
          </Link>
        </Space>
      </Layout.Header>
      <Layout.Content>
        <Outlet />
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', color: '#6b7280' }}>
        PharmaChat: 24/7 pharmacy chat support. In an emergency, call 911.
      </Layout.Footer>
    </Layout>
  );
}
