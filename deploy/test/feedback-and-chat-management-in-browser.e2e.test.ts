import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pharmachat/chassis/testing';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD, DEMO_PATIENT_EMAIL } from '../src/seed';
import { buildWebApp, launchChromium, screenshotDir } from './browser-support';
import { hostEnv } from './e2e-support';

/**
 * Patient feedback and Chat Management in Chromium: a guest chats and rates the chat in the four-step wizard (the
 * pharmacy's public rating follows); staff find the chat in Chat Management by what was written, view it and
 * export it; staff resolve it and the guest sees it resolved, after a reload too, and writing reopens it; a
 * signed-in patient's chats are listed, reopen with their history, and New chat starts a fresh one. Phone width
 * (390 px) without sideways scrolling.
 */
let host: AllInOne;
let browser: Browser;
let base: string;
let database: TestDatabase | null = null;
let downtownId: string;
const contexts: BrowserContext[] = [];
const trace: string[] = [];

const GUEST = { name: 'Lucia Fernandez', phone: '(217) 555-0133' };
/** a word only the guest's chat holds: Chat Management finds the chat by it */
const MARKER = 'lisinopril';

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, acceptDownloads: true });
  contexts.push(context);
  const page = await context.newPage();
  const name = `page${contexts.length}`;
  page.on('console', (message) => trace.push(`${name} console.${message.type()}: ${message.text().slice(0, 200)}`));
  page.on('websocket', (socket) => {
    trace.push(`${name} live connection opened`);
    socket.on('close', () => trace.push(`${name} live connection closed`));
  });
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

/** sends a message and waits for the assistant's answer to it */
async function ask(page: Page, text: string) {
  const answers = await page.getByTestId('message-ai').count();
  await page.getByLabel('Message').fill(text);
  await page.getByLabel('Message').press('Enter');
  await page.getByTestId('message-user').filter({ hasText: text }).waitFor();
  await expect.poll(() => page.getByTestId('message-ai').count(), { timeout: 15_000 }).toBeGreaterThan(answers);
}

/** no sideways scrolling: the page is no wider than the screen */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function graphql(token: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
}

const finderCard = (page: Page, name: string) => page.getByTestId('pharmacy-card').filter({ hasText: name });

beforeAll(async () => {
  mkdirSync(screenshotDir, { recursive: true });
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  const webDir = await buildWebApp();
  host = await startAllInOne({ ...hostEnv(database?.url), WEB_DIST_DIR: webDir, RATE_LIMIT_LOGIN_PER_MINUTE: '200' });
  base = `http://127.0.0.1:${host.port}`;
  browser = await launchChromium();
  const pharmacies = (await (await fetch(`${base}/api/public/pharmacies`)).json()) as { id: string; name: string }[];
  downtownId = pharmacies.find((p) => p.name === 'Downtown Community Pharmacy')!.id;
});

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') {
    trace.length = 0;
    return;
  }
  console.error(trace.slice(-60).join('\n'));
  trace.length = 0;
  let n = 0;
  for (const browserContext of contexts) for (const page of browserContext.pages()) await shot(page, `failed-fb-${++n}`).catch(() => undefined);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await host?.stop();
  await database?.drop();
});

