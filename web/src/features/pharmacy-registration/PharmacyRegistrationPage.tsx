import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Card, Checkbox, Col, Form, Input, Result, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage, fieldErrors } from '../../app/errors';
import { emailRule, minLengthRule, passwordRule, sameAsRule } from '../../app/form-rules';
import { useRetryKeys, withIdempotencyKey } from '../../app/idempotency';
import { Captcha, CAPTCHA_REQUIRED, type CaptchaHandle } from '../captcha/Captcha';
import { useScreenToast } from '../patient-auth/useScreenToast';
import { SUBMIT_PHARMACY_REGISTRATION } from './graphql/pharmacy-registration';

/** Spec part 1, section 5: the pharmacy registration rules and their messages. */
export const pharmacyRegistrationMessages = {
  pharmacyName: 'Pharmacy name is required',
  ownerName: 'Owner name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Valid phone number is required',
  address: 'Complete address is required',
  licenseNumber: 'License number is required',
  operatingHours: 'Operating hours are required',
  password: 'Password must be at least 8 characters',
  confirmPassword: "Passwords don't match",
  agreeToTerms: 'You must agree to the terms',
};

/** Spec part 1, section 9: Monday to Friday 9 AM to 6 PM, Saturday 9 AM to 2 PM, Sunday closed. */
export const DEFAULT_HOURS_TEXT = 'Mon-Fri 9:00 AM - 6:00 PM, Sat 9:00 AM - 2:00 PM, Sun Closed';

export interface PharmacyRegistrationForm {
  pharmacyName: string;
  ownerName: string;
  email: string;
  phone: string;
  address: string;
  licenseNumber: string;
  operatingHours: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
}

/** The server's field names (pharmacy.name, owner.username...) as the form's. */
const serverFields: Record<string, keyof PharmacyRegistrationForm> = {
  'pharmacy.name': 'pharmacyName',
  'pharmacy.email': 'email',
  'pharmacy.phone': 'phone',
  'pharmacy.address': 'address',
  'pharmacy.licenseNumber': 'licenseNumber',
  'pharmacy.operatingHours': 'operatingHours',
  'owner.name': 'ownerName',
  'owner.username': 'email',
  'owner.password': 'password',
};

const phoneRule = {
  required: true,
  validator: (_rule: unknown, value: unknown) =>
    typeof value === 'string' && value.replace(/\D/g, '').length >= 10 ? Promise.resolve() : Promise.reject(new Error(pharmacyRegistrationMessages.phone)),
};

/**
 * Pharmacy registration (/pharmacy-register and /pharmacy-registration, spec part 1 sections 2, 3 and 5): the
 * pharmacy and its owner (whose e-mail is their username), terms and captcha; then the confirmation screen.
 */
