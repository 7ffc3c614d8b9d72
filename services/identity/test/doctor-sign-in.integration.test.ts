import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemPrincipal } from '@pharmachat/chassis';
import { startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { identityService, type IdentityApplication } from '../src/index';
import { ask, REFRESH } from './identity-test-support';

const LOGIN = 'mutation($email: String!, $password: String!) { loginDoctor(email: $email, password: $password) { token refreshToken expiresAt doctorId } }';
type SignedIn = { loginDoctor: { token: string; refreshToken: string; expiresAt: string; doctorId: string } };

describe('doctor credentials and sign-in', () => {
  let env: TestServices;
  let url: string;
  let app: IdentityApplication;
  const doctors = { pending: randomUUID(), approved: randomUUID(), rejected: randomUUID() };

  const login = (email: string, password = 'doctor-password') => ask<SignedIn>(url, LOGIN, { email, password });

  beforeAll(async () => {
    env = await startTestServices([identityService as never]);
    url = env.get('identity').url;
    app = env.get<IdentityApplication>('identity').app;
    for (const [status, doctorId] of Object.entries(doctors)) {
      await app.doctors.createDoctorAccount(systemPrincipal, { doctorId, email: `${status}@clinic.example`, password: 'doctor-password' });
      if (status !== 'pending') await app.doctors.setDoctorAccountStatus(systemPrincipal, doctorId, status as 'approved' | 'rejected');
    }
  });
  afterAll(() => env.stop());

  it('signs an approved doctor in with a doctor token for their profile id', async () => {
    const result = await login('APPROVED@clinic.example');
    expect(result.errors).toBeUndefined();
    const { token, refreshToken, doctorId } = result.data!.loginDoctor;
    expect(doctorId).toBe(doctors.approved);
    expect(await env.auth.verifier.verify(token)).toMatchObject({ kind: 'doctor', subject: doctors.approved, role: null, pharmacyId: null });
    const refreshed = await ask<{ refreshSession: { token: string } }>(url, REFRESH, { refreshToken });
    expect(await env.auth.verifier.verify(refreshed.data!.refreshSession.token)).toMatchObject({ kind: 'doctor', subject: doctors.approved });
  });

  it('refuses a pending account with a message saying it is pending review', async () => {
    const refused = await login('pending@clinic.example');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toContain('pending');
  });

  it('refuses a rejected account with a message saying it was rejected', async () => {
    const refused = await login('rejected@clinic.example');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toContain('rejected');
  });

  it('tells nothing about the review without the right password', async () => {
    for (const email of ['pending@clinic.example', 'rejected@clinic.example', 'nobody@clinic.example']) {
      const refused = await login(email, 'wrong-password');
      expect(refused.errors?.[0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('ends a doctor’s sessions when the approval is withdrawn', async () => {
    const doctorId = randomUUID();
    await app.doctors.createDoctorAccount(systemPrincipal, { doctorId, email: 'withdrawn@clinic.example', password: 'doctor-password', status: 'approved' });
    const signedIn = (await login('withdrawn@clinic.example')).data!.loginDoctor;
    await app.doctors.setDoctorAccountStatus(systemPrincipal, doctorId, 'rejected');
    await env.settle();
    await expect(env.auth.verifier.verify(signedIn.token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await ask(url, REFRESH, { refreshToken: signedIn.refreshToken })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('creates credentials only for the host, once per e-mail, with a password of at least 8 characters', async () => {
    const superAdmin = await env.auth.verifier.verify(await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'super_admin' }));
    await expect(app.doctors.createDoctorAccount(superAdmin, { doctorId: randomUUID(), email: 'new@clinic.example', password: 'doctor-password' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(app.doctors.createDoctorAccount(null, { doctorId: randomUUID(), email: 'new@clinic.example', password: 'doctor-password' })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(app.doctors.createDoctorAccount(systemPrincipal, { doctorId: randomUUID(), email: 'Approved@Clinic.example', password: 'doctor-password' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists',
    });
    await expect(app.doctors.createDoctorAccount(systemPrincipal, { doctorId: randomUUID(), email: 'short@clinic.example', password: 'short' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Password must be at least 8 characters',
    });
  });
});
