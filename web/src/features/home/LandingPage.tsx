import { useQuery } from '@apollo/client/react';
import { Button, Card, Col, Row, Space, Tag, Typography } from 'antd';
import { AlertOutlined, ClockCircleOutlined, LockOutlined, MedicineBoxOutlined, MessageOutlined, SafetyCertificateOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { useEmergencyNumber } from '../emergency/EmergencyNumber';

const PLANS = graphql(`
  query Plans { plans { id name monthlyPrice conversationLimit trialDays } }
`);

const features = (emergencyNumber: string | null) => [
  { icon: <MessageOutlined />, title: 'Answers around the clock', text: "Patients ask at any hour; the assistant answers from your pharmacy's own knowledge base and cites it." },
  { icon: <AlertOutlined />, title: 'Urgency detection', text: `Chest pain, breathing trouble, allergic reactions: the patient is told to call ${emergencyNumber ?? 'the emergency services'} at once and your staff are alerted.` },
  { icon: <TeamOutlined />, title: 'Hand-over to staff', text: 'When the knowledge base has no answer, the chat goes to your team instead of a guess.' },
  { icon: <LockOutlined />, title: 'Private by design', text: "Each pharmacy's data is separate, every request is checked on the server, and chats are deleted after 90 days." },
];

export default function LandingPage() {
  const { data } = useQuery(PLANS);
  const emergencyNumber = useEmergencyNumber();
  return (
    <div>
      <section style={{ background: 'linear-gradient(135deg, #0f766e 0%, #115e59 100%)', color: '#fff', padding: '72px 24px' }}>
        <div style={{ maxWidth: 960, margin: '0 auto' }}>
          <Typography.Title style={{ color: '#fff', marginTop: 0 }}>Your pharmacy, on chat, 24/7</Typography.Title>
          <Typography.Paragraph style={{ color: '#ccfbf1', fontSize: 18, maxWidth: 640 }}>
            Smart Answers for Smarter Pharmacy Care. Patients get answers from your own information any time of day, urgent messages reach your team at once, and
            your staff answer live.
          </Typography.Paragraph>
          <Space size="middle" wrap>
            <Link to="/pharmacy-login">
              <Button size="large">Pharmacy Staff Login</Button>
            </Link>
            <Link to="/pharmacy-finder">
              <Button size="large" type="primary" style={{ background: '#f59e0b', borderColor: '#f59e0b' }}>
                Find Your Pharmacy
              </Button>
            </Link>
          </Space>
        </div>
      </section>

      <section style={{ maxWidth: 1080, margin: '0 auto', padding: '48px 24px' }}>
        <Typography.Title level={2}>What PharmaChat does</Typography.Title>
        <Row gutter={[16, 16]}>
          {features(emergencyNumber).map((f) => (
            <Col xs={24} sm={12} lg={6} key={f.title}>
              <Card style={{ height: '100%' }}>
                <Space orientation="vertical">
                  <span style={{ fontSize: 24, color: '#0f766e' }}>{f.icon}</span>
                  <Typography.Text strong>{f.title}</Typography.Text>
                  <Typography.Text type="secondary">{f.text}</Typography.Text>
                </Space>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <section style={{ maxWidth: 1080, margin: '0 auto', padding: '0 24px 48px' }} aria-label="Who PharmaChat is for">
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <Card style={{ height: '100%' }}>
              <Space orientation="vertical">
                <span style={{ fontSize: 24, color: '#0f766e' }}>
                  <UserOutlined />
                </span>
                <Typography.Text strong>For patients</Typography.Text>
                <Typography.Text type="secondary">Chat as a guest with just your name and phone, or create an account to keep your details in one place.</Typography.Text>
                <Space wrap>
                  <Link to="/patient-login">
                    <Button>Patient Login</Button>
                  </Link>
                  <Link to="/patient-register">
                    <Button type="link">Create an account</Button>
                  </Link>
                </Space>
              </Space>
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card style={{ height: '100%' }}>
              <Space orientation="vertical">
                <span style={{ fontSize: 24, color: '#0f766e' }}>
                  <MedicineBoxOutlined />
                </span>
                <Typography.Text strong>For pharmacies</Typography.Text>
                <Typography.Text type="secondary">Your team answers live from one inbox, with urgent chats first; administrators manage staff accounts and roles.</Typography.Text>
                <Link to="/pharmacy-login">
                  <Button>Staff Sign In</Button>
                </Link>
              </Space>
            </Card>
          </Col>
        </Row>
      </section>

      <section style={{ maxWidth: 1080, margin: '0 auto', padding: '0 24px 48px' }}>
        <Typography.Title level={2}>
          <ClockCircleOutlined /> Plans
        </Typography.Title>
        <Typography.Paragraph type="secondary">Billed monthly, cancel anytime, no setup fees.</Typography.Paragraph>
        <Row gutter={[16, 16]}>
          {data?.plans.map((plan) => (
            <Col xs={24} sm={12} lg={6} key={plan.id}>
              <Card title={plan.name} extra={plan.id === 'professional' ? <Tag color="gold">Most Popular</Tag> : null} style={{ height: '100%' }}>
                <Typography.Title level={3} style={{ marginTop: 0 }}>
                  ${plan.monthlyPrice}
                  <Typography.Text type="secondary" style={{ fontSize: 14 }}>
                    {plan.trialDays ? ` for ${plan.trialDays} days` : ' / month'}
                  </Typography.Text>
                </Typography.Title>
                <Typography.Text>{plan.conversationLimit === null ? 'Unlimited conversations' : `Up to ${plan.conversationLimit.toLocaleString()} conversations a month`}</Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>
        <div style={{ marginTop: 24 }}>
          <Link to="/login">
            <Button type="primary" size="large" icon={<SafetyCertificateOutlined />}>
              Start Your Free Trial
            </Button>
          </Link>
        </div>
      </section>
    </div>
  );
}