export default function PharmacyRegistrationPage() {
  const toast = useScreenToast('pharmacy-register');
  const [form] = Form.useForm<PharmacyRegistrationForm>();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const [submitRegistration, { loading }] = useMutation(SUBMIT_PHARMACY_REGISTRATION);
  const retryKeys = useRetryKeys();
  const [registered, setRegistered] = useState<{ pharmacyName: string; email: string } | null>(null);

  const submit = async (values: PharmacyRegistrationForm) => {
    if (!captcha) {
      toast.error({ title: CAPTCHA_REQUIRED.title, description: CAPTCHA_REQUIRED.description });
      return;
    }
    const { confirmPassword: _confirm, agreeToTerms: _terms, ...sent } = values;
    try {
      // the same form sent again after an error is the same registration (one owner account, one pharmacy)
      const key = retryKeys.keyFor(JSON.stringify(sent));
      const { data } = await submitRegistration({
        context: withIdempotencyKey(key),
        variables: {
          input: {
            pharmacy: {
              name: values.pharmacyName.trim(),
              email: values.email.trim(),
              phone: values.phone.trim(),
              address: values.address.trim(),
              licenseNumber: values.licenseNumber.trim(),
              operatingHours: values.operatingHours.trim(),
              timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || null,
            },
            owner: { name: values.ownerName.trim(), username: values.email.trim(), password: values.password },
            captcha,
          },
        },
      });
      if (!data) throw new Error('no data');
      retryKeys.sent();
      toast.success({ title: 'Registration Successful', description: 'Your pharmacy is under review. We will e-mail you within 24 hours once it is approved.' });
      setRegistered({ pharmacyName: values.pharmacyName.trim(), email: values.email.trim() });
    } catch (error) {
      const byField = Object.entries(fieldErrors(error))
        .map(([field, message]) => [serverFields[field], message] as const)
        .filter((entry): entry is readonly [keyof PharmacyRegistrationForm, string] => !!entry[0]);
      if (byField.length) form.setFields(byField.map(([name, message]) => ({ name, errors: [message] })));
      else if (errorMessage(error, '').includes('email already exists')) form.setFields([{ name: 'email', errors: [errorMessage(error, '')] }]);
      toast.error({ title: 'Registration Failed', description: errorMessage(error, 'Something went wrong. Please try again.') });
    } finally {
      // a solution works once
      captchaRef.current?.reset();
      setCaptcha(null);
    }
  };

  if (registered) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: '48px 16px' }}>
        <Card style={{ width: '100%', maxWidth: 640 }}>
          <Result
            status="success"
            title="Registration Successful"
            subTitle={
              <>
                <Typography.Paragraph>
                  Thank you for registering <strong>{registered.pharmacyName}</strong>. Your pharmacy is now under review.
                </Typography.Paragraph>
                <Typography.Paragraph>
                  We review every registration within 24 hours and will send an e-mail to <strong>{registered.email}</strong> as soon as it is approved. You can then
                  sign in with this e-mail and your password.
                </Typography.Paragraph>
              </>
            }
            extra={[
              <Link key="home" to="/">
                <Button>Back to Home</Button>
              </Link>,
              <Link key="login" to="/pharmacy-login">
                <Button type="primary">Go to Staff Login</Button>
              </Link>,
            ]}
          />
        </Card>
      </div>
    );
  }

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '48px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 720 }}>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          Register your pharmacy
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Start your 30-day free trial: no credit card required. We review every registration within 24 hours and e-mail you once your pharmacy is approved.
        </Typography.Paragraph>
        <Form<PharmacyRegistrationForm>
          form={form}
          name="pharmacy-register"
          layout="vertical"
          requiredMark="optional"
          initialValues={{ operatingHours: DEFAULT_HOURS_TEXT, agreeToTerms: false }}
          onFinish={(values) => void submit(values)}
          disabled={loading}
          noValidate
        >
          <Typography.Title level={4}>Pharmacy</Typography.Title>
          <Form.Item label="Pharmacy Name" name="pharmacyName" rules={[minLengthRule(2, pharmacyRegistrationMessages.pharmacyName)]}>
            <Input autoComplete="organization" />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item label="Phone" name="phone" rules={[phoneRule]}>
                <Input type="tel" autoComplete="tel" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="License Number" name="licenseNumber" rules={[minLengthRule(3, pharmacyRegistrationMessages.licenseNumber)]}>
                <Input />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label="Address" name="address" rules={[minLengthRule(5, pharmacyRegistrationMessages.address)]}>
            <Input autoComplete="street-address" />
          </Form.Item>
          <Form.Item label="Operating Hours" name="operatingHours" rules={[minLengthRule(5, pharmacyRegistrationMessages.operatingHours)]} extra="For example: Mon-Fri 9-6, Sat 9-2, Sun closed. You can refine them in Settings later.">
            <Input />
          </Form.Item>
          <Typography.Title level={4}>Owner account</Typography.Title>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item label="Owner Name" name="ownerName" rules={[minLengthRule(2, pharmacyRegistrationMessages.ownerName)]}>
                <Input autoComplete="name" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="Email" name="email" rules={[emailRule(pharmacyRegistrationMessages.email)]} extra="You sign in with this e-mail; we send the review's result here.">
                <Input type="email" autoComplete="email" />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item label="Password" name="password" rules={[passwordRule(8, pharmacyRegistrationMessages.password)]}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="Confirm Password" name="confirmPassword" dependencies={['password']} rules={[sameAsRule('password', pharmacyRegistrationMessages.confirmPassword)]}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="agreeToTerms"
            valuePropName="checked"
            rules={[{ validator: (_rule, value) => (value ? Promise.resolve() : Promise.reject(new Error(pharmacyRegistrationMessages.agreeToTerms))) }]}
          >
            <Checkbox>
              I agree to the{' '}
              <Link to="/terms" target="_blank">
                Terms of Service
              </Link>{' '}
              and the{' '}
              <Link to="/privacy" target="_blank">
                Privacy Policy
              </Link>
            </Checkbox>
          </Form.Item>
          <Form.Item>
            <Captcha ref={captchaRef} onChange={setCaptcha} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={loading}>
            {loading ? 'Registering...' : 'Register Pharmacy'}
          </Button>
        </Form>
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
          Already registered? <Link to="/pharmacy-login">Sign in</Link>
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
