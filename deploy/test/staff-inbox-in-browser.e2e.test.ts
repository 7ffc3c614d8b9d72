import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pharmachat/chassis/testing';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD } from '../src/seed';
import { buildWebApp, launchChromium, recordToasts, screenshotDir, toastShown } from './browser-support';
import { hostEnv, restClient } from './e2e-support';

/**
 * Working the staff inbox in Chromium against the real host: two staff members of one pharmacy in two browser
 * contexts (an admin and a staff member), patients writing through the REST API. What one tab does (mark urgent,
 * resolve, clear, clear all) shows in the other live; the notification widget counts and alerts (a burst of
 * arrivals gives one alert; an urgent chat nobody opened alerts again until it is opened); the preferences are
 * saved on the server; the pages fit a phone.
 */
let host: AllInOne;
let browser: Browser;
let base: string;
let database: TestDatabase | null = null;
let downtownId: string;
let admin: Page;
let staff: Page;
const api = restClient(() => base);

/**
 * the alert intervals for these tests (the alert module reads them from localStorage): reminders every 3 s; a
 * burst ends 5 s after its last arrival (the product's 2 s split the three test chats into separate alerts when a
 * loaded CI machine took longer than that between their arrivals)
 */
const REMINDER_MS = 3_000;
const BURST_MS = 5_000;

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `inbox-${name}.png`), fullPage: true });

/** A browser profile whose system notifications are recorded (window.__notes) and whose alerts come fast. */
async function staffContext(width: number, height = 900): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addInitScript(
    ({ reminder, burst }) => {
      const notes: { title: string; body?: string }[] = [];
      (window as unknown as { __notes: typeof notes }).__notes = notes;
      class RecordedNotification {
        static permission = 'granted';
        static requestPermission() {
          return Promise.resolve('granted');
        }
        onclick: (() => void) | null = null;
        constructor(title: string, options?: { body?: string }) {
          notes.push({ title, body: options?.body });
        }
        close() {}
      }
      (window as unknown as { Notification: unknown }).Notification = RecordedNotification;
      localStorage.setItem('pharmachat.alerts.reminderMs', String(reminder));
      localStorage.setItem('pharmachat.alerts.burstMs', String(burst));
    },
    { reminder: REMINDER_MS, burst: BURST_MS },
  );
  await recordToasts(context);
  return context;
}

async function signIn(page: Page, username: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${base}/dashboard`);
}

/** A guest opens a chat with Downtown and writes; the session id comes back. */
async function patientWrites(name: string, message: string): Promise<string> {
  const phone = `(217) 555-${String(1000 + Math.floor(Math.random() * 8999))}`;
  const opened = await api<{ id: string; token: string }>('GET', `/api/public/chat-session/${downtownId}/${encodeURIComponent(name)}?phone=${encodeURIComponent(phone)}`);
  expect(opened.status).toBe(200);
  const sent = await api('POST', '/api/public/chat/send', { token: opened.body.token, body: { sessionId: opened.body.id, message } });
  expect(sent.status).toBe(201);
  return opened.body.id;
}

const notes = (page: Page) => page.evaluate(() => (window as unknown as { __notes: { title: string; body?: string }[] }).__notes.map((n) => n.title));
const listed = (page: Page, list: 'urgent' | 'active' | 'resolved') => page.getByTestId(`${list}-sessions`).getByTestId('session-item');
const countOf = (page: Page, list: 'urgent' | 'active' | 'resolved') => page.getByTestId(`${list}-count`).getAttribute('data-count');
const row = (page: Page, list: 'urgent' | 'active' | 'resolved', name: string) => listed(page, list).filter({ hasText: name });
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

beforeAll(async () => {
  mkdirSync(screenshotDir, { recursive: true });
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  const webDir = await buildWebApp();
  host = await startAllInOne(hostEnv(database?.url, { WEB_DIST_DIR: webDir }));
  base = `http://127.0.0.1:${host.port}`;
  const pharmacies = await api<{ id: string; name: string }[]>('GET', '/api/public/pharmacies');
  downtownId = pharmacies.body.find((p) => p.name === 'Downtown Community Pharmacy')!.id;
  browser = await launchChromium();
  admin = await (await staffContext(1280)).newPage();
  staff = await (await staffContext(1280)).newPage();
});

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  await database?.drop();
});

