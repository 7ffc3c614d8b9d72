import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Input, Space, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../app/auth/AuthProvider';
import { errorMessage } from '../../app/errors';
import { LOGIN } from './graphql/auth';

export const LOGIN_FAILED = 'Login failed. Please check your credentials.';

/** Staff sign-in (/login, /pharmacy-login and /staff-login); also shown by the staff shell when nobody is signed in. */
export default function StaffLoginPage({ redirectTo = '/dashboard' }: { redirectTo?: string | null }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [login, { loading }] = useMutation(LOGIN);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError('Please enter both username and password');
      return;
    }
    setError(null);
    try {
      const { data } = await login({ variables: { username: username.trim(), password } });
      if (!data) throw new Error('no data');
      auth.login(data.login);
      if (redirectTo) navigate(redirectTo);
    } catch (e) {
      setError(errorMessage(e, LOGIN_FAILED));
    }
  };

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '64px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Staff sign in
        </Typography.Title>
        <Typography.Paragraph type="secondary">Sign in to answer your pharmacy's patients.</Typography.Paragraph>
        <form onSubmit={submit} noValidate>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            {error && <Alert type="error" showIcon title={error} role="alert" />}
            <label>
              <Typography.Text>Username</Typography.Text>
              <Input name="username" autoComplete="username" required value={username} disabled={loading} onChange={(e) => setUsername(e.target.value)} />
            </label>
            <label>
              <Typography.Text>Password</Typography.Text>
              <Input.Password name="password" autoComplete="current-password" required value={password} disabled={loading} onChange={(e) => setPassword(e.target.value)} />
            </label>
            <Button type="primary" htmlType="submit" block loading={loading} disabled={loading}>
              {loading ? 'Signing in...' : 'Sign in'}
            </Button>
          </Space>
        </form>
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 8 }}>
          Trouble signing in? Ask your pharmacy administrator to reset your password.
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          New to PharmaChat? <Link to="/pharmacy-register">Register your pharmacy</Link>
        </Typography.Paragraph>
        <Link to="/">Back to Home</Link>
      </Card>
    </div>
  );
}
