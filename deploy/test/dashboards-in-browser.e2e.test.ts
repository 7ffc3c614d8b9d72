import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, expectEventually, type TestDatabase } from '@pharmachat/chassis/testing';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD } from '../src/seed';
import { buildWebApp, launchChromium, screenshotDir } from './browser-support';
import { hostEnv } from './e2e-support';

/**
 * The dashboards in Chromium with real data (chats made through the public API, a staff reply, a rating): the
 * pharmacy's /dashboard (the four KPIs, the chart and its table, Recent Chat Sessions with View, Live Chat Preview,
 * Subscription Status), /pharmacy-dashboard, /analytics (the upgrade prompt on the free trial; the full view for the
 * super admin in the pharmacy's context is covered by the API test), /admin-dashboard (Access Denied for the
 * pharmacy, the system dashboard with a purge preview for the super admin) and the Super Admin Dashboard; each at
 * 1280 and 390 px without sideways scrolling and without serious accessibility violations.
 */
let host: AllInOne;
let browser: Browser;
let base: string;
let database: TestDatabase | null = null;
const contexts: BrowserContext[] = [];
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });

async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.help} ${v.targets.join(' ')}`);
}

async function checkScreen(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page), label).toEqual([]);
  await shot(page, `dashboards-${label}`);
}

async function signedIn(username: string, width: number): Promise<Page> {
  // axe's script is injected into the page: the context lets that one script past the page's CSP (self only)
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true, acceptDownloads: true });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${base}/dashboard`);
  return page;
}

async function api(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as Record<string, string>;
}

beforeAll(async () => {
  mkdirSync(screenshotDir, { recursive: true });
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  const webDir = await buildWebApp();
  host = await startAllInOne({ ...hostEnv(database?.url), WEB_DIST_DIR: webDir, RATE_LIMIT_LOGIN_PER_MINUTE: '200' });
  base = `http://127.0.0.1:${host.port}`;
  browser = await launchChromium();
  const pharmacies = (await (await fetch(`${base}/api/public/pharmacies`)).json()) as { id: string; name: string }[];
  const downtown = pharmacies.find((p) => p.name.startsWith('Downtown'))!.id;
  const staff = (await api('POST', '/api/auth/login', { username: 'downtown.staff', password: DEMO_PASSWORD })).token;
  // three patients: two questions the knowledge base answers (one rated 5), one that goes to a pharmacist
  for (const [name, question] of [
    ['Browser One', 'What are your opening hours on Saturday?'],
    ['Browser Two', 'Do you have flu shots?'],
    ['Browser Three', 'I need to talk to a pharmacist about my dose'],
  ]) {
    const chat = await api('GET', `/api/public/chat-session/${downtown}/${encodeURIComponent(name!)}?phone=2175550188`);
    await api('POST', '/api/public/chat/send', { sessionId: chat.id, message: question }, chat.token);
    if (name === 'Browser One') await api('POST', '/api/feedback', { sessionId: chat.id, pharmacyId: downtown, category: 'overall', rating: 5 }, chat.token);
    if (name === 'Browser Three') await api('POST', '/api/staff/chat/send', { sessionId: chat.id, content: 'A pharmacist here: how can I help?' }, staff);
  }
  await host.settle();
  // analytics has counted them (its consumers run on their own): the screens load with the figures
  await expectEventually(async () => Number((await api('GET', `/api/pharmacies/${downtown}/stats`, undefined, staff)).totalConversations) === 3, { timeoutMs: 30_000 });
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await host?.stop();
  await database?.drop();
});

const poll = <T,>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 250 });

