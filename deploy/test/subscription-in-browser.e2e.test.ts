import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pharmachat/chassis/testing';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD } from '../src/seed';
import { buildWebApp, launchChromium, screenshotDir } from './browser-support';
import { hostEnv } from './e2e-support';

/**
 * Plans in Chromium, in test mode (no Stripe keys): the owner (downtown.admin) sees the trial and this month's
 * conversations against its limit, upgrades to Basic with a test card (a declined card first: 'Payment Failed' with
 * the card's message, nothing changes), the limit rises at once (500, in the page and in the stats chat enforces),
 * the paid invoice is in the billing history, and cancelling keeps the plan active until the period's end. Staff see
 * the plan but cannot change it.
 */
let host: AllInOne;
let browser: Browser;
let base: string;
let database: TestDatabase | null = null;
let downtownId: string;
const contexts: BrowserContext[] = [];
const trace: string[] = [];

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
const toast = (page: Page, text: string) => page.locator('.ant-notification-notice').filter({ hasText: text }).first();
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, acceptDownloads: true });
  contexts.push(context);
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

async function payWith(page: Page, number: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: 'Upgrade to Basic' });
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/40');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Pay $49' }).click();
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
  for (const browserContext of contexts) for (const page of browserContext.pages()) await shot(page, `failed-subscription-${++n}`).catch(() => undefined);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await host?.stop();
  await database?.drop();
});

