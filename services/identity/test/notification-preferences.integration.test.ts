import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemPrincipal } from '@pharmachat/chassis';
import { startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import type { IdentityApplication } from '../src/application/identity.application';
import { identityService } from '../src/index';
import { ask, signIn } from './identity-test-support';

const FIELDS = 'browserNotifications soundAlerts emailNotifications urgentOnly autoRefresh';
const MINE = `query { myNotificationPreferences { ${FIELDS} } }`;
const UPDATE = `mutation($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { ${FIELDS} } }`;
const DEFAULTS = { browserNotifications: true, soundAlerts: true, emailNotifications: false, urgentOnly: false, autoRefresh: 5 };

type Preferences = typeof DEFAULTS;

describe('staff notification preferences, saved on the server', () => {
  let env: TestServices;
  let url: string;
  let app: IdentityApplication;
  const pharmacyId = randomUUID();
  let staff: string;
  let staffId: string;
  let admin: string;

  beforeAll(async () => {
    env = await startTestServices([identityService as never]);
    url = env.get('identity').url;
    app = env.get<IdentityApplication>('identity').app;
    staffId = (await app.createStaffUser(systemPrincipal, { username: 'nina.staff', email: 'nina@example.com', password: 'staff-pass', role: 'pharmacy_staff', pharmacyId })).id;
    await app.createStaffUser(systemPrincipal, { username: 'omar.admin', email: 'omar@example.com', password: 'admin-pass', role: 'pharmacy_admin', pharmacyId });
    staff = (await signIn(url, 'nina.staff', 'staff-pass')).token;
    admin = (await signIn(url, 'omar.admin', 'admin-pass')).token;
  });
  afterAll(() => env.stop());

  it("reads the specification's defaults until the member saves, without writing anything", async () => {
    const mine = await ask<{ myNotificationPreferences: Preferences }>(url, MINE, {}, { token: staff });
    expect(mine.data?.myNotificationPreferences).toEqual(DEFAULTS);
    const rows = await env.get('identity').db.em().execute('select 1 from identity.staff_notification_preferences');
    expect(rows).toEqual([]);
  });

  it('saves a partial change per person, and follows them to a new sign-in (another device)', async () => {
    const saved = await ask<{ updateNotificationPreferences: Preferences }>(url, UPDATE, { input: { urgentOnly: true, autoRefresh: 30 } }, { token: staff });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateNotificationPreferences).toEqual({ ...DEFAULTS, urgentOnly: true, autoRefresh: 30 });
    const again = await ask<{ updateNotificationPreferences: Preferences }>(url, UPDATE, { input: { soundAlerts: false, urgentOnly: null } }, { token: staff });
    expect(again.data?.updateNotificationPreferences).toEqual({ ...DEFAULTS, urgentOnly: true, autoRefresh: 30, soundAlerts: false });

    const otherDevice = (await signIn(url, 'nina.staff', 'staff-pass')).token;
    const there = await ask<{ myNotificationPreferences: Preferences }>(url, MINE, {}, { token: otherDevice });
    expect(there.data?.myNotificationPreferences).toEqual({ ...DEFAULTS, urgentOnly: true, autoRefresh: 30, soundAlerts: false });
    // another member of the same pharmacy keeps their own
    const theirs = await ask<{ myNotificationPreferences: Preferences }>(url, MINE, {}, { token: admin });
    expect(theirs.data?.myNotificationPreferences).toEqual(DEFAULTS);
  });

  it('accepts auto refresh off (0) or 5 to 300 seconds, and names the field otherwise', async () => {
    for (const autoRefresh of [0, 5, 300]) {
      const ok = await ask<{ updateNotificationPreferences: Preferences }>(url, UPDATE, { input: { autoRefresh } }, { token: admin });
      expect(ok.data?.updateNotificationPreferences.autoRefresh).toBe(autoRefresh);
    }
    for (const autoRefresh of [-1, 1, 4, 301, 100000]) {
      const refused = await ask(url, UPDATE, { input: { autoRefresh, soundAlerts: false } }, { token: admin });
      expect(refused.errors?.[0]?.message).toBe('autoRefresh must be 0 (off) or a whole number of seconds from 5 to 300.');
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { autoRefresh: 'autoRefresh must be 0 (off) or a whole number of seconds from 5 to 300.' } });
    }
    // nothing of a refused change was kept
    const mine = await ask<{ myNotificationPreferences: Preferences }>(url, MINE, {}, { token: admin });
    expect(mine.data?.myNotificationPreferences).toEqual({ ...DEFAULTS, autoRefresh: 300 });
  });

  it('is for staff only: patients, doctors and guests are refused with a message, anonymous callers asked to sign in', async () => {
    for (const kind of ['patient', 'doctor', 'guest'] as const) {
      const token = await env.auth.tokenFor({ kind, subject: randomUUID(), ...(kind === 'guest' ? { sessionId: randomUUID(), pharmacyId } : {}) });
      for (const [query, variables] of [[MINE, {}], [UPDATE, { input: { soundAlerts: false } }]] as const) {
        const refused = await ask(url, query, variables, { token });
        expect(refused.errors?.[0]?.extensions?.code, kind).toBe('FORBIDDEN');
        expect(refused.errors?.[0]?.message).toBe('Notification preferences belong to pharmacy staff accounts. Sign in with your staff account to change them.');
      }
    }
    const anonymous = await ask(url, UPDATE, { input: { soundAlerts: false } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('goes with the account when it is deleted', async () => {
    const superAdmin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'super_admin', username: 'root' });
    const deleted = await ask(url, 'mutation($id: ID!) { adminDeleteUser(id: $id) }', { id: staffId }, { token: superAdmin });
    expect(deleted.errors).toBeUndefined();
    const rows = await env.get('identity').db.em().execute('select 1 from identity.staff_notification_preferences where user_id = ?', [staffId]);
    expect(rows).toEqual([]);
  });
});
