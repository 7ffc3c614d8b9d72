import { mkdirSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pharmachat/chassis/testing';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD } from '../src/seed';
import { buildWebApp, launchChromium, screenshotDir } from './browser-support';

/**
 * The public site in Chromium at a desktop width (1280) and a phone width (390): every public page (landing,
 * finder, patient chat, sign-ins, registration, contact and support, terms, privacy) and the staff help page open
 * without sideways scrolling and with no serious or critical accessibility violation (axe-core, injected from the
 * local package); the contact form reaches the super admin's Contact Messages; an unbuilt shell route keeps the
 * shell; an unknown path is Not Found.
 */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

let host: AllInOne;
let browser: Browser;
let base: string;
let database: TestDatabase | null = null;
let pharmacyId: string;
const contexts: BrowserContext[] = [];
const trace: string[] = [];

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `public-site-${name}.png`), fullPage: true });

/** axe needs its script in the page: the context bypasses the page's CSP (self only) for that one script. */
async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  contexts.push(context);
  const page = await context.newPage();
  page.on('console', (message) => trace.push(`console.${message.type()}: ${message.text().slice(0, 200)}`));
  page.on('pageerror', (error) => trace.push(`pageerror: ${error.message}`));
  return page;
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core over the page as it is now; returns the serious and critical violations. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[] };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 8).map((n) => `${JSON.stringify(n.target)} ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}`),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** How far the page scrolls sideways (0 when everything fits the width). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function checkPage(page: Page, label: string) {
  expect(await sidewaysOverflow(page), `${label} scrolls sideways`).toBeLessThanOrEqual(0);
  const violations = await seriousViolations(page);
  expect(violations, `${label}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

async function signIn(page: Page, username: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${base}/dashboard`);
  // on a phone the sidebar is folded: the footer is there without the name
  await page.getByTestId('user-footer').waitFor({ state: 'attached' });
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
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pharmachat-public-site-')),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: webDir,
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '30',
    RATE_LIMIT_LOGIN_PER_MINUTE: '200',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  base = `http://127.0.0.1:${host.port}`;
  browser = await launchChromium();
  const pharmacies = (await (await fetch(`${base}/api/public/pharmacies`)).json()) as { id: string; name: string }[];
  pharmacyId = pharmacies.find((p) => p.name === 'Downtown Community Pharmacy')!.id;
}, 240_000);

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') console.warn(trace.join('\n'));
  trace.length = 0;
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  await database?.drop();
});

/** Each public page and what shows once it has loaded. */
const publicPages: { path: () => string; name: string; ready: (page: Page) => Promise<unknown> }[] = [
  { name: 'landing', path: () => '/', ready: (page) => page.getByTestId('plan-professional').getByText('Most Popular').waitFor() },
  { name: 'finder', path: () => '/pharmacy-finder', ready: (page) => page.getByText('Downtown Community Pharmacy').first().waitFor() },
  { name: 'patient-chat', path: () => `/chat/${pharmacyId}`, ready: (page) => page.getByLabel('Full name').waitFor() },
  { name: 'staff-login', path: () => '/login', ready: (page) => page.getByLabel('Username').waitFor() },
  { name: 'patient-login', path: () => '/patient-login', ready: (page) => page.getByLabel('Email').waitFor() },
  { name: 'patient-register', path: () => '/patient-register', ready: (page) => page.locator('altcha-widget').getByText("I'm not a robot").waitFor() },
  { name: 'contact', path: () => '/contact', ready: (page) => page.getByRole('heading', { name: 'Contact & Support' }).waitFor() },
  { name: 'support', path: () => '/support', ready: (page) => page.getByRole('heading', { name: 'Support hours' }).waitFor() },
  { name: 'terms', path: () => '/terms', ready: (page) => page.getByRole('heading', { name: 'Terms of Service' }).waitFor() },
  { name: 'privacy', path: () => '/privacy', ready: (page) => page.getByRole('heading', { name: /How long we keep it/ }).waitFor() },
  { name: 'not-found', path: () => '/no-such-page', ready: (page) => page.getByText('Page Not Found').waitFor() },
];

describe('the public site at desktop and phone width', () => {
  for (const size of WIDTHS) {
    it(`opens every public page at ${size.width} px without sideways scrolling and with no serious accessibility problem`, async () => {
      const page = await newPage(size);
      for (const entry of publicPages) {
        await page.goto(`${base}${entry.path()}`);
        await entry.ready(page);
        await shot(page, `${entry.name}-${size.name}`);
        await checkPage(page, `${entry.name} at ${size.width} px`);
      }
      // the chat itself, once the patient has given their details
      await page.goto(`${base}/chat/${pharmacyId}`);
      await page.getByLabel('Full name').fill('Lee Adams');
      await page.getByLabel('Phone number').fill('(217) 555-0142');
      await page.getByRole('button', { name: 'Start Chat' }).click();
      await page.getByRole('textbox', { name: /message/i }).waitFor();
      await shot(page, `patient-chat-room-${size.name}`);
      await checkPage(page, `chat room at ${size.width} px`);
    }, 180_000);
  }

  it('shows the landing page sections with each plan’s features from the plan catalogue, and the footer links', async () => {
    const page = await newPage(WIDTHS[0]);
    await page.goto(base);
    for (const heading of ['Doctor portal', 'One place for patients, doctors and pharmacies', 'AI that knows your pharmacy', 'A platform built for pharmacies', 'Why choose PharmaChat: up and running in 4 steps', 'Plans and pricing']) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    await page.getByTestId('plan-enterprise').getByText('Multiple locations').waitFor();
    await page.getByTestId('plan-free_trial').getByText('No credit card required').waitFor();
    const header = page.getByRole('navigation', { name: 'Main' });
    for (const link of ['Find Pharmacy', 'Contact', 'Staff Login']) await header.getByRole('link', { name: link }).waitFor();
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL(`${base}/terms`);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(`${base}/privacy`);
    await page.getByText('deleted automatically 90 days').waitFor();
  });

  it('keeps the phone header on whole words (no letter-per-line wrapping)', async () => {
    const page = await newPage(WIDTHS[1]);
    await page.goto(base);
    const brand = page.getByRole('link', { name: 'PharmaChat home' });
    const box = (await brand.boundingBox())!;
    // one line of 18px text: the brand is wider than it is tall
    expect(box.width).toBeGreaterThan(box.height * 2);
    for (const link of ['Find Pharmacy', 'Contact', 'Staff Login']) {
      const linkBox = (await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).boundingBox())!;
      expect(linkBox.height, link).toBeLessThan(40);
      expect(linkBox.x + linkBox.width, link).toBeLessThanOrEqual(390);
    }
  });
});