describe('the subscription page in test mode', () => {
  let owner: Page;

  it('shows the trial, test mode, this month\'s conversations against 100 and the four plans', async () => {
    owner = await newPage();
    await signInStaff(owner, 'downtown.admin');
    await owner.getByRole('menuitem', { name: 'Subscription' }).click();
    await owner.waitForURL(`${base}/subscription`);
    await owner.getByTestId('payments-test-mode').waitFor();
    await expect.poll(() => owner.getByTestId('current-plan-name').textContent()).toBe('Free Trial');
    expect(await owner.getByTestId('current-plan-status').textContent()).toBe('Active');
    expect(await owner.getByTestId('current-plan').textContent()).toMatch(/Trial ends: [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(await owner.getByTestId('usage-limit').textContent()).toBe('100');
    // storage from the pharmacy's real data (the seed's chats and knowledge base), billing information without a card yet
    expect(await owner.getByTestId('storage-total').textContent()).toMatch(/^\d+(\.\d)? (KB|MB)$/);
    expect(await owner.getByTestId('storage-knowledge-base').textContent()).toMatch(/^Knowledge base: \d+(\.\d)? KB \(\d+ entries\)$/);
    expect(await owner.getByTestId('payment-method').textContent()).toBe('Payment method: none yet: your card is saved with your first payment');
    expect(await owner.getByTestId('next-charge').textContent()).toMatch(/^No charge during the free trial \(ends [A-Z][a-z]+ \d{1,2}, \d{4}\)\.$/);
    for (const plan of ['free_trial', 'basic', 'professional', 'enterprise']) await owner.getByTestId(`plan-${plan}`).waitFor();
    // the trial never offers an upgrade; it is the current plan here
    expect(await owner.getByTestId('plan-free_trial').getByRole('button', { name: 'Upgrade Now' }).count()).toBe(0);
    expect(await owner.getByTestId('plan-free_trial').getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);
    await owner.getByTestId('plan-basic').getByRole('button', { name: 'Upgrade Now' }).waitFor();
    expect(await owner.getByText('Most Popular').count()).toBe(1);
    expect(await owner.getByTestId('cancel-panel').count()).toBe(0);
  });

  it('a declined test card says why and changes nothing; 4242 pays and the limit rises at once', async () => {
    await owner.getByTestId('plan-basic').getByRole('button', { name: 'Upgrade Now' }).click();
    await payWith(owner, '4000 0000 0000 0002');
    await toast(owner, 'Payment Failed').waitFor();
    expect(await toast(owner, 'Payment Failed').textContent()).toContain('Your card was declined.');
    expect(await owner.getByTestId('current-plan-name').textContent()).toBe('Free Trial');

    await payWith(owner, '4242 4242 4242 4242');
    await owner.getByText('Your Basic plan is active.').waitFor();
    await expect.poll(() => owner.getByTestId('current-plan-name').textContent()).toBe('Basic');
    expect(await owner.getByTestId('usage-limit').textContent()).toBe('500');
    expect(await owner.getByTestId('current-plan').textContent()).toMatch(/Next billing date: [A-Z][a-z]+ \d{1,2}, \d{4}/);
    // the card the provider charged: brand and last 4 only
    await expect.poll(() => owner.getByTestId('payment-method').textContent()).toBe('Payment method: Visa ending in 4242, expires 12/2040');
    expect(await owner.getByTestId('next-charge').textContent()).toMatch(/^Next charge: \$49 on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);
    await owner.getByTestId('plan-basic').getByRole('button', { name: 'Current Plan' }).waitFor();
    expect(await owner.getByTestId('plan-basic').getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);
    const history = await owner.getByTestId('billing-history').locator('tbody tr').allTextContents();
    expect(history.some((row) => row.includes('Basic') && row.includes('$49 USD') && row.includes('Paid'))).toBe(true);

    // the test-mode invoice downloads as a PDF billing writes
    const download = owner.waitForEvent('download');
    await owner.getByTestId('billing-history').locator('tbody tr').filter({ hasText: 'Paid' }).first().getByRole('button', { name: /Download invoice/ }).click();
    const file = await (await download).path();
    expect(readFileSync(file).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(readFileSync(file).toString('latin1')).toContain('Plan: Basic');

    // chat enforces the new limit now, for this month (its projection, read through the stats)
    const token = await owner.evaluate(() => localStorage.getItem('auth_token'));
    await expect
      .poll(async () => ((await (await fetch(`${base}/api/pharmacies/${downtownId}/stats`, { headers: { authorization: `Bearer ${token}` } })).json()) as { conversationLimit: number }).conversationLimit, { timeout: 10_000 })
      .toBe(500);
    await shot(owner, 'subscription-basic');
  });

  it('a failed renewal turns the plan past_due with a grace period; a paid one makes it active again', async () => {
    await owner.getByTestId('test-renewals').getByRole('button', { name: 'Simulate failed renewal' }).click();
    await expect.poll(() => owner.getByTestId('current-plan-status').textContent()).toBe('Past due');
    await owner.getByText(/Your card was declined\. Your plan keeps working until [A-Z][a-z]+ \d{1,2}, \d{4} while the payment is retried/).waitFor();
    expect(await owner.getByTestId('usage-limit').textContent()).toBe('500');
    expect(await owner.getByTestId('cancel-panel').count()).toBe(0);
    await owner.getByTestId('test-renewals').getByRole('button', { name: 'Simulate paid renewal' }).click();
    await expect.poll(() => owner.getByTestId('current-plan-status').textContent()).toBe('Active');
    // the renewal's invoice arrives with the page's refetch (the status with the mutation's answer)
    const rows = () => owner.getByTestId('billing-history').locator('tbody tr').allTextContents();
    await expect.poll(async () => (await rows()).filter((row) => row.includes('Paid')).length).toBe(2);
    const history = await rows();
    // the declined card at the upgrade, and this renewal
    expect(history.filter((row) => row.includes('Failed'))).toHaveLength(2);
  });

  it('cancels at the period end: the plan stays active until then', async () => {
    await owner.getByTestId('cancel-panel').getByRole('button', { name: 'Cancel Subscription' }).click();
    await owner.locator('.ant-popconfirm').getByRole('button', { name: 'Cancel subscription' }).click();
    await owner.getByText(/Your plan is cancelled\. It stays active until [A-Z][a-z]+ \d{1,2}, \d{4}\./).waitFor();
    await owner.getByText(/Your Basic plan is cancelled and ends on/).waitFor();
    expect(await owner.getByTestId('current-plan-status').textContent()).toBe('Active');
    expect(await owner.getByTestId('current-plan').textContent()).toMatch(/Ends on: /);
    expect(await owner.getByTestId('cancel-panel').count()).toBe(0);
  });

  it('lets staff see the plan but not change it, and fits a phone', async () => {
    const staff = await newPage(390);
    await signInStaff(staff, 'downtown.staff');
    await staff.goto(`${base}/subscription`);
    await expect.poll(() => staff.getByTestId('current-plan-name').textContent()).toBe('Basic');
    expect(await staff.getByTestId('plan-professional').getByRole('button', { name: 'Upgrade Now' }).isDisabled()).toBe(true);
    await staff.getByText("Only the pharmacy's administrator can change the plan.").waitFor();
    expect(await fitsWidth(staff)).toBe(true);
  });

  it('shows the super admin every subscription with cards from billing; others are denied', async () => {
    const admin = await newPage();
    await signInStaff(admin, 'superadmin');
    await admin.goto(`${base}/admin-subscriptions`);
    await admin.getByText('Subscription Management').waitFor();
    const row = admin.locator('tbody tr').filter({ hasText: 'Downtown Community Pharmacy' });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/BasicCancels at period end\$49/);
    expect(await admin.getByTestId('admin-subscriptions-revenue').textContent()).toMatch(/Monthly Revenue\$\d+/);
    expect(Number((await admin.getByTestId('admin-subscriptions-total').textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(2);
    await admin.goto(`${base}/admin/subscriptions`);
    await admin.getByText('Subscription Management').waitFor();
    await admin.getByRole('button', { name: 'Create Subscription' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await admin.getByRole('dialog').getByText('Please select a pharmacy').waitFor();

    await owner.goto(`${base}/admin-subscriptions`);
    await owner.getByText('Access Denied').waitFor();
  });
});
