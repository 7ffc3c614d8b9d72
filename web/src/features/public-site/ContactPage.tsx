import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Col, Form, Input, Result, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage, fieldErrors } from '../../app/errors';
import { emailRule, minLengthRule, optional, showFieldErrors } from '../../app/form-rules';
import { useRetryKeys, withIdempotencyKey } from '../../app/idempotency';
import { isBuilt } from '../../app/routes';
import { Captcha, CAPTCHA_REQUIRED, type CaptchaHandle } from '../captcha/Captcha';
import { EmergencyCall } from '../emergency/EmergencyNumber';
import { SEND_CONTACT_MESSAGE } from './graphql/contact';
import { contactTopicLabels } from './support-info';
import { SupportHours } from './SupportHours';
import type { ContactTopic } from '../../gql/graphql';

interface ContactForm {
  name: string;
  email: string;
  phone?: string;
  topic: ContactTopic;
  subject: string;
  message: string;
}

const FIELDS = ['name', 'email', 'phone', 'topic', 'subject', 'message'] as const;
const MESSAGE_MAX = 5000;

/** Where to go from here (spec part 2, section 2.15): the links that exist. */
const quickLinks = [
  { to: '/', label: 'Home' },
  { to: '/pharmacy-finder', label: 'Find a pharmacy' },
  { to: '/pharmacy-register', label: 'Register your pharmacy' },
  { to: '/pharmacy-login', label: 'Pharmacy staff sign-in' },
  { to: '/help', label: 'Help & Guide for staff' },
];

/**
 * Contact and support (/contact and /support): the form whose messages reach the super admin, the support hours
 * and the ways to reach support. Medical questions belong in the pharmacy's chat, emergencies with the emergency
 * services: the page says so before the form.
 */
export default function ContactPage() {
  const [form] = Form.useForm<ContactForm>();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const [problem, setProblem] = useState<{ title: string; description: string } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [send, { loading }] = useMutation(SEND_CONTACT_MESSAGE);
  const retryKeys = useRetryKeys();

  const submit = async (values: ContactForm) => {
    setProblem(null);
    if (!captcha) {
      setProblem({ title: CAPTCHA_REQUIRED.title, description: CAPTCHA_REQUIRED.description });
      return;
    }
    try {
      const key = retryKeys.keyFor(JSON.stringify(values));
      await send({
        context: withIdempotencyKey(key),
        variables: {
          input: {
            name: values.name.trim(),
            email: values.email.trim(),
            phone: optional(values.phone),
            topic: values.topic,
            subject: values.subject.trim(),
            message: values.message.trim(),
            captcha,
          },
        },
      });
      retryKeys.sent();
      setSentTo(values.email.trim());
      form.resetFields();
    } catch (error) {
      showFieldErrors(form, fieldErrors(error), FIELDS);
      setProblem({ title: 'Your message was not sent', description: errorMessage(error, 'Something went wrong. Please try again, or e-mail us.') });
    } finally {
      // a solution works once
      captchaRef.current?.reset();
      setCaptcha(null);
    }
  };

  return (
    <div style={{ maxWidth: 1080, margin: '0 auto', padding: '32px 16px 48px' }}>
      <Typography.Title level={1} style={{ fontSize: 32, marginTop: 0 }}>
        Contact &amp; Support
      </Typography.Title>
      <Typography.Paragraph style={{ fontSize: 16, maxWidth: 720 }}>
        Questions about PharmaChat, your pharmacy's account, plans or your data: write to the team that runs the platform. For questions about your
        medicines, chat with your pharmacy. <EmergencyCall />
      </Typography.Paragraph>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Card>
            {sentTo ? (
              <Result
                status="success"
                title="Message sent"
                subTitle={`Thank you. Our team has your message and will answer at ${sentTo}, within 24 hours (sooner during support hours).`}
                extra={
                  <Button type="primary" onClick={() => setSentTo(null)}>
                    Send another message
                  </Button>
                }
              />
            ) : (
              <>
                <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
                  Send us a message
                </Typography.Title>
                {problem && <Alert type="error" showIcon title={problem.title} description={problem.description} style={{ marginBottom: 16 }} role="alert" />}
                <Form<ContactForm>
                  form={form}
                  name="contact"
                  layout="vertical"
                  requiredMark="optional"
                  initialValues={{ topic: 'general' }}
                  onFinish={(values) => void submit(values)}
                  disabled={loading}
                  noValidate
                >
                  <Row gutter={16}>
                    <Col xs={24} sm={12}>
                      <Form.Item label="Your name" name="name" rules={[minLengthRule(1, 'Please enter your name')]}>
                        <Input autoComplete="name" maxLength={100} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} sm={12}>
                      <Form.Item label="Email" name="email" rules={[emailRule('Please enter a valid email address')]}>
                        <Input type="email" autoComplete="email" maxLength={254} />
                      </Form.Item>
                    </Col>
                  </Row>
                  <Row gutter={16}>
                    <Col xs={24} sm={12}>
                      <Form.Item label="Phone" name="phone">
                        <Input type="tel" autoComplete="tel" maxLength={30} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} sm={12}>
                      <Form.Item label="Topic" name="topic">
                        <select style={{ height: 32, width: '100%', background: '#fff', border: '1px solid #d1d5db', borderRadius: 8, padding: '0 8px', font: 'inherit' }}>
                          {Object.entries(contactTopicLabels).map(([value, label]) => (
                            <option key={value} value={value}>
                              {label}
                            </option>
                          ))}
                        </select>
                      </Form.Item>
                    </Col>
                  </Row>
                  <Form.Item label="Subject" name="subject" rules={[minLengthRule(5, 'Subject must be at least 5 characters')]}>
                    <Input maxLength={150} />
                  </Form.Item>
                  <Form.Item label="Message" name="message" rules={[minLengthRule(10, 'Message must be at least 10 characters')]}>
                    <Input.TextArea rows={6} maxLength={MESSAGE_MAX} showCount />
                  </Form.Item>
                  <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
                    Please do not include medical details here. We keep your message for the platform team only; see our{' '}
                    <Link to="/privacy">Privacy Policy</Link>.
                  </Typography.Paragraph>
                  <Form.Item>
                    <Captcha ref={captchaRef} onChange={setCaptcha} />
                  </Form.Item>
                  <Button type="primary" htmlType="submit" loading={loading} block>
                    {loading ? 'Sending...' : 'Send Message'}
                  </Button>
                </Form>
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card style={{ marginBottom: 24 }}>
            <SupportHours />
          </Card>
          <Card>
            <nav aria-labelledby="contact-links-title">
              <h2 id="contact-links-title" style={{ fontSize: 18, margin: '0 0 8px' }}>
                Where to go
              </h2>
              <ul style={{ paddingInlineStart: 20, margin: 0, lineHeight: 1.9 }}>
                {quickLinks
                  .filter((link) => isBuilt(link.to))
                  .map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ))}
              </ul>
            </nav>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
