import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemPrincipal } from '@pharmachat/chassis';
import { startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { decideRoleSwitch } from '../src/domain/role-switch';
import { identityService, SESSION_EXPIRED, type IdentityApplication } from '../src/index';
import { ask, ME, outboxEvents, REFRESH, signIn, STAFF_FIELDS, type AuthPayload, type StaffUserView } from './identity-test-support';

const pharmacyA = randomUUID();
const pharmacyB = randomUUID();

const SWITCH = `mutation($role: StaffRole!, $pharmacyId: ID) { switchRole(targetRole: $role, targetPharmacyId: $pharmacyId) { token refreshToken expiresAt user { ${STAFF_FIELDS} } } }`;
const RESET = `mutation { resetRole { token refreshToken expiresAt user { ${STAFF_FIELDS} } } }`;
const ADMIN_USERS = 'query { adminUsers { id } }';
const PHARMACY_USERS = 'query($p: ID!) { pharmacyUsers(pharmacyId: $p) { id } }';

describe('role switching (view as another role)', () => {
  let env: TestServices;
  let url: string;
  let app: IdentityApplication;

  const switchRole = (token: string, role: string, pharmacyId?: string | null) => ask<{ switchRole: AuthPayload }>(url, SWITCH, { role, pharmacyId }, { token });
  const me = async (token: string) => (await ask<{ me: StaffUserView }>(url, ME, {}, { token })).data?.me;

  beforeAll(async () => {
    env = await startTestServices([identityService as never]);
    url = env.get('identity').url;
    app = env.get<IdentityApplication>('identity').app;
    await app.createStaffUser(systemPrincipal, { username: 'root', email: 'root@example.com', password: 'root-password', role: 'super_admin' });
    await app.createStaffUser(systemPrincipal, { username: 'admin.a', email: 'a@example.com', password: 'admin-password', role: 'pharmacy_admin', pharmacyId: pharmacyA });
    await app.createStaffUser(systemPrincipal, { username: 'staff.a', email: 's@example.com', password: 'staff-password', role: 'pharmacy_staff', pharmacyId: pharmacyA });
  });
  afterAll(() => env.stop());

  it('lets a super admin view as staff of a pharmacy: the new token carries the effective role and pharmacy, and the real one', async () => {
    const root = await signIn(url, 'root', 'root-password');
    const before = await env.auth.verifier.verify(root.token);
    const switched = await switchRole(root.token, 'pharmacy_staff', pharmacyA);
    expect(switched.errors).toBeUndefined();
    const { token, refreshToken, user } = switched.data!.switchRole;
    expect(user).toMatchObject({ username: 'root', role: 'pharmacy_staff', pharmacyId: pharmacyA, switchedRole: 'pharmacy_staff', actualRole: 'super_admin', isAdmin: false });

    const principal = await env.auth.verifier.verify(token);
    expect(principal).toMatchObject({ kind: 'staff', subject: user.id, role: 'pharmacy_staff', pharmacyId: pharmacyA, actualRole: 'super_admin' });
    expect(principal.authSessionId).not.toBe(before.authSessionId);
    expect(await me(token)).toMatchObject({ role: 'pharmacy_staff', pharmacyId: pharmacyA, switchedRole: 'pharmacy_staff', actualRole: 'super_admin' });

    // the new token continues the same sign-in (one family, one absolute lifetime); the client drops the old one
    const families = await env
      .get('identity')
      .db.em()
      .execute<{ family_id: string }[]>('select distinct family_id from identity.sign_in_session where id in (?, ?)', [before.authSessionId, principal.authSessionId]);
    expect(families).toHaveLength(1);

    // every check uses the effective role: viewing as staff, the super admin's own powers are gone ...
    expect((await ask(url, ADMIN_USERS, {}, { token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await ask(url, PHARMACY_USERS, { p: pharmacyA }, { token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // ... also after a refresh, which keeps the view
    const refreshed = await ask<{ refreshSession: { token: string } }>(url, REFRESH, { refreshToken });
    expect(await env.auth.verifier.verify(refreshed.data!.refreshSession.token)).toMatchObject({ role: 'pharmacy_staff', pharmacyId: pharmacyA, actualRole: 'super_admin', authSessionId: principal.authSessionId });

    // reset: back to the super admin view
    const reset = await ask<{ resetRole: AuthPayload }>(url, RESET, {}, { token: refreshed.data!.refreshSession.token });
    expect(reset.data?.resetRole.user).toMatchObject({ role: 'super_admin', pharmacyId: null, switchedRole: null, actualRole: 'super_admin', isAdmin: true });
    expect(await env.auth.verifier.verify(reset.data!.resetRole.token)).toMatchObject({ role: 'super_admin', pharmacyId: null, actualRole: null });
    expect((await ask(url, ADMIN_USERS, {}, { token: reset.data!.resetRole.token })).errors).toBeUndefined();

    // signing out ends the whole sign-in: the first session, the switched one and the reset one
    await app.logout(null, reset.data!.resetRole.refreshToken);
    await env.settle();
    for (const ended of [root.token, refreshed.data!.refreshSession.token, reset.data!.resetRole.token]) {
      await expect(env.auth.verifier.verify(ended)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    expect((await ask(url, REFRESH, { refreshToken: root.refreshToken })).errors?.[0]?.message).toBe(SESSION_EXPIRED);
    const [event] = (await outboxEvents<{ sessionIds: string[]; reason: string }>(env, 'identity.session.revoked')).slice(-1);
    expect(event?.data.reason).toBe('logout');
    expect(event?.data.sessionIds).toHaveLength(3);
  });

  it('lets a super admin view as a pharmacy admin of any pharmacy, and switch on from there', async () => {
    const root = await signIn(url, 'root', 'root-password');
    const asAdminB = (await switchRole(root.token, 'pharmacy_admin', pharmacyB)).data!.switchRole;
    expect(asAdminB.user).toMatchObject({ role: 'pharmacy_admin', pharmacyId: pharmacyB, switchedRole: 'pharmacy_admin' });
    expect((await ask(url, PHARMACY_USERS, { p: pharmacyB }, { token: asAdminB.token })).errors).toBeUndefined();
    expect((await ask(url, PHARMACY_USERS, { p: pharmacyA }, { token: asAdminB.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // the switcher stays the super admin's while switched
    const asStaffA = (await switchRole(asAdminB.token, 'pharmacy_staff', pharmacyA)).data!.switchRole;
    expect(asStaffA.user).toMatchObject({ role: 'pharmacy_staff', pharmacyId: pharmacyA });
    const backToSuper = (await switchRole(asStaffA.token, 'super_admin', null)).data!.switchRole;
    expect(backToSuper.user).toMatchObject({ role: 'super_admin', pharmacyId: null, switchedRole: null });
  });

  it('keeps the sign-in’s absolute lifetime across switches', async () => {
    const root = await signIn(url, 'root', 'root-password');
    const switched = (await switchRole(root.token, 'pharmacy_staff', pharmacyA)).data!.switchRole;
    const ids = [(await env.auth.verifier.verify(switched.token)).authSessionId, JSON.parse(Buffer.from(root.token.split('.')[1]!, 'base64url').toString()).sid];
    const rows = await env.get('identity').db.em().execute<{ family_id: string; expires_at: Date }[]>('select family_id, expires_at from identity.sign_in_session where id in (?, ?)', ids);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.family_id)).size).toBe(1);
    expect(new Set(rows.map((r) => new Date(r.expires_at).getTime())).size).toBe(1);
  });

  it('asks for a pharmacy for the pharmacy roles', async () => {
    const root = await signIn(url, 'root', 'root-password');
    for (const role of ['pharmacy_staff', 'pharmacy_admin']) {
      const refused = await switchRole(root.token, role, null);
      expect(refused.errors?.[0]).toMatchObject({ message: 'Please select a pharmacy', extensions: { code: 'BAD_USER_INPUT' } });
    }
    const badId = await switchRole(root.token, 'pharmacy_staff', 'not-a-pharmacy');
    expect(badId.errors?.[0]?.message).toBe('Please select a pharmacy');
  });

  it('lets a pharmacy admin view only as staff of their own pharmacy', async () => {
    const admin = await signIn(url, 'admin.a', 'admin-password');
    for (const [role, pharmacyId] of [
      ['pharmacy_staff', pharmacyB],
      ['pharmacy_admin', pharmacyB],
      ['super_admin', null],
    ] as const) {
      const refused = await switchRole(admin.token, role, pharmacyId);
      expect(refused.errors?.[0]?.extensions?.code, `${role} ${pharmacyId}`).toBe('FORBIDDEN');
    }
    const asStaff = await switchRole(admin.token, 'pharmacy_staff', pharmacyA);
    expect(asStaff.data?.switchRole.user).toMatchObject({ role: 'pharmacy_staff', pharmacyId: pharmacyA, switchedRole: 'pharmacy_staff', actualRole: 'pharmacy_admin' });
    const staffToken = asStaff.data!.switchRole.token;
    // viewing as staff, staff management is refused
    expect((await ask(url, PHARMACY_USERS, { p: pharmacyA }, { token: staffToken })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // a real admin viewing as staff still cannot climb higher
    expect((await switchRole(staffToken, 'super_admin', null)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const reset = await ask<{ resetRole: AuthPayload }>(url, RESET, {}, { token: staffToken });
    expect(reset.data?.resetRole.user).toMatchObject({ role: 'pharmacy_admin', pharmacyId: pharmacyA, switchedRole: null });
  });

  it('refuses staff, patients and anonymous callers', async () => {
    const staff = await signIn(url, 'staff.a', 'staff-password');
    expect((await switchRole(staff.token, 'pharmacy_staff', pharmacyB)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await switchRole(staff.token, 'pharmacy_admin', pharmacyA)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // not even to their own role: the switcher is for administrators (resetRole is harmless and allowed)
    expect((await switchRole(staff.token, 'pharmacy_staff', pharmacyA)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await ask<{ resetRole: AuthPayload }>(url, RESET, {}, { token: staff.token })).data?.resetRole.user).toMatchObject({ role: 'pharmacy_staff', switchedRole: null });
    const patient = await env.auth.tokenFor({ kind: 'patient', subject: randomUUID() });
    expect((await switchRole(patient, 'pharmacy_staff', pharmacyA)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await ask(url, RESET, {}, { token: patient })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await ask(url, SWITCH, { role: 'super_admin' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a switch from a sign-in that has ended', async () => {
    const root = await signIn(url, 'root', 'root-password');
    await app.logout(null, root.refreshToken);
    // before the revocation reached the verifiers, identity itself still checks its session
    const refused = await switchRole(root.token, 'pharmacy_staff', pharmacyA);
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the role-switching rule', () => {
  const superAdmin = { role: 'super_admin' as const, pharmacyId: null };
  const adminA = { role: 'pharmacy_admin' as const, pharmacyId: 'a' };

  it('gives a super admin any view, and null for their own', () => {
    expect(decideRoleSwitch(superAdmin, { role: 'pharmacy_admin', pharmacyId: 'b' })).toEqual({ role: 'pharmacy_admin', pharmacyId: 'b' });
    expect(decideRoleSwitch(superAdmin, { role: 'super_admin', pharmacyId: 'b' })).toBeNull();
  });

  it('gives a pharmacy admin only the staff view of their pharmacy', () => {
    expect(decideRoleSwitch(adminA, { role: 'pharmacy_staff', pharmacyId: 'a' })).toEqual({ role: 'pharmacy_staff', pharmacyId: 'a' });
    expect(decideRoleSwitch(adminA, { role: 'pharmacy_admin', pharmacyId: 'a' })).toBeNull();
    expect(() => decideRoleSwitch(adminA, { role: 'pharmacy_staff', pharmacyId: 'b' })).toThrow(/own pharmacy/);
  });

  it('asks for a role, and for a pharmacy for the pharmacy roles', () => {
    expect(() => decideRoleSwitch(superAdmin, { role: null, pharmacyId: null })).toThrow('Please select a role');
    expect(() => decideRoleSwitch(superAdmin, { role: 'pharmacy_staff', pharmacyId: null })).toThrow('Please select a pharmacy');
    expect(() => decideRoleSwitch({ role: 'pharmacy_staff', pharmacyId: 'a' }, { role: 'pharmacy_staff', pharmacyId: 'b' })).toThrow('Only administrators can switch roles.');
  });
});
