import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEventually as eventually, createTestDatabase, type TestDatabase } from '@pharmachat/chassis/testing';
import { issueCaptchaChallenge, solveCaptchaChallenge } from '@pharmachat/chassis';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD } from '../src/seed';
import { hostEnv, restClient } from './e2e-support';

/**
 * The doctor portal through the REST API of the all-in-one host: registration (identity takes the form, the doctor
 * service the profile), the super admin's review with its mails, the sign-in refusals, connections the pharmacy's
 * admins answer, doctor chats with staff of that pharmacy only, the audit trail of every read and change.
 */
let host: AllInOne;
let base: string;
let database: TestDatabase | null = null;
const tokens: Record<'superAdmin' | 'admin' | 'staff' | 'otherAdmin', string> = { superAdmin: '', admin: '', staff: '', otherAdmin: '' };
let downtown: string;
let riverside: string;
const api = restClient(() => base);
const expectEventually = <T,>(check: () => Promise<T | null | undefined | false>) => eventually(check, { timeoutMs: 30_000 });
const captchaSettings = { secret: 'doctor-captcha-secret-0123456789', cost: 1, maxCounter: 30 };
const captcha = async () => solveCaptchaChallenge(await issueCaptchaChallenge(captchaSettings));

function form(tag = randomUUID().slice(0, 8)) {
  return {
    email: `dr-${tag}@clinic.example`,
    password: 'Doctor#2026',
    firstName: 'Grace',
    lastName: `Hopper${tag.slice(0, 3)}`,
    phone: '(217) 555-0177',
    licenseNumber: 'IL-MD-12345',
    licenseState: 'IL',
    npiNumber: '1234567890',
    deaNumber: '',
    practiceName: 'Hopper Family Practice',
    practiceAddress: '100 Main Street, Springfield, IL 62701',
    specialtyArea: 'Family Medicine',
  };
}

const login = (email: string, password = 'Doctor#2026') =>
  api<{ token: string; doctor: { id: string; firstName: string; lastName: string; specialtyArea: string; practiceName: string }; message?: string }>('POST', '/api/doctors/login', { body: { email, password } });
const staffLogin = async (username: string) => (await api<{ token: string }>('POST', '/api/auth/login', { body: { username, password: DEMO_PASSWORD } })).body.token;
const mailsTo = async (to: string) =>
  (await api<{ mails: { kind: string; to: string; body: string }[] }>('GET', '/api/admin/mail-outbox?first=200', { token: tokens.superAdmin })).body.mails.filter((m) => m.to === to);

/** Registers a doctor through the form and waits for the profile the doctor service creates. */
async function registerDoctor(body = form()) {
  const response = await api<{ doctorId: string; status: string; message: string }>('POST', '/api/doctors/register', { body: { ...body, recaptchaToken: await captcha() } });
  expect(response.status).toBe(201);
  await expectEventually(async () => (await api('GET', `/api/admin/doctors/${response.body.doctorId}`, { token: tokens.superAdmin })).status === 200);
  return { ...body, id: response.body.doctorId };
}

async function approvedDoctor() {
  const doctor = await registerDoctor();
  expect((await api('POST', `/api/admin/doctors/${doctor.id}/approve`, { token: tokens.superAdmin })).status).toBe(200);
  const token = await expectEventually(async () => {
    const signedIn = await login(doctor.email);
    return signedIn.status === 200 ? signedIn.body.token : null;
  });
  return { ...doctor, token };
}

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  host = await startAllInOne(
    hostEnv(database?.url, {
      CAPTCHA_SECRET: captchaSettings.secret,
      CAPTCHA_COST: String(captchaSettings.cost),
      CAPTCHA_MAX_COUNTER: String(captchaSettings.maxCounter),
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    }),
  );
  base = `http://127.0.0.1:${host.port}`;
  tokens.superAdmin = await staffLogin('superadmin');
  tokens.admin = await staffLogin('downtown.admin');
  tokens.staff = await staffLogin('downtown.staff');
  tokens.otherAdmin = await staffLogin('riverside.admin');
  const pharmacies = (await api<{ id: string; name: string }[]>('GET', '/api/public/pharmacies')).body;
  downtown = pharmacies.find((p) => p.name.startsWith('Downtown'))!.id;
  riverside = pharmacies.find((p) => p.name.startsWith('Riverside'))!.id;
}, 120_000);

