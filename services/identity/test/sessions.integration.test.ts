import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemPrincipal } from '@pharmachat/chassis';
import { expectEventually, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { identityService, SESSION_EXPIRED, type IdentityApplication } from '../src/index';
import { ask, clockAhead, LOGOUT, ME, outboxEvents, REFRESH, signIn, type AuthPayload } from './identity-test-support';

const pharmacyId = randomUUID();
const MINUTE = 60_000;

type Tokens = { token: string; refreshToken: string; expiresAt: string };
type Revoked = { subject: string; sessionIds: string[]; reason: string };

describe('sign-in sessions: access tokens, rotating refresh tokens, timeouts, revocation', () => {
  let env: TestServices;
  let url: string;
  let app: IdentityApplication;
  let adminToken: string;
  const users: Record<string, string> = {};

  const refresh = (refreshToken: string) => ask<{ refreshSession: Tokens }>(url, REFRESH, { refreshToken });
  const expectSessionExpired = (result: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) =>
    expect(result.errors?.[0]).toMatchObject({ message: SESSION_EXPIRED, extensions: { code: 'UNAUTHENTICATED' } });
  /** the token no longer opens anything: the verifier every service uses refuses it once the event went round */
  const expectRevoked = async (token: string) => {
    await env.settle();
    await expect(env.auth.verifier.verify(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const me = await ask(url, ME, {}, { token });
    expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  };
  const sessionOf = async (token: string) => (await env.auth.verifier.verify(token)).authSessionId!;

  beforeAll(async () => {
    env = await startTestServices([identityService as never]);
    url = env.get('identity').url;
    app = env.get<IdentityApplication>('identity').app;
    for (const username of ['sam', 'rotor', 'reuse', 'bye', 'idle', 'forever', 'leaver', 'forgetful', 'admin']) {
      const user = await app.createStaffUser(systemPrincipal, { username, email: `${username}@example.com`, password: 'correct-horse', role: username === 'admin' ? 'pharmacy_admin' : 'pharmacy_staff', pharmacyId });
      users[username] = user.id;
    }
    adminToken = (await signIn(url, 'admin', 'correct-horse')).token;
  });
  afterEach(() => clockAhead(app, 0));
  afterAll(() => env.stop());

  it('signs in with a 15-minute access token bound to a server-side session, and a refresh token kept only as a hash', async () => {
    const signedIn = await signIn(url, 'sam', 'correct-horse');
    const principal = await env.auth.verifier.verify(signedIn.token);
    expect(principal.authSessionId).toBeTruthy();
    expect(principal.expiresAt - Date.now() / 1000).toBeGreaterThan(840);
    expect(Date.parse(signedIn.expiresAt)).toBe(principal.expiresAt * 1000);

    const db = env.get('identity').db.em();
    const [session] = await db.execute<{ principal_kind: string; subject: string; revoked_at: unknown }[]>('select * from identity.sign_in_session where id = ?', [principal.authSessionId]);
    expect(session).toMatchObject({ principal_kind: 'staff', subject: users.sam, revoked_at: null });
    const stored = await db.execute<{ token_hash: string }[]>('select token_hash from identity.refresh_token where session_id = ?', [principal.authSessionId]);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.token_hash).not.toContain(signedIn.refreshToken);
  });

  it('rotates the refresh token: each one works once and brings a new pair in the same session', async () => {
    const signedIn = await signIn(url, 'rotor', 'correct-horse');
    const sid = await sessionOf(signedIn.token);
    const first = await refresh(signedIn.refreshToken);
    expect(first.errors).toBeUndefined();
    const next = first.data!.refreshSession;
    expect(next.refreshToken).not.toBe(signedIn.refreshToken);
    expect(next.token).not.toBe(signedIn.token);
    expect(await env.auth.verifier.verify(next.token)).toMatchObject({ kind: 'staff', subject: users.rotor, role: 'pharmacy_staff', pharmacyId, authSessionId: sid });
    const again = await refresh(next.refreshToken);
    expect(again.errors).toBeUndefined();
    const me = await ask<{ me: { id: string } }>(url, ME, {}, { token: again.data!.refreshSession.token });
    expect(me.data?.me.id).toBe(users.rotor);
  });

  it('ends the whole sign-in when a used refresh token comes back, and publishes identity.session.revoked', async () => {
    const signedIn = await signIn(url, 'reuse', 'correct-horse');
    const sid = await sessionOf(signedIn.token);
    const rotated = (await refresh(signedIn.refreshToken)).data!.refreshSession;

    // someone presents the first refresh token again (a stolen copy, or the thief got there first)
    expectSessionExpired(await refresh(signedIn.refreshToken));
    // the legitimate holder's newer tokens are dead too
    expectSessionExpired(await refresh(rotated.refreshToken));
    await expectRevoked(rotated.token);
    await expectRevoked(signedIn.token);

    const events = await outboxEvents<Revoked>(env, 'identity.session.revoked');
    expect(events.map((e) => e.data)).toContainEqual({ subject: users.reuse, sessionIds: [sid], reason: 'refresh_token_reused' });
  });

  it('refuses an unknown refresh token with the same message', async () => {
    expectSessionExpired(await refresh('not-a-token'));
  });

  it('logout ends the session: its refresh token and access token stop working', async () => {
    const signedIn = await signIn(url, 'bye', 'correct-horse');
    const other = await signIn(url, 'bye', 'correct-horse');
    const loggedOut = await ask<{ logout: boolean }>(url, LOGOUT, { refreshToken: signedIn.refreshToken }, { token: signedIn.token });
    expect(loggedOut.data?.logout).toBe(true);
    expectSessionExpired(await refresh(signedIn.refreshToken));
    await expectRevoked(signedIn.token);
    // another device's sign-in stays
    expect((await ask(url, ME, {}, { token: other.token })).errors).toBeUndefined();
    // logout with only the access token works too; an unknown token is simply accepted
    expect((await ask<{ logout: boolean }>(url, LOGOUT, {}, { token: other.token })).data?.logout).toBe(true);
    await expectRevoked(other.token);
    expect((await ask<{ logout: boolean }>(url, LOGOUT, { refreshToken: 'unknown' })).data?.logout).toBe(true);
    const events = await outboxEvents<Revoked>(env, 'identity.session.revoked');
    expect(events.filter((e) => e.data.subject === users.bye).map((e) => e.data.reason)).toEqual(['logout', 'logout']);
  });

  it('refuses a refresh after 30 idle minutes (SESSION_IDLE_MINUTES), but not while the session is used', async () => {
    const signedIn = await signIn(url, 'idle', 'correct-horse');
    clockAhead(app, 29 * MINUTE);
    const stillFresh = await refresh(signedIn.refreshToken);
    expect(stillFresh.errors).toBeUndefined();
    // 29 minutes after that refresh: still within the idle timeout, the last use counts
    clockAhead(app, 58 * MINUTE);
    const used = await refresh(stillFresh.data!.refreshSession.refreshToken);
    expect(used.errors).toBeUndefined();
    // 31 minutes without use
    clockAhead(app, 89 * MINUTE);
    expectSessionExpired(await refresh(used.data!.refreshSession.refreshToken));
    const events = await outboxEvents<Revoked>(env, 'identity.session.revoked');
    expect(events.filter((e) => e.data.subject === users.idle).map((e) => e.data.reason)).toEqual(['expired']);
  });

  it('refuses a refresh past the absolute lifetime (SESSION_MAX_HOURS, 12 hours), however active the session', async () => {
    const signedIn = await signIn(url, 'forever', 'correct-horse');
    let refreshToken = signedIn.refreshToken;
    let minutes = 0;
    while (minutes + 25 < 12 * 60) {
      minutes += 25;
      clockAhead(app, minutes * MINUTE);
      const next = await refresh(refreshToken);
      expect(next.errors, `refresh after ${minutes} minutes`).toBeUndefined();
      refreshToken = next.data!.refreshSession.refreshToken;
    }
    // five minutes before the end, an access token lives only as long as its session
    clockAhead(app, (12 * 60 - 5) * MINUTE);
    const last = await refresh(refreshToken);
    const lifetime = (Date.parse(last.data!.refreshSession.expiresAt) - Date.now()) / 1000;
    expect(lifetime).toBeLessThanOrEqual(5 * 60);
    expect(lifetime).toBeGreaterThan(5 * 60 - 30);
    clockAhead(app, 12 * 60 * MINUTE + 1000);
    expectSessionExpired(await refresh(last.data!.refreshSession.refreshToken));
  });

  it('ends every session of a deactivated user at once, and the sign-in is refused', async () => {
    const laptop = await signIn(url, 'leaver', 'correct-horse');
    const phone = await signIn(url, 'leaver', 'correct-horse');
    const sids = [await sessionOf(laptop.token), await sessionOf(phone.token)].sort();
    const deactivated = await ask<{ setPharmacyUserStatus: { isActive: boolean } }>(
      url,
      'mutation($p: ID!, $u: ID!) { setPharmacyUserStatus(pharmacyId: $p, userId: $u, isActive: false) { isActive } }',
      { p: pharmacyId, u: users.leaver },
      { token: adminToken },
    );
    expect(deactivated.data?.setPharmacyUserStatus.isActive).toBe(false);
    await expectRevoked(laptop.token);
    await expectRevoked(phone.token);
    expectSessionExpired(await refresh(phone.refreshToken));
    const [event] = (await outboxEvents<Revoked>(env, 'identity.session.revoked')).filter((e) => e.data.subject === users.leaver);
    expect(event?.data.reason).toBe('deactivated');
    expect(event?.data.sessionIds.sort()).toEqual(sids);
  });

  it('ends every session when an administrator sets a new password; the new password works, the old does not', async () => {
    const before = await signIn(url, 'forgetful', 'correct-horse');
    const changed = await ask<{ setPharmacyUserPassword: boolean }>(
      url,
      'mutation($p: ID!, $u: ID!, $pw: String!) { setPharmacyUserPassword(pharmacyId: $p, userId: $u, newPassword: $pw) }',
      { p: pharmacyId, u: users.forgetful, pw: 'battery-staple' },
      { token: adminToken },
    );
    expect(changed.data?.setPharmacyUserPassword).toBe(true);
    await expectRevoked(before.token);
    expectSessionExpired(await refresh(before.refreshToken));
    const old = await ask(url, 'mutation { login(username: "forgetful", password: "correct-horse") { token } }');
    expect(old.errors?.[0]?.message).toBe('Invalid username or password');
    await expect(signIn(url, 'forgetful', 'battery-staple')).resolves.toMatchObject({ user: { username: 'forgetful' } });
    const reasons = (await outboxEvents<Revoked>(env, 'identity.session.revoked')).filter((e) => e.data.subject === users.forgetful).map((e) => e.data.reason);
    expect(reasons).toEqual(['password_changed']);
  });

  it('keeps an administrator signed in on this device when they change their own password, ending their other sessions', async () => {
    const here: AuthPayload = await signIn(url, 'admin', 'correct-horse');
    const elsewhere = await signIn(url, 'admin', 'correct-horse');
    const changed = await ask(
      url,
      'mutation($p: ID!, $u: ID!, $pw: String!) { setPharmacyUserPassword(pharmacyId: $p, userId: $u, newPassword: $pw) }',
      { p: pharmacyId, u: users.admin, pw: 'new-admin-pass' },
      { token: here.token },
    );
    expect(changed.errors).toBeUndefined();
    await expectRevoked(elsewhere.token);
    await expectRevoked(adminToken);
    await env.settle();
    await expect(env.auth.verifier.verify(here.token)).resolves.toMatchObject({ subject: users.admin });
    expect((await refresh(here.refreshToken)).errors).toBeUndefined();
  });

  it('revokes in every verifier that follows identity.session.revoked (the subgraphs and the gateway’s live hub)', async () => {
    const signedIn = await signIn(url, 'sam', 'correct-horse');
    const sid = await sessionOf(signedIn.token);
    expect(env.auth.verifier.isRevoked(sid)).toBe(false);
    await app.logout(null, signedIn.refreshToken);
    await expectEventually(async () => {
      await env.settle();
      return env.auth.verifier.isRevoked(sid);
    });
  });
});
