import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_REQUIRED } from '@pharmachat/chassis';
import { startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { identityService } from '../src/index';
import { ask, solvedCaptcha } from './identity-test-support';

const SEND = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id receivedAt } }`;
const LIST = `query($first: Int) { contactMessages(first: $first) { id name email phone topic subject message receivedAt handledAt } }`;
const HANDLED = `mutation($id: ID!) { markContactMessageHandled(id: $id) { id handledAt } }`;

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '217 555 0100',
  topic: 'pharmacy_onboarding',
  subject: 'Joining with two pharmacies',
  message: 'We run two pharmacies in Springfield and would like to know how locations work.',
  ...overrides,
});

interface Listed {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  topic: string;
  subject: string;
  message: string;
  receivedAt: string;
  handledAt: string | null;
}

describe('the public contact form reaches the super admin', () => {
  let env: TestServices;
  let url: string;
  let superAdmin: string;

  beforeAll(async () => {
    env = await startTestServices([identityService as never]);
    url = env.get('identity').url;
    superAdmin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'super_admin', username: 'root' });
  });
  afterAll(() => env.stop());

  it('stores a message sent by anyone with a solved captcha; the super admin reads it and marks it handled', async () => {
    const sent = await ask<{ sendContactMessage: { id: string; receivedAt: string } }>(url, SEND, { input: { ...form(), captcha: await solvedCaptcha() } }, { clientIp: '198.51.100.1' });
    expect(sent.errors).toBeUndefined();
    const id = sent.data!.sendContactMessage.id;

    const listed = await ask<{ contactMessages: Listed[] }>(url, LIST, {}, { token: superAdmin });
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.contactMessages[0]).toMatchObject({ id, ...form(), handledAt: null });

    const handled = await ask<{ markContactMessageHandled: { handledAt: string | null } }>(url, HANDLED, { id }, { token: superAdmin });
    expect(handled.data!.markContactMessageHandled.handledAt).not.toBeNull();
  });

  it('checks the form before spending the captcha, with messages a person can act on', async () => {
    const captcha = await solvedCaptcha();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'Please enter your name'],
      [{ email: 'not-an-address' }, 'Please enter a valid email address'],
      [{ subject: 'Hi' }, 'Subject must be at least 5 characters'],
      [{ message: 'short' }, 'Message must be at least 10 characters'],
      [{ message: 'x'.repeat(5001) }, 'Message can be at most 5000 characters'],
      [{ topic: 'complaints' }, 'Variable "$input" got invalid value'],
    ];
    for (const [overrides, message] of cases) {
      const refused = await ask(url, SEND, { input: { ...form(overrides), captcha } }, { clientIp: '198.51.100.2' });
      expect(refused.errors?.[0]?.message, JSON.stringify(overrides)).toContain(message);
    }
    // the captcha is still good
    expect((await ask(url, SEND, { input: { ...form(), captcha } }, { clientIp: '198.51.100.2' })).errors).toBeUndefined();
    // and works once
    const reused = await ask(url, SEND, { input: { ...form(), captcha } }, { clientIp: '198.51.100.2' });
    expect(reused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const missing = await ask(url, SEND, { input: { ...form(), captcha: '' } }, { clientIp: '198.51.100.2' });
    expect(missing.errors?.[0]?.message).toBe(CAPTCHA_REQUIRED);
  });

  it('takes at most 5 messages an hour from one address, and says when to try again', async () => {
    for (let i = 0; i < 5; i++) {
      const ok = await ask(url, SEND, { input: { ...form({ subject: `Question number ${i}` }), captcha: await solvedCaptcha() } }, { clientIp: '203.0.113.9' });
      expect(ok.errors).toBeUndefined();
    }
    const refused = await ask(url, SEND, { input: { ...form(), captcha: await solvedCaptcha() } }, { clientIp: '203.0.113.9' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(refused.errors?.[0]?.message).toMatch(/Please wait \d+ minutes? before sending another/);
    expect(Number(refused.errors?.[0]?.extensions?.retryAfter)).toBeGreaterThan(0);
    // another address is not held back
    expect((await ask(url, SEND, { input: { ...form(), captcha: await solvedCaptcha() } }, { clientIp: '203.0.113.10' })).errors).toBeUndefined();
  });

  it('shows the messages to the super admin only', async () => {
    const admin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId: randomUUID() });
    const patient = await env.auth.tokenFor({ kind: 'patient', subject: randomUUID() });
    expect((await ask(url, LIST, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await ask(url, LIST, {}, { token: admin })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await ask(url, LIST, {}, { token: patient })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await ask(url, HANDLED, { id: randomUUID() }, { token: admin })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await ask(url, HANDLED, { id: randomUUID() }, { token: superAdmin })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await ask(url, LIST, { first: 0 }, { token: superAdmin })).errors?.[0]?.message).toBe('first must be between 1 and 200.');
  });
});
