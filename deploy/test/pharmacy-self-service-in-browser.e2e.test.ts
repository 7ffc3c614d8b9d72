import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pharmachat/chassis/testing';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD } from '../src/seed';
import { buildWebApp, chooseOption, launchChromium, screenshotDir } from './browser-support';
import { hostEnv } from './e2e-support';

/**
 * A pharmacy runs itself, in Chromium: the owner (downtown.admin) keeps the knowledge base (add with tags, the card
 * shows 3 then '+N more', search, category filter, export and import as CSV), and a guest's very next question is
 * answered from the new entry; once the owner deletes it the same question goes to a pharmacist. Staff read the
 * knowledge base but cannot change it; a super admin without a pharmacy is told to switch context. Every page at
 * phone width (390 px) without sideways scrolling.
 */
let host: AllInOne;
let browser: Browser;
let base: string;
let database: TestDatabase | null = null;
let downtownId: string;
const contexts: BrowserContext[] = [];
const trace: string[] = [];

const QUESTION = 'Do you offer free home delivery of prescriptions?';
const ANSWER = 'Yes: free home delivery of prescriptions within 5 miles, same day when you order before 3 PM.';

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
const toast = (page: Page, text: string) => page.locator('.ant-notification-notice').filter({ hasText: text }).first();

/**
 * Waits for the success toast of a save that the server must confirm (slow on a busy machine); a failure toast or a
 * validation message fails at once and says what the page showed.
 */
async function saved(page: Page, success: string): Promise<void> {
  const ok = toast(page, success);
  const failed = page.locator('.ant-notification-notice').filter({ hasText: /Failed|Error/ }).or(page.locator('.ant-form-item-explain-error')).first();
  await ok.or(failed).first().waitFor({ timeout: 60_000 });
  if (!(await ok.isVisible())) throw new Error(`"${success}" did not show; the page said: ${(await failed.textContent().catch(() => null)) ?? 'nothing'}`);
}
const openDialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });
/** no sideways scrolling: the page is no wider than the screen */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function newPage(width = 1280, options: { bypassCSP?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, acceptDownloads: true, ...options });
  contexts.push(context);
  // the guests' chats here wait for staff: no 30-second urgent reminders over the owner's buttons (10 minutes instead)
  await context.addInitScript(() => window.localStorage.setItem('pharmachat.alerts.reminderMs', '600000'));
  const page = await context.newPage();
  const name = `page${contexts.length}`;
  page.on('console', (message) => trace.push(`${name} console.${message.type()}: ${message.text().slice(0, 200)}`));
  page.on('response', async (response) => {
    if (!response.url().endsWith('/graphql')) return;
    const operation = /"operationName":"(\w+)"/.exec(response.request().postData() ?? '')?.[1] ?? '';
    const body = await response.text().catch(() => '');
    const error = /"errors":\[\{"message":"([^"]{0,160})/.exec(body)?.[1];
    trace.push(`${name} ${response.status()} ${operation}${error ? ` error: ${error}` : ''}`);
  });
  return page;
}