describe('patient feedback in the browser', () => {
  let guest: Page;

  it('offers feedback once the chat has more than 2 messages', async () => {
    guest = await newPage();
    await guest.goto(`${base}/pharmacy-finder`);
    await finderCard(guest, 'Downtown Community Pharmacy').getByText('No reviews yet').waitFor();

    await guest.goto(`${base}/chat/${downtownId}`);
    await guest.getByLabel('Full name').fill(GUEST.name);
    await guest.getByLabel('Phone number').fill(GUEST.phone);
    await guest.getByRole('button', { name: 'Start Chat' }).click();
    await guest.getByTestId('session-badge').waitFor();
    expect(await guest.getByTestId('feedback-prompt').count()).toBe(0);

    await ask(guest, 'What time do you open on Saturday?');
    await ask(guest, `Can I pick up my ${MARKER} refill on Saturday morning?`);
    await guest.getByTestId('feedback-prompt').waitFor();
    await shot(guest, 'f01-feedback-prompt');
  });

  it('rates the chat in four steps with comments, thanks, closes, and the prompt is gone', async () => {
    await guest.getByRole('button', { name: 'Rate this chat' }).click();
    const dialog = guest.getByRole('dialog').filter({ hasText: 'Rate your chat' });
    await dialog.getByText('Step 1 of 5').waitFor();
    const next = dialog.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);

    // overall 5.0, answers 4.6, speed 4.0, helpfulness 4.5 (keyboard on the slider)
    const steps: [string, string[], string][] = [
      ['How was your chat overall?', ['End'], 'Excellent'],
      ['How clear and useful were the answers you got?', ['End', 'PageDown', 'PageDown'], 'Excellent'],
      ['How quickly did you get your answers?', ['End', 'PageDown', 'PageDown', 'PageDown', 'PageDown', 'PageDown'], 'Very Good'],
      ['How well did the pharmacy help with what you needed?', ['End', 'PageDown', 'PageDown', 'ArrowLeft'], 'Very Good'],
    ];
    for (const [question, keys, label] of steps) {
      await dialog.getByText(question).waitFor();
      await dialog.getByRole('slider').focus();
      for (const key of keys) await guest.keyboard.press(key);
      await dialog.getByTestId('rating-label').getByText(label, { exact: true }).waitFor();
      if (question.startsWith('How quickly')) await shot(guest, 'f02-feedback-rating-step');
      await next.click();
    }
    await dialog.getByLabel('Comments').fill('Clear answers and a quick reply, thank you!');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Thank you for your feedback!').waitFor();
    await shot(guest, 'f03-feedback-thank-you');
    // closes by itself after 2 s
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    expect(await guest.getByTestId('feedback-prompt').count()).toBe(0);

    // the server knows: after a reload the same chat continues, and no prompt
    await guest.reload();
    await guest.getByTestId('message-user').filter({ hasText: MARKER }).waitFor();
    await guest.getByTestId('patient-chat').waitFor();
    await guest.waitForTimeout(500); // the session's state is read right after the chat opens
    expect(await guest.getByTestId('feedback-prompt').count()).toBe(0);
  });

  it("feeds the pharmacy's public rating and review count in the finder", async () => {
    const finder = await newPage();
    // ratings reach the directory through events: read it again until the review is in
    await expect
      .poll(
        async () => {
          await finder.goto(`${base}/pharmacy-finder`);
          await finderCard(finder, 'Downtown Community Pharmacy').waitFor();
          return finderCard(finder, 'Downtown Community Pharmacy').textContent();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toContain('(1 review)');
    // the average of the chat's four ratings: (5.0 + 4.6 + 4.0 + 4.5) / 4 = 4.5
    expect(await finderCard(finder, 'Downtown Community Pharmacy').textContent()).toContain('4.5');
    await shot(finder, 'f04-finder-rating');
  });
});

describe('Chat Management in the browser', () => {
  let staff: Page;
  let sessionId: string;

  it('finds the chat by what the patient wrote, with the rating, and shows the conversation', async () => {
    staff = await newPage();
    await signInStaff(staff, 'downtown.admin');
    await staff.getByRole('menuitem', { name: 'Chat Management' }).click();
    await staff.waitForURL(`${base}/chat-management`);
    for (const title of ['Active Chats', 'Resolved Today', 'Avg Response Time', 'Escalated']) await staff.getByTestId('summary-card').filter({ hasText: title }).waitFor();
    await staff.getByTestId('session-row').first().waitFor();

    await staff.getByPlaceholder('Search by Patient ID, category, or content...').fill(MARKER);
    await expect.poll(() => staff.getByTestId('session-row').count()).toBe(1);
    const row = staff.getByTestId('session-row').first();
    await row.getByLabel(/^Satisfaction 4\.5 of 5$/).waitFor();
    await shot(staff, 'm01-chat-management-search');

    await staff.getByPlaceholder('Search by Patient ID, category, or content...').fill('no chat says this xyzzy');
    await staff.getByText('No chat sessions found').waitFor();
    await staff.getByPlaceholder('Search by Patient ID, category, or content...').fill(MARKER);
    await expect.poll(() => staff.getByTestId('session-row').count()).toBe(1);

    await row.getByRole('button', { name: /^View chat/ }).click();
    const drawer = staff.getByRole('dialog').filter({ hasText: GUEST.name });
    await drawer.getByText(`Can I pick up my ${MARKER} refill on Saturday morning?`).waitFor();
    await staff.waitForTimeout(400); // the drawer's opening animation
    await shot(staff, 'm02-chat-management-view');
    await staff.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });

  it('exports all chats and one chat as CSV files', async () => {
    const [all] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('button', { name: 'Export All Chats' }).click()]);
    expect(all.suggestedFilename()).toMatch(/^chat-sessions-.*\.csv$/);
    const csv = readFileSync((await all.path())!, 'utf8').replace(/^\uFEFF/, '');
    const header = csv.split('\r\n')[0];
    expect(header).toBe('Session ID,Patient ID,Patient Name,Category,Status,Started,Duration (s),Messages,Satisfaction,Last Message');
    // the export follows the search on the screen: the one chat found, with its rating
    const row = csv.split('\r\n').find((line) => line.includes(GUEST.name)) ?? '';
    expect(csv.split(GUEST.name)).toHaveLength(2);
    expect(row).toMatch(/,4\.5\d*,/);

    const [one] = await Promise.all([staff.waitForEvent('download'), staff.getByTestId('session-row').first().getByRole('button', { name: /^Export chat/ }).click()]);
    expect(one.suggestedFilename()).toMatch(/^chat-.*\.csv$/);
    const chat = readFileSync((await one.path())!, 'utf8');
    expect(chat).toContain(`Can I pick up my ${MARKER} refill on Saturday morning?`);
    sessionId = /^chat-([0-9a-f]{8})/.exec(one.suggestedFilename())![1]!;
  });

  it('fits a phone without sideways scrolling', async () => {
    await staff.setViewportSize({ width: 390, height: 844 });
    await staff.getByTestId('session-row').first().waitFor();
    await staff.waitForTimeout(300);
    // the page's own content fits its column: nothing inside it is wider (the table became cards)
    expect(await staff.getByTestId('chat-management').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await staff.locator('table').count()).toBe(0);
    await shot(staff, 'm03-chat-management-phone');
    await staff.setViewportSize({ width: 1280, height: 900 });
    expect(sessionId).toHaveLength(8);
  });
});

