import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemPrincipal } from '@pharmachat/chassis';
import { startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { identityService, type IdentityApplication } from '../src/index';
import { ask, clockAhead, LOGIN } from './identity-test-support';

const pharmacyId = randomUUID();
const MINUTE = 60_000;

const LOGIN_PATIENT = 'mutation($email: String!, $password: String!) { loginPatient(email: $email, password: $password) { token } }';
const LOGIN_DOCTOR = 'mutation($email: String!, $password: String!) { loginDoctor(email: $email, password: $password) { token doctorId } }';

type Refusal = { message: string; extensions?: Record<string, unknown> };

describe('login protection: lockout per account and per client address', () => {
  let env: TestServices;
  let url: string;
  let app: IdentityApplication;

  const login = (username: string, password: string, clientIp?: string) => ask<{ login: { token: string } }>(url, LOGIN, { username, password }, { clientIp });
  const expectLockedOut = (error: Refusal | undefined, minutes = 5) => {
    expect(error).toMatchObject({ message: `Too many failed sign-in attempts. Try again in ${minutes} minutes.`, extensions: { code: 'RATE_LIMITED' } });
    const retryAfter = error?.extensions?.retryAfter as number;
    expect(retryAfter).toBeGreaterThan((minutes - 1) * 60);
    expect(retryAfter).toBeLessThanOrEqual(minutes * 60);
  };

  beforeAll(async () => {
    env = await startTestServices([identityService as never]);
    url = env.get('identity').url;
    app = env.get<IdentityApplication>('identity').app;
    for (const username of ['target', 'patient-zero', 'bystander', ...Array.from({ length: 5 }, (_, i) => `user${i}`)]) {
      await app.createStaffUser(systemPrincipal, { username, email: `${username}@example.com`, password: 'right-password', pharmacyId });
    }
  });
  afterEach(() => clockAhead(app, 0));
  afterAll(() => env.stop());

  it('refuses the sixth attempt after five failures within five minutes, even with the right password, saying when to retry', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const refused = await login('target', `wrong-${attempt}`, '203.0.113.1');
      expect(refused.errors?.[0], `attempt ${attempt}`).toMatchObject({ message: 'Invalid username or password', extensions: { code: 'UNAUTHENTICATED' } });
    }
    const locked = await login('target', 'right-password', '203.0.113.2');
    expectLockedOut(locked.errors?.[0]);
    expect(locked.data).toBeNull();
    // other accounts are not affected
    expect((await login('bystander', 'right-password', '203.0.113.2')).errors).toBeUndefined();

    // once the oldest failure is five minutes old, the account may try again; a success clears its count
    clockAhead(app, 5 * MINUTE + 1000);
    expect((await login('target', 'right-password')).errors).toBeUndefined();
    expect((await login('target', 'wrong-again')).errors?.[0]?.message).toBe('Invalid username or password');
  });

  it('answers an unknown username exactly like a known one, lockout included', async () => {
    const known: Refusal[] = [];
    const unknown: Refusal[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      known.push((await login('patient-zero', 'wrong')).errors![0]!);
      unknown.push((await login('no-such-user', 'wrong')).errors![0]!);
    }
    expect(unknown.map((e) => e.message)).toEqual(known.map((e) => e.message));
    expect(unknown.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'RATE_LIMITED']);
    expectLockedOut(unknown[5]);
  });

  it('refuses a client address after twenty failures over any accounts, while other addresses go on', async () => {
    const attacker = '198.51.100.7';
    for (let i = 0; i < 20; i++) {
      const refused = await login(`user${i % 5}`, `guess-${i}`, attacker);
      // spread over five accounts: each account stays under its own limit of five
      expect(refused.errors?.[0]?.extensions?.code, `attempt ${i + 1}`).toBe('UNAUTHENTICATED');
    }
    const blocked = await login('bystander', 'right-password', attacker);
    expectLockedOut(blocked.errors?.[0]);
    expect((await login('bystander', 'right-password', '198.51.100.8')).errors).toBeUndefined();
    // the failures are in identity's database, so every instance sees them
    const rows = await env.get('identity').db.em().execute<{ n: string }[]>('select count(*) as n from identity.sign_in_failure where client_ip = ?', [attacker]);
    expect(Number(rows[0]?.n)).toBe(20);
  });

  it('protects patient and doctor sign-in the same way', async () => {
    await app.patients.register(systemPrincipal, { email: 'guarded@example.com', password: 'right-password', firstName: 'Gu', lastName: 'Arded' });
    await app.doctors.createDoctorAccount(systemPrincipal, { doctorId: randomUUID(), email: 'dr.guarded@example.com', password: 'right-password', status: 'approved' });
    for (const [query, email] of [
      [LOGIN_PATIENT, 'guarded@example.com'],
      [LOGIN_DOCTOR, 'dr.guarded@example.com'],
    ] as const) {
      for (let attempt = 1; attempt <= 5; attempt++) {
        const refused = await ask(url, query, { email, password: 'wrong-password' });
        expect(refused.errors?.[0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
      }
      expectLockedOut((await ask(url, query, { email, password: 'right-password' })).errors?.[0]);
    }
  });
});