describe('two staff tabs on one inbox', () => {
  it('shows the compact widget and an empty inbox to both', async () => {
    await signIn(admin, 'downtown.admin');
    await signIn(staff, 'downtown.staff');
    for (const page of [admin, staff]) {
      const bell = page.getByTestId('notification-bell');
      await bell.getByText('0 Active').waitFor();
      await page.getByRole('menuitem', { name: 'Live Chat Support' }).click();
      await page.getByText('Select a conversation').waitFor();
      expect(await countOf(page, 'urgent')).toBe('0');
    }
    await staff.getByTestId('notification-bell').getByRole('button').click();
    await staff.getByText('All caught up!').waitFor();
    await staff.getByText('No active chats right now').waitFor();
    await shot(staff, '01-all-caught-up');
    await staff.keyboard.press('Escape');
  });

  it('gives one alert for a burst of new chats, and both tabs list them live', async () => {
    await Promise.all([
      patientWrites('Tom Jones', 'What time do you open on Saturday?'),
      patientWrites('Ann Lee', 'Do you offer flu shots?'),
      patientWrites('Maria Garcia', "I took my new pills and now I have chest pain and can't breathe"),
    ]);
    for (const page of [admin, staff]) {
      await expect.poll(() => listed(page, 'urgent').count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => listed(page, 'active').count(), { timeout: 15_000 }).toBe(2);
      await row(page, 'urgent', 'Maria Garcia').waitFor();
      await page.getByTestId('notification-bell').getByText('3 Active').waitFor();
    }
    // one toast and one system notification for the three, not one each
    // the burst alerts at the latest three windows after its first arrival
    await expect.poll(() => notes(staff), { timeout: 4 * BURST_MS }).toContain('3 New Chats');
    expect((await notes(staff)).filter((t) => t.includes('New Chat'))).toEqual(['3 New Chats']);
    await staff.locator('.ant-notification-notice').getByText('3 New Chats').waitFor();
    await staff.getByText('Patients are waiting for your response').waitFor();
    await shot(staff, '02-inbox-with-alert');
  });

  it('re-alerts the urgent chat every few seconds until this person opens it', async () => {
    await expect.poll(async () => (await notes(staff)).filter((t) => t === '1 Urgent Chat waiting').length, { timeout: 4 * REMINDER_MS }).toBeGreaterThanOrEqual(2);
    await staff.locator('.ant-notification-notice').getByText('1 Urgent Chat waiting').waitFor();
    await row(staff, 'urgent', 'Maria Garcia').click();
    await staff.getByTestId('conversation').getByText("I took my new pills and now I have chest pain and can't breathe").waitFor();
    const reminders = (await notes(staff)).length;
    // two reminder intervals later, nothing more came
    await staff.waitForTimeout(2 * REMINDER_MS + 500);
    expect((await notes(staff)).length).toBe(reminders);
  });

  it('shows Mark Urgent from one tab in the other, live', async () => {
    await row(admin, 'active', 'Tom Jones').click();
    const conversation = admin.getByTestId('conversation');
    await conversation.getByText('What time do you open on Saturday?').waitFor();
    await conversation.getByRole('button', { name: 'Mark Urgent' }).click();
    await toastShown(admin, 'Marked as urgent');
    await expect.poll(() => conversation.getByRole('button', { name: 'Mark Urgent' }).count()).toBe(0);
    await row(staff, 'urgent', 'Tom Jones').waitFor({ timeout: 10_000 });
    expect(await countOf(staff, 'urgent')).toBe('2');
    expect(await countOf(staff, 'active')).toBe('1');
    await shot(admin, '03-admin-marked-urgent-1280');
  });

  it('shows Resolve from one tab in the other, live', async () => {
    const conversation = staff.getByTestId('conversation');
    await conversation.getByLabel('Message').fill('This is Jordan, your pharmacist. Please call 911 now; I will call you afterwards.');
    await conversation.getByLabel('Message').press('Enter');
    await conversation.getByTestId('message-staff').waitFor();
    await conversation.getByRole('button', { name: 'Resolve' }).click();
    await toastShown(staff, 'Chat resolved');
    await staff.getByText('Select a conversation').waitFor();
    await expect.poll(() => row(admin, 'urgent', 'Maria Garcia').count(), { timeout: 10_000 }).toBe(0);
    expect(await countOf(admin, 'resolved')).toBe('1');
    expect(await countOf(admin, 'urgent')).toBe('1');
  });

  it('shows Clear from one tab in the other, live, after a confirmation', async () => {
    await row(admin, 'active', 'Ann Lee').click();
    await admin.getByTestId('conversation').getByTestId('clear-chat').click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('The chat with Ann Lee and all its messages will be deleted for good.', { exact: false }).waitFor();
    await shot(admin, '04-clear-confirmation');
    await dialog.getByRole('button', { name: 'Clear chat' }).click();
    await toastShown(admin, 'Chat cleared');
    await expect.poll(() => row(staff, 'active', 'Ann Lee').count(), { timeout: 10_000 }).toBe(0);
    expect(await countOf(staff, 'active')).toBe('0');
    await staff.getByTestId('notification-bell').getByText('1 Active').waitFor();
  });

  it('shows the full widget from the bell', async () => {
    await staff.getByTestId('notification-bell').getByRole('button').click();
    const card = staff.getByTestId('urgent-card');
    await card.getByText('1 Urgent Chat').waitFor();
    await card.getByText('Patients need immediate attention').waitFor();
    await card.getByText(/^Patient: [0-9a-z]{8}$/).waitFor();
    await shot(staff, '05-bell-popover');
    await card.getByRole('button', { name: 'Respond Now' }).click();
    await staff.waitForURL(`${base}/staff-chat`);
  });

  it('opens a chat from the keyboard', async () => {
    await admin.getByLabel('Search chats').focus();
    await admin.keyboard.press('Tab'); // Clear All Chats (n)
    await admin.keyboard.press('Tab'); // the first row: Tom Jones, urgent
    expect(await admin.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Tom Jones, patient [0-9a-f]{8}, urgent\. Last message: /);
    await shot(admin, '05b-keyboard-focus');
    await admin.keyboard.press('Enter');
    await admin.getByTestId('conversation').getByText('What time do you open on Saturday?').waitFor();
  });

  it('lets the admin clear all chats after a confirmation naming how many', async () => {
    const button = admin.getByTestId('sidebar-clear-all');
    await button.getByText('Clear All Chats (2)').waitFor();
    expect(await staff.getByTestId('sidebar-clear-all').count()).toBe(0);
    await button.click();
    const dialog = admin.getByRole('dialog');
    await admin.locator('.ant-modal-confirm-title').getByText('Delete all 2 chats?').waitFor();
    await dialog.getByText('All 2 chats of this pharmacy, with every message, will be deleted for good.').waitFor();
    await dialog.getByRole('button', { name: 'Delete 2 chats' }).click();
    await toastShown(admin, 'All Chats Cleared');
    for (const page of [admin, staff]) {
      await expect.poll(() => listed(page, 'urgent').count(), { timeout: 10_000 }).toBe(0);
      expect(await listed(page, 'active').count()).toBe(0);
      await page.getByTestId('notification-bell').getByText('0 Active').waitFor();
    }
  });
});

