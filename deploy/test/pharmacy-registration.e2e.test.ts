import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEventually as eventually, createTestDatabase, type TestDatabase } from '@pharmachat/chassis/testing';
import { issueCaptchaChallenge, solveCaptchaChallenge } from '@pharmachat/chassis';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD } from '../src/seed';
import { hostEnv, restClient } from './e2e-support';

/**
 * A pharmacy's life through the REST API of the all-in-one host: registration (the saga across identity and
 * pharmacy, and its compensation), the owner's sign-in before and after review, the mails in the outbox, the super
 * admin's approve, reject, trial, suspend and reactivate, and deletion through every service.
 */
let host: AllInOne;
let base: string;
let database: TestDatabase | null = null;
let superAdmin: string;
const api = restClient(() => base);
/** events travel between services: on a busy machine (CI runs test files side by side) that can take seconds */
const expectEventually = <T,>(check: () => Promise<T | null | undefined | false>, options: { timeoutMs?: number } = {}) => eventually(check, { timeoutMs: 30_000, ...options });
const captchaSettings = { secret: 'registration-captcha-secret-0123456789', cost: 1, maxCounter: 30 };
const captcha = async () => solveCaptchaChallenge(await issueCaptchaChallenge(captchaSettings));

interface AdminPharmacy {
  id: string;
  name: string;
  status: string;
  ownerName: string | null;
  ownerEmail: string | null;
  rejectionReason: string | null;
  subscription: { plan: string; trialEnd: string | null } | null;
}
interface Mail {
  kind: string;
  to: string;
  subject: string;
  body: string;
  status: string;
  pharmacyId: string | null;
}

function form(tag = randomUUID().slice(0, 8), overrides: { licenseNumber?: string; username?: string } = {}) {
  return {
    pharmacy: { name: `Corner Pharmacy ${tag}`, email: `shop-${tag}@example.com`, phone: '(217) 555-0142', address: '42 Corner Street, Springfield', licenseNumber: overrides.licenseNumber ?? `IL-${tag}`, operatingHours: 'Mon-Fri 8-8, Sat 9-5, Sun closed' },
    owner: { name: 'Olivia Owner', username: overrides.username ?? `olivia-${tag}@example.com`, password: 'Owner#2026!' },
  };
}

async function register(body: ReturnType<typeof form>) {
  return api<{ pharmacyId: string; status: string; message: string; owner: { id: string; username: string; role: string } }>('POST', '/api/pharmacy-registration', { body: { ...body, captcha: await captcha() } });
}

const signIn = (username: string, password = 'Owner#2026!') => api<{ token: string; user: { role: string; pharmacyId: string }; message?: string }>('POST', '/api/auth/login', { body: { username, password } });
const adminList = async (search: string) => (await api<AdminPharmacy[]>('GET', `/api/admin/pharmacies?search=${encodeURIComponent(search)}`, { token: superAdmin })).body;
const mails = async () => (await api<{ mails: Mail[] }>('GET', '/api/admin/mail-outbox?first=200', { token: superAdmin })).body.mails;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  host = await startAllInOne(
    hostEnv(database?.url, {
      CAPTCHA_SECRET: captchaSettings.secret,
      CAPTCHA_COST: String(captchaSettings.cost),
      CAPTCHA_MAX_COUNTER: String(captchaSettings.maxCounter),
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    }),
  );
  base = `http://127.0.0.1:${host.port}`;
  superAdmin = (await api<{ token: string }>('POST', '/api/auth/login', { body: { username: 'superadmin', password: DEMO_PASSWORD } })).body.token;
}, 120_000);

afterAll(async () => {
  await host?.stop();
  await database?.drop();
});