async function signInStaff(page: Page, username: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${base}/dashboard`);
}

async function startGuestChat(page: Page, name: string, phone: string) {
  await page.goto(`${base}/chat/${downtownId}`);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Start Chat' }).click();
  await page.getByTestId('session-badge').waitFor();
}

/** sends a message and returns the assistant's answer to it */
async function ask(page: Page, text: string): Promise<string> {
  const answers = await page.getByTestId('message-ai').count();
  await page.getByLabel('Message').fill(text);
  await page.getByLabel('Message').press('Enter');
  await page.getByTestId('message-user').filter({ hasText: text }).last().waitFor();
  await expect.poll(() => page.getByTestId('message-ai').count(), { timeout: 15_000 }).toBeGreaterThan(answers);
  return (await page.getByTestId('message-ai').last().textContent()) ?? '';
}

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's serious and critical violations on the page as it is now (the context bypasses the CSP for its script). */
async function seriousViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 6).map((n) => JSON.stringify(n.target)) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

beforeAll(async () => {
  mkdirSync(screenshotDir, { recursive: true });
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  const webDir = await buildWebApp();
  host = await startAllInOne({ ...hostEnv(database?.url), WEB_DIST_DIR: webDir, RATE_LIMIT_LOGIN_PER_MINUTE: '200' });
  base = `http://127.0.0.1:${host.port}`;
  browser = await launchChromium();
  const pharmacies = (await (await fetch(`${base}/api/public/pharmacies`)).json()) as { id: string; name: string }[];
  downtownId = pharmacies.find((p) => p.name === 'Downtown Community Pharmacy')!.id;
}, 240_000);

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') {
    trace.length = 0;
    return;
  }
  console.error(trace.slice(-60).join('\n'));
  trace.length = 0;
  let n = 0;
  for (const browserContext of contexts) for (const page of browserContext.pages()) await shot(page, `failed-self-service-${++n}`).catch(() => undefined);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await host?.stop();
  await database?.drop();
});