describe('notification preferences', () => {
  it('saves them on the server: they come back after a reload', async () => {
    await staff.getByRole('menuitem', { name: 'Chat Notifications' }).click();
    await staff.waitForURL(`${base}/staff-notifications`);
    const urgentOnly = staff.getByTestId('pref-urgentOnly');
    await urgentOnly.waitFor();
    expect(await urgentOnly.getAttribute('aria-checked')).toBe('false');
    await urgentOnly.click();
    await toastShown(staff, 'Preferences saved');
    await staff.reload();
    await expect.poll(() => staff.getByTestId('pref-urgentOnly').getAttribute('aria-checked'), { timeout: 15_000 }).toBe('true');
    await staff.getByTestId('notifications-page-widget').getByText('All caught up!').waitFor();
    await staff.getByTestId('live-status').getByText('Live updates are on.').waitFor();
    await shot(staff, '06-notification-settings-1280');
  });
});

describe('at phone width (390 px)', () => {
  let phone: Page;

  beforeAll(async () => {
    phone = await (await staffContext(390, 844)).newPage();
    await signIn(phone, 'downtown.staff');
    await patientWrites('Omar Haddad', 'How do I refill my prescription?');
  });

  it('shows the list and the conversation as two screens without sideways scrolling', async () => {
    await phone.goto(`${base}/staff-chat`);
    await row(phone, 'active', 'Omar Haddad').waitFor();
    await shot(phone, '07-phone-list');
    expect(await noSidewaysScroll(phone)).toBe(true);
    await row(phone, 'active', 'Omar Haddad').click();
    const conversation = phone.getByTestId('conversation');
    await conversation.getByText('How do I refill my prescription?').waitFor();
    expect(await phone.getByTestId('active-sessions').count()).toBe(0);
    await conversation.getByRole('checkbox', { name: 'Also send as SMS' }).waitFor();
    await shot(phone, '08-phone-conversation');
    expect(await noSidewaysScroll(phone)).toBe(true);
    await conversation.getByRole('button', { name: 'Back to chats' }).click();
    await phone.getByTestId('active-sessions').waitFor();
  });

  it('fits the notification settings and the bell popover', async () => {
    await phone.goto(`${base}/staff-notifications`);
    await phone.getByTestId('pref-soundAlerts').waitFor();
    await shot(phone, '09-phone-notification-settings');
    expect(await noSidewaysScroll(phone)).toBe(true);
    await phone.getByTestId('notification-bell').getByRole('button').click();
    await phone.getByRole('tooltip').getByText('1 Active Chat').waitFor();
    await shot(phone, '10-phone-bell-popover');
    expect(await noSidewaysScroll(phone)).toBe(true);
  });
});
