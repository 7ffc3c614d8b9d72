import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pharmachat/chassis/testing';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD } from '../src/seed';
import { buildWebApp, chooseOption, launchChromium, screenshotDir } from './browser-support';

/**
 * The account screens in Chromium: patient registration (with the self-hosted captcha solved in the browser)
 * and sign-in, staff sign-in and the shell by role, a super admin switching into a pharmacy, an admin adding a
 * staff member who then signs in, and sessions ended on the server (password change, deactivation) taking
 * access away from pages that are open in other browsers.
 */
let host: AllInOne;
let browser: Browser;
let base: string;
let database: TestDatabase | null = null;
const contexts: BrowserContext[] = [];
/** what the pages said and asked, printed when a test fails */
const trace: string[] = [];
const scriptsLoadedByPatient: string[] = [];

const NEW_MEMBER = { username: 'downtown.newhire', email: 'newhire@downtown-pharmacy.example', password: 'Welcome#2026' };

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  const name = `page${contexts.length}`;
  page.on('console', (message) => trace.push(`${name} console.${message.type()}: ${message.text().slice(0, 200)}`));
  page.on('response', (response) => {
    if (response.url().endsWith('/graphql')) trace.push(`${name} ${response.status()} ${/"operationName":"(\w+)"/.exec(response.request().postData() ?? '')?.[1] ?? ''}`);
  });
  return page;
}

async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${base}/dashboard`);
  await page.getByTestId('user-footer').getByText(username).waitFor();
}

/** Ticks the captcha checkbox and waits until the browser has solved the proof-of-work challenge. */
async function solveCaptcha(page: Page) {
  await page.locator('altcha-widget').getByText("I'm not a robot").click();
  await page.locator('altcha-widget [data-state="verified"]').waitFor({ timeout: 20_000 });
}

/** A row of the table on the page, by text it contains. */
const tableRow = (page: Page, text: string) => page.locator('tr.ant-table-row').filter({ hasText: text });

/** The dialog that is open (closed ones are hidden). */
const openDialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

/** The toast currently shown (one at a time). */
const toast = (page: Page, title: string) => page.locator('.ant-notification-notice').filter({ hasText: title }).first();

const menuLabels = async (page: Page) => (await page.getByRole('menuitem').allTextContents()).map((label) => label.trim());

beforeAll(async () => {
  mkdirSync(screenshotDir, { recursive: true });
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  const webDir = await buildWebApp();
  host = await startAllInOne({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pharmachat-accounts-')),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: webDir,
    // a captcha the browser solves in a moment
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '30',
    RATE_LIMIT_LOGIN_PER_MINUTE: '200',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  base = `http://127.0.0.1:${host.port}`;
  browser = await launchChromium();
});

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') {
    trace.length = 0;
    return;
  }
  console.error(trace.slice(-60).join('\n'));
  trace.length = 0;
  let n = 0;
  for (const browserContext of contexts) for (const page of browserContext.pages()) await shot(page, `failed-${context.task.name.slice(0, 20).replace(/\W+/g, '-')}-${++n}`).catch(() => undefined);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await host?.stop();
  await database?.drop();
});

