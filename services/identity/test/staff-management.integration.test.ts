import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemPrincipal, type StaffRole } from '@pharmachat/chassis';
import { startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { identityService, type IdentityApplication } from '../src/index';
import { ask, LOGIN, outboxEvents, signIn, STAFF_FIELDS, type StaffUserView } from './identity-test-support';

const pharmacyA = randomUUID();
const pharmacyB = randomUUID();

const LIST = `query($p: ID!) { pharmacyUsers(pharmacyId: $p) { ${STAFF_FIELDS} } }`;
const UPDATE = `mutation($p: ID!, $u: ID!, $input: UpdateStaffUserInput!) { updatePharmacyUser(pharmacyId: $p, userId: $u, input: $input) { ${STAFF_FIELDS} } }`;
const PASSWORD = 'mutation($p: ID!, $u: ID!, $pw: String!) { setPharmacyUserPassword(pharmacyId: $p, userId: $u, newPassword: $pw) }';
const STATUS = `mutation($p: ID!, $u: ID!, $active: Boolean!) { setPharmacyUserStatus(pharmacyId: $p, userId: $u, isActive: $active) { ${STAFF_FIELDS} } }`;
const ADMIN_LIST = `query($search: String) { adminUsers(search: $search) { ${STAFF_FIELDS} } }`;
const ADMIN_UPDATE = `mutation($id: ID!, $input: AdminUpdateUserInput!) { adminUpdateUser(id: $id, input: $input) { ${STAFF_FIELDS} } }`;
const ADMIN_PASSWORD = 'mutation($id: ID!, $pw: String!) { adminSetUserPassword(id: $id, newPassword: $pw) }';
const ADMIN_DELETE = 'mutation($id: ID!) { adminDeleteUser(id: $id) }';

type Refused = { errors?: { message: string; extensions?: Record<string, unknown> }[] };
const codeOf = (result: Refused) => result.errors?.[0]?.extensions?.code;

describe('staff management: pharmacy admins on their own pharmacy, super admins on every account', () => {
  let env: TestServices;
  let url: string;
  let app: IdentityApplication;
  const id: Record<string, string> = {};
  const token: Record<string, string> = {};

  const create = async (username: string, role: StaffRole, pharmacyId: string | null, extra: { firstName?: string; lastName?: string; email?: string } = {}) => {
    const user = await app.createStaffUser(systemPrincipal, { username, email: extra.email ?? `${username}@example.com`, password: 'pass-word', role, pharmacyId, firstName: extra.firstName, lastName: extra.lastName });
    id[username] = user.id;
    return user;
  };
  const canSignIn = async (username: string, password: string) => !(await ask(url, LOGIN, { username, password })).errors;

  beforeAll(async () => {
    env = await startTestServices([identityService as never]);
    url = env.get('identity').url;
    app = env.get<IdentityApplication>('identity').app;
    await create('root', 'super_admin', null, { firstName: 'Sam', lastName: 'Rivera' });
    await create('admin.a', 'pharmacy_admin', pharmacyA);
    await create('staff.a', 'pharmacy_staff', pharmacyA, { firstName: 'Jordan', lastName: 'Morgan' });
    await create('admin.b', 'pharmacy_admin', pharmacyB);
    await create('staff.b', 'pharmacy_staff', pharmacyB, { email: 'jordan.lee@riverside.example' });
    for (const username of ['root', 'admin.a', 'staff.a', 'admin.b']) token[username] = (await signIn(url, username, 'pass-word')).token;
  });
  afterAll(() => env.stop());

  describe('a pharmacy admin', () => {
    it('lists the accounts of their own pharmacy only', async () => {
      const own = await ask<{ pharmacyUsers: StaffUserView[] }>(url, LIST, { p: pharmacyA }, { token: token['admin.a'] });
      expect(own.data?.pharmacyUsers.map((u) => u.username).sort()).toEqual(['admin.a', 'staff.a']);
      expect(codeOf(await ask(url, LIST, { p: pharmacyB }, { token: token['admin.a'] }))).toBe('FORBIDDEN');
      expect(codeOf(await ask(url, LIST, { p: pharmacyA }, { token: token['staff.a'] }))).toBe('FORBIDDEN');
      expect(codeOf(await ask(url, LIST, { p: pharmacyA }, { token: await env.auth.tokenFor({ kind: 'patient', subject: randomUUID() }) }))).toBe('FORBIDDEN');
      expect(codeOf(await ask(url, LIST, { p: pharmacyA }))).toBe('UNAUTHENTICATED');
      const asRoot = await ask<{ pharmacyUsers: StaffUserView[] }>(url, LIST, { p: pharmacyB }, { token: token.root });
      expect(asRoot.data?.pharmacyUsers.map((u) => u.username).sort()).toEqual(['admin.b', 'staff.b']);
    });

    it('edits an account of their pharmacy: names, e-mail, username, role and active state', async () => {
      const edited = await ask<{ updatePharmacyUser: StaffUserView }>(
        url,
        UPDATE,
        { p: pharmacyA, u: id['staff.a'], input: { username: 'jordan.m', email: 'jordan@example.com', firstName: 'Jordy', lastName: null, role: 'pharmacy_admin' } },
        { token: token['admin.a'] },
      );
      expect(edited.errors).toBeUndefined();
      expect(edited.data?.updatePharmacyUser).toMatchObject({ username: 'jordan.m', email: 'jordan@example.com', firstName: 'Jordy', lastName: null, role: 'pharmacy_admin', pharmacyId: pharmacyA, isActive: true });
      const [event] = (await outboxEvents(env, 'identity.user.updated')).filter((e) => e.aggregateId === id['staff.a']);
      expect(event?.data).toEqual({ userId: id['staff.a'], username: 'jordan.m', role: 'pharmacy_admin', pharmacyId: pharmacyA, isActive: true });
      // the role change ended the account's sessions (its tokens carried the old role)
      const reasons = (await outboxEvents<{ subject: string; reason: string }>(env, 'identity.session.revoked')).filter((e) => e.data.subject === id['staff.a']).map((e) => e.data.reason);
      expect(reasons).toEqual(['role_changed']);
      // back as it was; omitted fields stay
      const back = await ask<{ updatePharmacyUser: StaffUserView }>(url, UPDATE, { p: pharmacyA, u: id['staff.a'], input: { role: 'pharmacy_staff' } }, { token: token['admin.a'] });
      expect(back.data?.updatePharmacyUser).toMatchObject({ username: 'jordan.m', firstName: 'Jordy', role: 'pharmacy_staff' });
    });

    it('is told an account of another pharmacy does not exist, exactly like an unknown id', async () => {
      const elsewhere = await ask(url, UPDATE, { p: pharmacyA, u: id['staff.b'], input: { firstName: 'Hacked' } }, { token: token['admin.a'] });
      const unknown = await ask(url, UPDATE, { p: pharmacyA, u: randomUUID(), input: { firstName: 'Hacked' } }, { token: token['admin.a'] });
      const malformed = await ask(url, UPDATE, { p: pharmacyA, u: 'nope', input: { firstName: 'Hacked' } }, { token: token['admin.a'] });
      for (const refused of [elsewhere, unknown, malformed]) expect(refused.errors?.[0]).toMatchObject({ message: 'User not found', extensions: { code: 'NOT_FOUND' } });
      expect(codeOf(await ask(url, PASSWORD, { p: pharmacyA, u: id['staff.b'], pw: 'hijacked' }, { token: token['admin.a'] }))).toBe('NOT_FOUND');
      expect(codeOf(await ask(url, STATUS, { p: pharmacyA, u: id['staff.b'], active: false }, { token: token['admin.a'] }))).toBe('NOT_FOUND');
      // naming the other pharmacy is refused outright
      expect(codeOf(await ask(url, UPDATE, { p: pharmacyB, u: id['staff.b'], input: { firstName: 'Hacked' } }, { token: token['admin.a'] }))).toBe('FORBIDDEN');
      expect(codeOf(await ask(url, STATUS, { p: pharmacyB, u: id['staff.b'], active: false }, { token: token['admin.a'] }))).toBe('FORBIDDEN');
      expect(await canSignIn('staff.b', 'pass-word')).toBe(true);
    });

    it('checks the edit form with its messages', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ username: 'ab' }, 'Username must be at least 3 characters'],
        [{ email: 'nope' }, 'Please enter a valid email address'],
      ];
      for (const [input, message] of cases) {
        const refused = await ask(url, UPDATE, { p: pharmacyA, u: id['staff.a'], input }, { token: token['admin.a'] });
        expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      }
      expect((await ask(url, UPDATE, { p: pharmacyA, u: id['staff.a'], input: { role: 'super_admin' } }, { token: token['admin.a'] })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const taken = await ask(url, UPDATE, { p: pharmacyA, u: id['staff.a'], input: { username: 'ADMIN.B' } }, { token: token['admin.a'] });
      expect(taken.errors?.[0]).toMatchObject({ message: 'That username is already taken', extensions: { code: 'CONFLICT' } });
      expect(codeOf(await ask(url, PASSWORD, { p: pharmacyA, u: id['staff.a'], pw: '12345' }, { token: token['admin.a'] }))).toBe('BAD_USER_INPUT');
    });

    it('cannot deactivate themself or change their own role', async () => {
      const deactivate = await ask(url, STATUS, { p: pharmacyA, u: id['admin.a'], active: false }, { token: token['admin.a'] });
      expect(deactivate.errors?.[0]).toMatchObject({ message: 'You cannot deactivate your own account.', extensions: { code: 'FORBIDDEN' } });
      const demote = await ask(url, UPDATE, { p: pharmacyA, u: id['admin.a'], input: { role: 'pharmacy_staff' } }, { token: token['admin.a'] });
      expect(demote.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('sets a new password: the new one works, the old one no longer', async () => {
      const set = await ask<{ setPharmacyUserPassword: boolean }>(url, PASSWORD, { p: pharmacyA, u: id['staff.a'], pw: 'fresh-pass' }, { token: token['admin.a'] });
      expect(set.data?.setPharmacyUserPassword).toBe(true);
      expect(await canSignIn('jordan.m', 'pass-word')).toBe(false);
      expect(await canSignIn('jordan.m', 'fresh-pass')).toBe(true);
    });

    it('deactivates and reactivates an account', async () => {
      const off = await ask<{ setPharmacyUserStatus: StaffUserView }>(url, STATUS, { p: pharmacyA, u: id['staff.a'], active: false }, { token: token['admin.a'] });
      expect(off.data?.setPharmacyUserStatus).toMatchObject({ isActive: false, status: 'inactive' });
      expect(await canSignIn('jordan.m', 'fresh-pass')).toBe(false);
      const on = await ask<{ setPharmacyUserStatus: StaffUserView }>(url, STATUS, { p: pharmacyA, u: id['staff.a'], active: true }, { token: token['admin.a'] });
      expect(on.data?.setPharmacyUserStatus).toMatchObject({ isActive: true, status: 'active' });
      expect(await canSignIn('jordan.m', 'fresh-pass')).toBe(true);
    });

    it('is refused the super admin operations', async () => {
      for (const who of ['admin.a', 'staff.a'] as const) {
        const t = who === 'staff.a' ? await env.auth.tokenFor({ kind: 'staff', subject: id['staff.a']!, role: 'pharmacy_staff', pharmacyId: pharmacyA }) : token[who]!;
        expect(codeOf(await ask(url, ADMIN_LIST, {}, { token: t })), who).toBe('FORBIDDEN');
        expect(codeOf(await ask(url, ADMIN_UPDATE, { id: id['staff.b'], input: { firstName: 'X' } }, { token: t }))).toBe('FORBIDDEN');
        expect(codeOf(await ask(url, ADMIN_PASSWORD, { id: id['staff.b'], pw: 'hijacked' }, { token: t }))).toBe('FORBIDDEN');
        expect(codeOf(await ask(url, ADMIN_DELETE, { id: id['staff.b'] }, { token: t }))).toBe('FORBIDDEN');
      }
      expect(codeOf(await ask(url, ADMIN_LIST))).toBe('UNAUTHENTICATED');
      expect(await canSignIn('staff.b', 'pass-word')).toBe(true);
    });
  });

  describe('a super admin', () => {
    it('lists every account and searches username, e-mail, first and last name regardless of case', async () => {
      const all = await ask<{ adminUsers: StaffUserView[] }>(url, ADMIN_LIST, {}, { token: token.root });
      expect(all.data?.adminUsers.map((u) => u.username)).toEqual(['admin.a', 'admin.b', 'jordan.m', 'root', 'staff.b']);
      const search = async (term: string) => (await ask<{ adminUsers: StaffUserView[] }>(url, ADMIN_LIST, { search: term }, { token: token.root })).data?.adminUsers.map((u) => u.username);
      expect(await search('ADMIN.')).toEqual(['admin.a', 'admin.b']);
      expect(await search('riverside')).toEqual(['staff.b']);
      expect(await search('rivera')).toEqual(['root']);
      expect(await search('JORDY')).toEqual(['jordan.m']);
      expect(await search('jord')).toEqual(['jordan.m', 'staff.b']);
      expect(await search('%')).toEqual([]);
    });

    it('moves an account to another pharmacy and changes roles; a pharmacy role needs a pharmacy', async () => {
      const moved = await ask<{ adminUpdateUser: StaffUserView }>(url, ADMIN_UPDATE, { id: id['staff.b'], input: { pharmacyId: pharmacyA } }, { token: token.root });
      expect(moved.data?.adminUpdateUser).toMatchObject({ pharmacyId: pharmacyA, role: 'pharmacy_staff' });
      const promoted = await ask<{ adminUpdateUser: StaffUserView }>(url, ADMIN_UPDATE, { id: id['staff.b'], input: { role: 'super_admin' } }, { token: token.root });
      expect(promoted.data?.adminUpdateUser).toMatchObject({ role: 'super_admin', pharmacyId: null, isAdmin: true });
      const noPharmacy = await ask(url, ADMIN_UPDATE, { id: id['staff.b'], input: { role: 'pharmacy_admin' } }, { token: token.root });
      expect(noPharmacy.errors?.[0]).toMatchObject({ message: 'Please select a pharmacy', extensions: { code: 'BAD_USER_INPUT' } });
      const back = await ask<{ adminUpdateUser: StaffUserView }>(url, ADMIN_UPDATE, { id: id['staff.b'], input: { role: 'pharmacy_staff', pharmacyId: pharmacyB } }, { token: token.root });
      expect(back.data?.adminUpdateUser).toMatchObject({ role: 'pharmacy_staff', pharmacyId: pharmacyB });
    });

    it('checks the admin edit form with its messages', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ username: ' ' }, 'Username is required'],
        [{ email: 'nope' }, 'Invalid email address'],
      ];
      for (const [input, message] of cases) {
        const refused = await ask(url, ADMIN_UPDATE, { id: id['staff.b'], input }, { token: token.root });
        expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      }
      const shortPassword = await ask(url, ADMIN_PASSWORD, { id: id['staff.b'], pw: '12345' }, { token: token.root });
      expect(shortPassword.errors?.[0]).toMatchObject({ message: 'Password must be at least 6 characters', extensions: { code: 'BAD_USER_INPUT' } });
    });

    it('sets any account’s password', async () => {
      const set = await ask<{ adminSetUserPassword: boolean }>(url, ADMIN_PASSWORD, { id: id['admin.b'], pw: 'reset-by-root' }, { token: token.root });
      expect(set.data?.adminSetUserPassword).toBe(true);
      expect(await canSignIn('admin.b', 'reset-by-root')).toBe(true);
    });

    it('cannot delete, deactivate or demote themself', async () => {
      const remove = await ask(url, ADMIN_DELETE, { id: id.root }, { token: token.root });
      expect(remove.errors?.[0]).toMatchObject({ message: 'You cannot delete your own account.', extensions: { code: 'FORBIDDEN' } });
      const deactivate = await ask(url, ADMIN_UPDATE, { id: id.root, input: { isActive: false } }, { token: token.root });
      expect(deactivate.errors?.[0]).toMatchObject({ message: 'You cannot deactivate your own account.', extensions: { code: 'FORBIDDEN' } });
      expect(codeOf(await ask(url, ADMIN_UPDATE, { id: id.root, input: { role: 'pharmacy_admin', pharmacyId: pharmacyA } }, { token: token.root }))).toBe('FORBIDDEN');
      // their own names are theirs to edit
      expect((await ask(url, ADMIN_UPDATE, { id: id.root, input: { firstName: 'Samantha' } }, { token: token.root })).errors).toBeUndefined();
    });

    it('deletes an account: it can no longer sign in, its sessions end, and identity.user.deleted is published', async () => {
      const victim = await create('leaving', 'pharmacy_staff', pharmacyB);
      const session = await signIn(url, 'leaving', 'pass-word');
      const deleted = await ask<{ adminDeleteUser: boolean }>(url, ADMIN_DELETE, { id: victim.id }, { token: token.root });
      expect(deleted.data?.adminDeleteUser).toBe(true);
      expect(await canSignIn('leaving', 'pass-word')).toBe(false);
      await env.settle();
      await expect(env.auth.verifier.verify(session.token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(await outboxEvents(env, 'identity.user.deleted')).toContainEqual({ type: 'identity.user.deleted', aggregateId: victim.id, data: { userId: victim.id, pharmacyId: pharmacyB } });
      const again = await ask(url, ADMIN_DELETE, { id: victim.id }, { token: token.root });
      expect(again.errors?.[0]).toMatchObject({ message: 'User not found', extensions: { code: 'NOT_FOUND' } });
    });
  });
});
