import { mkdirSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { issueCaptchaChallenge, solveCaptchaChallenge } from '@pharmachat/chassis';
import { createTestDatabase, type TestDatabase } from '@pharmachat/chassis/testing';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD } from '../src/seed';
import { buildWebApp, chooseOption, launchChromium, screenshotDir } from './browser-support';

/**
 * A pharmacy joins in Chromium: the owner registers on /pharmacy-register (every message, terms and the captcha),
 * is told at sign-in that the pharmacy awaits approval, the super admin reads the owner's mail in the outbox and
 * approves on /admin/pharmacies (with the trial and approval-message dialogs), and the owner signs in. A second
 * registration is rejected with a reason the owner then reads at sign-in, and the super admin deletes it.
 */
let host: AllInOne;
let browser: Browser;
let base: string;
let database: TestDatabase | null = null;
const contexts: BrowserContext[] = [];
const trace: string[] = [];
const captchaSettings = { secret: 'onboarding-captcha-secret-0123456789', cost: 1, maxCounter: 30 };

const OWNER = { name: 'Grace Hopper', email: 'grace@harbor-pharmacy.example', password: 'Harbor#2026' };
const PHARMACY = { name: 'Harbor Pharmacy', phone: '(217) 555-0177', address: '7 Harbor Road, Springfield', license: 'IL-HARBOR-77' };

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
const tableRow = (page: Page, text: string) => page.locator('tr.ant-table-row').filter({ hasText: text });
const openDialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });
const toast = (page: Page, title: string) => page.locator('.ant-notification-notice').filter({ hasText: title }).first();

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Runs axe-core over the page as it is now: the serious and critical violations (none expected). */
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
  expect(await seriousViolations(page), label).toEqual([]);
}

async function newPage(width = 1280): Promise<Page> {
  // axe's script is injected into the page: the context lets that one script past the page's CSP (self only)
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  contexts.push(context);
  const page = await context.newPage();
  const name = `page${contexts.length}`;
  page.on('console', (message) => trace.push(`${name} console.${message.type()}: ${message.text().slice(0, 200)}`));
  page.on('pageerror', (error) => trace.push(`${name} pageerror: ${error.message}`));
  return page;
}

