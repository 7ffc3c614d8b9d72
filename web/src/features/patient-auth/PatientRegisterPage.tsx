import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { usePatientSession } from '../../app/auth/PatientSessionProvider';
import { errorMessage, fieldErrors } from '../../app/errors';
import { emailRule, minLengthRule, optional, passwordRule, sameAsRule, showFieldErrors } from '../../app/form-rules';
import { Captcha, CAPTCHA_REQUIRED, type CaptchaHandle } from '../captcha/Captcha';
import { REGISTER_PATIENT } from './graphql/patient-auth';
import { useScreenToast } from './useScreenToast';
import { useRetryKeys, withIdempotencyKey } from '../../app/idempotency';

/** Spec part 1, section 5: the patient registration rules and their messages. */
export const patientRegistrationMessages = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  confirmPassword: "Passwords don't match",
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
};

interface RegistrationForm {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  phone?: string;
  dateOfBirth?: string;
  zipCode?: string;
}

const FIELDS = ['email', 'password', 'firstName', 'lastName', 'phone', 'dateOfBirth', 'zipCode'] as const;

/** Patient account registration (/patient-register): on success the patient is signed in and goes to the finder. */
export default function PatientRegisterPage() {
  const toast = useScreenToast('patient-register');
  const navigate = useNavigate();
  const session = usePatientSession();
  const [form] = Form.useForm<RegistrationForm>();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const [register, { loading }] = useMutation(REGISTER_PATIENT);
  const retryKeys = useRetryKeys();

  const submit = async (values: RegistrationForm) => {
    if (!captcha) {
      toast.error({ title: CAPTCHA_REQUIRED.title, description: CAPTCHA_REQUIRED.description });
      return;
    }
    try {
      // the same form sent again (with a new captcha solution: each works once) is the same registration
      const key = retryKeys.keyFor(JSON.stringify(values));
      const { data } = await register({
        context: withIdempotencyKey(key),
        variables: {
          email: values.email.trim(),
          password: values.password,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          phone: optional(values.phone),
          dateOfBirth: optional(values.dateOfBirth),
          zipCode: optional(values.zipCode),
          captcha,
        },
      });
      if (!data) throw new Error('no data');
      retryKeys.sent();
      session.signIn(data.registerPatient);
      toast.success({ title: 'Account created successfully!', description: `Welcome, ${data.registerPatient.patient.firstName}. Find your pharmacy to start a chat.` });
      navigate('/pharmacy-finder');
    } catch (error) {
      showFieldErrors(form, fieldErrors(error), FIELDS);
      toast.error({ title: 'Registration failed', description: errorMessage(error, 'Something went wrong. Please try again.') });
    } finally {
      // a solution works once
      captchaRef.current?.reset();
    }
  };

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '48px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 560 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Create your patient account
        </Typography.Title>
        <Typography.Paragraph type="secondary">Keep your details in one place when you chat with your pharmacy.</Typography.Paragraph>
        <Form<RegistrationForm> form={form} name="patient-register" layout="vertical" requiredMark="optional" onFinish={(values) => void submit(values)} disabled={loading} noValidate>
          <Form.Item label="Email" name="email" rules={[emailRule(patientRegistrationMessages.email)]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item label="Password" name="password" rules={[passwordRule(6, patientRegistrationMessages.password)]}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="Confirm Password" name="confirmPassword" dependencies={['password']} rules={[sameAsRule('password', patientRegistrationMessages.confirmPassword)]}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item label="First Name" name="firstName" rules={[minLengthRule(2, patientRegistrationMessages.firstName)]}>
                <Input autoComplete="given-name" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="Last Name" name="lastName" rules={[minLengthRule(2, patientRegistrationMessages.lastName)]}>
                <Input autoComplete="family-name" />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} sm={8}>
              <Form.Item label="Phone" name="phone">
                <Input type="tel" autoComplete="tel" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item label="Date of Birth" name="dateOfBirth">
                <Input type="date" autoComplete="bday" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item label="ZIP Code" name="zipCode">
                <Input autoComplete="postal-code" inputMode="numeric" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item>
            <Captcha ref={captchaRef} onChange={setCaptcha} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={loading}>
            {loading ? 'Creating Account...' : 'Create Account'}
          </Button>
        </Form>
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
          Already have an account? <Link to="/patient-login">Sign in</Link>
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
