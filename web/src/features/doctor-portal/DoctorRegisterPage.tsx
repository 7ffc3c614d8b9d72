import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Card, Checkbox, Col, ConfigProvider, Form, Input, Result, Row, Select, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage, fieldErrors } from '../../app/errors';
import { emailRule, minLengthRule, optional, passwordRule, sameAsRule, showFieldErrors } from '../../app/form-rules';
import { useRetryKeys, withIdempotencyKey } from '../../app/idempotency';
import { Captcha, CAPTCHA_REQUIRED, type CaptchaHandle } from '../captcha/Captcha';
import { useScreenToast } from '../patient-auth/useScreenToast';
import { DOCTOR_SPECIALTIES, doctorRegistrationMessages as m, READABLE_PLACEHOLDERS, US_STATES } from './doctor-constants';
import { REGISTER_DOCTOR } from './graphql/doctor-portal';

interface RegistrationForm {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  phone: string;
  licenseNumber: string;
  licenseState: string;
  npiNumber?: string;
  deaNumber?: string;
  practiceName: string;
  practiceAddress: string;
  specialtyArea: string;
  agreeToTerms: boolean;
  agreeToHipaa: boolean;
}

const FIELDS = ['email', 'password', 'firstName', 'lastName', 'phone', 'licenseNumber', 'licenseState', 'npiNumber', 'deaNumber', 'practiceName', 'practiceAddress', 'specialtyArea'] as const;
const phoneRule = { validator: (_: unknown, value: unknown) => (String(value ?? '').replace(/\D/g, '').length >= 10 ? Promise.resolve() : Promise.reject(new Error(m.phone))) };
const agreed = (message: string) => ({ validator: (_: unknown, value: unknown) => (value === true ? Promise.resolve() : Promise.reject(new Error(message))) });

/** Doctor registration (/doctor-register, spec part 2 sections 2.19 and 5): the form, then the confirmation. */
export default function DoctorRegisterPage() {
  const toast = useScreenToast('doctor-register');
  const [form] = Form.useForm<RegistrationForm>();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const [register, { loading }] = useMutation(REGISTER_DOCTOR);
  const retryKeys = useRetryKeys();
  const [done, setDone] = useState<string | null>(null);

  const submit = async (values: RegistrationForm) => {
    if (!captcha) {
      toast.error({ title: CAPTCHA_REQUIRED.title, description: `${CAPTCHA_REQUIRED.description}.` });
      return;
    }
    try {
      const key = retryKeys.keyFor(JSON.stringify(values));
      const { data } = await register({
        context: withIdempotencyKey(key),
        variables: {
          input: {
            email: values.email.trim(),
            password: values.password,
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            phone: values.phone.trim(),
            licenseNumber: values.licenseNumber.trim(),
            licenseState: values.licenseState,
            npiNumber: optional(values.npiNumber),
            deaNumber: optional(values.deaNumber),
            practiceName: values.practiceName.trim(),
            practiceAddress: values.practiceAddress.trim(),
            specialtyArea: values.specialtyArea,
            agreeToTerms: values.agreeToTerms === true,
            agreeToHipaa: values.agreeToHipaa === true,
            captcha,
          },
        },
      });
      if (!data) throw new Error('no data');
      retryKeys.sent();
      setDone(values.email.trim());
    } catch (error) {
      showFieldErrors(form, fieldErrors(error), FIELDS);
      toast.error({ title: 'Registration Failed', description: errorMessage(error, 'Something went wrong. Please try again.') });
    } finally {
      captchaRef.current?.reset();
    }
  };

  if (done) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: '48px 16px' }}>
        <Card style={{ width: '100%', maxWidth: 560 }}>
          <Result
            status="success"
            title="Registration Submitted"
            subTitle={`Thank you for registering. Our team will review your credentials within 24-48 hours and e-mail ${done} once your account is approved.`}
            extra={
              <Link to="/doctor-login">
                <Button type="primary">Go to Doctor Login</Button>
              </Link>
            }
          />
        </Card>
      </div>
    );
  }

  return (
    <ConfigProvider theme={READABLE_PLACEHOLDERS}>
    <div style={{ display: 'flex', justifyContent: 'center', padding: '32px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 720, minWidth: 0 }}>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 26 }}>
          Doctor Registration
        </Typography.Title>
        <Typography.Paragraph type="secondary">Join the PharmaChat doctor portal to consult pharmacies about your patients. We verify every licence before approval.</Typography.Paragraph>
        <Form<RegistrationForm> form={form} name="doctor-register" layout="vertical" requiredMark="optional" onFinish={(values) => void submit(values)} disabled={loading} noValidate>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            Account
          </Typography.Title>
          <Form.Item label="Email" name="email" rules={[emailRule(m.email)]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item label="Password" name="password" rules={[passwordRule(8, m.password)]}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="Confirm Password" name="confirmPassword" dependencies={['password']} rules={[sameAsRule('password', m.confirmPassword)]}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            Personal and licence details
          </Typography.Title>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item label="First Name" name="firstName" rules={[minLengthRule(2, m.firstName)]}>
                <Input autoComplete="given-name" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="Last Name" name="lastName" rules={[minLengthRule(2, m.lastName)]}>
                <Input autoComplete="family-name" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="Phone" name="phone" rules={[{ required: true, message: m.phone }, phoneRule]}>
                <Input type="tel" autoComplete="tel" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="Specialty Area" name="specialtyArea" rules={[{ required: true, message: m.specialtyArea }]}>
                <Select placeholder="Select your specialty" options={DOCTOR_SPECIALTIES.map((s) => ({ value: s, label: s }))} aria-label="Specialty Area" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="License Number" name="licenseNumber" rules={[minLengthRule(5, m.licenseNumber)]}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="License State" name="licenseState" rules={[{ required: true, message: m.licenseState }]}>
                <Select showSearch={{ optionFilterProp: 'label' }} placeholder="Select a state" options={US_STATES.map(([code, name]) => ({ value: code, label: name }))} aria-label="License State" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="NPI Number" name="npiNumber">
                <Input inputMode="numeric" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="DEA Number" name="deaNumber">
                <Input />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            Practice
          </Typography.Title>
          <Form.Item label="Practice Name" name="practiceName" rules={[minLengthRule(2, m.practiceName)]}>
            <Input autoComplete="organization" />
          </Form.Item>
          <Form.Item label="Practice Address" name="practiceAddress" rules={[minLengthRule(10, m.practiceAddress)]}>
            <Input.TextArea rows={2} autoComplete="street-address" />
          </Form.Item>
          <Form.Item name="agreeToTerms" valuePropName="checked" rules={[agreed(m.terms)]}>
            <Checkbox>
              I agree to the <Link to="/terms">terms and conditions</Link>
            </Checkbox>
          </Form.Item>
          <Form.Item name="agreeToHipaa" valuePropName="checked" rules={[agreed(m.hipaa)]}>
            <Checkbox>I will handle patient information in compliance with HIPAA</Checkbox>
          </Form.Item>
          <Form.Item>
            <Captcha ref={captchaRef} onChange={setCaptcha} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={loading}>
            {loading ? 'Submitting...' : 'Register'}
          </Button>
        </Form>
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
          Already registered? <Link to="/doctor-login">Sign in</Link>
        </Typography.Paragraph>
      </Card>
    </div>
    </ConfigProvider>
  );
}
