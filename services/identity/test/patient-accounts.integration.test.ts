import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_INVALID, CAPTCHA_REQUIRED, CAPTCHA_REUSED, systemPrincipal } from '@pharmachat/chassis';
import { startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { identityService, type IdentityApplication } from '../src/index';
import { ask, ME, outboxEvents, REFRESH, solvedCaptcha } from './identity-test-support';

const PATIENT = 'id email firstName lastName phone dateOfBirth zipCode createdAt';
const REGISTER = `mutation($input: RegisterPatientInput!) { registerPatient(input: $input) { token refreshToken expiresAt patient { ${PATIENT} } } }`;
const LOGIN = `mutation($email: String!, $password: String!) { loginPatient(email: $email, password: $password) { token refreshToken expiresAt patient { ${PATIENT} } } }`;
const ME_PATIENT = `query { mePatient { ${PATIENT} } }`;
const ENTITY = `query($id: ID!) { _entities(representations: [{ __typename: "PatientAccount", id: $id }]) { ... on PatientAccount { id email } } }`;

interface Patient {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  dateOfBirth: string | null;
  zipCode: string | null;
  createdAt: string;
}
type Registered = { registerPatient: { token: string; refreshToken: string; expiresAt: string; patient: Patient } };
type SignedIn = { loginPatient: { token: string; refreshToken: string; expiresAt: string; patient: Patient } };

const form = (overrides: Record<string, unknown> = {}) => ({ email: `p-${randomUUID().slice(0, 8)}@example.com`, password: 'secret1', firstName: 'Maria', lastName: 'Garcia', ...overrides });

describe('patient accounts', () => {
  let env: TestServices;
  let url: string;
  let app: IdentityApplication;

  const countPatients = async () => Number((await env.get('identity').db.em().execute<{ n: string }[]>('select count(*) as n from identity.patient_account'))[0]?.n);
  const register = async (input: Record<string, unknown>) => ask<Registered>(url, REGISTER, { input: { captcha: await solvedCaptcha(), ...input } });

  beforeAll(async () => {
    env = await startTestServices([identityService as never]);
    url = env.get('identity').url;
    app = env.get<IdentityApplication>('identity').app;
  });
  afterAll(() => env.stop());

  it('registers a patient with every field and signs them in with a patient token', async () => {
    const result = await register({ email: 'Ana@Example.com', password: 'secret1', firstName: ' Ana ', lastName: 'Lopez', phone: '(217) 555-0101', dateOfBirth: '1984-02-29', zipCode: '62701' });
    expect(result.errors).toBeUndefined();
    const { token, refreshToken, patient } = result.data!.registerPatient;
    expect(patient).toMatchObject({ email: 'Ana@Example.com', firstName: 'Ana', lastName: 'Lopez', phone: '(217) 555-0101', dateOfBirth: '1984-02-29', zipCode: '62701' });
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const principal = await env.auth.verifier.verify(token);
    expect(principal).toMatchObject({ kind: 'patient', subject: patient.id, role: null, pharmacyId: null, username: 'Ana@Example.com' });
    expect(principal.authSessionId).toBeTruthy();

    const me = await ask<{ mePatient: Patient }>(url, ME_PATIENT, {}, { token });
    expect(me.data?.mePatient).toEqual(patient);
    // not staff
    expect((await ask<{ me: unknown }>(url, ME, {}, { token })).data?.me).toBeNull();
    // a patient's session refreshes like any other
    const refreshed = await ask<{ refreshSession: { token: string } }>(url, REFRESH, { refreshToken });
    expect(await env.auth.verifier.verify(refreshed.data!.refreshSession.token)).toMatchObject({ kind: 'patient', subject: patient.id });

    const events = await outboxEvents(env, 'identity.patient.registered');
    expect(events).toContainEqual({ type: 'identity.patient.registered', aggregateId: patient.id, data: { patientId: patient.id } });
  });

  it('keeps phone, date of birth and zip code optional', async () => {
    const result = await register(form({ phone: '', dateOfBirth: null }));
    expect(result.errors).toBeUndefined();
    expect(result.data?.registerPatient.patient).toMatchObject({ phone: null, dateOfBirth: null, zipCode: null });
  });

  it('checks the form with the spec’s messages before spending the captcha, and stores nothing', async () => {
    const before = await countPatients();
    const captcha = await solvedCaptcha();
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ password: '12345' }, 'Password must be at least 6 characters'],
      [{ firstName: 'A' }, 'First name must be at least 2 characters'],
      [{ lastName: ' B ' }, 'Last name must be at least 2 characters'],
      [{ dateOfBirth: '2999-01-01' }, 'Please enter a valid date of birth (YYYY-MM-DD)'],
      [{ dateOfBirth: '1990-02-30' }, 'Please enter a valid date of birth (YYYY-MM-DD)'],
    ];
    for (const [overrides, message] of cases) {
      const refused = await ask(url, REGISTER, { input: { ...form(overrides), captcha } });
      expect(refused.errors?.[0], message).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await countPatients()).toBe(before);
    // the captcha was not used up by the refused attempts
    expect((await ask(url, REGISTER, { input: { ...form(), captcha } })).errors).toBeUndefined();
  });

  it('requires a solved captcha', async () => {
    const before = await countPatients();
    const missing = await ask(url, REGISTER, { input: { ...form(), captcha: '' } });
    expect(missing.errors?.[0]).toMatchObject({ message: CAPTCHA_REQUIRED, extensions: { code: 'BAD_USER_INPUT', field: 'captcha' } });
    const forged = await ask(url, REGISTER, { input: { ...form(), captcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') } });
    expect(forged.errors?.[0]).toMatchObject({ message: CAPTCHA_INVALID, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await countPatients()).toBe(before);
  });

  it('refuses a captcha solution that was already used', async () => {
    const captcha = await solvedCaptcha();
    expect((await ask(url, REGISTER, { input: { ...form(), captcha } })).errors).toBeUndefined();
    const before = await countPatients();
    const replay = await ask(url, REGISTER, { input: { ...form(), captcha } });
    expect(replay.errors?.[0]).toMatchObject({ message: CAPTCHA_REUSED, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await countPatients()).toBe(before);
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    expect((await register(form({ email: 'taken@example.com' }))).errors).toBeUndefined();
    const again = await register(form({ email: ' TAKEN@example.com ' }));
    expect(again.errors?.[0]).toMatchObject({ message: 'An account with this email already exists', extensions: { code: 'CONFLICT' } });
  });

  it('signs a patient in; an unknown e-mail and a wrong password get the same answer', async () => {
    await register(form({ email: 'login@example.com', password: 'right-password' }));
    const ok = await ask<SignedIn>(url, LOGIN, { email: 'LOGIN@example.com', password: 'right-password' });
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.loginPatient.patient.email).toBe('login@example.com');
    expect(await env.auth.verifier.verify(ok.data!.loginPatient.token)).toMatchObject({ kind: 'patient', subject: ok.data!.loginPatient.patient.id });

    const wrong = await ask(url, LOGIN, { email: 'login@example.com', password: 'wrong-password' });
    const unknown = await ask(url, LOGIN, { email: 'nobody@example.com', password: 'right-password' });
    for (const refused of [wrong, unknown]) expect(refused.errors?.[0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
    expect(wrong.errors?.[0]?.extensions).toEqual(unknown.errors?.[0]?.extensions);

    const badEmail = await ask(url, LOGIN, { email: 'nope', password: 'x' });
    expect(badEmail.errors?.[0]).toMatchObject({ message: 'Please enter a valid email address', extensions: { code: 'BAD_USER_INPUT' } });
    const noPassword = await ask(url, LOGIN, { email: 'login@example.com', password: '' });
    expect(noPassword.errors?.[0]).toMatchObject({ message: 'Password is required', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('lets the host register a patient without a captcha (demo seed)', async () => {
    const seeded = await app.patients.register(systemPrincipal, form({ email: 'seeded@example.com' }));
    expect(seeded.patient.email).toBe('seeded@example.com');
  });

  it('shows a patient account only to the patient themself', async () => {
    const mine = (await register(form())).data!.registerPatient;
    const own = await ask<{ _entities: { id: string }[] }>(url, ENTITY, { id: mine.patient.id }, { token: mine.token });
    expect(own.data?._entities[0]?.id).toBe(mine.patient.id);
    const otherPatient = await env.auth.tokenFor({ kind: 'patient', subject: randomUUID() });
    const superAdmin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'super_admin' });
    for (const token of [otherPatient, superAdmin]) {
      const refused = await ask(url, ENTITY, { id: mine.patient.id }, { token });
      expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await ask(url, ME_PATIENT)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await ask<{ mePatient: unknown }>(url, ME_PATIENT, {}, { token: superAdmin })).data?.mePatient).toBeNull();
  });
});