async function signInForm(page: Page, username: string, password: string) {
  await page.goto(`${base}/pharmacy-login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signInAsSuperAdmin(page: Page) {
  await signInForm(page, 'superadmin', DEMO_PASSWORD);
  await page.waitForURL(`${base}/dashboard`);
}

async function solveCaptcha(page: Page) {
  await page.locator('altcha-widget').getByText("I'm not a robot").click();
  await page.locator('altcha-widget [data-state="verified"]').waitFor({ timeout: 20_000 });
}

beforeAll(async () => {
  mkdirSync(screenshotDir, { recursive: true });
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  const webDir = await buildWebApp();
  host = await startAllInOne({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pharmachat-onboarding-')),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    OUTBOX_SWEEP_MS: '200',
    WEB_DIST_DIR: webDir,
    CAPTCHA_SECRET: captchaSettings.secret,
    CAPTCHA_COST: String(captchaSettings.cost),
    CAPTCHA_MAX_COUNTER: String(captchaSettings.maxCounter),
    RATE_LIMIT_LOGIN_PER_MINUTE: '200',
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
  console.error(trace.slice(-60).join('\n'));
  trace.length = 0;
  let n = 0;
  for (const browserContext of contexts) for (const page of browserContext.pages()) await shot(page, `failed-onboarding-${++n}`).catch(() => undefined);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await host?.stop();
  await database?.drop();
});

describe('a pharmacy joins: registration, the owner’s mail, approval, first sign-in', () => {
  let owner: Page;
  let admin: Page;

  it('registers on /pharmacy-register with every message, the terms and the captcha, then shows the confirmation', async () => {
    owner = await newPage();
    await owner.goto(`${base}/pharmacy-register`);
    await owner.getByRole('heading', { name: 'Register your pharmacy' }).waitFor();
    await owner.getByLabel('Operating Hours').fill('');
    await owner.getByRole('button', { name: 'Register Pharmacy' }).click();
    for (const message of [
      'Pharmacy name is required',
      'Valid phone number is required',
      'License number is required',
      'Complete address is required',
      'Operating hours are required',
      'Owner name must be at least 2 characters',
      'Please enter a valid email address',
      'Password must be at least 8 characters',
      'You must agree to the terms',
    ]) {
      await owner.getByText(message, { exact: true }).first().waitFor();
    }
    await shot(owner, 'r01-pharmacy-register-validation');
    await checkAccessible(owner, '/pharmacy-register with its messages');

    await owner.getByLabel('Pharmacy Name').fill(PHARMACY.name);
    await owner.getByLabel('Phone').fill(PHARMACY.phone);
    await owner.getByLabel('License Number').fill(PHARMACY.license);
    await owner.getByLabel('Address').fill(PHARMACY.address);
    await owner.getByLabel('Operating Hours').fill('Mon-Fri 8-7, Sat 9-1, Sun closed');
    await owner.getByLabel('Owner Name').fill(OWNER.name);
    await owner.getByLabel('Email').fill(OWNER.email);
    await owner.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await owner.getByLabel('Confirm Password').fill('Different#1');
    await owner.getByRole('button', { name: 'Register Pharmacy' }).click();
    await owner.getByText("Passwords don't match").waitFor();
    await owner.getByLabel('Confirm Password').fill(OWNER.password);
    await owner.getByRole('checkbox', { name: /I agree to the/ }).check();
    // without the captcha: the spec's toast
    await owner.getByRole('button', { name: 'Register Pharmacy' }).click();
    await toast(owner, 'reCAPTCHA Required').waitFor();
    await solveCaptcha(owner);
    await owner.getByRole('button', { name: 'Register Pharmacy' }).click();
    await owner.getByText('Thank you for registering').waitFor();
    await owner.getByText(`We review every registration within 24 hours and will send an e-mail to ${OWNER.email}`).waitFor();
    await shot(owner, 'r02-pharmacy-register-confirmation');
    await checkAccessible(owner, 'the registration confirmation');
  });

  it('tells the owner who signs in before approval that the pharmacy awaits it', async () => {
    await signInForm(owner, OWNER.email, OWNER.password);
    const alert = owner.getByRole('alert').filter({ hasText: 'Your pharmacy is awaiting approval' });
    await alert.waitFor();
    expect(owner.url()).toBe(`${base}/pharmacy-login`);
    await shot(owner, 'r03-owner-sign-in-awaiting-approval');
  });

  it('shows the super admin the owner’s mail in the outbox', async () => {
    admin = await newPage();
    await signInAsSuperAdmin(admin);
    await admin.getByRole('menuitem', { name: 'Mail Outbox' }).click();
    await admin.waitForURL(`${base}/admin/mail-outbox`);
    await admin.getByText('No SMTP server is configured').waitFor();
    const row = tableRow(admin, OWNER.email).filter({ hasText: `We received the registration of ${PHARMACY.name}` });
    await row.waitFor();
    await row.getByRole('button', { name: /expand/i }).click();
    await admin.getByTestId('mail-body').filter({ hasText: `Hello ${OWNER.name}` }).waitFor();
    await shot(admin, 'r04-mail-outbox');
    await checkAccessible(admin, '/admin/mail-outbox');
  });

  it('approves on /admin/pharmacies: cards from real data, search, the trial and message dialogs', async () => {
    await admin.getByRole('menuitem', { name: 'Admin Pharmacies' }).click();
    await admin.waitForURL(`${base}/admin/pharmacies`);
    await admin.getByRole('heading', { name: 'Pharmacy Management' }).waitFor();
    // the seed's two active pharmacies and the new pending one
    const card = (title: string) => admin.locator('.ant-statistic').filter({ hasText: title });
    await expect.poll(async () => card('Total Pharmacies').locator('.ant-statistic-content-value').textContent(), { timeout: 30_000 }).toBe('3');
    expect(await card('Pending Approval').locator('.ant-statistic-content-value').textContent()).toBe('1');
    expect(await card('Revenue / Month').locator('.ant-statistic-content-value').textContent()).toBe('$0');
    await admin.getByLabel('Search pharmacies').fill('harbor');
    await expect.poll(async () => admin.locator('tr.ant-table-row').count(), { timeout: 10_000 }).toBe(1);
    const row = tableRow(admin, PHARMACY.name);
    await row.getByText('Pending').waitFor();
    await row.getByText(OWNER.email).waitFor();
    await shot(admin, 'r05-admin-pharmacies-pending');
    await checkAccessible(admin, '/admin/pharmacies');

    await row.getByRole('button', { name: `Details of ${PHARMACY.name}` }).click();
    const details = openDialog(admin, 'Pharmacy Details');
    await details.getByText(PHARMACY.license).waitFor();
    await details.getByText('Mon-Fri 8:00 AM - 7:00 PM, Sat 9:00 AM - 1:00 PM, Sun Closed').waitFor();
    await details.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: `Approve ${PHARMACY.name}` }).click();
    await toast(admin, 'Pharmacy approved').waitFor();
    await row.getByText('Active').waitFor();
    await row.getByText('Free Trial').waitFor({ timeout: 10_000 });

    await row.getByRole('button', { name: `Assign trial to ${PHARMACY.name}` }).click();
    const trial = openDialog(admin, 'Assign Trial Plan');
    await chooseOption(admin, trial.getByLabel('Trial length'), '90 days');
    await trial.getByRole('button', { name: 'Assign Trial' }).click();
    await toast(admin, 'Trial plan assigned').waitFor();

    await row.getByRole('button', { name: `Send approval message to ${PHARMACY.name}` }).click();
    const dialog = openDialog(admin, 'Send Approval Message');
    const textarea = dialog.getByLabel('Message');
    expect(await textarea.getAttribute('rows')).toBe('12');
    expect(await textarea.inputValue()).toContain(`Hello ${OWNER.name}`);
    await textarea.fill('Welcome to PharmaChat, Grace! Harbor Pharmacy is live.');
    await dialog.getByRole('checkbox', { name: /Also send as SMS/ }).check();
    await shot(admin, 'r06-approval-message-dialog');
    expect(await seriousViolations(admin), 'the approval message dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await toast(admin, 'Approval message sent').waitFor();

    // the approval mails are written after the approval's event is delivered: the outbox polls until they are there
    await admin.getByRole('link', { name: 'Mail Outbox' }).click();
    await tableRow(admin, `${PHARMACY.name} is approved`).waitFor({ timeout: 60_000 });
    await tableRow(admin, `A message about ${PHARMACY.name} from PharmaChat`).waitFor({ timeout: 60_000 });
  }, 120_000);

  it('lets the owner sign in once approved', async () => {
    await signInForm(owner, OWNER.email, OWNER.password);
    await owner.waitForURL(`${base}/dashboard`);
    await owner.getByTestId('user-footer').getByText(OWNER.email).waitFor();
    await shot(owner, 'r07-owner-dashboard');
  });

  const GREETING = 'Welcome to Harbor Pharmacy! Ask me about parking, refills or our hours.';
  const QUESTION = 'Is there parking at the pharmacy?';
  const ANSWER = 'Yes: free parking for 20 cars behind the pharmacy, entrance on Dock Street.';

  it('sets its opening hours, its greeting and a knowledge-base entry', async () => {
    await owner.getByRole('menuitem', { name: 'Pharmacy Locations' }).click();
    await owner.waitForURL(`${base}/pharmacy-management`);
    const location = owner.getByTestId('location-card').filter({ hasText: PHARMACY.name });
    await location.getByRole('button', { name: `Edit ${PHARMACY.name}` }).click();
    const hours = openDialog(owner, 'Edit Location');
    await hours.getByLabel('Hours as text').fill('Mon-Sun 0-24');
    await hours.getByRole('button', { name: 'Fill week' }).click();
    await expect.poll(() => hours.getByTestId('hours-sunday').textContent()).toContain('12:00 AM (midnight)');
    await hours.getByRole('button', { name: 'Save Location' }).click();
    await toast(owner, 'Location updated').waitFor();
    await expect.poll(() => location.getByTestId('location-hours').textContent()).toBe('Mon-Sun Open 24 hours');

    await owner.getByRole('menuitem', { name: 'Settings' }).click();
    await owner.waitForURL(`${base}/settings`);
    await expect.poll(() => owner.getByLabel('Pharmacy Name').inputValue()).toBe(PHARMACY.name);
    await owner.getByLabel('Chat Greeting').fill(GREETING);
    await owner.getByRole('button', { name: 'Save Settings' }).click();
    await toast(owner, 'Pharmacy settings updated successfully').waitFor();

    await owner.getByRole('menuitem', { name: 'Knowledge Base' }).click();
    await owner.waitForURL(`${base}/knowledge-base`);
    // the page has read the (empty) knowledge base before the dialog opens: no late render resets the form
    await expect.poll(() => owner.getByTestId('kb-summary-card').first().textContent()).toContain('Total Entries');
    await owner.getByRole('button', { name: 'Add Entry' }).first().click();
    const entry = openDialog(owner, 'Add Knowledge Base Entry');
    await chooseOption(owner, entry.getByRole('combobox', { name: 'Category' }), 'General');
    await entry.getByLabel('Question').fill(QUESTION);
    await entry.getByLabel('Answer').fill(ANSWER);
    // what the owner sees before saving: the category chosen and both texts in place
    await expect.poll(() => entry.locator('.ant-select').first().textContent()).toContain('General');
    await expect.poll(() => entry.getByLabel('Question').inputValue()).toBe(QUESTION);
    await expect.poll(() => entry.getByLabel('Answer').inputValue()).toBe(ANSWER);
    await entry.getByRole('button', { name: 'Create Entry' }).click();
    const card = owner.getByTestId('kb-entry').filter({ hasText: QUESTION });
    const failed = toast(owner, 'Failed to create knowledge base entry');
    // the saved entry shows in the list (the success toast may already be gone on a slow machine); a refusal or a
    // validation message fails at once with what the page said
    const outcome = card.or(failed).or(entry.locator('.ant-form-item-explain-error')).first();
    await outcome.waitFor({ timeout: 45_000 }).catch(async (error: unknown) => {
      throw new Error(`the entry was neither saved nor refused: dialog says "${await entry.textContent().catch(() => '?')}"`, { cause: error });
    });
    if (!(await card.isVisible())) throw new Error(`the entry was not saved: ${await owner.locator('.ant-notification-notice, .ant-form-item-explain-error').allTextContents()}`);
    await shot(owner, 'r07b-owner-knowledge-base');
  }, 120_000);

  let guest: Page;
  it("answers its first patient: the finder lists it open, the chat greets with the owner's words and answers from the entry", async () => {
    guest = await newPage(390);
    await guest.goto(`${base}/pharmacy-finder`);
    const card = guest.getByTestId('pharmacy-card').filter({ hasText: PHARMACY.name });
    await card.getByText('Open now: a pharmacist can join').waitFor();
    await card.getByRole('button', { name: 'Start 24/7 Chat' }).click();
    await guest.getByLabel('Full name').fill('Ida Patient');
    await guest.getByLabel('Phone number').fill('(217) 555-0188');
    await guest.getByRole('button', { name: 'Start Chat' }).click();
    await guest.getByTestId('session-badge').waitFor();
    await guest.getByTestId('chat-greeting').filter({ hasText: GREETING }).waitFor();
    await guest.getByLabel('Message').fill(QUESTION);
    await guest.getByLabel('Message').press('Enter');
    await guest
      .getByTestId('message-ai')
      .filter({ hasText: 'free parking for 20 cars' })
      .waitFor({ timeout: 30_000 })
      .catch(async (error: unknown) => {
        throw new Error(`no answer from the entry; the chat shows: ${(await guest.getByTestId(/^message-/).allTextContents()).join(' | ')}`, { cause: error });
      });
    await shot(guest, 'r07c-first-patient-answered-phone');
  });

  it('once suspended, disappears from the finder and refuses new chats with a clear message', async () => {
    await admin.goto(`${base}/admin/pharmacies`);
    const row = tableRow(admin, PHARMACY.name);
    await row.getByRole('button', { name: `Suspend ${PHARMACY.name}` }).click();
    await admin.getByRole('dialog').filter({ hasText: `Suspend ${PHARMACY.name}?` }).getByRole('button', { name: 'Suspend' }).click();
    await row.getByText('Suspended').waitFor();

    const chatUrl = guest.url();
    await guest.goto(`${base}/pharmacy-finder`);
    await guest.getByTestId('pharmacy-card').first().waitFor();
    await expect.poll(() => guest.getByTestId('pharmacy-card').filter({ hasText: PHARMACY.name }).count(), { timeout: 10_000 }).toBe(0);

    const newcomer = await newPage(390);
    await newcomer.goto(chatUrl);
    await newcomer.getByText('This pharmacy is not taking chats', { exact: true }).waitFor();
    await newcomer.getByText('This pharmacy is not taking chats at the moment. Please contact the pharmacy directly, or choose another pharmacy.').waitFor();
    await newcomer.getByRole('button', { name: 'Find Pharmacies' }).waitFor();
    // and the API refuses a new chat with the same words
    const pharmacyId = new URL(chatUrl).pathname.split('/').pop()!;
    const refused = await fetch(`${base}/api/public/chat-session/${pharmacyId}/Jon%20Newcomer?phone=2175550189`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^This pharmacy is not taking chats at the moment/);
    await shot(newcomer, 'r07d-suspended-pharmacy-refuses-chat-phone');
  });
});

describe('on a phone', () => {
  it('registers and manages pharmacies at 390 px without sideways scrolling', async () => {
    const phone = await newPage(390);
    await phone.goto(`${base}/pharmacy-registration`);
    await phone.getByRole('heading', { name: 'Register your pharmacy' }).waitFor();
    await checkAccessible(phone, '/pharmacy-registration at 390 px');
    await shot(phone, 'r10-pharmacy-register-phone');
    await signInAsSuperAdmin(phone);
    await phone.goto(`${base}/admin-pharmacies`);
    await tableRow(phone, PHARMACY.name).waitFor();
    await checkAccessible(phone, '/admin-pharmacies at 390 px');
    await shot(phone, 'r11-admin-pharmacies-phone');
  });
});

describe('a rejected registration', () => {
  it('is rejected with a reason that the owner reads at sign-in, then deleted with a confirmation', async () => {
    const captcha = await solveCaptchaChallenge(await issueCaptchaChallenge(captchaSettings));
    const response = await fetch(`${base}/api/pharmacy-registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        pharmacy: { name: 'Shady Pills', email: 'shady@example.com', phone: '2175550166', address: '1 Back Alley, Springfield', licenseNumber: 'IL-NOPE-1', operatingHours: 'Mon-Sun 0-24' },
        owner: { name: 'Sam Shady', username: 'sam@shady.example', password: 'Shady#2026' },
        captcha,
      }),
    });
    expect(response.status).toBe(201);

    const admin = await newPage();
    await signInAsSuperAdmin(admin);
    await admin.goto(`${base}/admin-pharmacies`);
    await chooseOption(admin, admin.getByLabel('Filter by status'), /^Pending$/);
    const row = tableRow(admin, 'Shady Pills');
    await row.waitFor();
    await row.getByRole('button', { name: 'Reject Shady Pills' }).click();
    const dialog = openDialog(admin, 'Reject Pharmacy');
    await dialog.getByLabel('Reason').waitFor();
    // an empty reason is refused; on a loaded machine a click during the dialog's opening animation can be lost
    // (CI waited 50 s for the message once): the click is made again until the message shows
    const reasonRequired = dialog.getByText('Please give a reason for the rejection (at least 5 characters).');
    for (let attempt = 0; attempt < 4 && !(await reasonRequired.isVisible()); attempt++) {
      await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
      await reasonRequired.waitFor({ timeout: 8_000 }).catch(() => undefined);
    }
    await reasonRequired.waitFor();
    await dialog.getByLabel('Reason').fill('The license number IL-NOPE-1 is not on the state register');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await toast(admin, 'Pharmacy rejected').waitFor();

    const owner = await newPage(390);
    await signInForm(owner, 'sam@shady.example', 'Shady#2026');
    await owner
      .getByRole('alert')
      .filter({ hasText: 'Your pharmacy registration was not approved: The license number IL-NOPE-1 is not on the state register. Please contact support for details.' })
      .waitFor();
    await shot(owner, 'r08-owner-sign-in-rejected-phone');

    await chooseOption(admin, admin.getByLabel('Filter by status'), 'Rejected');
    await tableRow(admin, 'Shady Pills').getByRole('button', { name: 'Delete Shady Pills' }).click();
    const confirm = admin.getByRole('dialog').filter({ hasText: 'Delete Shady Pills?' });
    await confirm.getByText('It cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(admin, 'Pharmacy deleted').waitFor();
    await admin.getByText('Deleted pharmacies (1)').click();
    await admin.locator('div').filter({ hasText: /^identity: 1 staff accounts/ }).first().waitFor({ timeout: 30_000 });
    await shot(admin, 'r09-admin-pharmacies-deleted');
  });
});