describe('patient accounts in the browser', () => {
  let patient: Page;

  it('registers a patient: every validation message, the captcha, then signed in on the finder', async () => {
    patient = await newPage();
    patient.on('request', (request) => {
      if (request.resourceType() === 'script') scriptsLoadedByPatient.push(request.url());
    });
    await patient.goto(base);
    await patient.getByRole('link', { name: 'Create an account' }).click();
    await patient.waitForURL(`${base}/patient-register`);
    await patient.getByLabel('Email').fill('not-an-email');
    await patient.getByLabel('Password', { exact: true }).fill('12345');
    await patient.getByLabel('Confirm Password').fill('123456');
    await patient.getByLabel('First Name').fill('A');
    await patient.getByLabel('Last Name').fill('B');
    await patient.getByRole('button', { name: 'Create Account' }).click();
    for (const message of ['Please enter a valid email address', 'Password must be at least 6 characters', "Passwords don't match", 'First name must be at least 2 characters', 'Last name must be at least 2 characters']) {
      await patient.getByText(message).waitFor();
    }
    await shot(patient, 'a01-patient-register-validation');

    await patient.getByLabel('Email').fill('ana.lopez@example.com');
    await patient.getByLabel('Password', { exact: true }).fill('Patient#2026');
    await patient.getByLabel('Confirm Password').fill('Patient#2026');
    await patient.getByLabel('First Name').fill('Ana');
    await patient.getByLabel('Last Name').fill('Lopez');
    await patient.getByLabel(/^Phone/).fill('(217) 555-0199');
    await patient.getByLabel(/^Date of Birth/).fill('1990-06-15');
    await patient.getByLabel(/^ZIP Code/).fill('62701');
    await patient.getByRole('button', { name: 'Create Account' }).click();
    await toast(patient, 'reCAPTCHA Required').getByText('Please complete the reCAPTCHA verification').waitFor();

    await solveCaptcha(patient);
    await shot(patient, 'a02-patient-register-captcha-solved');
    await patient.getByRole('button', { name: 'Create Account' }).click();
    await toast(patient, 'Account created successfully!').waitFor();
    await patient.waitForURL(`${base}/pharmacy-finder`);
    await patient.getByTestId('patient-signed-in').getByText('Ana').waitFor();
    expect(await patient.evaluate(() => [!!localStorage.getItem('patient_token'), !!localStorage.getItem('patient_refresh_token')])).toEqual([true, true]);
    await patient.getByTestId('pharmacy-card').first().waitFor();
    await shot(patient, 'a03-patient-signed-in-finder');
  });

  it('keeps the patient signed in across a reload, signs out, and signs in again', async () => {
    await patient.reload();
    await patient.getByTestId('patient-signed-in').getByText('Ana').waitFor();
    await patient.getByRole('button', { name: 'Sign Out' }).click();
    await patient.getByRole('link', { name: 'Patient Login' }).first().waitFor();
    expect(await patient.evaluate(() => localStorage.getItem('patient_token'))).toBeNull();

    await patient.getByRole('link', { name: 'Patient Login' }).first().click();
    await patient.waitForURL(`${base}/patient-login`);
    await patient.getByRole('button', { name: 'Sign In' }).click();
    await patient.getByText('Please enter a valid email address').waitFor();
    await patient.getByText('Password is required').waitFor();
    await patient.getByLabel('Email').fill('ana.lopez@example.com');
    await patient.getByLabel('Password').fill('wrong-password');
    await patient.getByRole('button', { name: 'Sign In' }).click();
    await toast(patient, 'Sign in failed').getByText('Invalid email or password').waitFor();
    await patient.waitForTimeout(400); // the toast's entrance animation
    await shot(patient, 'a04-patient-login-failed');
    await patient.getByLabel('Password').fill('Patient#2026');
    await patient.getByRole('button', { name: 'Sign In' }).click();
    await toast(patient, 'Welcome back!').waitFor();
    await patient.waitForURL(`${base}/pharmacy-finder`);
    await patient.getByTestId('patient-signed-in').getByText('Ana').waitFor();
  });

  it('never loads staff screens on the patient pages', () => {
    const names = scriptsLoadedByPatient.map((url) => url.split('/').pop() ?? '');
    expect(names.some((n) => n.startsWith('PatientRegisterPage'))).toBe(true);
    expect(names.filter((n) => /^(StaffShell|UserManagementPage|AdminUsersPage|RoleSwitcher|StaffChatPage|DashboardPage)/.test(n))).toEqual([]);
  });
});