afterAll(async () => {
  await host?.stop();
  await database?.drop();
});

describe('doctor registration and review', () => {
  it('refuses an invalid form with the form’s message, a missing captcha, and a taken e-mail', async () => {
    const bad = await api<{ message: string; field?: string }>('POST', '/api/doctors/register', { body: { ...form(), specialtyArea: 'Astrology', recaptchaToken: await captcha() } });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Specialty area is required', field: 'specialtyArea' } });
    const shortPassword = await api<{ message: string }>('POST', '/api/doctors/register', { body: { ...form(), password: 'short', recaptchaToken: await captcha() } });
    expect(shortPassword.body.message).toBe('Password must be at least 8 characters');
    const noTerms = await api<{ message: string }>('POST', '/api/doctors/register', { body: { ...form(), agreeToTerms: false, recaptchaToken: await captcha() } });
    expect(noTerms.body.message).toBe('You must agree to terms and conditions');
    const noCaptcha = await api('POST', '/api/doctors/register', { body: form() });
    expect(noCaptcha.status).toBe(400);
    const doctor = await registerDoctor();
    const again = await api<{ message: string }>('POST', '/api/doctors/register', { body: { ...form(), email: doctor.email.toUpperCase(), recaptchaToken: await captcha() } });
    expect(again.status).toBe(409);
  });

  it('keeps a pending doctor out with "pending", mails each decision, and lets an approved doctor in', async () => {
    const doctor = await registerDoctor();
    const pending = await login(doctor.email);
    expect(pending.status).toBe(403);
    expect(pending.body.message).toContain('pending');
    const queue = (await api<{ id: string; status: string }[]>('GET', '/api/admin/doctors?status=pending', { token: tokens.superAdmin })).body;
    expect(queue.map((d) => d.id)).toContain(doctor.id);
    expect((await api('GET', '/api/admin/doctors', { token: tokens.admin })).status).toBe(403);
    expect((await api('POST', `/api/admin/doctors/${doctor.id}/approve`, { token: tokens.admin })).status).toBe(403);

    expect((await api('POST', `/api/admin/doctors/${doctor.id}/approve`, { token: tokens.superAdmin })).body).toMatchObject({ status: 'approved' });
    const signedIn = await expectEventually(async () => ((await login(doctor.email)).status === 200 ? login(doctor.email) : null));
    expect(signedIn.body.doctor).toMatchObject({ id: doctor.id, firstName: 'Grace', lastName: doctor.lastName, specialtyArea: 'Family Medicine', practiceName: 'Hopper Family Practice' });
    const mails = await expectEventually(async () => {
      const found = await mailsTo(doctor.email);
      return found.length >= 2 ? found : null;
    });
    expect(mails.map((m) => m.kind).sort()).toEqual(['doctor_approved', 'doctor_registration_received']);
  });

  it('tells a rejected doctor "rejected" and mails them the reason', async () => {
    const doctor = await registerDoctor();
    expect((await api<{ message: string }>('POST', `/api/admin/doctors/${doctor.id}/reject`, { token: tokens.superAdmin, body: { reason: 'No' } })).status).toBe(400);
    const rejected = await api('POST', `/api/admin/doctors/${doctor.id}/reject`, { token: tokens.superAdmin, body: { reason: 'The licence number could not be verified.' } });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: 'The licence number could not be verified.' });
    const refused = await expectEventually(async () => {
      const attempt = await login(doctor.email);
      return attempt.body.message?.includes('rejected') ? attempt : null;
    });
    expect(refused.status).toBe(403);
    const mail = await expectEventually(async () => (await mailsTo(doctor.email)).find((m) => m.kind === 'doctor_rejected'));
    expect(mail.body).toContain('The licence number could not be verified.');
  });
});

