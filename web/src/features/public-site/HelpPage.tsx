import type { ReactNode } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { isBuilt } from '../../app/routes';
import { SupportHours } from './SupportHours';

interface Topic {
  title: string;
  body: ReactNode;
}

/** How the assistant works, for staff (spec part 2, section 2.15). */
const forStaff: Topic[] = [
  {
    title: 'How the assistant answers',
    body: (
      <p>
        The assistant answers only from your pharmacy's knowledge base and names the entry it used. When no entry fits, it does not guess: it tells
        the patient a member of staff will answer and hands the chat to your team. Keep the knowledge base current (opening hours, services,
        policies) and the assistant answers those questions around the clock.
      </p>
    ),
  },
  {
    title: 'Urgent messages',
    body: (
      <p>
        Messages about chest pain, trouble breathing, severe allergic reactions, overdoses or thoughts of self-harm are answered at once with a
        safety message telling the patient to call the emergency services. The chat is marked urgent, goes to the top of Live Chat Support in red, and
        every signed-in staff member is alerted (sound and notification) until someone opens it.
      </p>
    ),
  },
  {
    title: 'Hand-over to staff',
    body: (
      <p>
        A handed-over chat waits in Live Chat Support. Once a member of staff answers, the assistant stays silent in that chat, so the patient hears
        one voice. Resolve the chat when you are done; the patient can rate it and reopen it later.
      </p>
    ),
  },
  {
    title: 'Reply suggestions and simpler words',
    body: (
      <p>
        In an open chat the assistant suggests replies from the knowledge base: edit them before sending, you stay responsible for what goes out.
        Medical terms in the assistant's answers are explained in everyday words (for example "hypertension (high blood pressure)").
      </p>
    ),
  },
  {
    title: 'Languages and mood',
    body: (
      <p>
        Each message's language is detected and shown on the chat, and its tone (positive, neutral, negative) is read, so an upset patient is easy to
        spot. Safety messages are given in the patient's language where the assistant knows it, otherwise in English.
      </p>
    ),
  },
  {
    title: 'Notifications',
    body: (
      <p>
        Chat Notifications sets sounds, system notifications, urgent-only alerts and how often lists refresh when the live connection is down. Your
        choices follow your account to every device.
      </p>
    ),
  },
  {
    title: 'Privacy',
    body: (
      <p>
        You see your own pharmacy's chats only. Every opening of a patient's chat is recorded in the audit log. Chats are deleted 90 days after their
        last activity (every night at 2:00 AM); Clear deletes one at once, for good.
      </p>
    ),
  },
];

/** What to tell patients. */
const forPatients: Topic[] = [
  {
    title: 'Starting a chat',
    body: (
      <p>
        Patients find your pharmacy in the pharmacy finder and press Start 24/7 Chat. A guest gives a name and phone number; a patient account keeps
        their chats in one place on every device. Nothing to install.
      </p>
    ),
  },
  {
    title: 'What the assistant can and cannot do',
    body: (
      <p>
        It answers from your information (hours, services, refills, policies). It does not diagnose or give personal medical advice: those questions
        come to your staff. In an emergency patients must call the emergency services, and the chat tells them so.
      </p>
    ),
  },
  {
    title: 'Ratings',
    body: <p>After a few messages patients can rate the chat (overall, quality, speed, helpfulness). The ratings feed your finder listing.</p>,
  },
];

const supportLinks = [
  { to: '/', label: 'Home page' },
  { to: '/pharmacy-finder', label: 'Pharmacy finder (what patients see)' },
  { to: '/pharmacy-register', label: 'Register another pharmacy' },
  { to: '/pharmacy-login', label: 'Staff sign-in page' },
  { to: '/contact', label: 'Contact form' },
];

function TopicList({ topics }: { topics: Topic[] }) {
  return (
    <>
      {topics.map((topic) => (
        <section key={topic.title} style={{ marginBottom: 8 }}>
          <h3 style={{ fontSize: 16, margin: '12px 0 4px' }}>{topic.title}</h3>
          <div style={{ lineHeight: 1.65 }}>{topic.body}</div>
        </section>
      ))}
    </>
  );
}

/** Help & Guide (/help, inside the staff shell): how the AI features work for staff and patients, and support. */
export default function HelpPage() {
  return (
    <div style={{ maxWidth: 1100 }}>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        Help &amp; Guide
      </Typography.Title>
      <Typography.Paragraph type="secondary">How PharmaChat's assistant works for your team and your patients, and how to reach support.</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card>
            <h2 style={{ fontSize: 20, marginTop: 0 }}>For staff</h2>
            <TopicList topics={forStaff} />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card style={{ marginBottom: 16 }}>
            <h2 style={{ fontSize: 20, marginTop: 0 }}>For patients</h2>
            <TopicList topics={forPatients} />
          </Card>
          <Card>
            <h2 style={{ fontSize: 20, marginTop: 0 }}>Contact support</h2>
            <SupportHours headingLevel={3} />
            <h3 style={{ fontSize: 16, margin: '16px 0 4px' }}>Useful pages</h3>
            <ul style={{ paddingInlineStart: 20, margin: 0, lineHeight: 1.9 }}>
              {supportLinks
                .filter((link) => isBuilt(link.to))
                .map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
            </ul>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
