import { mkdirSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { issueCaptchaChallenge, solveCaptchaChallenge } from '@pharmachat/chassis';
import { createTestDatabase, expectEventually, type TestDatabase } from '@pharmachat/chassis/testing';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD } from '../src/seed';
import { buildWebApp, chooseOption, launchChromium, recordToasts, screenshotDir, toastShown } from './browser-support';
import { restClient } from './e2e-support';

/**
 * The doctor portal in Chromium, with the super admin, the pharmacy's admin and the doctor side by side in their
 * own browser contexts: a doctor registers (every field, the agreements, the captcha), is told the account is
 * pending, the super admin approves on /admin/doctors, the doctor signs in, connects to Downtown Pharmacy, the
 * pharmacy's admin accepts, the doctor opens a chat about a patient, staff answer live from /staff-chat, the
 * doctor clears the chat, resolves it and clears the history. A rejected doctor is told so. Pages fit a phone and
 * have no serious accessibility violation.
 */
let host: AllInOne;
let browser: Browser;
let base: string;
let database: TestDatabase | null = null;
const contexts: BrowserContext[] = [];
const trace: string[] = [];
const api = restClient(() => base);
const captchaSettings = { secret: 'doctor-browser-captcha-secret-0123456789', cost: 1, maxCounter: 30 };
const DOCTOR = { email: 'ada.lovelace@clinic.example', password: 'Doctor#2026', firstName: 'Ada', lastName: 'Lovelace' };
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `doctor-${name}.png`), fullPage: true });

async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.help} ${v.targets.join(' ')}`);
}

/** No serious or critical accessibility violation, and nothing wider than the screen. */
async function checkAccessible(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
  // a toast fading in or out has a contrast of its own: measure once nothing is moving
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 10_000 }).catch(() => undefined);
  expect(await seriousViolations(page), label).toEqual([]);
}

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  contexts.push(context);
  await recordToasts(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const name = `page${contexts.length}`;
  page.on('pageerror', (error) => trace.push(`${name} pageerror: ${error.message}`));
  return page;
}

async function staffSignIn(page: Page, username: string, landing = '/dashboard') {
  await page.goto(`${base}/pharmacy-login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(`${base}${landing}`);
}

/** Chooses an option of an antd Select by its label and the option's text. */
const pick = (page: Page, label: string, text: string) => chooseOption(page, page.getByRole('combobox', { name: label }), text);

async function doctorSignIn(page: Page, email: string, password = DOCTOR.password) {
  await page.goto(`${base}/doctor-login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

beforeAll(async () => {
  mkdirSync(screenshotDir, { recursive: true });
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  const webDir = await buildWebApp();
  host = await startAllInOne({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pharmachat-doctor-browser-')),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    OUTBOX_SWEEP_MS: '200',
    WEB_DIST_DIR: webDir,
    CAPTCHA_SECRET: captchaSettings.secret,
    CAPTCHA_COST: String(captchaSettings.cost),
    CAPTCHA_MAX_COUNTER: String(captchaSettings.maxCounter),
    RATE_LIMIT_LOGIN_PER_MINUTE: '500',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  base = `http://127.0.0.1:${host.port}`;
  browser = await launchChromium();
}, 180_000);

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') {
    trace.length = 0;
    return;
  }
  console.error(trace.slice(-40).join('\n'));
  trace.length = 0;
  let n = 0;
  for (const browserContext of contexts) for (const page of browserContext.pages()) await shot(page, `failed-${++n}`).catch(() => undefined);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await host?.stop();
  await database?.drop();
});

