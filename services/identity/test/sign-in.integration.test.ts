import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_ISSUER, systemPrincipal, TokenVerifier } from '@pharmachat/chassis';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { identityService, JWKS_PATH, type IdentityApplication } from '../src/index';

const pharmacyId = randomUUID();

const LOGIN = `mutation($username: String!, $password: String!) {
  login(username: $username, password: $password) {
    token
    refreshToken
    expiresAt
    user { id username email role pharmacyId status isActive isAdmin lastActive switchedRole }
  }
}`;
const ME = `query { me { id username role pharmacyId isAdmin } }`;

type LoginResult = { login: { token: string; refreshToken: string; expiresAt: string; user: { id: string; username: string; role: string; pharmacyId: string | null; status: string; isActive: boolean; isAdmin: boolean; lastActive: string | null; switchedRole: string | null } } };

describe('staff sign-in', () => {
  let env: TestServices;
  let url: string;
  let app: IdentityApplication;

  beforeAll(async () => {
    env = await startTestServices([identityService as never]);
    url = env.get('identity').url;
    app = env.get<IdentityApplication>('identity').app;
    await app.createStaffUser(systemPrincipal, { username: 'Sam.Staff', email: 'sam@example.com', password: 'correct-horse', role: 'pharmacy_staff', pharmacyId });
    await app.createStaffUser(systemPrincipal, { username: 'root', email: 'root@example.com', password: 'super-secret', role: 'super_admin' });
  });
  afterAll(() => env.stop());

  it('signs in with the right password, regardless of the username’s case, and returns a verifiable token', async () => {
    const result = await graphqlRequest<LoginResult>(url, LOGIN, { username: 'sam.staff', password: 'correct-horse' });
    expect(result.errors).toBeUndefined();
    const { token, refreshToken, expiresAt, user } = result.data!.login;
    expect(user).toMatchObject({ username: 'Sam.Staff', role: 'pharmacy_staff', pharmacyId, status: 'active', isActive: true, isAdmin: false, switchedRole: null });
    expect(Date.parse(user.lastActive ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const principal = await env.auth.verifier.verify(token);
    expect(principal).toMatchObject({ kind: 'staff', subject: user.id, role: 'pharmacy_staff', pharmacyId, username: 'Sam.Staff', actualRole: null });
    expect(principal.authSessionId).toMatch(/^[0-9a-f-]{36}$/);
    // a short-lived access token (ACCESS_TOKEN_TTL_SECONDS, 15 minutes by default) ...
    expect(principal.expiresAt - Date.now() / 1000).toBeGreaterThan(900 - 60);
    expect(principal.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(900);
    expect(Date.parse(expiresAt) / 1000).toBe(principal.expiresAt);
    // ... and an opaque refresh token
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await graphqlRequest<{ me: { id: string; username: string; pharmacyId: string } }>(url, ME, {}, token);
    expect(me.data?.me).toMatchObject({ id: user.id, username: 'Sam.Staff', pharmacyId });
  });

  it('gives a super admin a token without a pharmacy', async () => {
    const result = await graphqlRequest<LoginResult>(url, LOGIN, { username: 'root', password: 'super-secret' });
    expect(result.data?.login.user).toMatchObject({ role: 'super_admin', pharmacyId: null, isAdmin: true });
    const principal = await env.auth.verifier.verify(result.data!.login.token);
    expect(principal).toMatchObject({ role: 'super_admin', pharmacyId: null });
  });

  it('answers a wrong password and an unknown username with the same UNAUTHENTICATED message', async () => {
    const wrongPassword = await graphqlRequest(url, LOGIN, { username: 'sam.staff', password: 'wrong-horse' });
    const unknownUser = await graphqlRequest(url, LOGIN, { username: 'nobody', password: 'correct-horse' });
    for (const refused of [wrongPassword, unknownUser]) {
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]).toMatchObject({ message: 'Invalid username or password', extensions: { code: 'UNAUTHENTICATED' } });
    }
    expect(wrongPassword.errors?.[0]?.extensions).toEqual(unknownUser.errors?.[0]?.extensions);
  });

  it('refuses an inactive account with the same message, even with the right password', async () => {
    const user = await app.createStaffUser(systemPrincipal, { username: 'gone', email: 'gone@example.com', password: 'still-valid', pharmacyId });
    await env.get('identity').db.em().execute('update identity.staff_user set is_active = false where id = ?', [user.id], 'run');
    const refused = await graphqlRequest(url, LOGIN, { username: 'gone', password: 'still-valid' });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Invalid username or password', extensions: { code: 'UNAUTHENTICATED' } });
    // a token issued before the deactivation no longer opens the account
    const oldToken = await env.auth.tokenFor({ kind: 'staff', subject: user.id, role: 'pharmacy_staff', pharmacyId, username: 'gone' });
    const me = await graphqlRequest(url, ME, {}, oldToken);
    expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('asks for both fields when one is empty', async () => {
    const empty = await graphqlRequest(url, LOGIN, { username: 'sam.staff', password: '' });
    expect(empty.errors?.[0]).toMatchObject({ message: 'Please enter both username and password', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers me for a staff token, null for a guest, and UNAUTHENTICATED without a token', async () => {
    const anonymous = await graphqlRequest(url, ME);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const guest = await env.auth.tokenFor({ kind: 'guest', subject: 'guest-1', sessionId: randomUUID(), pharmacyId });
    const asGuest = await graphqlRequest<{ me: unknown }>(url, ME, {}, guest);
    expect(asGuest.errors).toBeUndefined();
    expect(asGuest.data?.me).toBeNull();
  });

  it('publishes its public key at /.well-known/jwks.json, and that key verifies its tokens', async () => {
    const jwksUrl = new URL(JWKS_PATH, url).toString();
    const response = await fetch(jwksUrl);
    expect(response.status).toBe(200);
    const jwks = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kid: env.auth.identityKey.publicJwk.kid, kty: 'EC', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');

    const signedIn = await graphqlRequest<LoginResult>(url, LOGIN, { username: 'root', password: 'super-secret' });
    const remote = TokenVerifier.forIssuerUrls([{ issuer: IDENTITY_ISSUER, url: jwksUrl }]);
    await expect(remote.verify(signedIn.data!.login.token)).resolves.toMatchObject({ kind: 'staff', role: 'super_admin' });
  });
});