describe('a resolved chat for the guest', () => {
  it('shows the chat as resolved, also after a reload; writing again reopens it; clearing it is shown too', async () => {
    const guest = contexts[0]!.pages()[0]!;
    const login = await graphql('', 'mutation Login($username: String!, $password: String!) { login(username: $username, password: $password) { token } }', { username: 'downtown.staff', password: DEMO_PASSWORD });
    const staffToken = (login.data?.login as { token: string } | undefined)?.token;
    const guestChat = await guest.evaluate((id) => JSON.parse(localStorage.getItem(`patient_chat:${id}`) ?? 'null') as { sessionId: string } | null, downtownId);
    const resolved = await graphql(staffToken!, 'mutation ResolveChatSession($sessionId: ID!) { resolveChatSession(sessionId: $sessionId) { id status } }', { sessionId: guestChat!.sessionId });
    expect(resolved.errors).toBeUndefined();

    await guest.getByTestId('chat-resolved').getByText('This chat was resolved by the pharmacy').waitFor({ timeout: 15_000 });
    await shot(guest, 'f05-chat-resolved');
    await guest.reload();
    await guest.getByTestId('chat-resolved').waitFor({ timeout: 15_000 });
    expect(await guest.getByTestId('message-user').filter({ hasText: MARKER }).count()).toBe(1);

    // the reopened chat waits for staff (the assistant may leave it to them): the patient's message is what counts
    await guest.getByLabel('Message').fill('One more question: do you sell pill organizers?');
    await guest.getByLabel('Message').press('Enter');
    await guest.getByTestId('message-user').filter({ hasText: 'pill organizers' }).waitFor();
    await guest.getByTestId('chat-resolved').waitFor({ state: 'detached', timeout: 15_000 });
    expect(await guest.getByTestId('chat-resolved-tag').count()).toBe(0);

    // the pharmacy clears the chat: the guest is told at once and starts afresh
    const cleared = await graphql(staffToken!, 'mutation ClearChatSession($sessionId: ID!) { clearChatSession(sessionId: $sessionId) }', { sessionId: guestChat!.sessionId });
    expect(cleared.errors).toBeUndefined();
    await guest.getByTestId('chat-cleared').getByText('The pharmacy has deleted this chat').waitFor({ timeout: 15_000 });
    await shot(guest, 'f06-chat-cleared');
    await guest.getByRole('button', { name: 'Start a new chat' }).click();
    await guest.getByLabel('Full name').waitFor();
    expect(await guest.evaluate((id) => localStorage.getItem(`patient_chat:${id}`), downtownId)).toBeNull();
  });
});

