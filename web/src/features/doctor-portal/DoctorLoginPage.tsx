import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../app/errors';
import { emailRule, passwordRule } from '../../app/form-rules';
import { DOCTOR_LOGIN_ALERTS } from './doctor-constants';
import { doctorGraph, doctorSession, forgetDoctor, storeDoctorInfo } from './doctor-session';
import { LOGIN_DOCTOR, MY_DOCTOR_PROFILE } from './graphql/doctor-portal';

interface LoginForm {
  email: string;
  password: string;
}

/** What a refused sign-in shows (spec part 2 section 8): pending, rejected, or the server's message. */
export function loginAlert(message: string): { title: string; description: string } {
  if (/pending/i.test(message)) return DOCTOR_LOGIN_ALERTS.pending;
  if (/rejected/i.test(message)) return DOCTOR_LOGIN_ALERTS.rejected;
  return { title: 'Login Failed', description: message };
}

/** Doctor sign-in (/doctor-login): on success the token and the doctor's info are stored and the dashboard opens. */
export default function DoctorLoginPage() {
  const navigate = useNavigate();
  const [login, { loading }] = useMutation(LOGIN_DOCTOR);
  const [alert, setAlert] = useState<{ title: string; description: string } | null>(null);

  const submit = async (values: LoginForm) => {
    setAlert(null);
    try {
      const { data } = await login({ variables: { email: values.email.trim(), password: values.password } });
      if (!data) throw new Error('no data');
      doctorSession.set(data.loginDoctor);
      const graph = doctorGraph();
      await graph.client.clearStore();
      graph.reconnect();
      const profile = (await graph.client.query({ query: MY_DOCTOR_PROFILE, fetchPolicy: 'network-only' })).data?.myDoctorProfile;
      if (!profile) throw new Error('Your doctor profile could not be read. Please try again.');
      storeDoctorInfo({ id: profile.id, firstName: profile.firstName, lastName: profile.lastName, specialtyArea: profile.specialtyArea, practiceName: profile.practiceName });
      navigate('/doctor-dashboard');
    } catch (error) {
      forgetDoctor();
      setAlert(loginAlert(errorMessage(error, 'Login failed. Please check your credentials.')));
    }
  };

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '64px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 26 }}>
          Doctor Login
        </Typography.Title>
        <Typography.Paragraph type="secondary">Sign in to consult pharmacies about your patients.</Typography.Paragraph>
        {alert && <Alert type={alert.title === 'Account Pending' ? 'warning' : 'error'} showIcon title={alert.title} description={alert.description} style={{ marginBottom: 16 }} data-testid="doctor-login-alert" />}
        <Form<LoginForm> name="doctor-login" layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} disabled={loading} noValidate>
          <Form.Item label="Email" name="email" rules={[emailRule('Please enter a valid email address')]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[passwordRule(1, 'Password is required')]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={loading}>
            {loading ? 'Signing in...' : 'Sign In'}
          </Button>
        </Form>
        <Space orientation="vertical" style={{ marginTop: 16 }}>
          <Typography.Text>
            New to PharmaChat? <Link to="/doctor-register">Register as a doctor</Link>
          </Typography.Text>
          <Typography.Text>
            Pharmacy staff? <Link to="/staff-login">Staff login</Link>
          </Typography.Text>
          <Link to="/contact">Need help? Contact us</Link>
        </Space>
      </Card>
    </div>
  );
}
