import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  AlertOutlined,
  BarChartOutlined,
  BookOutlined,
  BulbOutlined,
  CheckOutlined,
  ClockCircleOutlined,
  GlobalOutlined,
  LockOutlined,
  MedicineBoxOutlined,
  MessageOutlined,
  SafetyCertificateOutlined,
  SmileOutlined,
  SolutionOutlined,
  TeamOutlined,
  TranslationOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { isBuilt } from '../../app/routes';
import { useEmergencyNumber } from '../emergency/EmergencyNumber';

const PLANS = graphql(`
  query Plans { plans { id name monthlyPrice conversationLimit trialDays features mostPopular } }
`);

const TEAL = '#0f766e';
const section = { maxWidth: 1080, margin: '0 auto', padding: '48px 16px 0' } as const;
/** plain boxes and CSS grids instead of antd's Card and Row/Col: the landing page is a first visit and stays light */
const card = { background: '#fff', border: '1px solid #e5e7eb', borderRadius: 8, padding: 24, height: '100%', boxSizing: 'border-box' } as const;
const grid = (min: number) => ({ display: 'grid', gridTemplateColumns: `repeat(auto-fit, minmax(min(${min}px, 100%), 1fr))`, gap: 16 }) as const;

interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

const aiFeatures = (emergencyNumber: string | null): Feature[] => [
  {
    icon: <AlertOutlined />,
    title: 'Urgency detection and escalation',
    text: `Chest pain, breathing trouble, allergic reactions: the patient is told at once to call ${emergencyNumber ?? 'the emergency services'}, the chat is marked urgent and your staff are alerted.`,
  },
  { icon: <SmileOutlined />, title: 'Sentiment analysis', text: 'Each message is read for tone, so an upset or worried patient stands out in the inbox.' },
  { icon: <BulbOutlined />, title: 'Medical terms made simple', text: 'Words like "hypertension" are explained in everyday language ("high blood pressure") in the answers.' },
  { icon: <SolutionOutlined />, title: 'Reply suggestions for staff', text: "Your team gets suggested replies from your own knowledge base and stays in charge of what is sent." },
  { icon: <TranslationOutlined />, title: 'Language detection', text: "The patient's language is detected (50+ languages) and shown to staff; safety messages go out in the patient's language where available." },
  { icon: <MessageOutlined />, title: 'Answers around the clock', text: "The assistant answers from your pharmacy's knowledge base, cites it, and hands over to staff instead of guessing." },
];

const platformFeatures: Feature[] = [
  { icon: <BarChartOutlined />, title: 'Analytics', text: 'Chats per month, response times, peak hours and patient ratings for each pharmacy.' },
  { icon: <LockOutlined />, title: 'Separate data, role-based access', text: "Each pharmacy sees only its own chats; staff, administrators and the platform's super admin each see what their role needs." },
  { icon: <SafetyCertificateOutlined />, title: 'Privacy by design', text: 'Built for privacy laws such as HIPAA: every access to patient data is logged and chats are deleted after 90 days.' },
  { icon: <BookOutlined />, title: 'Your own knowledge base', text: 'Hours, services, refill and insurance policies in your words: edit an entry and the next answer uses it.' },
  { icon: <ClockCircleOutlined />, title: 'Less time on routine questions', text: 'Our aim: up to 60% less staff time on questions the knowledge base can answer (a target, not a measured result).' },
  { icon: <GlobalOutlined />, title: 'Nothing to install', text: 'Patients chat from any browser, on a phone or a computer; your team works from one live inbox.' },
];

const steps = [
  { title: 'Register your pharmacy', text: 'Fill in your pharmacy and owner details. We review every registration within 24 hours and e-mail you.' },
  { title: 'Add what you know', text: 'Set your opening hours and greeting, and add your knowledge base: services, refills, insurance, policies.' },
  { title: 'Patients find you', text: 'Your pharmacy appears in the pharmacy finder; patients start a 24/7 chat as guests or with an account.' },
  { title: 'Your team takes over when needed', text: 'Urgent and unanswered chats reach your staff live, most urgent first, with suggested replies.' },
];

function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <div style={grid(280)}>
      {features.map((f) => (
        <div style={card} key={f.title}>
          <div style={{ fontSize: 24, color: TEAL }} aria-hidden>
            {f.icon}
          </div>
          <h3 style={{ fontSize: 16, margin: '8px 0 4px' }}>{f.title}</h3>
          <p style={{ margin: 0, color: '#4b5563' }}>{f.text}</p>
        </div>
      ))}
    </div>
  );
}

