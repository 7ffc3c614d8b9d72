import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startFakeTwilio, type FakeTwilio, type TestDatabase } from '@pharmachat/chassis/testing';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD } from '../src/seed';
import { hostEnv, restClient } from './e2e-support';

/**
 * Staff replies as text messages (the host configured to a local fake of Twilio's REST API through its TWILIO_*
 * variables) and staff notification preferences, through the REST adapter and the federated GraphQL endpoint.
 */
let host: AllInOne;
let base: string;
let database: TestDatabase | null = null;
let twilio: FakeTwilio;
const api = restClient(() => base);

interface Sms {
  id: string;
  sessionId: string | null;
  to: string;
  body: string;
  status: string;
  provider: string;
  providerMessageId: string | null;
  error: string | null;
}

async function login(username: string): Promise<string> {
  const signedIn = await api<{ token: string }>('POST', '/api/auth/login', { body: { username, password: DEMO_PASSWORD } });
  expect(signedIn.status).toBe(200);
  return signedIn.body.token;
}

async function graphql<T>(query: string, variables: Record<string, unknown>, token?: string) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

let pharmacyId: string;
let pharmacyName: string;
let staff: string;
let admin: string;

async function openChat(name: string, phone: string) {
  const opened = await api<{ id: string; token: string }>('GET', `/api/public/chat-session/${pharmacyId}/${encodeURIComponent(name)}?phone=${encodeURIComponent(phone)}`);
  expect(opened.status).toBe(200);
  const sent = await api('POST', '/api/public/chat/send', { token: opened.body.token, body: { sessionId: opened.body.id, message: 'Can you text me when my order is in?' } });
  expect(sent.status).toBe(201);
  return opened.body;
}

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  twilio = await startFakeTwilio();
  host = await startAllInOne(
    hostEnv(database?.url, {
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE: twilio.url,
      SMS_DEFAULT_COUNTRY_CODE: '1',
    }),
  );
  base = `http://127.0.0.1:${host.port}`;
  const pharmacies = (await api<{ id: string; name: string; phone: string }[]>('GET', '/api/public/pharmacies')).body;
  const downtown = pharmacies.find((p) => p.name.startsWith('Downtown'))!;
  pharmacyId = downtown.id;
  pharmacyName = downtown.name;
  staff = await login('downtown.staff');
  admin = await login('downtown.admin');
});

afterAll(async () => {
  await host?.stop();
  await twilio?.stop();
  await database?.drop();
});

describe('staff replies as text messages', () => {
  it('sends a reply as a text through the REST path (sendSMS) and lists it in the admin outbox', async () => {
    const chat = await openChat('Sasha Park', '217-555-0160');
    const reply = await api<{ id: string; content: string; sender: string }>('POST', '/api/staff/chat/send', {
      token: staff,
      body: { sessionId: chat.id, content: 'Your order is in: pick it up any time today.', staffMember: 'ignored', sendSMS: true },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ sender: 'staff', content: 'Your order is in: pick it up any time today.' });
    await host.settle();

    const texted = twilio.messages.find((m) => m.to === '+12175550160')!;
    expect(texted).toMatchObject({ from: '+15005550006', body: `${pharmacyName}: Your order is in: pick it up any time today.` });
    const outbox = await api<Sms[]>('GET', `/api/staff/sms-outbox/${pharmacyId}`, { token: admin });
    expect(outbox.status).toBe(200);
    expect(outbox.body.find((s) => s.sessionId === chat.id)).toMatchObject({ status: 'sent', provider: 'twilio', to: '+12175550160', providerMessageId: texted.sid, error: null });

    const asStaff = await api<{ message: string }>('GET', `/api/staff/sms-outbox/${pharmacyId}`, { token: staff });
    expect(asStaff).toEqual({ status: 403, body: { message: "Only this pharmacy's administrators can read its text messages.", reason: 'chat.sms_outbox_admins_only' } });
    expect((await api('GET', `/api/staff/sms-outbox/${pharmacyId}`)).status).toBe(401);
    const badPage = await api<{ message: string; field: string }>('GET', `/api/staff/sms-outbox/${pharmacyId}?first=0`, { token: admin });
    expect(badPage).toMatchObject({ status: 400, body: { message: 'first must be between 1 and 200.' } });
  });

  it("records the provider's refusal while the reply still reaches the chat (GraphQL)", async () => {
    const chat = await openChat('Lee Invalid', '+1 500 555 0001');
    const reply = await graphql<{ sendStaffReply: { id: string } }>(
      'mutation($s: ID!) { sendStaffReply(sessionId: $s, content: "We tried to text you.", sendSms: true) { id } }',
      { s: chat.id },
      staff,
    );
    expect(reply.errors).toBeUndefined();
    await host.settle();
    const outbox = await graphql<{ pharmacySmsOutbox: Sms[] }>('query($p: ID!) { pharmacySmsOutbox(pharmacyId: $p, first: 10) { id sessionId status error to } }', { p: pharmacyId }, admin);
    expect(outbox.data?.pharmacySmsOutbox.find((s) => s.sessionId === chat.id)).toMatchObject({ status: 'failed', to: '+15005550001', error: "The 'To' number +15005550001 is not a valid phone number. (Twilio error 21211)" });
    const messages = await api<{ sender: string; content: string }[]>('GET', `/api/public/chat/messages/${chat.id}`, { token: chat.token });
    expect(messages.body.map((m) => m.content)).toContain('We tried to text you.');
  });

  it('refuses a sendSMS that is not a boolean, naming the field', async () => {
    const chat = await openChat('Kim Flag', '217-555-0161');
    const refused = await api<{ message: string; field: string }>('POST', '/api/staff/chat/send', { token: staff, body: { sessionId: chat.id, content: 'Hi', sendSMS: 'yes' } });
    expect(refused).toEqual({ status: 400, body: { message: 'sendSMS must be true or false.', field: 'sendSMS' } });
  });
});

