import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCaptchaChallenge, solveCaptchaChallenge } from '@pharmachat/chassis';
import { createTestDatabase, expectEventually, type TestDatabase } from '@pharmachat/chassis/testing';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD } from '../src/seed';
import { hostEnv } from './e2e-support';

/**
 * Idempotency keys through the real gateway: a phone on a bad network retries "send" (often several times at once,
 * as requests time out and are re-sent); the same Idempotency-Key gets the first result and nothing is stored twice.
 */
const captchaSettings = { secret: 'idempotency-captcha-secret-0123456789', cost: 1, maxCounter: 30 };
let host: AllInOne;
let base: string;
let database: TestDatabase | null = null;
let pharmacyId: string;

async function call<T = Record<string, unknown>>(method: string, path: string, options: { token?: string; body?: unknown; key?: string } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.key !== undefined ? { 'idempotency-key': options.key } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

async function openChat(name: string) {
  const opened = await call<{ id: string; token: string }>('GET', `/api/public/chat-session/${pharmacyId}/${encodeURIComponent(name)}?phone=${encodeURIComponent('+15550002222')}`);
  expect(opened.status).toBe(200);
  return opened.body;
}

async function messagesOf(chat: { id: string; token: string }) {
  const answer = await call<{ id: string; content: string; sender: string }[]>('GET', `/api/public/chat/messages/${chat.id}`, { token: chat.token });
  expect(answer.status).toBe(200);
  return answer.body;
}

const captcha = async () => solveCaptchaChallenge(await issueCaptchaChallenge(captchaSettings));

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  host = await startAllInOne(
    hostEnv(database?.url, { CAPTCHA_SECRET: captchaSettings.secret, CAPTCHA_COST: String(captchaSettings.cost), CAPTCHA_MAX_COUNTER: String(captchaSettings.maxCounter) }),
  );
  base = `http://127.0.0.1:${host.port}`;
  const pharmacies = await call<{ id: string; name: string }[]>('GET', '/api/public/pharmacies');
  pharmacyId = pharmacies.body[0]!.id;
  // the chat service learns of the demo pharmacies from their events
  await expectEventually(async () => (await call('GET', `/api/public/chat-session/${pharmacyId}/Warm%20Up?phone=5550000000`)).status === 200, { timeoutMs: 15_000 });
});

afterAll(async () => {
  await host?.stop();
  await database?.drop();
});