describe('dashboards in the browser', () => {
  it('shows the pharmacy its figures (1280 px)', async () => {
    const page = await signedIn('downtown.admin', 1280);
    const kpis = page.getByTestId('kpi-card');
    await poll(() => kpis.nth(0).innerText()).toMatch(/Total Conversations\s+3/);
    await poll(() => kpis.nth(1).innerText()).toMatch(/Active Users Today\s+3/);
    await poll(() => kpis.nth(3).innerText()).toMatch(/Satisfaction Score\s+5\.0/);
    await page.getByText('Show the figures as a table').first().click();
    await poll(() => page.getByRole('table').filter({ hasText: 'Chat volume per day' }).innerText()).toMatch(/Conversations/);
    await page.getByRole('button', { name: /^View chat/ }).first().click();
    await poll(() => page.getByRole('dialog').innerText()).toMatch(/Patient ·/);
    await page.keyboard.press('Escape');
    // axe measures once the dialog has faded out
    await poll(() => page.locator('.ant-modal').count()).toBe(0);
    await poll(() => page.getByText(/Usage this month: 3 of 100 conversations/).count()).toBe(1);
    await checkScreen(page, 'dashboard-1280');

    await page.goto(`${base}/pharmacy-dashboard`);
    await poll(() => page.getByTestId('insight-card').first().innerText()).toMatch(/Total Conversations\s+3/);
    await poll(() => page.getByText('Free Trial').count()).toBeGreaterThan(0);
    await checkScreen(page, 'pharmacy-dashboard-1280');

    await page.goto(`${base}/analytics`);
    await poll(() => page.getByText(/Advanced analytics are part of the Professional plan/).count()).toBe(1);
    await poll(() => page.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/subscription');
    await checkScreen(page, 'analytics-limited-1280');

    await page.goto(`${base}/admin-dashboard`);
    await poll(() => page.getByText('Access Denied').count()).toBe(1);
    await poll(() => page.getByText('This dashboard is only available to super administrators.').count()).toBe(1);
  });

  it('fits the pharmacy screens in 390 px', async () => {
    const page = await signedIn('downtown.admin', 390);
    await poll(() => page.getByTestId('kpi-card').nth(0).innerText()).toMatch(/Total Conversations\s+3/);
    await checkScreen(page, 'dashboard-390');
    await page.goto(`${base}/pharmacy-dashboard`);
    await poll(() => page.getByTestId('insight-card').first().innerText()).toMatch(/Total Conversations\s+3/);
    await checkScreen(page, 'pharmacy-dashboard-390');
  });

  it('shows the super admin the platform (1280 px) and fits it in 390 px', async () => {
    const page = await signedIn('superadmin', 1280);
    await poll(() => page.getByRole('heading', { name: 'Super Admin Dashboard' }).count()).toBe(1);
    await poll(() => page.getByTestId('kpi-card').nth(0).innerText()).toMatch(/Total Pharmacies\s+2/);
    await poll(() => page.getByText('Recent Pharmacy Registrations').count()).toBe(1);
    await checkScreen(page, 'super-admin-1280');

    await page.goto(`${base}/admin-dashboard`);
    await poll(() => page.getByTestId('system-card').nth(2).innerText()).toMatch(/Conversations\s+3/);
    await poll(() => page.getByText(/Daily at 02:00/).count()).toBe(1);
    await page.getByRole('button', { name: 'Preview a run' }).click();
    await poll(() => page.getByText('Nothing is old enough to delete').count()).toBe(1);
    await poll(() => page.locator('tr.ant-table-row').filter({ hasText: 'Downtown Community Pharmacy' }).innerText()).toMatch(/3 \/ 100/);
    await checkScreen(page, 'admin-dashboard-1280');

    // a phone loads the page afresh (the shell's sidebar collapses at load)
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await poll(() => page.getByTestId('system-card').nth(2).innerText()).toMatch(/Conversations\s+3/);
    await checkScreen(page, 'admin-dashboard-390');
    await page.goto(`${base}/dashboard`);
    await poll(() => page.getByTestId('kpi-card').nth(0).innerText()).toMatch(/Total Pharmacies\s+2/);
    await checkScreen(page, 'super-admin-390');
  });

  it('gives the super admin the full analytics of a pharmacy on the free trial (viewing as it)', async () => {
    const page = await signedIn('superadmin', 1280);
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const pharmacies = (await (await fetch(`${base}/api/public/pharmacies`)).json()) as { id: string; name: string }[];
    const downtown = pharmacies.find((p) => p.name.startsWith('Downtown'))!.id;
    const switched = (await api('POST', '/api/auth/switch-role', { targetRole: 'pharmacy_admin', targetPharmacyId: downtown }, token!)) as unknown as { token: string; user: unknown };
    await page.evaluate((session) => {
      localStorage.setItem('auth_token', session.token);
      localStorage.setItem('user_data', JSON.stringify(session.user));
    }, switched);
    await page.goto(`${base}/analytics`);
    await poll(() => page.getByTestId('analytics-card').nth(0).innerText()).toMatch(/Total Conversations\s+3/);
    await poll(() => page.getByText('Category Breakdown').count()).toBe(1);
    await poll(() => page.getByText('Response Time Distribution').count()).toBe(1);
    await checkScreen(page, 'analytics-full-1280');
  });
});
