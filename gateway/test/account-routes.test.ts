import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, issueCaptchaChallenge, solveCaptchaChallenge, systemPrincipal } from '@pharmachat/chassis';
import { startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { identityService, type IdentityApplication } from '@pharmachat/identity';
import { pharmacyService, type PharmacyApplication } from '@pharmachat/pharmacy';
import { readCommittedSupergraph, subgraphNames, type SubgraphName } from '../src/compose';
import { createGatewayServer, type RunningGateway } from '../src/server';

/** the captcha settings of the test harness */
const captchaSettings = { secret: 'test-captcha-secret-0123456789', cost: 1, maxCounter: 30 };
const solvedCaptcha = async () => solveCaptchaChallenge(await issueCaptchaChallenge(captchaSettings));

interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

type User = { id: string; username: string; role: string; pharmacyId: string | null; isActive: boolean; switchedRole: string | null; actualRole: string };
type SignedIn = { token: string; refreshToken: string; expiresAt: string; user: User };

/** The spec's account paths through the gateway's REST adapter, against the real identity and pharmacy services. */
describe('REST account paths', () => {
  let env: TestServices;
  let gateway: RunningGateway;
  let base: string;
  let pharmacyA: string;
  let pharmacyB: string;
  const ids: Record<string, string> = {};

  async function api<T = Record<string, unknown>>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Answer<T>> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  }
  const login = async (username: string, password = 'pass-word') => (await api<SignedIn>('POST', '/api/auth/login', { body: { username, password } })).body;

  beforeAll(async () => {
    env = await startTestServices([identityService as never, pharmacyService as never]);
    const pharmacies = env.get<PharmacyApplication>('pharmacy').app;
    const identity = env.get<IdentityApplication>('identity').app;
    const details = (name: string) => ({ name, address: `${name} Road 1, Springfield`, phone: '555 000 1111 2', email: 'shop@example.com', licenseNumber: 'LIC-123' });
    pharmacyA = (await pharmacies.registerPharmacy(systemPrincipal, details('Alpha Pharmacy'))).id;
    pharmacyB = (await pharmacies.registerPharmacy(systemPrincipal, details('Beta Pharmacy'))).id;
    await pharmacies.approvePharmacy(systemPrincipal, pharmacyA);
    const people: [string, 'super_admin' | 'pharmacy_admin' | 'pharmacy_staff', string | null][] = [
      ['root', 'super_admin', null],
      ['admin.a', 'pharmacy_admin', pharmacyA],
      ['staff.a', 'pharmacy_staff', pharmacyA],
      ['staff.b', 'pharmacy_staff', pharmacyB],
      ['victim', 'pharmacy_staff', pharmacyB],
    ];
    for (const [username, role, pharmacyId] of people) {
      ids[username] = (await identity.createStaffUser(systemPrincipal, { username, email: `${username}@example.com`, password: 'pass-word', role, pharmacyId })).id;
    }

    const unused = 'http://127.0.0.1:9/graphql';
    const subgraphUrls = Object.fromEntries(subgraphNames.map((name) => [name, unused])) as Record<SubgraphName, string>;
    subgraphUrls.identity = env.get('identity').url;
    subgraphUrls.pharmacy = env.get('pharmacy').url;
    const server = await createGatewayServer({
      supergraphSdl: readCommittedSupergraph(),
      subgraphUrls,
      transport: env.transport,
      verifier: env.auth.verifier,
      logger: createLogger({ name: 'gateway-test', level: 'silent' }),
      captcha: captchaSettings,
      limits: { loginPerMinute: 1000 },
    });
    gateway = await server.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${gateway.port}`;
  });
  afterAll(async () => {
    await gateway?.stop();
    await env?.stop();
  });

  it('POST /api/auth/login -> {token, refreshToken, expiresAt, user}; the same 401 message for any failure', async () => {
    const ok = await api<SignedIn>('POST', '/api/auth/login', { body: { username: 'staff.a', password: 'pass-word' } });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body).sort()).toEqual(['expiresAt', 'refreshToken', 'token', 'user']);
    expect(ok.body.user).toMatchObject({ username: 'staff.a', role: 'pharmacy_staff', pharmacyId: pharmacyA, switchedRole: null, actualRole: 'pharmacy_staff' });
    for (const body of [
      { username: 'staff.a', password: 'wrong' },
      { username: 'nobody', password: 'wrong' },
    ]) {
      const refused = await api<{ message: string }>('POST', '/api/auth/login', { body });
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe('Invalid username or password');
    }
    expect((await api('POST', '/api/auth/login', { body: { username: '' } })).status).toBe(400);
  });

  it('POST /api/auth/refresh rotates; a reused refresh token is 401; POST /api/auth/logout -> 204', async () => {
    const signedIn = await login('staff.a');
    const refreshed = await api<{ token: string; refreshToken: string; expiresAt: string }>('POST', '/api/auth/refresh', { body: { refreshToken: signedIn.refreshToken } });
    expect(refreshed.status).toBe(200);
    expect(Object.keys(refreshed.body).sort()).toEqual(['expiresAt', 'refreshToken', 'token']);
    const reused = await api<{ message: string }>('POST', '/api/auth/refresh', { body: { refreshToken: signedIn.refreshToken } });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe('Your session has expired. Please sign in again.');
    expect((await api('POST', '/api/auth/refresh', { body: {} })).status).toBe(400);

    const other = await login('staff.a');
    const out = await api('POST', '/api/auth/logout', { token: other.token, body: { refreshToken: other.refreshToken } });
    expect(out.status).toBe(204);
    await env.settle();
    // the ended session's token is refused at the edge
    expect((await api('GET', `/api/pharmacies/${pharmacyA}/users`, { token: other.token })).status).toBe(401);
    const third = await login('staff.a');
    expect((await api('POST', '/api/auth/logout', { token: third.token })).status).toBe(204);
  });

  it('answers too many failed sign-ins with 429, Retry-After and retryAfter', async () => {
    for (let i = 0; i < 5; i++) expect((await api('POST', '/api/auth/login', { body: { username: 'staff.b', password: `wrong-${i}` } })).status).toBe(401);
    const locked = await api<{ message: string; retryAfter: number }>('POST', '/api/auth/login', { body: { username: 'staff.b', password: 'pass-word' } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Try again in 5 minutes.');
    expect(locked.body.retryAfter).toBeGreaterThan(240);
    expect(locked.headers.get('retry-after')).toBe(String(locked.body.retryAfter));
  });

  it('POST /api/auth/register -> 201 user, with a captcha and the form’s messages', async () => {
    const admin = await login('admin.a');
    const created = await api<User>('POST', '/api/auth/register', { token: admin.token, body: { username: 'new.member', email: 'new@example.com', password: 'secret1', role: 'pharmacy_staff', captcha: await solvedCaptcha() } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ username: 'new.member', role: 'pharmacy_staff', pharmacyId: pharmacyA, isActive: true });
    const noCaptcha = await api<{ message: string }>('POST', '/api/auth/register', { token: admin.token, body: { username: 'no.captcha', email: 'nc@example.com', password: 'secret1' } });
    expect(noCaptcha.status).toBe(400);
    expect(noCaptcha.body.message).toBe('Please complete the captcha verification.');
    const short = await api<{ message: string }>('POST', '/api/auth/register', { token: admin.token, body: { username: 'ab', email: 'ab@example.com', password: 'secret1', captcha: await solvedCaptcha() } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Username must be at least 3 characters');
    const elsewhere = await api('POST', '/api/auth/register', { token: admin.token, body: { username: 'intruder', email: 'i@example.com', password: 'secret1', pharmacyId: pharmacyB, captcha: await solvedCaptcha() } });
    expect(elsewhere.status).toBe(403);
    expect((await login('new.member', 'secret1')).user.username).toBe('new.member');
  });

  it('GET /api/auth/pharmacies for admins; switch-role and reset-role -> {token, refreshToken, expiresAt, user}', async () => {
    const root = await login('root');
    const listed = await api<{ id: string; name: string; status: string }[]>('GET', '/api/auth/pharmacies', { token: root.token });
    expect(listed.status).toBe(200);
    expect(listed.body.map((p) => [p.name, p.status])).toEqual([
      ['Alpha Pharmacy', 'active'],
      ['Beta Pharmacy', 'pending_approval'],
    ]);
    expect((await api('GET', '/api/auth/pharmacies', { token: (await login('staff.a')).token })).status).toBe(403);

    const noRole = await api<{ message: string }>('POST', '/api/auth/switch-role', { token: root.token, body: {} });
    expect(noRole.status).toBe(400);
    expect(noRole.body.message).toBe('Please select a role');
    const noPharmacy = await api<{ message: string }>('POST', '/api/auth/switch-role', { token: root.token, body: { targetRole: 'pharmacy_staff' } });
    expect(noPharmacy.status).toBe(400);
    expect(noPharmacy.body.message).toBe('Please select a pharmacy');

    const switched = await api<SignedIn>('POST', '/api/auth/switch-role', { token: root.token, body: { targetRole: 'pharmacy_admin', targetPharmacyId: pharmacyB } });
    expect(switched.status).toBe(200);
    expect(Object.keys(switched.body).sort()).toEqual(['expiresAt', 'refreshToken', 'token', 'user']);
    expect(switched.body.user).toMatchObject({ role: 'pharmacy_admin', pharmacyId: pharmacyB, switchedRole: 'pharmacy_admin', actualRole: 'super_admin' });
    // the switched token works as an admin of B, and still shows the switcher its list
    expect((await api<unknown[]>('GET', `/api/pharmacies/${pharmacyB}/users`, { token: switched.body.token })).status).toBe(200);
    expect((await api<unknown[]>('GET', '/api/auth/pharmacies', { token: switched.body.token })).body).toHaveLength(2);
    expect((await api('GET', '/api/admin/users', { token: switched.body.token })).status).toBe(403);

    const reset = await api<SignedIn>('POST', '/api/auth/reset-role', { token: switched.body.token });
    expect(reset.status).toBe(200);
    expect(reset.body.user).toMatchObject({ role: 'super_admin', pharmacyId: null, switchedRole: null });
    // logging out ends the whole sign-in, every view of it
    expect((await api('POST', '/api/auth/logout', { token: reset.body.token, body: { refreshToken: reset.body.refreshToken } })).status).toBe(204);
    await env.settle();
    expect((await api('GET', '/api/auth/pharmacies', { token: switched.body.token })).status).toBe(401);
    expect((await api('GET', '/api/auth/pharmacies', { token: root.token })).status).toBe(401);
  });

  it('POST /api/patients/register -> 201 {token, refreshToken, expiresAt, patient}; POST /api/patients/login', async () => {
    const form = { email: 'maria@example.com', password: 'secret1', firstName: 'Maria', lastName: 'Garcia', phone: '(217) 555-0101', zipCode: '62701' };
    const invalid = await api<{ message: string }>('POST', '/api/patients/register', { body: { ...form, firstName: 'M', captcha: await solvedCaptcha() } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('First name must be at least 2 characters');
    const noCaptcha = await api<{ message: string }>('POST', '/api/patients/register', { body: form });
    expect(noCaptcha.status).toBe(400);
    const registered = await api<{ token: string; patient: { email: string } }>('POST', '/api/patients/register', { body: { ...form, confirmPassword: 'secret1', captcha: await solvedCaptcha() } });
    expect(registered.status).toBe(201);
    expect(Object.keys(registered.body).sort()).toEqual(['expiresAt', 'patient', 'refreshToken', 'token']);
    expect(registered.body.patient).toMatchObject({ email: 'maria@example.com', firstName: 'Maria', dateOfBirth: null });
    const again = await api<{ message: string }>('POST', '/api/patients/register', { body: { ...form, captcha: await solvedCaptcha() } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists');

    const signedIn = await api<{ token: string; patient: { email: string } }>('POST', '/api/patients/login', { body: { email: 'maria@example.com', password: 'secret1' } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.patient.email).toBe('maria@example.com');
    const refused = await api<{ message: string }>('POST', '/api/patients/login', { body: { email: 'maria@example.com', password: 'nope' } });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Invalid email or password');
  });

  it('a pharmacy admin manages their own pharmacy’s users under /api/pharmacies/{id}/users', async () => {
    const admin = await login('admin.a');
    const list = await api<User[]>('GET', `/api/pharmacies/${pharmacyA}/users`, { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.map((u) => u.username)).toContain('staff.a');
    expect((await api('GET', `/api/pharmacies/${pharmacyB}/users`, { token: admin.token })).status).toBe(403);

    const edited = await api<User>('PUT', `/api/pharmacies/${pharmacyA}/users/${ids['staff.a']}`, {
      token: admin.token,
      body: { username: 'staff.a', email: 'staff.a@example.com', firstName: 'Jordan', lastName: 'Morgan', role: 'pharmacy_staff', isActive: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ username: 'staff.a', firstName: 'Jordan', lastName: 'Morgan' });
    const otherPharmacysUser = await api<{ message: string }>('PUT', `/api/pharmacies/${pharmacyA}/users/${ids['staff.b']}`, { token: admin.token, body: { firstName: 'X' } });
    expect(otherPharmacysUser.status).toBe(404);
    expect(otherPharmacysUser.body.message).toBe('User not found');

    const password = await api<{ message: string }>('PUT', `/api/pharmacies/${pharmacyA}/users/${ids['staff.a']}/password`, { token: admin.token, body: { newPassword: 'changed1' } });
    expect(password.status).toBe(200);
    expect(password.body.message).toBe('Password changed successfully');
    const shortPassword = await api<{ message: string }>('PUT', `/api/pharmacies/${pharmacyA}/users/${ids['staff.a']}/password`, { token: admin.token, body: { newPassword: '123' } });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body.message).toBe('Password must be at least 6 characters');

    const staff = await login('staff.a', 'changed1');
    const status = await api<User>('PUT', `/api/pharmacies/${pharmacyA}/users/${ids['staff.a']}/status`, { token: admin.token, body: { isActive: false } });
    expect(status.status).toBe(200);
    expect(status.body.isActive).toBe(false);
    await env.settle();
    // the deactivated user's open session loses access at once
    expect((await api('GET', '/api/auth/pharmacies', { token: staff.token })).status).toBe(401);
    expect((await api('PUT', `/api/pharmacies/${pharmacyA}/users/${ids['staff.a']}/status`, { token: admin.token, body: {} })).status).toBe(400);
    expect((await api('PUT', `/api/pharmacies/${pharmacyA}/users/${ids['staff.a']}/status`, { token: admin.token, body: { isActive: true } })).status).toBe(200);
  });

  it('a super admin manages every account under /api/admin/users', async () => {
    const root = await login('root');
    const all = await api<User[]>('GET', '/api/admin/users', { token: root.token });
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThanOrEqual(5);
    const searched = await api<User[]>('GET', '/api/admin/users?search=VICT', { token: root.token });
    expect(searched.body.map((u) => u.username)).toEqual(['victim']);

    const moved = await api<User>('PUT', `/api/admin/users/${ids.victim}`, { token: root.token, body: { pharmacyId: pharmacyA, role: 'pharmacy_admin' } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ pharmacyId: pharmacyA, role: 'pharmacy_admin' });
    const badEmail = await api<{ message: string }>('PUT', `/api/admin/users/${ids.victim}`, { token: root.token, body: { email: 'nope' } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe('Invalid email address');
    expect((await api('PUT', `/api/admin/users/${ids.victim}/password`, { token: root.token, body: { newPassword: 'root-set' } })).status).toBe(200);
    expect((await login('victim', 'root-set')).user.username).toBe('victim');

    const admin = await login('admin.a');
    expect((await api('GET', '/api/admin/users', { token: admin.token })).status).toBe(403);
    expect((await api('DELETE', `/api/admin/users/${ids.victim}`, { token: admin.token })).status).toBe(403);
    expect((await api('GET', '/api/admin/users')).status).toBe(401);

    const removed = await api('DELETE', `/api/admin/users/${ids.victim}`, { token: root.token });
    expect(removed.status).toBe(204);
    expect((await api('DELETE', `/api/admin/users/${ids.victim}`, { token: root.token })).status).toBe(404);
    expect((await api('DELETE', `/api/admin/users/${ids.root}`, { token: root.token })).status).toBe(403);
    expect((await api('DELETE', `/api/admin/users/${randomUUID()}`, { token: root.token })).status).toBe(404);
  });
});