describe('registering a pharmacy with its owner (the registration saga)', () => {
  it('creates the owner and the pending pharmacy, mails the owner, and tells a sign-in before approval why it waits', async () => {
    const body = form();
    const registered = await register(body);
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ status: 'pending_approval', owner: { username: body.owner.username, role: 'pharmacy_admin' } });
    expect(registered.body.owner).toMatchObject({ pharmacyId: registered.body.pharmacyId });

    const pharmacy = await expectEventually(async () => (await adminList(body.pharmacy.name))[0]);
    expect(pharmacy).toMatchObject({ id: registered.body.pharmacyId, status: 'pending_approval', ownerName: 'Olivia Owner', ownerEmail: body.owner.username });
    const receipt = await expectEventually(async () => (await mails()).find((m) => m.pharmacyId === pharmacy.id && m.kind === 'registration_received' && m.status !== 'queued'));
    expect(receipt).toMatchObject({ to: body.owner.username, status: 'stored' });
    expect(receipt.body).toContain('within 24 hours');

    const early = await signIn(body.owner.username);
    expect(early.status).toBe(403);
    expect(early.body.message).toMatch(/^Your pharmacy is awaiting approval/);
    // the right password is needed to learn that: a wrong one is the usual answer
    expect((await signIn(body.owner.username, 'wrong-password')).body.message).toBe('Invalid username or password');

    const approved = await api<AdminPharmacy>('POST', `/api/admin/pharmacies/${pharmacy.id}/approve`, { token: superAdmin });
    expect(approved.body.status).toBe('active');
    const owner = await expectEventually(async () => {
      const attempt = await signIn(body.owner.username);
      return attempt.status === 200 ? attempt.body : null;
    });
    expect(owner.user).toMatchObject({ role: 'pharmacy_admin', pharmacyId: pharmacy.id });
    const approval = await expectEventually(async () => (await mails()).find((m) => m.pharmacyId === pharmacy.id && m.kind === 'approved'));
    expect(approval.to).toBe(body.owner.username);
    // billing started the free trial on approval; the owner's own pharmacy shows it
    const listed = await expectEventually(async () => (await adminList(body.pharmacy.name))[0]?.subscription);
    expect(listed.plan).toBe('free_trial');
  });

  it('refuses a taken owner e-mail before anything is created: no pharmacy, no second account', async () => {
    const first = form();
    expect((await register(first)).status).toBe(201);
    const again = form(randomUUID().slice(0, 8), { username: first.owner.username.toUpperCase() });
    const refused = await register(again);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'An account with this email already exists', field: 'owner.username' });
    // give any stray event the time to be delivered, then check nothing of the second registration exists
    await expectEventually(async () => (await adminList(first.pharmacy.name)).length === 1);
    expect(await adminList(again.pharmacy.name)).toEqual([]);
    expect((await mails()).some((m) => m.body.includes(again.pharmacy.name))).toBe(false);
  });

  it('compensates when the pharmacy service refuses the pharmacy: the owner account is removed again and told why', async () => {
    const first = form();
    expect((await register(first)).status).toBe(201);
    await expectEventually(async () => (await adminList(first.pharmacy.name)).length === 1);
    const duplicate = form(randomUUID().slice(0, 8), { licenseNumber: first.pharmacy.licenseNumber });
    const accepted = await register(duplicate);
    expect(accepted.status).toBe(201);
    const refusal = await expectEventually(async () => (await mails()).find((m) => m.kind === 'registration_refused' && m.to === duplicate.owner.username));
    expect(refusal.body).toContain('A pharmacy with this license number is already registered.');
    // the owner's account of that registration is gone: its password no longer signs in, and the e-mail is free again
    await expectEventually(async () => (await signIn(duplicate.owner.username)).status === 401);
    expect(await adminList(duplicate.pharmacy.name)).toEqual([]);
    const users = await api<{ username: string }[]>('GET', `/api/admin/users?search=${encodeURIComponent(duplicate.owner.username)}`, { token: superAdmin });
    expect(users.body).toEqual([]);
  });

  it('checks the form with its messages and stores nothing', async () => {
    const body = form();
    const cases: [unknown, string][] = [
      [{ ...body, pharmacy: { ...body.pharmacy, name: 'A' } }, 'Pharmacy name is required'],
      [{ ...body, pharmacy: { ...body.pharmacy, phone: '555-1234' } }, 'Valid phone number is required'],
      [{ ...body, pharmacy: { ...body.pharmacy, address: 'Main' } }, 'Complete address is required'],
      [{ ...body, pharmacy: { ...body.pharmacy, operatingHours: '9-5' } }, 'Operating hours are required'],
      [{ ...body, owner: { ...body.owner, password: 'short' } }, 'Password must be at least 8 characters'],
      [{ ...body, owner: { ...body.owner, username: 'not-an-email' } }, 'Please enter a valid email address'],
      [{ pharmacy: body.pharmacy }, 'owner is required: send {pharmacy, owner}'],
    ];
    for (const [sent, message] of cases) {
      const refused = await api<{ message: string }>('POST', '/api/pharmacy-registration', { body: { ...(sent as object), captcha: await captcha() } });
      expect(refused.status, message).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    const noCaptcha = await api<{ message: string }>('POST', '/api/pharmacy-registration', { body });
    expect(noCaptcha.status).toBe(400);
    expect(await adminList(`${body.pharmacy.name} Edited`)).toEqual([]);
  });
});

