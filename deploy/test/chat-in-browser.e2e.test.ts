import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pharmachat/chassis/testing';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD } from '../src/seed';
import { buildWebApp, launchChromium, recordToasts, screenshotDir, toastShown } from './browser-support';

/**
 * The chat flow in Chromium, as a guest and a staff member would do it: finder, chat, knowledge-base answer,
 * red flag, staff sign-in, urgent inbox, answer, live delivery to the guest.
 */
let host: AllInOne;
let browser: Browser;
let base: string;
let database: TestDatabase | null = null;
let guest: Page;
let staff: Page;
const scriptsLoadedByGuest: string[] = [];
const guestGraphqlPosts: string[] = [];

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });

beforeAll(async () => {
  mkdirSync(screenshotDir, { recursive: true });
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  const webDir = await buildWebApp();
  host = await startAllInOne({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pharmachat-browser-')),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: webDir,
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  base = `http://127.0.0.1:${host.port}`;
  browser = await launchChromium();
  const guestContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await recordToasts(guestContext);
  guest = await guestContext.newPage();
  guest.on('request', (request) => {
    if (request.resourceType() === 'script') scriptsLoadedByGuest.push(request.url());
    if (request.url().endsWith('/graphql') && request.method() === 'POST') guestGraphqlPosts.push(request.postData() ?? '');
  });
  staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  await database?.drop();
});

describe('the chat flow in the browser', () => {
  it('opens on the landing page with the real plans', async () => {
    await guest.goto(base);
    await guest.getByRole('link', { name: 'Find Your Pharmacy' }).waitFor();
    await guest.getByText('2,000 conversations a month').waitFor();
    await shot(guest, '00-landing');
    await guest.getByRole('link', { name: 'Find Your Pharmacy' }).click();
    await guest.waitForURL(`${base}/pharmacy-finder`);
  });

  it('shows the pharmacy finder with real pharmacies, searchable', async () => {
    await guest.goto(`${base}/pharmacy-finder`);
    await guest.getByText('Downtown Community Pharmacy').waitFor();
    expect(await guest.getByTestId('pharmacy-card').count()).toBe(2);
    await guest.getByLabel('Search pharmacies').fill('river');
    await expect.poll(() => guest.getByTestId('pharmacy-card').count()).toBe(1);
    await guest.getByLabel('Search pharmacies').fill('');
    await guest.getByText('Mon-Fri 9:00 AM - 6:00 PM, Sat 9:00 AM - 2:00 PM, Sun Closed').first().waitFor();
    await shot(guest, '01-pharmacy-finder');
  });

  it('asks for the patient details before the chat starts', async () => {
    const downtown = guest.getByTestId('pharmacy-card').filter({ hasText: 'Downtown Community Pharmacy' });
    await downtown.getByRole('button', { name: 'Start 24/7 Chat' }).click();
    await guest.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
    await guest.getByRole('button', { name: 'Start Chat' }).click();
    await toastShown(guest, 'Please enter your details');
    await toastShown(guest, 'We need your full name and phone number to start the chat');
    await shot(guest, '02-details-required');
    await guest.getByLabel('Full name').fill('Maria Garcia-Hernandez');
    await guest.getByLabel('Phone number').fill('(217) 555-0101');
    await guest.getByRole('button', { name: 'Start Chat' }).click();
    await guest.getByTestId('session-badge').waitFor();
    expect(await guest.getByTestId('session-badge').textContent()).toBe('Maria Garcia-He...');
  });

  it('answers from the knowledge base, delivered live', async () => {
    const composer = guest.getByLabel('Message');
    await composer.fill('What time do you open on Saturday?');
    await guest.getByTestId('char-counter').getByText('34/500').waitFor();
    const postsBefore = guestGraphqlPosts.length;
    await composer.press('Enter');
    await guest.getByTestId('message-user').first().waitFor();
    const answer = guest.getByTestId('message-ai').first();
    await answer.waitFor();
    expect(await answer.textContent()).toContain('Saturday 9:00 AM');
    // the answer came over the subscription: the only HTTP call was the send itself
    expect(guestGraphqlPosts.slice(postsBefore).map((body) => JSON.parse(body).operationName)).toEqual(['SendPatientMessage']);
    await shot(guest, '03-knowledge-base-answer');
  });

  it('keeps Shift+Enter as a new line and does not send blank messages', async () => {
    const composer = guest.getByLabel('Message');
    await composer.fill('   ');
    await composer.press('Enter');
    await composer.press('Shift+Enter');
    expect(await guest.getByTestId('message-user').count()).toBe(1);
    await composer.fill('');
  });

  it('answers a red flag with the safety message', async () => {
    await guest.getByLabel('Message').fill("I took my new pills and now I have chest pain and can't breathe");
    await guest.getByLabel('Message').press('Enter');
    const safety = guest.locator('[data-kind="safety"]');
    await safety.waitFor();
    expect(await safety.textContent()).toMatch(/call 911/i);
    await shot(guest, '04-red-flag-safety-reply');
  });

  it('signs staff in and shows the urgent chat in the live inbox', async () => {
    await staff.goto(`${base}/login`);
    await staff.getByLabel('Username').fill('downtown.staff');
    await staff.getByLabel('Password').fill('wrong-password');
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.getByRole('alert').getByText('Invalid username or password').waitFor();
    await staff.getByLabel('Password').fill(DEMO_PASSWORD);
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.waitForURL(`${base}/dashboard`);
    await staff.getByText('Smart Answers for Smarter Pharmacy Care').waitFor();
    await staff.getByTestId('user-footer').getByText('downtown.staff').waitFor();
    await staff.getByText('Total Conversations').waitFor();
    await shot(staff, '05-staff-dashboard');

    await staff.getByRole('menuitem', { name: 'Live Chat Support' }).click();
    await staff.waitForURL(`${base}/staff-chat`);
    await staff.getByText('Select a conversation').waitFor();
    const urgent = staff.getByTestId('urgent-sessions');
    await urgent.getByText('Maria Garcia-Hernandez').waitFor();
    await shot(staff, '06-staff-inbox-urgent');
  });

  it('lets staff answer, and the guest sees it without reloading', async () => {
    await staff.getByTestId('urgent-sessions').getByText('Maria Garcia-Hernandez').click();
    const conversation = staff.getByTestId('conversation');
    await conversation.getByText('What time do you open on Saturday?').waitFor();
    const send = conversation.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await conversation.getByLabel('Message').fill('  This is Jordan, your pharmacist. Please call 911 now; I will call you afterwards.  ');
    await conversation.getByLabel('Message').press('Enter');
    await conversation.getByTestId('message-staff').waitFor();
    await shot(staff, '07-staff-answered');

    const answer = guest.getByTestId('message-staff');
    await answer.waitFor();
    expect(await answer.textContent()).toContain('This is Jordan, your pharmacist.');
    await shot(guest, '08-guest-sees-staff-answer');
  });

  it('returns to the same chat after a reload', async () => {
    await guest.reload();
    await guest.getByTestId('message-staff').waitFor();
    expect(await guest.getByTestId('message-user').count()).toBe(2);
  });

  it('never loads the staff screens on public pages', () => {
    const names = scriptsLoadedByGuest.map((url) => url.split('/').pop() ?? '');
    expect(names.some((n) => n.startsWith('PharmacyFinderPage'))).toBe(true);
    expect(names.filter((n) => /^(StaffShell|StaffChatPage|DashboardPage|usePharmacyLiveUpdates)/.test(n))).toEqual([]);
  });

  it('shows the fast-response badge once the pharmacy has answered quickly', async () => {
    await guest.goto(`${base}/pharmacies`);
    const downtown = guest.getByTestId('pharmacy-card').filter({ hasText: 'Downtown Community Pharmacy' });
    await downtown.getByText('Fast response').waitFor();
    expect(await guest.getByTestId('pharmacy-card').filter({ hasText: 'Riverside Health Pharmacy' }).getByText('Fast response').count()).toBe(0);
    await downtown.getByRole('button', { name: 'Info' }).click();
    await guest.getByRole('dialog').getByText('Typical reply').waitFor();
    await guest.waitForTimeout(500); // let the dialog's opening animation finish before the screenshot
    await shot(guest, '10-finder-after-chats');
  });

  it('shows Pharmacy Not Found and the Not Found screen', async () => {
    await guest.goto(`${base}/chat/3f0c5d2e-9a1b-4c3d-8e7f-001122334455`);
    await guest.getByText('Pharmacy Not Found').waitFor();
    await guest.goto(`${base}/no-such-page`);
    await guest.getByText('Page Not Found').waitFor();
    await guest.getByText("Sorry, the page you're looking for doesn't exist or has been moved.").waitFor();
    await guest.getByRole('button', { name: 'Find Pharmacies' }).waitFor();
    await shot(guest, '09-not-found');
  });

  it('restores the staff session on reload and clears it on logout', async () => {
    await staff.reload();
    await staff.getByTestId('user-footer').getByText('downtown.staff').waitFor();
    await staff.getByRole('button', { name: 'Log out' }).click();
    await staff.waitForURL(`${base}/login`);
    expect(await staff.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('user_data')])).toEqual([null, null]);
    await staff.goto(`${base}/staff-chat`);
    await staff.getByRole('button', { name: 'Sign in' }).waitFor();
  });
});