describe('connections and doctor chats', () => {
  it('lets the pharmacy’s admins (and only them) answer a connection request', async () => {
    const doctor = await approvedDoctor();
    const requested = await api<{ id: string; status: string; pharmacy: { name: string } }>('POST', '/api/doctors/connections', { token: doctor.token, body: { pharmacyId: downtown, priority: 3, notes: 'Connection request from doctor portal' } });
    expect(requested.status).toBe(201);
    expect(requested.body).toMatchObject({ status: 'pending', pharmacy: { name: expect.stringContaining('Downtown') } });
    const id = requested.body.id;
    expect((await api('POST', `/api/staff/doctor-connections/${id}/accept`, { token: tokens.staff })).status).toBe(403);
    expect((await api('POST', `/api/staff/doctor-connections/${id}/accept`, { token: tokens.otherAdmin })).status).toBe(404);
    expect((await api('GET', `/api/staff/doctor-connections/${downtown}`, { token: tokens.otherAdmin })).status).toBe(403);
    const listed = (await api<{ id: string; doctorName: string }[]>('GET', `/api/staff/doctor-connections/${downtown}?status=pending`, { token: tokens.admin })).body;
    expect(listed.find((c) => c.id === id)?.doctorName).toBe(`Dr. Grace ${doctor.lastName}`);
    expect((await api('POST', `/api/staff/doctor-connections/${id}/accept`, { token: tokens.admin })).body).toMatchObject({ status: 'accepted' });
    expect((await api('POST', `/api/staff/doctor-connections/${id}/decline`, { token: tokens.admin })).status).toBe(409);
    const mine = (await api<{ id: string; status: string; connectionType: string }[]>('GET', '/api/doctors/connections', { token: doctor.token })).body;
    expect(mine).toEqual([expect.objectContaining({ id, status: 'accepted', connectionType: 'standard' })]);
    expect((await api('GET', '/api/doctors/connections', { token: tokens.staff })).status).toBe(403);
  });

  it('runs a chat between a doctor and the pharmacy’s staff, seen by nobody else, audited, resolved and cleared', async () => {
    const doctor = await approvedDoctor();
    const other = await approvedDoctor();
    const invalid = await api<{ message: string }>('POST', '/api/doctors/chat-sessions', { token: doctor.token, body: { pharmacyId: downtown, patientFirstName: 'Ann', patientLastName: 'Lee', patientPhone: '2175550100', subject: 'Hi' } });
    expect(invalid).toMatchObject({ status: 400, body: { message: 'Subject must be at least 5 characters' } });
    const started = await api<{ id: string; priority: string; status: string; patientInitials: string; pharmacy: { name: string; phone: string } }>('POST', '/api/doctors/chat-sessions', {
      token: doctor.token,
      body: { pharmacyId: downtown, patientFirstName: 'Ann', patientLastName: 'Lee', patientPhone: '(217) 555-0100', patientDOB: '04/12/1961', subject: 'Warfarin and a new antibiotic', priority: 'high', context: 'INR 2.8 last week' },
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ priority: 'high', status: 'active', patientInitials: 'AL', pharmacy: { name: expect.stringContaining('Downtown') } });
    const sessionId = started.body.id;

    expect((await api('POST', `/api/doctors/chat-sessions/${sessionId}/messages`, { token: doctor.token, body: { content: '   ' } })).status).toBe(400);
    expect((await api('POST', `/api/doctors/chat-sessions/${sessionId}/messages`, { token: doctor.token, body: { content: ' Is ciprofloxacin safe with her warfarin? ' } })).body).toMatchObject({ content: 'Is ciprofloxacin safe with her warfarin?', senderType: 'doctor' });

    // nobody else: another doctor, another pharmacy, a staff token on doctor paths
    expect((await api('GET', `/api/doctors/chat-sessions/${sessionId}`, { token: other.token })).status).toBe(404);
    expect((await api('GET', `/api/doctors/chat-sessions/${sessionId}/messages`, { token: other.token })).status).toBe(404);
    expect((await api('GET', `/api/staff/doctor-chat-messages/${sessionId}`, { token: tokens.otherAdmin })).status).toBe(404);
    expect((await api('GET', `/api/staff/doctor-chats/${downtown}`, { token: tokens.otherAdmin })).status).toBe(403);
    expect((await api('GET', `/api/staff/doctor-chats/${riverside}`, { token: tokens.otherAdmin })).body).toEqual([]);
    expect((await api('POST', '/api/staff/doctor-chat/send', { token: tokens.otherAdmin, body: { sessionId, content: 'Hello' } })).status).toBe(404);
    expect((await api('GET', `/api/doctors/chat-sessions/${sessionId}`, { token: tokens.staff })).status).toBe(403);
    expect((await api('GET', '/api/doctors/chat-sessions', { token: other.token })).body).toEqual([]);

    const inbox = (await api<{ id: string; doctorName: string; isUrgent: boolean; needsStaffAttention: boolean; lastMessage: string; messageCount: number }[]>('GET', `/api/staff/doctor-chats/${downtown}`, { token: tokens.staff })).body;
    expect(inbox.find((s) => s.id === sessionId)).toMatchObject({ doctorName: `Dr. Grace ${doctor.lastName}`, isUrgent: true, needsStaffAttention: true, messageCount: 1, lastMessage: 'Is ciprofloxacin safe with her warfarin?' });
    const reply = await api<{ senderType: string; senderName: string; timestamp: string }>('POST', '/api/staff/doctor-chat/send', { token: tokens.staff, body: { sessionId, content: 'It raises her INR: check it in 3 days.', staffMember: 'Jordan Morgan' } });
    expect(reply).toMatchObject({ status: 201, body: { senderType: 'staff', senderName: 'Jordan Morgan' } });
    expect((await api<{ senderType: string }[]>('GET', `/api/staff/doctor-chat-messages/${sessionId}`, { token: tokens.staff })).body.map((m) => m.senderType)).toEqual(['doctor', 'staff']);
    expect((await api<{ content: string }[]>('GET', `/api/doctors/chat-sessions/${sessionId}/messages`, { token: doctor.token })).body.map((m) => m.content)).toEqual([
      'Is ciprofloxacin safe with her warfarin?',
      'It raises her INR: check it in 3 days.',
    ]);
    const stats = (await api<{ activeChats: number; averageResponseSeconds: number | null }>('GET', '/api/doctors/stats', { token: doctor.token })).body;
    expect(stats.activeChats).toBe(1);
    expect(stats.averageResponseSeconds).not.toBeNull();

    // the audit trail names who read and wrote the chat
    const audit = await expectEventually(async () => {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.superAdmin}` },
        body: JSON.stringify({ query: 'query { auditLog(first: 100) { entries { actorKind action objectType objectId } } }' }),
      });
      const entries = ((await response.json()) as { data: { auditLog: { entries: { actorKind: string; action: string; objectType: string; objectId: string }[] } } }).data.auditLog.entries;
      const about = entries.filter((e) => e.objectType.startsWith('doctor_chat'));
      return about.some((e) => e.actorKind === 'staff' && e.action === 'create') && about.some((e) => e.actorKind === 'doctor' && e.action === 'read') ? about : null;
    });
    expect(audit.length).toBeGreaterThan(3);

    // resolve (idempotent), then no more messages; clear the messages; clear the history
    expect((await api('PATCH', `/api/doctors/chat-sessions/${sessionId}/resolve`, { token: doctor.token })).body).toMatchObject({ status: 'resolved' });
    expect((await api('PATCH', `/api/doctors/chat-sessions/${sessionId}/resolve`, { token: doctor.token })).body).toMatchObject({ status: 'resolved' });
    expect((await api('POST', '/api/staff/doctor-chat/send', { token: tokens.staff, body: { sessionId, content: 'One more thing' } })).status).toBe(409);
    expect((await api('DELETE', `/api/doctors/chat-sessions/${sessionId}/messages`, { token: other.token })).status).toBe(404);
    expect((await api('DELETE', `/api/doctors/chat-sessions/${sessionId}/messages`, { token: doctor.token })).body).toEqual({ deletedMessages: 2 });
    expect((await api<unknown[]>('GET', `/api/doctors/chat-sessions/${sessionId}/messages`, { token: doctor.token })).body).toEqual([]);
    const second = (await api<{ id: string }>('POST', '/api/doctors/chat-sessions', { token: doctor.token, body: { pharmacyId: riverside, patientFirstName: 'Bo', patientLastName: 'Ray', patientPhone: '2175550111', subject: 'Refill authorisation' } })).body;
    expect((await api('DELETE', '/api/doctors/chat-sessions/clear-resolved', { token: doctor.token })).body).toEqual({ deletedSessions: 1 });
    expect((await api<{ id: string }[]>('GET', '/api/doctors/chat-sessions', { token: doctor.token })).body.map((s) => s.id)).toEqual([second.id]);
    expect((await api('DELETE', '/api/doctors/chat-sessions/clear-all', { token: doctor.token })).body).toEqual({ deletedSessions: 1 });
    expect((await api('GET', `/api/staff/doctor-chats/${riverside}`, { token: tokens.otherAdmin })).body).toEqual([]);
  });
});
