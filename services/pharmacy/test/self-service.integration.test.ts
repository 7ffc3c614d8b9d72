import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemPrincipal, type AnyEnvelope } from '@pharmachat/chassis';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { pharmacyService, weekdays, type DayHours, type OperatingHours, type PharmacyApplication } from '../src/index';

const everyDay = (day: DayHours) => Object.fromEntries(weekdays.map((d) => [d, day])) as OperatingHours;
const details = (name: string) => ({ name, address: `${name} Road 1, Springfield`, phone: '555 000 1111 2', email: 'shop@example.com', licenseNumber: `LIC-${randomUUID().slice(0, 6)}` });

const FIELDS = 'id name address phone email openingHours isOnline chatGreeting settings { chatGreeting businessHours emergencyContact autoResponses escalationEnabled notificationsEnabled }';
const UPDATE = `mutation($id: ID!, $input: UpdatePharmacyInput!) { updatePharmacy(id: $id, input: $input) { ${FIELDS} } }`;
const MINE = '{ myPharmacies { id name } }';
const PUBLIC_ONE = 'query($id: ID!) { publicPharmacy(id: $id) { id chatGreeting businessHours settings { chatGreeting } } }';

interface View {
  id: string;
  name: string;
  openingHours: string;
  isOnline: boolean;
  chatGreeting: string;
  settings: { chatGreeting: string; businessHours: string; emergencyContact: string | null; autoResponses: boolean; escalationEnabled: boolean; notificationsEnabled: boolean };
}