describe('the doctor portal: registration, review, connection, a live chat with the pharmacy', () => {
  let doctor: Page;
  let superAdmin: Page;
  let pharmacyAdmin: Page;
  let sessionUrl: string;

  it('registers with every field, the agreements and the captcha, and is told the account is pending', async () => {
    doctor = await newPage();
    await doctor.goto(`${base}/doctor-register`);
    await doctor.getByRole('heading', { name: 'Doctor Registration' }).waitFor();
    await checkAccessible(doctor, 'doctor registration');
    await doctor.getByRole('button', { name: 'Register' }).click();
    await doctor.getByText('Password must be at least 8 characters').waitFor();
    await doctor.getByText('You must agree to HIPAA compliance').waitFor();
    await doctor.getByLabel('Email').fill(DOCTOR.email);
    await doctor.getByLabel('Password', { exact: true }).fill(DOCTOR.password);
    await doctor.getByLabel('Confirm Password').fill(DOCTOR.password);
    await doctor.getByLabel('First Name').fill(DOCTOR.firstName);
    await doctor.getByLabel('Last Name').fill(DOCTOR.lastName);
    await doctor.getByLabel('Phone').fill('(217) 555-0190');
    await pick(doctor, 'Specialty Area', 'Cardiology');
    await doctor.getByLabel('License Number').fill('IL-MD-77001');
    await pick(doctor, 'License State', 'Illinois');
    await doctor.getByLabel('NPI Number').fill('1234567890');
    await doctor.getByLabel('Practice Name').fill('Lovelace Heart Clinic');
    await doctor.getByLabel('Practice Address').fill('12 Analytical Engine Way, Springfield, IL 62701');
    await doctor.getByLabel(/terms and conditions/).check();
    await doctor.getByLabel(/HIPAA/).check();
    await doctor.getByRole('button', { name: 'Register' }).click();
    await doctor.getByText('reCAPTCHA Required').waitFor();
    await doctor.locator('altcha-widget').getByText("I'm not a robot").click();
    await doctor.locator('altcha-widget [data-state="verified"]').waitFor({ timeout: 20_000 });
    await doctor.getByRole('button', { name: 'Register' }).click();
    await doctor.getByText('Registration Submitted').waitFor();
    await doctor.getByText(/within 24-48 hours/).waitFor();

    await doctorSignIn(doctor, DOCTOR.email);
    await doctor.getByTestId('doctor-login-alert').getByText('Account Pending').waitFor();
    await doctor.getByText("Your doctor account is still under review. You'll receive an email once approved.").waitFor();
  });

  it('is approved by the super admin on /admin/doctors and signs in to the dashboard', async () => {
    superAdmin = await newPage();
    await staffSignIn(superAdmin, 'superadmin');
    await superAdmin.goto(`${base}/admin/doctors`);
    const card = superAdmin.locator(`[data-doctor-email="${DOCTOR.email}"]`);
    await card.waitFor();
    await card.getByText('Cardiology').waitFor();
    await checkAccessible(superAdmin, 'doctor review');
    await card.getByRole('button', { name: 'Approve' }).click();
    await superAdmin.getByText(`Dr. ${DOCTOR.firstName} ${DOCTOR.lastName} approved`).waitFor();

    await expectEventually(async () => (await api<{ token?: string }>('POST', '/api/doctors/login', { body: { email: DOCTOR.email, password: DOCTOR.password } })).status === 200);
    await doctorSignIn(doctor, DOCTOR.email);
    await doctor.waitForURL(`${base}/doctor-dashboard`);
    await doctor.getByRole('heading', { name: `Welcome back, Dr. ${DOCTOR.firstName} ${DOCTOR.lastName}` }).waitFor();
    await doctor.getByText('No Active Chats').waitFor();
    await checkAccessible(doctor, 'doctor dashboard');
  });

  it('connects to a pharmacy whose admin accepts in the staff app', async () => {
    await doctor.goto(`${base}/doctor-find-pharmacies`);
    await doctor.getByRole('button', { name: /^Connect with Downtown/ }).click();
    await doctor.getByRole('dialog').getByText(/Ask Downtown/).waitFor();
    await doctor.getByRole('dialog').getByRole('button', { name: 'Send Request' }).click();
    await toastShown(doctor, 'Connection Request Sent');
    await doctor.getByText('Request sent', { exact: true }).waitFor();
    await checkAccessible(doctor, 'find pharmacies');

    pharmacyAdmin = await newPage();
    await staffSignIn(pharmacyAdmin, 'downtown.admin');
    await pharmacyAdmin.goto(`${base}/doctor-connections`);
    const request = pharmacyAdmin.getByTestId('doctor-connection').filter({ hasText: `Dr. ${DOCTOR.firstName} ${DOCTOR.lastName}` });
    await request.getByRole('button', { name: 'Accept' }).click();
    await request.getByText('accepted').waitFor();

    await doctor.reload();
    await doctor.getByText('Connected', { exact: true }).waitFor();
    await doctor.getByRole('button', { name: /^Start Chat with Downtown/ }).click();
    await doctor.waitForURL(/\/doctor-new-chat\?pharmacy=/);
  });

  it('opens a chat about a patient and the pharmacy answers it live from /staff-chat', async () => {
    await doctor.getByRole('combobox', { name: 'Pharmacy' }).waitFor();
    // ?pharmacy= preselected the pharmacy
    await doctor.locator('.ant-select').filter({ hasText: 'Downtown' }).first().waitFor();
    await doctor.getByLabel('Patient First Name').fill('Charles');
    await doctor.getByLabel('Patient Last Name').fill('Babbage');
    await doctor.getByLabel('Patient Phone').fill('2175550111');
    await doctor.getByLabel('Date of Birth').fill('12/26/1951');
    await doctor.getByLabel('Subject').fill('Statin and clarithromycin');
    await pick(doctor, 'Priority', 'Normal');
    await doctor.getByLabel('Additional Context').fill('Takes simvastatin 40 mg nightly.');
    await checkAccessible(doctor, 'new chat');
    await doctor.getByRole('button', { name: 'Start Chat' }).click();
    await doctor.waitForURL(/\/doctor-chat\//);
    sessionUrl = doctor.url();
    await doctor.getByText('No messages yet. Start the conversation!').waitFor();
    await doctor.getByRole('textbox', { name: /message/i }).fill('Can he take clarithromycin with his simvastatin?');
    await doctor.keyboard.press('Enter');
    await doctor.locator('[data-testid="doctor-message"][data-sender="doctor"]').waitFor();

    await pharmacyAdmin.goto(`${base}/staff-chat`);
    const urgent = pharmacyAdmin.getByTestId('doctor-urgent-chats');
    await urgent.getByText(`Dr. ${DOCTOR.firstName} ${DOCTOR.lastName}`).click();
    await pharmacyAdmin.getByTestId('doctor-conversation').getByText('Can he take clarithromycin with his simvastatin?').waitFor();
    await checkAccessible(pharmacyAdmin, 'staff chat with a doctor chat');
    await pharmacyAdmin.getByTestId('doctor-conversation').getByRole('textbox').fill('No: pause the statin while he takes it.');
    await pharmacyAdmin.keyboard.press('Enter');
    // answered: the chat moves from Urgent to Active
    await pharmacyAdmin.getByTestId('doctor-active-chats').getByText(`Dr. ${DOCTOR.firstName} ${DOCTOR.lastName}`).waitFor();

    // the doctor sees the answer without reloading
    await doctor.locator('[data-testid="doctor-message"][data-sender="staff"]').getByText('No: pause the statin while he takes it.').waitFor();
    await checkAccessible(doctor, 'doctor chat');
  });

  it('clears the chat, resolves it and clears the history', async () => {
    await doctor.getByRole('button', { name: 'Clear Chat' }).click();
    await doctor.getByRole('dialog').getByText('Every message of this chat will be deleted permanently.').waitFor();
    await doctor.getByRole('dialog').getByRole('button', { name: 'Clear Chat' }).click();
    await doctor.getByText('No messages yet. Start the conversation!').waitFor();
    await doctor.getByRole('button', { name: 'Mark as Resolved' }).click();
    await doctor.getByRole('dialog').getByText(/moves to your Chat History/).waitFor();
    await doctor.getByRole('dialog').getByRole('button', { name: 'Mark as Resolved' }).click();
    await doctor.waitForURL(`${base}/doctor-dashboard`);
    await doctor.getByRole('tab', { name: /Chat History/ }).click();
    await doctor.getByText('Statin and clarithromycin').waitFor();
    await doctor.getByRole('button', { name: 'Clear History' }).click();
    await doctor.getByRole('dialog').getByText(/Every resolved chat/).waitFor();
    await doctor.getByRole('dialog').getByRole('button', { name: 'Clear History' }).click();
    await doctor.getByText('No Chat History').waitFor();
    await doctor.goto(sessionUrl);
    await doctor.getByText('Chat Session Not Found').first().waitFor();
  });

  it('fits a phone: the doctor pages at 390 px', async () => {
    await doctor.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/doctor-dashboard', '/doctor-new-chat', '/doctor-find-pharmacies']) {
      await doctor.goto(`${base}${path}`);
      await doctor.getByRole('heading', { level: 1 }).waitFor();
      await doctor.locator('.ant-card-loading, .ant-skeleton').first().waitFor({ state: 'detached' });
      await checkAccessible(doctor, `${path} at 390 px`);
    }
    await shot(doctor, 'dashboard-390');
    const phone = await newPage(390);
    for (const path of ['/doctor-register', '/doctor-login']) {
      await phone.goto(`${base}${path}`);
      await phone.getByRole('heading', { level: 1 }).waitFor();
      await checkAccessible(phone, `${path} at 390 px`);
    }
  });

  it('tells a rejected doctor so, and sends a signed-out doctor to the login', async () => {
    const captcha = solveCaptchaChallenge(await issueCaptchaChallenge(captchaSettings));
    const registered = await api<{ doctorId: string }>('POST', '/api/doctors/register', {
      body: { email: 'rejected@clinic.example', password: 'Doctor#2026', firstName: 'Rex', lastName: 'Jected', phone: '2175550122', licenseNumber: 'IL-00001', licenseState: 'IL', practiceName: 'Nowhere Clinic', practiceAddress: '1 Nowhere Street, Springfield', specialtyArea: 'Other', recaptchaToken: await captcha },
    });
    expect(registered.status).toBe(201);
    const superToken = (await api<{ token: string }>('POST', '/api/auth/login', { body: { username: 'superadmin', password: DEMO_PASSWORD } })).body.token;
    await expectEventually(async () => (await api('POST', `/api/admin/doctors/${registered.body.doctorId}/reject`, { token: superToken, body: { reason: 'The licence could not be verified.' } })).status === 200);
    const page = await newPage();
    await expectEventually(async () => (await api<{ message: string }>('POST', '/api/doctors/login', { body: { email: 'rejected@clinic.example', password: 'Doctor#2026' } })).body.message?.includes('rejected'));
    await doctorSignIn(page, 'rejected@clinic.example');
    await page.getByTestId('doctor-login-alert').getByText('Account Rejected').waitFor();
    await page.getByText('Your doctor account application was not approved. Please contact support for details.').waitFor();

    // unreadable stored info: both are removed and the portal sends the doctor to the login
    await page.evaluate(() => {
      localStorage.setItem('doctor_token', 'x');
      localStorage.setItem('doctor_info', '{not json');
    });
    await page.goto(`${base}/doctor-dashboard`);
    await page.waitForURL(`${base}/doctor-login`);
    expect(await page.evaluate(() => [localStorage.getItem('doctor_token'), localStorage.getItem('doctor_info')])).toEqual([null, null]);

    // Logout
    await doctor.goto(`${base}/doctor-dashboard`);
    await doctor.getByRole('button', { name: 'Logout' }).click();
    await toastShown(doctor, 'Logged Out');
    await doctor.waitForURL(`${base}/doctor-login`);
  });
});