describe('the knowledge base in the browser', () => {
  let owner: Page;

  it('shows the owner the entries, the summary cards and the real last update', async () => {
    owner = await newPage();
    await signInStaff(owner, 'downtown.admin');
    await owner.getByRole('menuitem', { name: 'Knowledge Base' }).click();
    await owner.waitForURL(`${base}/knowledge-base`);
    await owner.getByTestId('kb-entry').first().waitFor();
    const cards = await owner.getByTestId('kb-summary-card').allTextContents();
    expect(cards[0]).toMatch(/^Total Entries\d+$/);
    expect(cards[3]).toBe('Last UpdatedToday');
  });

  it("a guest's question is answered from a new entry at once, and handed over once it is deleted", async () => {
    const guest = await newPage();
    await startGuestChat(guest, 'Dana Whitfield', '(217) 555-0190');
    const before = await ask(guest, QUESTION);
    expect(before).not.toContain('within 5 miles');

    await owner.getByRole('button', { name: 'Add Entry' }).click();
    const dialog = openDialog(owner, 'Add Knowledge Base Entry');
    await dialog.getByRole('button', { name: 'Create Entry' }).click();
    await dialog.getByText('Please select a category').waitFor();
    await chooseOption(owner, dialog.getByRole('combobox', { name: 'Category' }), 'General');
    await dialog.getByLabel('Question').fill('Do you deliver prescriptions to my home?');
    await dialog.getByLabel('Answer').fill(ANSWER);
    await dialog.getByLabel('Tags').fill('delivery, home,  , prescriptions, free, same day');
    // what the owner sees before saving: the category chosen (its "please select" message gone) and the texts in place
    await expect.poll(() => dialog.locator('.ant-select').first().textContent()).toContain('General');
    await dialog.getByText('Please select a category').waitFor({ state: 'hidden' });
    await expect.poll(() => dialog.getByLabel('Question').inputValue()).toBe('Do you deliver prescriptions to my home?');
    await expect.poll(() => dialog.getByLabel('Answer').inputValue()).toBe(ANSWER);
    await dialog.getByRole('button', { name: 'Create Entry' }).click();
    await saved(owner, 'Knowledge base entry created successfully');
    await dialog.waitFor({ state: 'hidden' });
    const card = owner.getByTestId('kb-entry').filter({ hasText: 'Do you deliver prescriptions to my home?' });
    await card.waitFor();
    expect(await card.getByTestId('entry-tags').locator('.ant-tag').allTextContents()).toEqual(['delivery', 'home', 'prescriptions', '+2 more']);
    await shot(owner, 'ss01-knowledge-base-entry-added');

    const answered = await ask(guest, QUESTION);
    expect(answered).toContain('within 5 miles');

    // search and category filter
    await owner.getByLabel('Search the knowledge base').fill('same day');
    await expect.poll(() => owner.getByTestId('kb-entry').count()).toBe(1);
    await owner.getByLabel('Search the knowledge base').fill('');
    await chooseOption(owner, owner.getByRole('combobox', { name: 'Filter by category' }), 'Store Hours');
    await expect.poll(async () => (await owner.getByTestId('kb-entry').allTextContents()).every((text) => text.startsWith('Store Hours'))).toBe(true);
    expect(await card.count()).toBe(0);
    await chooseOption(owner, owner.getByRole('combobox', { name: 'Filter by category' }), 'All Categories');

    // edit, then delete: the same question goes to a pharmacist
    await card.getByRole('button', { name: /^Edit/ }).click();
    const edit = openDialog(owner, 'Edit Knowledge Base Entry');
    await expect.poll(() => edit.getByLabel('Answer').inputValue()).toBe(ANSWER);
    await edit.getByLabel('Answer').fill(ANSWER.replace('5 miles', '8 miles'));
    await edit.getByRole('button', { name: 'Update Entry' }).click();
    await saved(owner, 'Knowledge base entry updated successfully');
    expect(await ask(guest, QUESTION)).toContain('within 8 miles');

    await card.getByRole('button', { name: /^Delete/ }).click();
    await saved(owner, 'Knowledge base entry deleted successfully');
    await card.waitFor({ state: 'detached' });
    const handedOver = await ask(guest, QUESTION);
    expect(handedOver).not.toContain('miles');
    expect(handedOver).toMatch(/pharmacist/i);
  }, 180_000);

  it('exports the knowledge base as CSV and imports entries from a CSV file', async () => {
    const [file] = await Promise.all([owner.waitForEvent('download'), owner.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^knowledge-base-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0]).toBe('category,question,answer,tags');
    expect(csv).toContain('What are your store hours?');

    const total = await owner.getByTestId('kb-entry').count();
    const bad = join(tmpdir(), `kb-bad-${Date.now()}.csv`);
    writeFileSync(bad, 'category,question,answer,tags\ngeneral,Is there parking?,,parking\n');
    await owner.getByTestId('kb-import-input').setInputFiles(bad);
    await toast(owner, 'Line 2: the answer is empty.').waitFor();

    const good = join(tmpdir(), `kb-good-${Date.now()}.csv`);
    writeFileSync(good, 'category,question,answer,tags\nGeneral,Is there parking?,"Yes, free parking behind the store.","parking, car"\nmedication_info,Do you stock insulin?,All common insulins are in stock.,\n');
    await owner.getByTestId('kb-import-input').setInputFiles(good);
    await toast(owner, '2 knowledge base entries imported successfully').waitFor();
    await expect.poll(() => owner.getByTestId('kb-entry').count()).toBe(total + 2);
  });

  it('lets staff read the knowledge base without changing it, and fits a phone', async () => {
    const staff = await newPage(390);
    await signInStaff(staff, 'downtown.staff');
    await staff.goto(`${base}/knowledge-base`);
    await staff.getByTestId('kb-entry').first().waitFor();
    expect(await staff.getByRole('button', { name: 'Add Entry' }).count()).toBe(0);
    expect(await staff.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect(await fitsWidth(staff)).toBe(true);
    await shot(staff, 'ss02-knowledge-base-phone');
  });

  it('tells a super admin without a pharmacy to switch to a pharmacy context', async () => {
    const superAdmin = await newPage(390);
    await signInStaff(superAdmin, 'superadmin');
    await superAdmin.goto(`${base}/knowledge-base`);
    await superAdmin.getByText('Switch to Pharmacy Context').waitFor();
    await superAdmin.getByText('Use the role switcher in the top navigation').waitFor();
    expect(await fitsWidth(superAdmin)).toBe(true);
  });
});

describe('settings and opening hours in the browser', () => {
  let owner: Page;
  const GREETING = 'Welcome to Downtown! Ask me about refills, delivery or our hours.';

  it('saves the greeting and the emergency contact in Settings', async () => {
    owner = await newPage();
    await signInStaff(owner, 'downtown.admin');
    await owner.getByRole('menuitem', { name: 'Settings' }).click();
    await owner.waitForURL(`${base}/settings`);
    await expect.poll(() => owner.getByLabel('Pharmacy Name').inputValue()).toBe('Downtown Community Pharmacy');
    await owner.getByLabel('Pharmacy Name').fill('');
    await owner.getByRole('button', { name: 'Save Settings' }).click();
    await owner.getByText('Pharmacy name is required').waitFor();
    await owner.getByLabel('Pharmacy Name').fill('Downtown Community Pharmacy');
    await owner.getByLabel('Chat Greeting').fill(GREETING);
    await owner.getByLabel('Business Hours').fill('Open every day, around the clock');
    await owner.getByLabel('Emergency Contact').fill('(217) 555-0911');
    await owner.getByRole('button', { name: 'Save Settings' }).click();
    await toast(owner, 'Pharmacy settings updated successfully').waitFor();
    await owner.reload();
    await expect.poll(() => owner.getByLabel('Chat Greeting').inputValue()).toBe(GREETING);
    await shot(owner, 'ss03-settings');
  });

  it('sets opening hours from text, copies a day to the others, and the pharmacy is open now', async () => {
    await owner.getByRole('menuitem', { name: 'Pharmacy Locations' }).click();
    await owner.waitForURL(`${base}/pharmacy-management`);
    const card = owner.getByTestId('location-card').filter({ hasText: 'Downtown Community Pharmacy' });
    await card.getByRole('button', { name: 'Edit Downtown Community Pharmacy' }).click();
    const dialog = openDialog(owner, 'Edit Location');
    await dialog.getByLabel('Hours as text').fill('Mon-Fri 9-6, Sat 9-2');
    await dialog.getByRole('button', { name: 'Fill week' }).click();
    await expect.poll(() => dialog.getByTestId('hours-saturday').textContent()).toContain('2:00 PM');
    expect(await dialog.getByTestId('hours-sunday').textContent()).toContain('Closed');
    await dialog.getByLabel('Hours as text').fill('Funday 9-5');
    await dialog.getByRole('button', { name: 'Fill week' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'start with a day' }).waitFor();
    // open around the clock on Monday, then the same every day
    await dialog.getByLabel('Hours as text').fill('Mon 0-24');
    await dialog.getByRole('button', { name: 'Fill week' }).click();
    await expect.poll(() => dialog.getByTestId('hours-tuesday').textContent()).toContain('Closed');
    await dialog.getByRole('button', { name: "Copy Monday's hours" }).click();
    await owner.getByRole('menuitem', { name: 'Copy to all days' }).click();
    await expect.poll(() => dialog.getByTestId('hours-sunday').textContent()).toContain('12:00 AM (midnight)');
    await shot(owner, 'ss04-hours-editor');
    await dialog.getByRole('button', { name: 'Save Location' }).click();
    await toast(owner, 'Location updated').waitFor();
    await expect.poll(() => card.getByTestId('location-hours').textContent()).toBe('Mon-Sun Open 24 hours');
    expect(await card.getByTestId('location-online').textContent()).toBe('Open now');
  });

  it('greets a guest with the new greeting and gives the new emergency contact in the safety reply', async () => {
    const guest = await newPage(390);
    await startGuestChat(guest, 'Omar Haddad', '(217) 555-0191');
    await guest.getByTestId('chat-greeting').filter({ hasText: GREETING }).filter({ hasText: 'Our hours: Open every day, around the clock' }).waitFor();
    const safety = await ask(guest, 'I have crushing chest pain and I can not breathe');
    expect(safety).toContain('(217) 555-0911');
    expect(await fitsWidth(guest)).toBe(true);
    // the finder lists it as open now
    await guest.goto(`${base}/pharmacy-finder`);
    await guest.getByTestId('pharmacy-card').filter({ hasText: 'Downtown Community Pharmacy' }).getByText('Mon-Sun Open 24 hours').waitFor();
  });

  it('tells an owner on another plan that several locations need Enterprise', async () => {
    await owner.getByRole('button', { name: 'Add Location' }).click();
    await owner.getByTestId('upgrade-message').filter({ hasText: 'Enterprise plan' }).waitFor();
    await openDialog(owner, 'Upgrade to Enterprise').locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  });

  it('fits a phone: Settings and Pharmacy Locations with the hours editor', async () => {
    const phone = await newPage(390);
    await signInStaff(phone, 'downtown.admin');
    await phone.goto(`${base}/settings`);
    await expect.poll(() => phone.getByLabel('Chat Greeting').inputValue()).toBe(GREETING);
    expect(await fitsWidth(phone)).toBe(true);
    await phone.goto(`${base}/pharmacy-management`);
    await phone.getByTestId('location-card').first().getByRole('button', { name: /^Edit/ }).click();
    await openDialog(phone, 'Edit Location').getByTestId('hours-editor').waitFor();
    expect(await fitsWidth(phone)).toBe(true);
    await shot(phone, 'ss05-hours-editor-phone');
  });

  it('shows staff Access Denied on locations and Settings read-only', async () => {
    const staff = await newPage(390);
    await signInStaff(staff, 'downtown.staff');
    expect(await staff.getByRole('menuitem', { name: 'Pharmacy Locations' }).count()).toBe(0);
    await staff.goto(`${base}/pharmacy-management`);
    await staff.getByText('Access Denied').waitFor();
    await staff.getByText('Only pharmacy administrators can manage pharmacy locations').waitFor();
    expect(await fitsWidth(staff)).toBe(true);
    await staff.goto(`${base}/settings`);
    await staff.getByText('Only pharmacy administrators can change these settings.').waitFor();
    expect(await staff.getByRole('button', { name: 'Save Settings' }).count()).toBe(0);
    expect(await fitsWidth(staff)).toBe(true);
  });
});

describe('accessibility of the self-service screens', () => {
  for (const width of [1280, 390]) {
    it(`has no serious or critical axe violations at ${width} px, dialogs open too`, async () => {
      const page = await newPage(width, { bypassCSP: true });
      await signInStaff(page, 'downtown.admin');
      const check = async (label: string) => {
        // dialogs and toasts fade in and out: measure colours once nothing is moving
        await expect
          .poll(() =>
            page.evaluate(() => {
              const moving = /-(appear|enter|leave)\b/;
              const parts = [...document.querySelectorAll('.ant-modal, .ant-modal-mask, .ant-notification-notice-wrapper, .ant-notification-notice')];
              return parts.every((el) => getComputedStyle(el).opacity === '1' && !moving.test(el.className));
            }),
          )
          .toBe(true);
        expect(await fitsWidth(page), `${label} scrolls sideways`).toBe(true);
        const violations = await seriousViolations(page);
        expect(violations, `${label}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
      };
      await page.goto(`${base}/knowledge-base`);
      await page.getByTestId('kb-entry').first().waitFor();
      await check('knowledge base');
      await page.getByRole('button', { name: 'Add Entry' }).click();
      await openDialog(page, 'Add Knowledge Base Entry').getByLabel('Question').waitFor();
      await check('knowledge base dialog');
      await page.keyboard.press('Escape');
      await page.goto(`${base}/settings`);
      await expect.poll(() => page.getByLabel('Pharmacy Name').inputValue()).not.toBe('');
      await check('settings');
      await page.goto(`${base}/pharmacy-management`);
      await page.getByTestId('location-card').first().getByRole('button', { name: /^Edit/ }).click();
      await openDialog(page, 'Edit Location').getByTestId('hours-editor').waitFor();
      await check('locations with the hours editor');
    });
  }
});