/** A link that looks like a large button (one focusable element, not a button inside a link). */
function LinkButton({ to, children, primary, accent }: { to: string; children: ReactNode; primary?: boolean; accent?: boolean }) {
  const colours = accent ? { background: '#fbbf24', borderColor: '#fbbf24', color: '#1f2937' } : primary ? { background: TEAL, borderColor: TEAL, color: '#fff' } : { background: '#fff', borderColor: '#d1d5db', color: '#1f2937' };
  return (
    <Link
      to={to}
      style={{ ...colours, display: 'inline-flex', alignItems: 'center', minHeight: 40, padding: '6px 16px', border: '1px solid', borderRadius: 8, fontSize: 16, fontWeight: 500, textDecoration: 'none' }}
    >
      {children}
    </Link>
  );
}

/** Text for screen readers only. */
const srOnly = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The landing page (spec part 1, section 2): what PharmaChat does for patients, doctors and pharmacies, and the plans. */
export default function LandingPage() {
  const { data } = useQuery(PLANS);
  const emergencyNumber = useEmergencyNumber();
  const doctorPortal = isBuilt('/doctor-login');
  const registration = isBuilt('/pharmacy-register');
  return (
    <div style={{ paddingBottom: 48 }}>
      <section style={{ background: 'linear-gradient(135deg, #0f766e 0%, #115e59 100%)', color: '#fff', padding: '56px 16px' }}>
        <div style={{ maxWidth: 1080, margin: '0 auto' }}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '24px 32px', alignItems: 'center' }}>
            <div style={{ flex: '3 1 420px', minWidth: 0 }}>
              <h1 style={{ color: '#fff', fontSize: 'clamp(28px, 6vw, 40px)', lineHeight: 1.2, margin: '0 0 12px' }}>Your pharmacy, on chat, 24/7</h1>
              <p style={{ color: '#ccfbf1', fontSize: 18, maxWidth: 640 }}>
                Smart Answers for Smarter Pharmacy Care. Patients get answers from your own information any time of day, urgent messages reach your team at
                once, and your staff answer live.
              </p>
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
                <LinkButton to="/pharmacy-login">Pharmacy Staff Login</LinkButton>
                <LinkButton to="/pharmacy-finder" accent>
                  Find Your Pharmacy
                </LinkButton>
              </div>
            </div>
            <div style={{ flex: '2 1 300px', minWidth: 0 }}>
              <aside aria-labelledby="doctor-portal-title" style={{ background: 'rgba(255,255,255,0.12)', border: '1px solid rgba(255,255,255,0.35)', borderRadius: 12, padding: 20 }}>
                <h2 id="doctor-portal-title" style={{ color: '#fff', fontSize: 18, margin: '0 0 6px' }}>
                  <MedicineBoxOutlined aria-hidden /> Doctor portal
                </h2>
                <p style={{ color: '#ccfbf1', margin: '0 0 12px' }}>Doctors chat directly with pharmacies about shared patients and prescriptions.</p>
                {doctorPortal ? (
                  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                    <LinkButton to="/doctor-login">Doctor Login</LinkButton>
                    <Link to="/doctor-register" style={{ color: '#fff', alignSelf: 'center', textDecoration: 'underline' }}>
                      Register as a doctor
                    </Link>
                  </div>
                ) : (
                  <p style={{ color: '#fff', margin: 0 }}>
                    The doctor portal opens soon.{' '}
                    <Link to="/contact" style={{ color: '#fff', textDecoration: 'underline' }}>
                      Ask to be told when it does
                    </Link>
                    .
                  </p>
                )}
              </aside>
            </div>
          </div>
        </div>
      </section>

      <section style={section} aria-labelledby="who-title">
        <h2 id="who-title" style={{ fontSize: 26, margin: '0 0 16px' }}>
          One place for patients, doctors and pharmacies
        </h2>
        <div style={grid(260)}>
          <div style={card}>
            <UserOutlined style={{ fontSize: 24, color: TEAL }} aria-hidden />
            <h3 style={{ fontSize: 16, margin: '8px 0 4px' }}>For patients</h3>
            <p style={{ color: '#4b5563' }}>Chat as a guest with just your name and phone, or create an account to keep your chats in one place.</p>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
              <LinkButton to="/patient-login">Patient Login</LinkButton>
              <Link to="/patient-register">Create an account</Link>
            </div>
          </div>
          <div style={card}>
            <MedicineBoxOutlined style={{ fontSize: 24, color: TEAL }} aria-hidden />
            <h3 style={{ fontSize: 16, margin: '8px 0 4px' }}>For doctors</h3>
            <p style={{ color: '#4b5563' }}>Reach the pharmacies your patients use, ask about stock and prescriptions, and keep the conversation on record.</p>
            {doctorPortal ? <LinkButton to="/doctor-register">Join as a doctor</LinkButton> : <Link to="/contact">Ask about the doctor portal</Link>}
          </div>
          <div style={card}>
            <TeamOutlined style={{ fontSize: 24, color: TEAL }} aria-hidden />
            <h3 style={{ fontSize: 16, margin: '8px 0 4px' }}>For pharmacies</h3>
            <p style={{ color: '#4b5563' }}>Your team answers live from one inbox, urgent chats first; administrators manage staff, hours and the knowledge base.</p>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
              <LinkButton to="/pharmacy-login">Staff Sign In</LinkButton>
              {registration && <Link to="/pharmacy-register">Register your pharmacy</Link>}
            </div>
          </div>
        </div>
      </section>

      <section style={section} aria-labelledby="ai-title">
        <h2 id="ai-title" style={{ fontSize: 26, margin: '0 0 16px' }}>
          AI that knows your pharmacy
        </h2>
        <FeatureGrid features={aiFeatures(emergencyNumber)} />
      </section>

      <section style={section} aria-labelledby="platform-title">
        <h2 id="platform-title" style={{ fontSize: 26, margin: '0 0 16px' }}>
          A platform built for pharmacies
        </h2>
        <FeatureGrid features={platformFeatures} />
      </section>

      <section style={section} aria-labelledby="why-title">
        <h2 id="why-title" style={{ fontSize: 26, margin: '0 0 16px' }}>
          Why choose PharmaChat: up and running in 4 steps
        </h2>
        <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 16 }}>
          {steps.map((step, index) => (
            <li key={step.title} style={{ background: '#fff', border: '1px solid #e5e7eb', borderRadius: 8, padding: 20 }}>
              <span aria-hidden style={{ display: 'inline-flex', width: 32, height: 32, borderRadius: 16, background: TEAL, color: '#fff', alignItems: 'center', justifyContent: 'center', fontWeight: 600 }}>
                {index + 1}
              </span>
              <h3 style={{ fontSize: 16, margin: '8px 0 4px' }}>
                <span style={srOnly}>Step {index + 1}: </span>
                {step.title}
              </h3>
              <p style={{ margin: 0, color: '#4b5563' }}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section style={section} aria-labelledby="pricing-title">
        <h2 id="pricing-title" style={{ fontSize: 26, margin: '0 0 4px' }}>
          Plans and pricing
        </h2>
        <p style={{ color: '#4b5563' }}>Billed monthly, cancel anytime, no setup fees.</p>
        <div style={grid(220)}>
          {data?.plans.map((plan) => (
            <div key={plan.id} style={{ ...card, padding: 0, borderColor: plan.mostPopular ? '#d97706' : '#e5e7eb' }} data-testid={`plan-${plan.id}`}>
              <h3 style={{ fontSize: 16, margin: 0, padding: '16px 24px', borderBottom: '1px solid #f0f0f0' }}>{plan.name}</h3>
              <div style={{ padding: 24 }}>
                {plan.mostPopular && (
                  <span style={{ display: 'inline-block', marginBottom: 8, padding: '0 8px', borderRadius: 4, fontSize: 12, lineHeight: '20px', background: '#92400e', color: '#fff' }}>
                    Most Popular
                  </span>
                )}
                <p style={{ fontSize: 28, fontWeight: 600, margin: '0 0 8px' }}>
                  ${plan.monthlyPrice}
                  <span style={{ fontSize: 14, fontWeight: 400, color: '#4b5563' }}>{plan.trialDays ? ` for ${plan.trialDays} days` : ' / month'}</span>
                </p>
                <ul style={{ listStyle: 'none', padding: 0, margin: 0, lineHeight: 1.9 }}>
                  {plan.features.map((feature) => (
                    <li key={feature}>
                      <CheckOutlined style={{ color: TEAL, marginInlineEnd: 8 }} aria-hidden />
                      {feature}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          ))}
        </div>
        <div style={{ marginTop: 24 }}>
          <LinkButton to="/login" primary>
            Start Your Free Trial
          </LinkButton>
        </div>
      </section>
    </div>
  );
}
