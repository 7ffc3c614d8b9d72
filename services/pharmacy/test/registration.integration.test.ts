import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlRequest, solvedCaptcha, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { pharmacyService } from '../src/index';

const REGISTER = `mutation($input: RegisterPharmacyInput!) {
  registerPharmacy(input: $input) {
    id name address phone email licenseNumber status timeZone openingHours isOnline createdAt
    operatingHours { monday { isOpen openTime closeTime } sunday { isOpen openTime closeTime } }
    settings { chatGreeting businessHours emergencyContact autoResponses escalationEnabled notificationsEnabled }
  }
}`;
const APPROVE = `mutation($id: ID!) { approvePharmacy(id: $id) { id status } }`;
const PUBLIC_ONE = `query($id: ID!) { publicPharmacy(id: $id) { id name } }`;

const valid = {
  name: 'Main Street Pharmacy',
  address: '12 Main Street, Springfield',
  phone: '(555) 123-4567',
  email: 'owner@mainstreet.example',
  licenseNumber: 'RX-1001',
};

type Registered = { registerPharmacy: { id: string; status: string; [field: string]: unknown } };

describe('pharmacy registration and approval', () => {
  let env: TestServices;
  let url: string;
  let superAdmin: string;

  const count = async (table: 'pharmacy' | 'outbox') => {
    const rows = await env.get('pharmacy').db.em().execute<{ n: string }[]>(`select count(*) as n from pharmacy.${table}`);
    return Number(rows[0]?.n);
  };
  const outboxOf = (id: string) =>
    env.get('pharmacy').db.em().execute<{ type: string; tenant_id: string; data: unknown }[]>('select type, tenant_id, data from pharmacy.outbox where aggregate_id = ? order by seq', [id]);
  const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

  beforeAll(async () => {
    env = await startTestServices([pharmacyService as never]);
    url = env.get('pharmacy').url;
    superAdmin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'super_admin', username: 'root' });
  });
  afterAll(() => env.stop());

  it('registers a pharmacy for review with the default hours, time zone and settings', async () => {
    const result = await graphqlRequest<Registered>(url, REGISTER, { input: { ...valid, captcha: await solvedCaptcha() } }, superAdmin);
    expect(result.errors).toBeUndefined();
    const pharmacy = result.data!.registerPharmacy;
    expect(pharmacy).toMatchObject({
      ...valid,
      status: 'pending_approval',
      timeZone: 'America/Chicago',
      openingHours: 'Mon-Fri 9:00 AM - 6:00 PM, Sat 9:00 AM - 2:00 PM, Sun Closed',
      isOnline: false,
      operatingHours: { monday: { isOpen: true, openTime: '09:00', closeTime: '18:00' }, sunday: { isOpen: false } },
      settings: {
        businessHours: 'Mon-Fri 9:00 AM - 6:00 PM, Sat 9:00 AM - 2:00 PM, Sun Closed',
        emergencyContact: null,
        autoResponses: true,
        escalationEnabled: true,
        notificationsEnabled: true,
      },
    });
    expect((pharmacy.settings as { chatGreeting: string }).chatGreeting).toContain('Main Street Pharmacy');
    const events = await outboxOf(pharmacy.id);
    expect(events.map((e) => e.type)).toEqual(['pharmacy.pharmacy.registered']);
    expect(json(events[0]!.data)).toEqual({ pharmacyId: pharmacy.id, name: valid.name, status: 'pending_approval', phone: valid.phone });
  });

  it('takes explicit nulls for the optional hours and time zone as the defaults', async () => {
    const result = await graphqlRequest<Registered>(url, REGISTER, { input: { ...valid, name: 'Null Hours Pharmacy', operatingHours: null, timeZone: null, captcha: await solvedCaptcha() } }, superAdmin);
    expect(result.errors).toBeUndefined();
    expect(result.data?.registerPharmacy).toMatchObject({ timeZone: 'America/Chicago', openingHours: 'Mon-Fri 9:00 AM - 6:00 PM, Sat 9:00 AM - 2:00 PM, Sun Closed' });
  });

  it('checks the form’s rules with its messages and stores nothing', async () => {
    const before = { pharmacies: await count('pharmacy'), events: await count('outbox') };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: 'A' }, 'Pharmacy name is required'],
      [{ ...valid, address: 'Main' }, 'Complete address is required'],
      [{ ...valid, phone: '555-1234' }, 'Valid phone number is required'],
      [{ ...valid, phone: 'call the shop' }, 'Valid phone number is required'],
      [{ ...valid, email: 'owner-at-example' }, 'Valid email is required'],
      [{ ...valid, licenseNumber: 'RX' }, 'License number is required'],
      [{ ...valid, timeZone: 'Mars/Olympus_Mons' }, 'Time zone must be an IANA name such as America/Chicago'],
    ];
    for (const [input, message] of cases) {
      const refused = await graphqlRequest(url, REGISTER, { input }, superAdmin);
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const badHours = await graphqlRequest(url, REGISTER, {
      input: { ...valid, operatingHours: { ...Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, { isOpen: true, openTime: '9am', closeTime: '18:00' }])) } },
    }, superAdmin);
    expect(badHours.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await count('pharmacy')).toBe(before.pharmacies);
    expect(await count('outbox')).toBe(before.events);
  });

  it('keeps a pending pharmacy out of the public directory until a super admin approves it', async () => {
    const { id } = (await graphqlRequest<Registered>(url, REGISTER, { input: { ...valid, name: 'Approval Pharmacy', captcha: await solvedCaptcha() } }, superAdmin)).data!.registerPharmacy;
    const hidden = await graphqlRequest(url, PUBLIC_ONE, { id });
    expect(hidden.errors?.[0]).toMatchObject({ message: 'Pharmacy not found', extensions: { code: 'NOT_FOUND' } });
    const list = await graphqlRequest<{ publicPharmacies: { id: string }[] }>(url, `{ publicPharmacies { id } }`);
    expect(list.data?.publicPharmacies.map((p) => p.id)).not.toContain(id);

    const approved = await graphqlRequest<{ approvePharmacy: { id: string; status: string } }>(url, APPROVE, { id }, superAdmin);
    expect(approved.errors).toBeUndefined();
    expect(approved.data?.approvePharmacy).toEqual({ id, status: 'active' });
    const events = await outboxOf(id);
    expect(events.map((e) => e.type)).toEqual(['pharmacy.pharmacy.registered', 'pharmacy.pharmacy.approved']);
    expect(events[1]).toMatchObject({ tenant_id: id });
    expect(json(events[1]!.data)).toMatchObject({ pharmacyId: id, name: 'Approval Pharmacy', status: 'active', timeZone: 'America/Chicago', emergencyContact: null });
    expect(Object.keys((json(events[1]!.data) as { operatingHours: object }).operatingHours)).toHaveLength(7);

    const visible = await graphqlRequest<{ publicPharmacy: { id: string; name: string } }>(url, PUBLIC_ONE, { id });
    expect(visible.data?.publicPharmacy).toEqual({ id, name: 'Approval Pharmacy' });
  });

  it('registers a pharmacy without an owner only for super admins (the public form registers with its owner, through identity)', async () => {
    const anonymous = await graphqlRequest(url, `mutation($input: RegisterPharmacyInput!) { registerPharmacy(input: $input) { id } }`, { input: { ...valid, captcha: await solvedCaptcha() } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const admin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId: randomUUID() });
    const asAdmin = await graphqlRequest(url, `mutation($input: RegisterPharmacyInput!) { registerPharmacy(input: $input) { id } }`, { input: { ...valid, captcha: await solvedCaptcha() } }, admin);
    expect(asAdmin.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('approves only from pending_approval (CONFLICT) and only for super admins (FORBIDDEN)', async () => {
    const { id } = (await graphqlRequest<Registered>(url, REGISTER, { input: { ...valid, name: 'Twice Pharmacy', captcha: await solvedCaptcha() } }, superAdmin)).data!.registerPharmacy;
    const asAdminOfIt = await graphqlRequest(url, APPROVE, { id }, await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId: id }));
    expect(asAdminOfIt.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await graphqlRequest(url, APPROVE, { id });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    expect((await graphqlRequest(url, APPROVE, { id }, superAdmin)).errors).toBeUndefined();
    const again = await graphqlRequest(url, APPROVE, { id }, superAdmin);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await outboxOf(id)).filter((e) => e.type === 'pharmacy.pharmacy.approved')).toHaveLength(1);

    const unknown = await graphqlRequest(url, APPROVE, { id: randomUUID() }, superAdmin);
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Pharmacy not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('needs a solved captcha from the public form, and each solution works once', async () => {
    const missing = await graphqlRequest(url, REGISTER, { input: { ...valid, name: 'No Captcha Pharmacy' } }, superAdmin);
    expect(missing.errors?.[0]).toMatchObject({ message: 'Please complete the captcha verification.', extensions: { code: 'BAD_USER_INPUT' } });
    const captcha = await solvedCaptcha();
    expect((await graphqlRequest(url, REGISTER, { input: { ...valid, name: 'First Use Pharmacy', captcha } }, superAdmin)).errors).toBeUndefined();
    const replay = await graphqlRequest(url, REGISTER, { input: { ...valid, name: 'Replay Pharmacy', captcha } }, superAdmin);
    expect(replay.errors?.[0]).toMatchObject({ message: 'This captcha was already used. Please solve it again.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