describe('the owner runs their pharmacy: settings and locations', () => {
  let env: TestServices;
  let url: string;
  let app: PharmacyApplication;
  const ids = { own: '', other: '' };
  const updates: AnyEnvelope[] = [];

  const token = (pharmacyId: string | null, role: 'super_admin' | 'pharmacy_admin' | 'pharmacy_staff', subject = randomUUID()) =>
    env.auth.tokenFor({ kind: 'staff', subject, role, pharmacyId, username: 'someone' });

  beforeAll(async () => {
    env = await startTestServices([pharmacyService as never]);
    url = env.get('pharmacy').url;
    app = env.get<PharmacyApplication>('pharmacy').app;
    await env.transport.listen(['pharmacy.pharmacy.updated'], (e) => updates.push(e));
    const own = await app.registerPharmacy(systemPrincipal, details('Maple Pharmacy'));
    const other = await app.registerPharmacy(systemPrincipal, details('Birch Pharmacy'));
    await app.approvePharmacy(systemPrincipal, own.id);
    await app.approvePharmacy(systemPrincipal, other.id);
    Object.assign(ids, { own: own.id, other: other.id });
  });
  afterAll(() => env.stop());

  it('saves Settings: information, greeting, emergency contact and switches; the greeting is public; others hear of it', async () => {
    const result = await graphqlRequest<{ updatePharmacy: View }>(url, UPDATE, {
      id: ids.own,
      input: {
        name: 'Maple Pharmacy & Clinic',
        settings: { chatGreeting: 'Hi! Maple here: ask us anything.', businessHours: 'Weekdays 9 to 6', emergencyContact: '(217) 555-0999', autoResponses: false, notificationsEnabled: false },
      },
    }, await token(ids.own, 'pharmacy_admin'));
    expect(result.errors).toBeUndefined();
    expect(result.data?.updatePharmacy).toMatchObject({
      name: 'Maple Pharmacy & Clinic',
      chatGreeting: 'Hi! Maple here: ask us anything.',
      settings: { chatGreeting: 'Hi! Maple here: ask us anything.', emergencyContact: '(217) 555-0999', autoResponses: false, escalationEnabled: true, notificationsEnabled: false },
    });
    // the public sees the greeting, not the settings
    const publicView = await graphqlRequest<{ publicPharmacy: { chatGreeting: string; settings: unknown } }>(url, PUBLIC_ONE, { id: ids.own });
    expect(publicView.data?.publicPharmacy).toEqual({ id: ids.own, chatGreeting: 'Hi! Maple here: ask us anything.', businessHours: 'Weekdays 9 to 6', settings: null });

    await env.settle();
    const event = updates.find((e) => (e.data as { pharmacyId: string }).pharmacyId === ids.own);
    expect(event?.data).toMatchObject({ name: 'Maple Pharmacy & Clinic', emergencyContact: '(217) 555-0999', autoResponses: false, escalationEnabled: true, status: 'active' });

    // an empty emergency contact goes back to the local emergency number
    const cleared = await graphqlRequest<{ updatePharmacy: View }>(url, UPDATE, { id: ids.own, input: { settings: { emergencyContact: '' } } }, await token(ids.own, 'pharmacy_admin'));
    expect(cleared.data?.updatePharmacy.settings.emergencyContact).toBeNull();
  });

  it('changes opening hours: the text and isOnline follow', async () => {
    const open = everyDay({ isOpen: true, openTime: '00:00', closeTime: '24:00' });
    const result = await graphqlRequest<{ updatePharmacy: View }>(url, UPDATE, { id: ids.own, input: { operatingHours: open, timeZone: 'UTC' } }, await token(ids.own, 'pharmacy_admin'));
    expect(result.data?.updatePharmacy).toMatchObject({ openingHours: 'Mon-Sun Open 24 hours', isOnline: true });
    const closed = everyDay({ isOpen: false, openTime: '09:00', closeTime: '18:00' });
    const after = await graphqlRequest<{ updatePharmacy: View }>(url, UPDATE, { id: ids.own, input: { operatingHours: closed } }, await token(ids.own, 'pharmacy_admin'));
    expect(after.data?.updatePharmacy).toMatchObject({ openingHours: 'Mon-Sun Closed', isOnline: false });
  });

  it('refuses what breaks a rule with the form’s message', async () => {
    const admin = await token(ids.own, 'pharmacy_admin');
    const blank = await graphqlRequest(url, UPDATE, { id: ids.own, input: { name: ' ' } }, admin);
    expect(blank.errors?.[0]).toMatchObject({ message: 'Pharmacy name is required', extensions: { code: 'BAD_USER_INPUT' } });
    const contact = await graphqlRequest(url, UPDATE, { id: ids.own, input: { settings: { emergencyContact: 'call mom' } } }, admin);
    expect(contact.errors?.[0]?.message).toBe('Emergency contact must be a phone number such as 911 or (217) 555-0100.');
    const greeting = await graphqlRequest(url, UPDATE, { id: ids.own, input: { settings: { chatGreeting: '  ' } } }, admin);
    expect(greeting.errors?.[0]?.message).toMatch(/^Chat greeting is required/);
    const hours = await graphqlRequest(url, UPDATE, { id: ids.own, input: { operatingHours: everyDay({ isOpen: true, openTime: '9am', closeTime: '18:00' }) } }, admin);
    expect(hours.errors?.[0]?.message).toBe('Opening times must be given as HH:MM (00:00 to 23:59)');
  });

  it('lets only the owner and super admins change a pharmacy; staff are refused, another owner gets not found', async () => {
    const input = { name: 'Hijacked' };
    const other = await graphqlRequest(url, UPDATE, { id: ids.own, input }, await token(ids.other, 'pharmacy_admin'));
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const staff = await graphqlRequest(url, UPDATE, { id: ids.own, input }, await token(ids.own, 'pharmacy_staff'));
    expect(staff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await graphqlRequest(url, UPDATE, { id: ids.own, input });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const superAdmin = await graphqlRequest<{ updatePharmacy: View }>(url, UPDATE, { id: ids.other, input: { name: 'Birch Pharmacy East' } }, await token(null, 'super_admin'));
    expect(superAdmin.data?.updatePharmacy.name).toBe('Birch Pharmacy East');
  });

  it('lists the caller’s own pharmacies: the owner’s, every one for a super admin, none for staff', async () => {
    const own = await graphqlRequest<{ myPharmacies: { id: string }[] }>(url, MINE, {}, await token(ids.own, 'pharmacy_admin'));
    expect(own.data?.myPharmacies.map((p) => p.id)).toEqual([ids.own]);
    const all = await graphqlRequest<{ myPharmacies: { id: string }[] }>(url, MINE, {}, await token(null, 'super_admin'));
    expect(all.data?.myPharmacies.map((p) => p.id).sort()).toEqual([ids.own, ids.other].sort());
    const staff = await graphqlRequest(url, MINE, {}, await token(ids.own, 'pharmacy_staff'));
    expect(staff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('adds a location only on the Enterprise plan; it waits for review and the owner can delete it until it opens', async () => {
    const ownerId = randomUUID();
    const admin = await token(ids.own, 'pharmacy_admin', ownerId);
    const ADD = 'mutation($input: PharmacyLocationInput!) { addPharmacyLocation(input: $input) { id name status } }';
    const input = { ...details('Maple Pharmacy North'), operatingHours: everyDay({ isOpen: true, openTime: '08:00', closeTime: '20:00' }) };
    const subscription = (plan: string): AnyEnvelope => ({
      id: randomUUID(), type: 'billing.subscription.started', version: 1, source: 'billing', tenantId: ids.own, aggregateId: ids.own,
      occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null,
      data: { subscriptionId: randomUUID(), pharmacyId: ids.own, plan, status: 'active', conversationLimit: plan === 'enterprise' ? null : 100, currentPeriodEnd: new Date().toISOString(), trialEnd: null },
    });

    await env.publish(subscription('free_trial'));
    await env.settle();
    const refused = await graphqlRequest(url, ADD, { input }, admin);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN', reason: 'pharmacy.locations_need_enterprise' } });
    expect(refused.errors?.[0]?.message).toMatch(/^Managing several pharmacy locations is part of the Enterprise plan .* this pharmacy is on free trial\. Upgrade/);
    const superAdmin = await graphqlRequest(url, ADD, { input }, await token(null, 'super_admin'));
    expect(superAdmin.errors?.[0]?.message).toMatch(/super admins add pharmacies in Admin Pharmacies/);
    const viewingAs = await graphqlRequest(url, ADD, { input }, await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', actualRole: 'super_admin', pharmacyId: ids.own, username: 'superadmin' }));
    expect(viewingAs.errors?.[0]?.message).toMatch(/super admins add pharmacies in Admin Pharmacies/);

    await env.publish(subscription('enterprise'));
    await env.settle();
    const added = await graphqlRequest<{ addPharmacyLocation: { id: string; status: string } }>(url, ADD, { input }, admin);
    expect(added.errors).toBeUndefined();
    expect(added.data?.addPharmacyLocation).toMatchObject({ name: 'Maple Pharmacy North', status: 'pending_approval' });
    const locationId = added.data!.addPharmacyLocation.id;
    const mine = await graphqlRequest<{ myPharmacies: { id: string }[] }>(url, MINE, {}, admin);
    expect(mine.data?.myPharmacies.map((p) => p.id).sort()).toEqual([ids.own, locationId].sort());
    // another admin of the same pharmacy does not own it
    const colleague = await graphqlRequest<{ myPharmacies: { id: string }[] }>(url, MINE, {}, await token(ids.own, 'pharmacy_admin'));
    expect(colleague.data?.myPharmacies.map((p) => p.id)).toEqual([ids.own]);
    // the owner edits it (hours) although it is not the pharmacy they work in
    const edited = await graphqlRequest<{ updatePharmacy: View }>(url, UPDATE, { id: locationId, input: { phone: '(217) 555-0177' } }, admin);
    expect(edited.errors).toBeUndefined();

    const DELETE = 'mutation($id: ID!) { deletePharmacyLocation(id: $id) }';
    const own = await graphqlRequest(url, DELETE, { id: ids.own }, admin);
    expect(own.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(own.errors?.[0]?.message).toMatch(/^This is the pharmacy your account works in/);
    const foreign = await graphqlRequest(url, DELETE, { id: locationId }, await token(ids.other, 'pharmacy_admin'));
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const deleted = await graphqlRequest<{ deletePharmacyLocation: string }>(url, DELETE, { id: locationId }, admin);
    expect(deleted.data?.deletePharmacyLocation).toBe(locationId);
    expect((await graphqlRequest<{ myPharmacies: { id: string }[] }>(url, MINE, {}, admin)).data?.myPharmacies.map((p) => p.id)).toEqual([ids.own]);
  });
});