describe('Idempotency-Key on the commands clients retry', () => {
  it('a patient message retried six times at once is stored once, and every retry gets the same message', async () => {
    const chat = await openChat('Retry Patient');
    const key = randomUUID();
    const send = () => call<{ posted: { id: string; content: string } }>('POST', '/api/public/chat/send', { token: chat.token, key, body: { sessionId: chat.id, message: 'Do you have flu shots today?' } });
    const answers = await Promise.all(Array.from({ length: 6 }, send));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.body.posted.id)).size).toBe(1);
    const later = await send();
    expect(later.body.posted.id).toBe(answers[0]!.body.posted.id);
    const patientMessages = (await messagesOf(chat)).filter((m) => m.sender === 'user');
    expect(patientMessages.map((m) => m.content)).toEqual(['Do you have flu shots today?']);
  });

  it('the same key with a different message is refused with a 409 a person can act on; without a key each send counts', async () => {
    const chat = await openChat('Other Patient');
    const key = randomUUID();
    expect((await call('POST', '/api/public/chat/send', { token: chat.token, key, body: { sessionId: chat.id, message: 'first' } })).status).toBe(201);
    const reused = await call<{ message: string }>('POST', '/api/public/chat/send', { token: chat.token, key, body: { sessionId: chat.id, message: 'second' } });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toMatch(/Idempotency-Key was already used for a different request/);
    await call('POST', '/api/public/chat/send', { token: chat.token, body: { sessionId: chat.id, message: 'again' } });
    await call('POST', '/api/public/chat/send', { token: chat.token, body: { sessionId: chat.id, message: 'again' } });
    expect((await messagesOf(chat)).filter((m) => m.sender === 'user').map((m) => m.content)).toEqual(['first', 'again', 'again']);
  });

  it('keys belong to their caller: another guest with the same key sends their own message', async () => {
    const key = randomUUID();
    const a = await openChat('Guest Alpha');
    const b = await openChat('Guest Beta');
    const sentA = await call<{ posted: { id: string } }>('POST', '/api/public/chat/send', { token: a.token, key, body: { sessionId: a.id, message: 'same words' } });
    const sentB = await call<{ posted: { id: string } }>('POST', '/api/public/chat/send', { token: b.token, key, body: { sessionId: b.id, message: 'same words' } });
    expect(sentA.status).toBe(201);
    expect(sentB.status).toBe(201);
    expect(sentB.body.posted.id).not.toBe(sentA.body.posted.id);
  });

  it('a staff reply retried at once is stored once (REST), and GraphQL clients send the header too', async () => {
    const chat = await openChat('Staff Retry Patient');
    await call('POST', '/api/public/chat/send', { token: chat.token, body: { sessionId: chat.id, message: 'Can someone call me back?' } });
    const login = await call<{ token: string }>('POST', '/api/auth/login', { body: { username: 'downtown.staff', password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    const key = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => call<{ id: string }>('POST', '/api/staff/chat/send', { token: login.body.token, key, body: { sessionId: chat.id, content: 'We will call you in 5 minutes.' } })),
    );
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);

    const graphqlKey = randomUUID();
    const viaGraphql = () =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${login.body.token}`, 'idempotency-key': graphqlKey },
        body: JSON.stringify({ query: 'mutation($s: ID!, $c: String!) { sendStaffReply(sessionId: $s, content: $c) { id } }', variables: { s: chat.id, c: 'Calling now.' } }),
      }).then((r) => r.json() as Promise<{ data: { sendStaffReply: { id: string } } }>);
    const [g1, g2] = await Promise.all([viaGraphql(), viaGraphql()]);
    expect(g1.data.sendStaffReply.id).toBe(g2.data.sendStaffReply.id);
    const staffMessages = (await messagesOf(chat)).filter((m) => m.sender === 'staff');
    expect(staffMessages.map((m) => m.content)).toEqual(['We will call you in 5 minutes.', 'Calling now.']);
  });

  it('a retried registration (one captcha solution) registers once and answers the retry with the same account', async () => {
    const key = randomUUID();
    const tag = randomUUID().slice(0, 8);
    const body = {
      pharmacy: { name: `Retry Pharmacy ${tag}`, address: '9 Retry Road, Springfield', phone: '2175550099', email: 'retry@example.com', licenseNumber: `IL-${tag}`, operatingHours: 'Mon-Fri 9-6' },
      owner: { name: 'Retry Owner', username: `retry-owner-${tag}@example.com`, password: 'Owner#2026' },
      captcha: await captcha(),
    };
    type Receipt = { pharmacyId: string; owner: { id: string } };
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => call<Receipt>('POST', '/api/pharmacy-registration', { key, body })));
    expect(first!.status).toBe(201);
    expect(second!.body.pharmacyId).toBe(first!.body.pharmacyId);
    expect(third!.body.owner.id).toBe(first!.body.owner.id);

    const email = `retry-${randomUUID().slice(0, 8)}@example.com`;
    const patientBody = { email, password: 'secret-123', firstName: 'Retry', lastName: 'Patient', captcha: await captcha() };
    const patientKey = randomUUID();
    const [p1, p2] = await Promise.all([
      call<{ token: string; patient: { id: string } }>('POST', '/api/patients/register', { key: patientKey, body: patientBody }),
      call<{ token: string; patient: { id: string } }>('POST', '/api/patients/register', { key: patientKey, body: patientBody }),
    ]);
    expect([p1.status, p2.status]).toEqual([201, 201]);
    expect(p2.body.patient.id).toBe(p1.body.patient.id);
    expect(p2.body.token).toBeTruthy();
    // without the key, the same e-mail is a second registration: refused as taken
    const again = await call<{ message: string }>('POST', '/api/patients/register', { body: { ...patientBody, captcha: await captcha() } });
    expect(again.status).toBe(409);
  });

  it('a malformed key is a 400 naming the header; field messages are sentences without the field name', async () => {
    const chat = await openChat('Header Patient');
    const tooLong = await call<{ message: string; field?: string }>('POST', '/api/public/chat/send', { token: chat.token, key: 'k'.repeat(300), body: { sessionId: chat.id, message: 'hi' } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/Idempotency-Key must be/);
    const missing = await call<{ message: string; field?: string }>('POST', '/api/patients/register', { body: { email: 'x@example.com', password: 'secret-123', lastName: 'Doe', captcha: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).not.toMatch(/^firstName:/);
    expect(missing.body.field).toBe('firstName');
  });
});