describe('the super admin reviews and runs pharmacies', () => {
  it('rejects with a reason the owner is mailed and told at sign-in', async () => {
    const body = form();
    const { pharmacyId } = (await register(body)).body;
    await expectEventually(async () => (await adminList(body.pharmacy.name)).length === 1);
    const noReason = await api<{ message: string }>('POST', `/api/admin/pharmacies/${pharmacyId}/reject`, { token: superAdmin });
    expect(noReason.status).toBe(400);
    const rejected = await api<AdminPharmacy>('POST', `/api/admin/pharmacies/${pharmacyId}/reject`, { token: superAdmin, body: { reason: 'We could not verify the license number' } });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: 'We could not verify the license number' });
    const refused = await expectEventually(async () => {
      const attempt = await signIn(body.owner.username);
      return attempt.body.message?.includes('not approved') ? attempt : null;
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your pharmacy registration was not approved: We could not verify the license number. Please contact support for details.');
    const mail = await expectEventually(async () => (await mails()).find((m) => m.pharmacyId === pharmacyId && m.kind === 'rejected'));
    expect(mail.body).toContain('Reason: We could not verify the license number');
  });

  it('assigns a trial, sends the approval message, suspends and reactivates', async () => {
    const body = form();
    const { pharmacyId } = (await register(body)).body;
    await expectEventually(async () => (await adminList(body.pharmacy.name)).length === 1);
    expect((await api('POST', `/api/admin/pharmacies/${pharmacyId}/approve`, { token: superAdmin })).status).toBe(200);
    const trial = await api<{ plan: string; trialEnd: string }>('POST', `/api/admin/pharmacies/${pharmacyId}/trial`, { token: superAdmin, body: { trialDays: 90 } });
    expect(trial.body.plan).toBe('free_trial');
    expect(Math.round((Date.parse(trial.body.trialEnd) - Date.now()) / 86_400_000)).toBe(90);
    expect((await api('POST', `/api/admin/pharmacies/${pharmacyId}/trial`, { token: superAdmin, body: { trialDays: 14 } })).status).toBe(400);

    const sent = await api<{ message: string }>('POST', `/api/admin/pharmacies/${pharmacyId}/send-approval-message`, { token: superAdmin, body: { message: 'Welcome aboard, Olivia!', sendSMS: true } });
    expect(sent.body.message).toBe('Welcome aboard, Olivia!');
    await expectEventually(async () => (await mails()).find((m) => m.pharmacyId === pharmacyId && m.kind === 'approval_message' && m.body === 'Welcome aboard, Olivia!'));
    // the SMS option: the pharmacy's admins see the text in its SMS outbox
    const owner = await expectEventually(async () => ((await signIn(body.owner.username)).status === 200 ? (await signIn(body.owner.username)).body.token : null));
    const texts = await expectEventually(async () => {
      const outbox = await api<{ body: string; to: string }[]>('GET', `/api/staff/sms-outbox/${pharmacyId}`, { token: owner });
      return outbox.body.find((t) => t.body.includes('Welcome aboard, Olivia!'));
    });
    expect(texts.to).toBe('2175550142');

    expect((await api<AdminPharmacy>('POST', `/api/admin/pharmacies/${pharmacyId}/suspend`, { token: superAdmin })).body.status).toBe('suspended');
    const suspendedSignIn = await expectEventually(async () => {
      const attempt = await signIn(body.owner.username);
      return attempt.status === 403 ? attempt : null;
    });
    expect(suspendedSignIn.body.message).toMatch(/^Your pharmacy has been suspended/);
    const publicList = await api<{ id: string }[]>('GET', '/api/public/pharmacies');
    expect(publicList.body.map((p) => p.id)).not.toContain(pharmacyId);
    const chat = await expectEventually(async () => {
      const attempt = await api<{ message: string }>('GET', `/api/public/chat-session/${pharmacyId}/Pat?phone=2175550100`);
      return attempt.status === 403 ? attempt : null;
    });
    expect(chat.body.message).toMatch(/not taking chats/);
    expect((await api<AdminPharmacy>('POST', `/api/admin/pharmacies/${pharmacyId}/reactivate`, { token: superAdmin })).body.status).toBe('active');
    await expectEventually(async () => (await signIn(body.owner.username)).status === 200);
  });

  it('adds and edits a pharmacy (POST and PUT /api/pharmacies...) and deletes one through every service, recording what went', async () => {
    const body = form();
    const { pharmacyId } = (await register(body)).body;
    await expectEventually(async () => (await adminList(body.pharmacy.name)).length === 1);
    await api('POST', `/api/admin/pharmacies/${pharmacyId}/approve`, { token: superAdmin });
    const owner = await expectEventually(async () => {
      const attempt = await signIn(body.owner.username);
      return attempt.status === 200 ? attempt.body.token : null;
    });
    // some data in other services: a chat
    await expectEventually(async () => (await api('GET', `/api/public/chat-session/${pharmacyId}/Delete%20Me?phone=2175550100`)).status === 200);

    // the super admin edits it (the same PUT the owner's Settings use) and adds another
    const edited = await api<{ name: string; phone: string }>('PUT', `/api/pharmacies/${pharmacyId}`, { token: superAdmin, body: { name: `${body.pharmacy.name} Edited`, phone: '(217) 555-0199' } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: `${body.pharmacy.name} Edited`, phone: '(217) 555-0199' });
    const added = await api<AdminPharmacy>('POST', '/api/pharmacies', { token: superAdmin, body: { ...form().pharmacy, operatingHours: undefined, status: 'active' } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ status: 'active', ownerName: null });
    expect((await api('POST', '/api/pharmacies', { token: owner, body: { ...form().pharmacy, operatingHours: undefined } })).status).toBe(403);
    const invalid = await api<{ message: string }>('POST', '/api/pharmacies', { token: superAdmin, body: { ...form().pharmacy, operatingHours: undefined, email: 'nope' } });
    expect(invalid.body.message).toBe('Valid email is required');

    const deleted = await api<{ pharmacyId: string; name: string; reports: { service: string }[] }>('DELETE', `/api/admin/pharmacies/${pharmacyId}`, { token: superAdmin });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ pharmacyId, name: `${body.pharmacy.name} Edited` });
    const record = await expectEventually(
      async () => {
        const records = await api<{ pharmacyId: string; complete: boolean; reports: { service: string; counts: { what: string; count: number }[] }[] }[]>('GET', '/api/admin/pharmacy-deletions', { token: superAdmin });
        return records.body.find((r) => r.pharmacyId === pharmacyId && r.complete);
      },
      { timeoutMs: 30_000 },
    );
    const counts = Object.fromEntries(record.reports.map((r) => [r.service, Object.fromEntries(r.counts.map((c) => [c.what, c.count]))]));
    expect(counts.pharmacy).toMatchObject({ pharmacies: 1 });
    expect(counts.identity).toMatchObject({ staff_accounts: 1 });
    expect(counts.chat).toMatchObject({ chat_sessions: 1 });
    expect(counts.billing).toMatchObject({ subscriptions: 1 });
    expect(Object.keys(counts).sort()).toEqual(['ai-assistant', 'analytics', 'billing', 'chat', 'identity', 'pharmacy']);
    // the owner's session ended with the account, and the account is gone
    expect((await api('GET', `/api/staff/sms-outbox/${pharmacyId}`, { token: owner })).status).toBe(401);
    expect((await signIn(body.owner.username)).status).toBe(401);
    expect(await adminList(`${body.pharmacy.name} Edited`)).toEqual([]);
  });
});
