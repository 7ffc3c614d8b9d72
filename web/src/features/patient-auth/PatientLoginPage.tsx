import { useMutation } from '@apollo/client/react';
import { Button, Card, Form, Input, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { usePatientSession } from '../../app/auth/PatientSessionProvider';
import { errorMessage } from '../../app/errors';
import { emailRule, passwordRule } from '../../app/form-rules';
import { LOGIN_PATIENT } from './graphql/patient-auth';
import { useScreenToast } from './useScreenToast';

export const PATIENT_LOGIN_FAILED = 'Invalid email or password. Please try again.';

interface LoginForm {
  email: string;
  password: string;
}

/** Patient sign-in (/patient-login): on success the patient goes to the pharmacy finder, signed in. */
export default function PatientLoginPage() {
  const toast = useScreenToast('patient-login');
  const navigate = useNavigate();
  const session = usePatientSession();
  const [login, { loading }] = useMutation(LOGIN_PATIENT);

  const submit = async (values: LoginForm) => {
    try {
      const { data } = await login({ variables: { email: values.email.trim(), password: values.password } });
      if (!data) throw new Error('no data');
      session.signIn(data.loginPatient);
      toast.success({ title: 'Welcome back!', description: `Signed in as ${data.loginPatient.patient.email}` });
      navigate('/pharmacy-finder');
    } catch (error) {
      toast.error({ title: 'Sign in failed', description: errorMessage(error, PATIENT_LOGIN_FAILED) });
    }
  };

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '64px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Patient sign in
        </Typography.Title>
        <Typography.Paragraph type="secondary">Sign in to your patient account.</Typography.Paragraph>
        <Form<LoginForm> name="patient-login" layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} disabled={loading} noValidate>
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
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 8 }}>
          New here? <Link to="/patient-register">Create an account</Link>
        </Typography.Paragraph>
        <Link to="/">Back to Home</Link>
      </Card>
    </div>
  );
}