describe('a signed-in patient in the browser', () => {
  let patient: Page;

  it('starts a chat from the account, lists it, and it reopens with its history', async () => {
    patient = await newPage(390);
    await patient.goto(`${base}/patient-login`);
    await patient.getByLabel('Email').fill(DEMO_PATIENT_EMAIL);
    await patient.getByLabel('Password').fill(DEMO_PASSWORD);
    await patient.getByRole('button', { name: 'Sign In' }).click();
    await patient.waitForURL(`${base}/pharmacy-finder`);

    await patient.goto(`${base}/chat/${downtownId}`);
    // the form comes filled in from the account
    expect(await patient.getByLabel('Full name').inputValue()).toBe('Maria Garcia');
    expect(await patient.getByLabel('Phone number').inputValue()).toBe('(217) 555-0101');
    await patient.getByTestId('my-chats').getByText('No chats yet').waitFor();
    await patient.getByRole('button', { name: 'Start Chat' }).click();
    await ask(patient, 'Do you offer flu shots for adults?');
    await patient.getByTestId('my-chat').filter({ hasText: 'Downtown Community Pharmacy' }).waitFor();
    expect(await fitsWidth(patient)).toBe(true);
    await shot(patient, 'p01-patient-chat-phone');

    await patient.reload();
    await patient.getByTestId('message-user').filter({ hasText: 'Do you offer flu shots for adults?' }).waitFor();
    expect(await patient.getByLabel('Full name').count()).toBe(0);
  });

  it('starts a new chat, and the earlier one opens again from Your chats', async () => {
    await patient.getByRole('button', { name: 'New chat' }).click();
    await expect.poll(() => patient.getByTestId('my-chat').count()).toBe(2);
    expect(await patient.getByTestId('message-user').count()).toBe(0);

    await patient.locator('[data-testid="my-chat"]:not([aria-current])').click();
    await patient.getByTestId('message-user').filter({ hasText: 'Do you offer flu shots for adults?' }).waitFor();
    expect(await fitsWidth(patient)).toBe(true);
    await shot(patient, 'p02-patient-chats-phone');

    // the patient's own chat offers feedback too (through the patient's sign-in), and the wizard fits a phone
    await ask(patient, 'And is the flu shot covered by insurance?');
    await patient.getByRole('button', { name: 'Rate this chat' }).click();
    const dialog = patient.getByRole('dialog').filter({ hasText: 'Rate your chat' });
    await dialog.getByRole('slider').focus();
    await patient.keyboard.press('End');
    await dialog.getByTestId('rating-label').getByText('Excellent').waitFor();
    await patient.waitForTimeout(400); // the dialog's opening animation
    expect(await fitsWidth(patient)).toBe(true);
    await shot(patient, 'p03-feedback-wizard-phone');
  });
});