describe('staff accounts in the browser', () => {
  let staff: Page;
  let superAdmin: Page;
  let admin: Page;
  let newcomer: Page;

  it('signs staff in to a shell without User Management, and refuses /users and /admin/users', async () => {
    staff = await newPage();
    await signIn(staff, 'downtown.staff');
    const labels = await menuLabels(staff);
    expect(labels).toContain('Live Chat Support');
    expect(labels).not.toContain('User Management');
    expect(labels).not.toContain('Admin Users');
    expect(await staff.getByTestId('role-switcher').count()).toBe(0);
    expect(await staff.getByRole('button', { name: 'Add Staff' }).count()).toBe(0);
    await staff.goto(`${base}/users`);
    await staff.getByText('Access Restricted').waitFor();
    await shot(staff, 'a05-staff-access-restricted');
    await staff.goto(`${base}/admin/users`);
    await staff.getByText('Access Denied').waitFor();
    // back to the live dashboard: an open page with a live subscription
    await staff.goto(`${base}/dashboard`);
    await staff.getByText('Total Conversations').waitFor();
  });

  it('shows a super admin every account, searchable, and the Super Admin group', async () => {
    superAdmin = await newPage();
    await signIn(superAdmin, 'superadmin');
    expect(await menuLabels(superAdmin)).toContain('Admin Users');
    await superAdmin.getByRole('menuitem', { name: 'Admin Users' }).click();
    await superAdmin.waitForURL(`${base}/admin/users`);
    await tableRow(superAdmin, 'riverside.staff').waitFor();
    expect((await superAdmin.getByTestId('admin-user-stat').allTextContents()).join(' | ')).toContain('Super Admins1');
    await shot(superAdmin, 'a06-admin-users');
    await superAdmin.getByLabel('Search users').fill('riverside');
    await expect.poll(() => superAdmin.locator('tbody tr.ant-table-row').count()).toBe(2);
    await superAdmin.getByLabel('Search users').fill('Rivera'); // a last name
    await expect.poll(() => superAdmin.locator('tbody tr.ant-table-row').count()).toBe(1);
    await superAdmin.getByLabel('Search users').fill('');
    await superAdmin.getByRole('button', { name: 'Actions for superadmin' }).click();
    await superAdmin.getByRole('menuitem', { name: 'Edit User' }).click();
    const dialog = openDialog(superAdmin, 'Edit User');
    await dialog.waitFor();
    expect(await dialog.getByLabel('Pharmacy').count()).toBe(0);
    await superAdmin.waitForTimeout(400); // the dialog's opening animation
    await shot(superAdmin, 'a07-admin-edit-super-admin');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // delete asks first; cancelling keeps the account
    await superAdmin.getByRole('button', { name: 'Actions for riverside.staff' }).click();
    await superAdmin.getByRole('menuitem', { name: 'Delete User' }).click();
    const confirm = openDialog(superAdmin, 'Delete riverside.staff?');
    await confirm.getByText('This cannot be undone').waitFor();
    await superAdmin.waitForTimeout(400);
    await shot(superAdmin, 'a07b-admin-delete-confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await tableRow(superAdmin, 'riverside.staff').count()).toBe(1);
    await superAdmin.getByRole('button', { name: 'Actions for riverside.staff' }).click();
    await superAdmin.getByRole('menuitem', { name: 'Delete User' }).click();
    await openDialog(superAdmin, 'Delete riverside.staff?').getByRole('button', { name: 'Delete' }).click();
    await toast(superAdmin, 'User deleted successfully').waitFor();
    await expect.poll(() => tableRow(superAdmin, 'riverside.staff').count()).toBe(0);
    expect((await superAdmin.getByTestId('admin-user-stat').allTextContents())[0]).toBe('Total Users4');

    await superAdmin.goto(`${base}/admin-users`);
    await tableRow(superAdmin, 'downtown.admin').waitFor();
  });

  it('switches a super admin into a pharmacy and back', async () => {
    await superAdmin.getByTestId('role-switcher').click();
    const dialog = openDialog(superAdmin, 'Switch Role');
    await dialog.getByRole('button', { name: 'Switch Role' }).click();
    await toast(superAdmin, 'Please select a role').waitFor();
    await chooseOption(superAdmin, dialog.getByRole('combobox', { name: 'Role' }), 'Pharmacy Admin');
    await dialog.getByRole('button', { name: 'Switch Role' }).click();
    await toast(superAdmin, 'Please select a pharmacy').waitFor();
    await chooseOption(superAdmin, dialog.getByRole('combobox', { name: 'Pharmacy' }), 'Downtown Community Pharmacy');
    await shot(superAdmin, 'a08-role-switcher');
    await dialog.getByRole('button', { name: 'Switch Role' }).click();
    await toast(superAdmin, 'Role switched successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await superAdmin.getByTestId('current-pharmacy').getByText('Downtown Community Pharmacy').waitFor();
    await superAdmin.getByTestId('user-role').getByText('Pharmacy Admin (switched)').waitFor();
    // the pharmacy view: no admin screens, the pharmacy's staff instead
    await superAdmin.getByText('Access Denied').waitFor();
    expect(await menuLabels(superAdmin)).not.toContain('Admin Users');
    await superAdmin.getByRole('menuitem', { name: 'User Management' }).click();
    await tableRow(superAdmin, 'downtown.staff').waitFor();
    expect(await tableRow(superAdmin, 'riverside.staff').count()).toBe(0);
    await shot(superAdmin, 'a09-super-admin-viewing-downtown');

    await superAdmin.getByTestId('role-switcher').click();
    const again = openDialog(superAdmin, 'Switch Role');
    await again.getByRole('button', { name: 'Reset Role' }).click();
    await toast(superAdmin, 'Role reset successfully').waitFor();
    await again.waitFor({ state: 'detached' });
    await superAdmin.getByTestId('user-role').getByText('Super Admin', { exact: true }).waitFor();
    expect(await menuLabels(superAdmin)).toContain('Admin Users');
  });

  it('lets a pharmacy admin add a staff member, solving the captcha in the browser, who then signs in', async () => {
    admin = await newPage();
    await signIn(admin, 'downtown.admin');
    await admin.getByRole('button', { name: 'Add Staff' }).click();
    await admin.waitForURL(`${base}/users`);
    await tableRow(admin, 'downtown.staff').waitFor();
    await admin.getByTestId('recent-activity').waitFor();
    await shot(admin, 'a10-user-management');

    await admin.getByRole('button', { name: 'Add Staff Member' }).click();
    const dialog = openDialog(admin, 'Add Staff Member');
    const submit = dialog.getByRole('button', { name: 'Add Staff Member' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Username').fill('ab');
    await dialog.getByLabel('Email').fill('nope');
    await dialog.getByLabel('Password').fill('123');
    await solveCaptcha(admin);
    await submit.click();
    await dialog.getByText('Username must be at least 3 characters').waitFor();
    await dialog.getByText('Please enter a valid email address').waitFor();
    await dialog.getByText('Password must be at least 6 characters').waitFor();
    await dialog.getByLabel('Username').fill(NEW_MEMBER.username);
    await dialog.getByLabel('Email').fill(NEW_MEMBER.email);
    await dialog.getByLabel('Password').fill(NEW_MEMBER.password);
    await dialog.locator('.ant-form-item-explain-error').first().waitFor({ state: 'detached' });
    await shot(admin, 'a11-add-staff-dialog');
    await submit.click();
    await toast(admin, 'Staff member added successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await tableRow(admin, NEW_MEMBER.username).waitFor();
    expect((await admin.getByTestId('user-stat').allTextContents())[0]).toBe('Total Users3');
    await shot(admin, 'a12-staff-member-added');

    newcomer = await newPage();
    await signIn(newcomer, NEW_MEMBER.username, NEW_MEMBER.password);
    await newcomer.getByTestId('user-role').getByText('Pharmacy Staff').waitFor();
    await newcomer.getByRole('menuitem', { name: 'Live Chat Support' }).click();
    await newcomer.getByText('Select a conversation').waitFor();
    await shot(newcomer, 'a13-new-member-signed-in');
  });

  it('changes a password: the member’s open page loses access, and the new password works', async () => {
    const row = tableRow(admin, NEW_MEMBER.username);
    await row.getByRole('button', { name: `Actions for ${NEW_MEMBER.username}` }).click();
    await admin.getByRole('menuitem', { name: 'Change Password' }).click();
    const dialog = openDialog(admin, `Change Password for ${NEW_MEMBER.username}`);
    await dialog.getByLabel('New Password').fill('Changed#2026');
    await dialog.getByLabel('Confirm Password').fill('Changed#2027');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await dialog.getByText("Passwords don't match").waitFor();
    await shot(admin, 'a14-change-password-mismatch');
    await dialog.getByLabel('Confirm Password').fill('Changed#2026');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await toast(admin, 'Password changed successfully').waitFor();

    // the newcomer's open live chat page is signed out by the server ending the session
    await newcomer.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
    expect(await newcomer.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await newcomer.getByLabel('Username').fill(NEW_MEMBER.username);
    await newcomer.getByLabel('Password').fill('Changed#2026');
    await newcomer.getByRole('button', { name: 'Sign in' }).click();
    await newcomer.getByTestId('user-footer').getByText(NEW_MEMBER.username).waitFor();
  });

  it('deactivates a user: their open page loses access at once and they cannot sign in again', async () => {
    const row = tableRow(admin, 'downtown.staff@');
    await row.getByRole('button', { name: 'Actions for downtown.staff' }).click();
    await admin.getByRole('menuitem', { name: 'Deactivate' }).click();
    await toast(admin, 'User status updated successfully').waitFor();
    await row.getByText('Inactive').waitFor();
    await shot(admin, 'a15-user-deactivated');

    // downtown.staff's dashboard, open in another browser since the first test, goes back to the sign-in screen
    await staff.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
    expect(await staff.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('refresh_token'), localStorage.getItem('user_data')])).toEqual([null, null, null]);
    await shot(staff, 'a16-deactivated-user-signed-out');
    await staff.getByLabel('Username').fill('downtown.staff');
    await staff.getByLabel('Password').fill(DEMO_PASSWORD);
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.getByRole('alert').getByText('Invalid username or password').waitFor();

    // activating again lets them back in
    await row.getByRole('button', { name: 'Actions for downtown.staff' }).click();
    await admin.getByRole('menuitem', { name: 'Activate' }).click();
    await row.getByText('Active', { exact: true }).waitFor();
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.getByTestId('user-footer').getByText('downtown.staff').waitFor();
  });

  it('signs out on the server: the refresh token no longer works', async () => {
    const refreshToken = await admin.evaluate(() => localStorage.getItem('refresh_token'));
    expect(refreshToken).toBeTruthy();
    await admin.getByRole('button', { name: 'Log out' }).click();
    await admin.waitForURL(`${base}/login`);
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation($t: String!) { refreshSession(refreshToken: $t) { token } }', variables: { t: refreshToken } }),
    });
    const body = (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