describe('staff notification preferences', () => {
  const DEFAULTS = { browserNotifications: true, soundAlerts: true, emailNotifications: false, urgentOnly: false, autoRefresh: 5 };

  it('reads the defaults, saves a partial change, and gives it back on another sign-in', async () => {
    const first = await api('GET', '/api/staff/notification-preferences', { token: staff });
    expect(first).toEqual({ status: 200, body: DEFAULTS });
    const saved = await api('PUT', '/api/staff/notification-preferences', { token: staff, body: { urgentOnly: true, autoRefresh: 60 } });
    expect(saved).toEqual({ status: 200, body: { ...DEFAULTS, urgentOnly: true, autoRefresh: 60 } });
    const otherDevice = await login('downtown.staff');
    const there = await graphql<{ myNotificationPreferences: typeof DEFAULTS }>('query { myNotificationPreferences { browserNotifications soundAlerts emailNotifications urgentOnly autoRefresh } }', {}, otherDevice);
    expect(there.data?.myNotificationPreferences).toEqual({ ...DEFAULTS, urgentOnly: true, autoRefresh: 60 });
    // the admin of the same pharmacy keeps their own
    expect((await api('GET', '/api/staff/notification-preferences', { token: admin })).body).toEqual(DEFAULTS);
  });

  it('answers bad values with a 400 naming the field, and keeps the saved ones', async () => {
    const outOfRange = await api('PUT', '/api/staff/notification-preferences', { token: admin, body: { autoRefresh: 2, soundAlerts: false } });
    expect(outOfRange).toMatchObject({ status: 400, body: { message: 'autoRefresh must be 0 (off) or a whole number of seconds from 5 to 300.', field: 'autoRefresh' } });
    const notANumber = await api('PUT', '/api/staff/notification-preferences', { token: admin, body: { autoRefresh: 'fast' } });
    expect(notANumber).toMatchObject({ status: 400, body: { field: 'autoRefresh' } });
    const notAFlag = await api('PUT', '/api/staff/notification-preferences', { token: admin, body: { soundAlerts: 'off' } });
    expect(notAFlag).toEqual({ status: 400, body: { message: 'soundAlerts must be true or false.', field: 'soundAlerts' } });
    expect((await api('GET', '/api/staff/notification-preferences', { token: admin })).body).toEqual(DEFAULTS);
  });

  it('is for staff only', async () => {
    const patient = (await api<{ token: string }>('POST', '/api/patients/login', { body: { email: 'patient@pharmachat.example', password: DEMO_PASSWORD } })).body.token;
    const refused = await api<{ message: string }>('PUT', '/api/staff/notification-preferences', { token: patient, body: { soundAlerts: false } });
    expect(refused).toEqual({
      status: 403,
      body: { message: 'Notification preferences belong to pharmacy staff accounts. Sign in with your staff account to change them.', reason: 'identity.only_staff_have_preferences' },
    });
    expect((await api('GET', '/api/staff/notification-preferences')).status).toBe(401);
  });
});
