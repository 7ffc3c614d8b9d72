import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemPrincipal } from '@pharmachat/chassis';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { pharmacyService, weekdays, type DayHours, type OperatingHours, type PharmacyApplication } from '../src/index';

const everyDay = (day: DayHours) => Object.fromEntries(weekdays.map((d) => [d, day])) as OperatingHours;
const alwaysOpen = everyDay({ isOpen: true, openTime: '00:00', closeTime: '24:00' });
const neverOpen = everyDay({ isOpen: false, openTime: '09:00', closeTime: '18:00' });

const details = (name: string) => ({ name, address: `${name} Road 1, Springfield`, phone: '555 000 1111 2', email: 'shop@example.com', licenseNumber: 'LIC-123' });

const FIELDS = 'id name address phone email licenseNumber openingHours timeZone isOnline status createdAt settings { chatGreeting }';
const PUBLIC_LIST = `{ publicPharmacies { ${FIELDS} } }`;
const PUBLIC_ONE = `query($id: ID!) { publicPharmacy(id: $id) { ${FIELDS} } }`;
const OWNER = `query($id: ID!) { pharmacy(id: $id) { ${FIELDS} } }`;
const ENTITY = `query($id: ID!) { _entities(representations: [{ __typename: "Pharmacy", id: $id }]) { ... on Pharmacy { id name email status } } }`;

type View = { id: string; name: string; email: string | null; licenseNumber: string | null; status: string | null; isOnline: boolean; settings: unknown };

describe('public directory and owner view', () => {
  let env: TestServices;
  let url: string;
  let app: PharmacyApplication;
  const ids = { open: '', closed: '', pending: '' };

  const staffOf = (pharmacyId: string | null, role: 'super_admin' | 'pharmacy_admin' | 'pharmacy_staff' = 'pharmacy_staff') =>
    env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role, pharmacyId, username: 'someone' });

  beforeAll(async () => {
    env = await startTestServices([pharmacyService as never]);
    url = env.get('pharmacy').url;
    app = env.get<PharmacyApplication>('pharmacy').app;
    // registered in an order different from the alphabetical one
    const open = await app.registerPharmacy(systemPrincipal, { ...details('Zephyr Drugs'), operatingHours: alwaysOpen, timeZone: 'UTC' });
    const closed = await app.registerPharmacy(systemPrincipal, { ...details('apple Pharmacy'), operatingHours: neverOpen, timeZone: 'Europe/Berlin' });
    const pending = await app.registerPharmacy(systemPrincipal, { ...details('Middle Pending'), operatingHours: alwaysOpen });
    await app.approvePharmacy(systemPrincipal, open.id);
    await app.approvePharmacy(systemPrincipal, closed.id);
    Object.assign(ids, { open: open.id, closed: closed.id, pending: pending.id });
  });
  afterAll(() => env.stop());

  it('lists only active pharmacies, by name, without what only their staff may see', async () => {
    const result = await graphqlRequest<{ publicPharmacies: View[] }>(url, PUBLIC_LIST);
    expect(result.errors).toBeUndefined();
    const list = result.data!.publicPharmacies;
    expect(list.map((p) => p.name)).toEqual(['apple Pharmacy', 'Zephyr Drugs']);
    for (const pharmacy of list) expect(pharmacy).toMatchObject({ email: null, licenseNumber: null, status: null, settings: null });
  });

  it('says isOnline from the opening hours on the pharmacy’s clock', async () => {
    const open = await graphqlRequest<{ publicPharmacy: View }>(url, PUBLIC_ONE, { id: ids.open });
    expect(open.data?.publicPharmacy).toMatchObject({ name: 'Zephyr Drugs', isOnline: true, openingHours: 'Mon-Sun Open 24 hours', timeZone: 'UTC' });
    const closed = await graphqlRequest<{ publicPharmacy: View }>(url, PUBLIC_ONE, { id: ids.closed });
    expect(closed.data?.publicPharmacy).toMatchObject({ isOnline: false, openingHours: 'Mon-Sun Closed' });
    // open around the clock, but not yet approved: not online
    const pending = await graphqlRequest<{ pharmacy: View }>(url, OWNER, { id: ids.pending }, await staffOf(ids.pending, 'pharmacy_admin'));
    expect(pending.data?.pharmacy).toMatchObject({ status: 'pending_approval', isOnline: false });
  });

  it('answers NOT_FOUND for unknown, malformed and pending ids', async () => {
    for (const id of [randomUUID(), 'not-an-id', ids.pending]) {
      const result = await graphqlRequest(url, PUBLIC_ONE, { id });
      expect(result.errors?.[0]).toMatchObject({ message: 'Pharmacy not found', extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('shows the owner view to its staff and super admins only', async () => {
    const asStaff = await graphqlRequest<{ pharmacy: View }>(url, OWNER, { id: ids.open }, await staffOf(ids.open));
    expect(asStaff.data?.pharmacy).toMatchObject({ email: 'shop@example.com', licenseNumber: 'LIC-123', status: 'active', settings: { chatGreeting: expect.stringContaining('Zephyr Drugs') } });
    const asSuperAdmin = await graphqlRequest<{ pharmacy: View }>(url, OWNER, { id: ids.pending }, await staffOf(null, 'super_admin'));
    expect(asSuperAdmin.data?.pharmacy.status).toBe('pending_approval');

    const asOtherStaff = await graphqlRequest(url, OWNER, { id: ids.open }, await staffOf(ids.closed, 'pharmacy_admin'));
    expect(asOtherStaff.errors?.[0]).toMatchObject({ message: 'Pharmacy not found', extensions: { code: 'NOT_FOUND' } });
    const asGuest = await graphqlRequest(url, OWNER, { id: ids.open }, await env.auth.tokenFor({ kind: 'guest', subject: 'guest-1', sessionId: randomUUID(), pharmacyId: ids.open }));
    expect(asGuest.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await graphqlRequest(url, OWNER, { id: ids.open });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('resolves Pharmacy references for other subgraphs: public view of active ones, owner view for its staff', async () => {
    const asPublic = await graphqlRequest<{ _entities: View[] }>(url, ENTITY, { id: ids.open });
    expect(asPublic.data?._entities[0]).toEqual({ id: ids.open, name: 'Zephyr Drugs', email: null, status: null });
    const asStaff = await graphqlRequest<{ _entities: View[] }>(url, ENTITY, { id: ids.open }, await staffOf(ids.open));
    expect(asStaff.data?._entities[0]).toMatchObject({ email: 'shop@example.com', status: 'active' });
    const pending = await graphqlRequest(url, ENTITY, { id: ids.pending }, await staffOf(ids.open));
    expect(pending.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