describe('the contact form reaches the super admin', () => {
  it('sends from a desktop and from a phone; the super admin reads both under Contact Messages', async () => {
    for (const size of WIDTHS) {
      const page = await newPage(size);
      await page.goto(`${base}/support`);
      // the form checks its fields before anything is sent
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Please enter your name').waitFor();
      await page.getByLabel('Your name').fill(`Dana ${size.name}`);
      await page.getByLabel('Email').fill(`dana.${size.name}@example.com`);
      await page.getByLabel('Topic').selectOption('pharmacy_onboarding');
      await page.getByLabel('Subject').fill(`Onboarding question from a ${size.name}`);
      await page.getByLabel('Message').fill('We have two stores. Can both use one account, and how long does approval take?');
      // without the captcha the form says what is missing
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Please complete the reCAPTCHA verification').waitFor();
      await solveCaptcha(page);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Message sent').waitFor();
      await page.getByText(`dana.${size.name}@example.com`).waitFor();
      await shot(page, `contact-sent-${size.name}`);
      await checkPage(page, `contact sent at ${size.width} px`);
    }

    const admin = await newPage(WIDTHS[0]);
    await signIn(admin, 'superadmin');
    await admin.getByRole('menuitem', { name: 'Contact Messages' }).click();
    await admin.waitForURL(`${base}/admin/messages`);
    const list = admin.getByTestId('contact-messages');
    for (const size of WIDTHS) {
      await list.getByText(`Onboarding question from a ${size.name}`).waitFor();
      await list.getByRole('link', { name: `dana.${size.name}@example.com` }).waitFor();
    }
    const desktopMessage = list.getByRole('listitem').filter({ hasText: 'Onboarding question from a desktop' });
    await desktopMessage.getByText('Registering a pharmacy').waitFor();
    await desktopMessage.getByRole('button', { name: 'Mark handled' }).click();
    await desktopMessage.getByText('Handled').waitFor();
    await shot(admin, 'admin-contact-messages');

    // ...and each message was mailed to the support address, replies going to the writer (no SMTP_URL: the outbox)
    await admin.goto(`${base}/admin/mail-outbox`);
    const mail = admin.getByRole('row').filter({ hasText: '[Contact: Pharmacy onboarding] Onboarding question from a desktop' });
    await mail.getByText('Contact message').waitFor();
    await mail.getByText('no-reply@pharmachat.local').waitFor();
    await mail.getByRole('button', { name: /expand/i }).click();
    await admin.getByText('Reply-To: dana.desktop@example.com').waitFor();
    await admin.getByTestId('mail-body').getByText(/We have two stores/).waitFor();
    await shot(admin, 'admin-contact-mail');

    // a pharmacy's staff do not see them
    const staff = await newPage(WIDTHS[0]);
    await signIn(staff, 'downtown.staff');
    expect(await staff.getByRole('menuitem', { name: 'Contact Messages' }).count()).toBe(0);
    await staff.goto(`${base}/admin/messages`);
    await staff.getByText('Access Denied').waitFor();
  }, 180_000);

  it('answers bad REST input with a 400 a person can act on', async () => {
    const response = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Dana', email: 'not-an-address', subject: 'Hello there', message: 'A question about plans.', captcha: 'x' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('Please enter a valid email address');
  });
});

describe('the staff help page and the shell', () => {
  for (const size of WIDTHS) {
    it(`shows Help & Guide inside the shell at ${size.width} px, accessible and without sideways scrolling`, async () => {
      const page = await newPage(size);
      await signIn(page, 'downtown.staff');
      await page.goto(`${base}/help`);
      await page.getByRole('heading', { name: 'Help & Guide' }).waitFor();
      await page.getByRole('heading', { name: 'Urgent messages' }).waitFor();
      await page.getByText('Mon').first().waitFor();
      await page.getByTestId('user-footer').waitFor({ state: 'attached' });
      await shot(page, `help-${size.name}`);
      await checkPage(page, `help at ${size.width} px`);
    }, 120_000);
  }

  it('keeps the shell on every shell route the spec names, and shows Not Found outside it for unknown paths', async () => {
    const page = await newPage(WIDTHS[0]);
    await signIn(page, 'downtown.staff');
    await page.goto(`${base}/analytics`);
    await page.getByTestId('user-footer').getByText('downtown.staff').waitFor();
    expect(await page.getByText('Page Not Found').count()).toBe(0);
    await page.goto(`${base}/definitely-not-a-page`);
    await page.getByText('Page Not Found').waitFor();
    expect(await page.getByTestId('user-footer').count()).toBe(0);
  });
});
