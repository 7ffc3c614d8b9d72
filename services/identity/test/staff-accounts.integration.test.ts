import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_REQUIRED, CAPTCHA_REUSED, systemPrincipal } from '@pharmachat/chassis';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { identityService, type IdentityApplication } from '../src/index';
import { signIn, solvedCaptcha, STAFF_FIELDS, type StaffUserView } from './identity-test-support';

const pharmacyId = randomUUID();
const otherPharmacyId = randomUUID();

const REGISTER = `mutation($input: RegisterStaffInput!) { registerStaff(input: $input) { ${STAFF_FIELDS} } }`;
const ENTITY = `query($id: ID!) { _entities(representations: [{ __typename: "StaffUser", id: $id }]) { ... on StaffUser { id username } } }`;

type Registered = { registerStaff: StaffUserView };

describe('staff accounts (Add Staff)', () => {
  let env: TestServices;
  let url: string;
  let app: IdentityApplication;
  let adminToken: string;
  let adminId: string;

  const staffToken = (role: 'super_admin' | 'pharmacy_admin' | 'pharmacy_staff', pharmacy: string | null, subject: string = randomUUID()) =>
    env.auth.tokenFor({ kind: 'staff', subject, role, pharmacyId: pharmacy, username: `${role}-user` });

  const countUsers = async () => {
    const rows = await env.get('identity').db.em().execute<{ n: string }[]>('select count(*) as n from identity.staff_user');
    return Number(rows[0]?.n);
  };

  const register = async (input: Record<string, unknown>, token?: string) => graphqlRequest<Registered>(url, REGISTER, { input: { captcha: await solvedCaptcha(), ...input } }, token);

  beforeAll(async () => {
    env = await startTestServices([identityService as never]);
    url = env.get('identity').url;
    app = env.get<IdentityApplication>('identity').app;
    const admin = await app.createStaffUser(systemPrincipal, { username: 'pat.admin', email: 'pat@example.com', password: 'admin-pass', role: 'pharmacy_admin', pharmacyId });
    adminId = admin.id;
    adminToken = (await signIn(url, 'pat.admin', 'admin-pass')).token;
  });
  afterAll(() => env.stop());

  it('lets a pharmacy admin add staff to their own pharmacy (the default role and pharmacy), who can then sign in', async () => {
    const created = await register({ username: 'new.staff', email: 'new@example.com', password: 'secret1' }, adminToken);
    expect(created.errors).toBeUndefined();
    expect(created.data?.registerStaff).toMatchObject({
      username: 'new.staff',
      email: 'new@example.com',
      firstName: null,
      lastName: null,
      role: 'pharmacy_staff',
      actualRole: 'pharmacy_staff',
      pharmacyId,
      status: 'active',
      isActive: true,
      isAdmin: false,
      lastActive: null,
      switchedRole: null,
    });
    const signedIn = await signIn(url, 'new.staff', 'secret1');
    expect(signedIn.user).toMatchObject({ username: 'new.staff', pharmacyId });
  });

  it('needs a solved captcha, and each solution works once', async () => {
    const missing = await graphqlRequest(url, REGISTER, { input: { username: 'no.captcha', email: 'nc@example.com', password: 'secret1', captcha: '' } }, adminToken);
    expect(missing.errors?.[0]).toMatchObject({ message: CAPTCHA_REQUIRED, extensions: { code: 'BAD_USER_INPUT', field: 'captcha' } });
    const captcha = await solvedCaptcha();
    const first = await graphqlRequest<Registered>(url, REGISTER, { input: { username: 'once.a', email: 'a@example.com', password: 'secret1', captcha } }, adminToken);
    expect(first.errors).toBeUndefined();
    const replay = await graphqlRequest(url, REGISTER, { input: { username: 'once.b', email: 'b@example.com', password: 'secret1', captcha } }, adminToken);
    expect(replay.errors?.[0]).toMatchObject({ message: CAPTCHA_REUSED, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await app.staff.listPharmacyUsers(systemPrincipal, pharmacyId)).not.toContainEqual(expect.objectContaining({ username: 'once.b' }));
  });

  it('writes identity.user.created to identity.outbox in the same transaction', async () => {
    const user = await app.createStaffUser(systemPrincipal, { username: 'evented', email: 'ev@example.com', password: 'secret1', pharmacyId });
    const rows = await env.get('identity').db.em().execute<{ type: string; tenant_id: string; data: unknown }[]>(
      'select type, tenant_id, data from identity.outbox where aggregate_id = ?',
      [user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'identity.user.created', tenant_id: pharmacyId });
    const data = typeof rows[0]!.data === 'string' ? JSON.parse(rows[0]!.data) : rows[0]!.data;
    expect(data).toEqual({ userId: user.id, username: 'evented', role: 'pharmacy_staff', pharmacyId });
  });

  it('keeps only an argon2id hash of the password', async () => {
    const user = await app.createStaffUser(systemPrincipal, { username: 'hashed', email: 'h@example.com', password: 'plain-secret', pharmacyId });
    const rows = await env.get('identity').db.em().execute<{ password_hash: string }[]>('select password_hash from identity.staff_user where id = ?', [user.id]);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]?.password_hash).not.toContain('plain-secret');
  });

  it('checks username, email, password and role with the form’s messages, and stores nothing', async () => {
    const before = await countUsers();
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'ab', email: 'a@example.com', password: 'secret1' }, 'Username must be at least 3 characters'],
      [{ username: 'abc', email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email address'],
      [{ username: 'abc', email: 'a@example.com', password: '12345' }, 'Password must be at least 6 characters'],
      [{ username: 'abc', email: 'a@example.com', password: 'secret1', role: 'super_admin' }, 'Role must be pharmacy_admin or pharmacy_staff'],
    ];
    for (const [input, message] of cases) {
      const refused = await register(input, adminToken);
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await countUsers()).toBe(before);
  });

  it('refuses a username that is taken, whatever its case, with CONFLICT', async () => {
    await app.createStaffUser(systemPrincipal, { username: 'Taken', email: 't1@example.com', password: 'secret1', pharmacyId });
    const again = await register({ username: 'taken', email: 't2@example.com', password: 'secret1' }, adminToken);
    expect(again.errors?.[0]).toMatchObject({ message: 'That username is already taken', extensions: { code: 'CONFLICT' } });
    await expect(app.createStaffUser(systemPrincipal, { username: ' TAKEN ', email: 't3@example.com', password: 'secret1', pharmacyId })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('forbids a pharmacy admin to add users to another pharmacy', async () => {
    const before = await countUsers();
    const elsewhere = await register({ username: 'intruder', email: 'i@example.com', password: 'secret1', pharmacyId: otherPharmacyId }, adminToken);
    expect(elsewhere.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await countUsers()).toBe(before);
  });

  it('forbids staff, guests, patients and anonymous callers to add users (before any captcha is spent)', async () => {
    const input = { username: 'sneaky', email: 's@example.com', password: 'secret1', pharmacyId };
    const asStaff = await register(input, await staffToken('pharmacy_staff', pharmacyId));
    expect(asStaff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asGuest = await register(input, await env.auth.tokenFor({ kind: 'guest', subject: 'guest-1', sessionId: randomUUID(), pharmacyId }));
    expect(asGuest.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asPatient = await register(input, await env.auth.tokenFor({ kind: 'patient', subject: randomUUID() }));
    expect(asPatient.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await register(input);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lets a super admin add users to any pharmacy, naming it', async () => {
    const token = await staffToken('super_admin', null);
    const other = await register({ username: 'other.admin', email: 'o@example.com', password: 'secret1', role: 'pharmacy_admin', pharmacyId: otherPharmacyId }, token);
    expect(other.data?.registerStaff).toMatchObject({ role: 'pharmacy_admin', pharmacyId: otherPharmacyId });
    const noPharmacy = await register({ username: 'lost', email: 'l@example.com', password: 'secret1' }, token);
    expect(noPharmacy.errors?.[0]).toMatchObject({ message: 'Please select a pharmacy', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('lets the host and super admins create super admins through the use case (seed)', async () => {
    const root = await app.createStaffUser(systemPrincipal, { username: 'root2', email: 'r@example.com', password: 'secret1', role: 'super_admin' });
    expect(root).toMatchObject({ role: 'super_admin', pharmacyId: null });
    await expect(app.createStaffUser(await principalOf(adminToken), { username: 'wannabe', email: 'w@example.com', password: 'secret1', role: 'super_admin' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('resolves a StaffUser reference for the user, their pharmacy and super admins only', async () => {
    const asAdmin = await graphqlRequest<{ _entities: { id: string }[] }>(url, ENTITY, { id: adminId }, adminToken);
    expect(asAdmin.data?._entities[0]).toEqual({ id: adminId, username: 'pat.admin' });
    const asColleague = await graphqlRequest<{ _entities: { id: string }[] }>(url, ENTITY, { id: adminId }, await staffToken('pharmacy_staff', pharmacyId));
    expect(asColleague.data?._entities[0]?.id).toBe(adminId);
    const asSuperAdmin = await graphqlRequest<{ _entities: { id: string }[] }>(url, ENTITY, { id: adminId }, await staffToken('super_admin', null));
    expect(asSuperAdmin.data?._entities[0]?.id).toBe(adminId);
    const asOutsider = await graphqlRequest(url, ENTITY, { id: adminId }, await staffToken('pharmacy_admin', otherPharmacyId));
    expect(asOutsider.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const unknown = await graphqlRequest(url, ENTITY, { id: 'not-a-uuid' }, await staffToken('super_admin', null));
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  const principalOf = (token: string) => env.auth.verifier.verify(token);
});
