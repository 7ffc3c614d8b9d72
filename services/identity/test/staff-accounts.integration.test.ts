import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemPrincipal } from '@pharmachat/chassis';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { identityService, type IdentityApplication } from '../src/index';

const pharmacyId = randomUUID();
const otherPharmacyId = randomUUID();

const CREATE = `mutation($input: CreateStaffUserInput!) {
  createStaffUser(input: $input) { id username email firstName lastName role pharmacyId status isActive isAdmin createdAt lastActive }
}`;
const ENTITY = `query($id: ID!) { _entities(representations: [{ __typename: "StaffUser", id: $id }]) { ... on StaffUser { id username } } }`;

type Created = { createStaffUser: { id: string; username: string; role: string; pharmacyId: string | null } };

describe('staff accounts', () => {
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

  beforeAll(async () => {
    env = await startTestServices([identityService as never]);
    url = env.get('identity').url;
    app = env.get<IdentityApplication>('identity').app;
    const admin = await app.createStaffUser(systemPrincipal, { username: 'pat.admin', email: 'pat@example.com', password: 'admin-pass', role: 'pharmacy_admin', pharmacyId });
    adminId = admin.id;
    adminToken = await staffToken('pharmacy_admin', pharmacyId, adminId);
  });
  afterAll(() => env.stop());

  it('lets a pharmacy admin add staff to their own pharmacy (the default role and pharmacy)', async () => {
    const created = await graphqlRequest<Created>(url, CREATE, { input: { username: 'new.staff', email: 'new@example.com', password: 'secret1', firstName: 'New' } }, adminToken);
    expect(created.errors).toBeUndefined();
    expect(created.data?.createStaffUser).toMatchObject({
      username: 'new.staff',
      email: 'new@example.com',
      firstName: 'New',
      lastName: null,
      role: 'pharmacy_staff',
      pharmacyId,
      status: 'active',
      isActive: true,
      isAdmin: false,
      lastActive: null,
    });
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

  it('checks username, email and password with the form’s messages, and stores nothing', async () => {
    const before = await countUsers();
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'ab', email: 'a@example.com', password: 'secret1' }, 'Username must be at least 3 characters'],
      [{ username: 'abc', email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email address'],
      [{ username: 'abc', email: 'a@example.com', password: '12345' }, 'Password must be at least 6 characters'],
    ];
    for (const [input, message] of cases) {
      const refused = await graphqlRequest(url, CREATE, { input }, adminToken);
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await countUsers()).toBe(before);
  });

  it('refuses a username that is taken, whatever its case, with CONFLICT', async () => {
    await app.createStaffUser(systemPrincipal, { username: 'Taken', email: 't1@example.com', password: 'secret1', pharmacyId });
    const again = await graphqlRequest(url, CREATE, { input: { username: 'taken', email: 't2@example.com', password: 'secret1' } }, adminToken);
    expect(again.errors?.[0]).toMatchObject({ message: 'That username is already taken', extensions: { code: 'CONFLICT' } });
    await expect(app.createStaffUser(systemPrincipal, { username: ' TAKEN ', email: 't3@example.com', password: 'secret1', pharmacyId })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('forbids a pharmacy admin to create users in another pharmacy or a super admin', async () => {
    const elsewhere = await graphqlRequest(url, CREATE, { input: { username: 'intruder', email: 'i@example.com', password: 'secret1', pharmacyId: otherPharmacyId } }, adminToken);
    expect(elsewhere.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const superAdmin = await graphqlRequest(url, CREATE, { input: { username: 'wannabe', email: 'w@example.com', password: 'secret1', role: 'super_admin' } }, adminToken);
    expect(superAdmin.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('forbids staff, guests and anonymous callers to create users', async () => {
    const input = { username: 'sneaky', email: 's@example.com', password: 'secret1', pharmacyId };
    const asStaff = await graphqlRequest(url, CREATE, { input }, await staffToken('pharmacy_staff', pharmacyId));
    expect(asStaff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asGuest = await graphqlRequest(url, CREATE, { input }, await env.auth.tokenFor({ kind: 'guest', subject: 'guest-1', sessionId: randomUUID(), pharmacyId }));
    expect(asGuest.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await graphqlRequest(url, CREATE, { input });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lets a super admin create users of any pharmacy and other super admins, but a pharmacy role needs a pharmacy', async () => {
    const token = await staffToken('super_admin', null);
    const other = await graphqlRequest<Created>(url, CREATE, { input: { username: 'other.admin', email: 'o@example.com', password: 'secret1', role: 'pharmacy_admin', pharmacyId: otherPharmacyId } }, token);
    expect(other.data?.createStaffUser).toMatchObject({ role: 'pharmacy_admin', pharmacyId: otherPharmacyId });
    const root = await graphqlRequest<Created>(url, CREATE, { input: { username: 'root2', email: 'r@example.com', password: 'secret1', role: 'super_admin' } }, token);
    expect(root.data?.createStaffUser).toMatchObject({ role: 'super_admin', pharmacyId: null });
    const noPharmacy = await graphqlRequest(url, CREATE, { input: { username: 'lost', email: 'l@example.com', password: 'secret1' } }, token);
    expect(noPharmacy.errors?.[0]).toMatchObject({ message: 'Please select a pharmacy', extensions: { code: 'BAD_USER_INPUT' } });
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
});
