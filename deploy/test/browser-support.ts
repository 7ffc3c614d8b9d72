import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { buildWebApp as buildWebInto } from '../src/web-build';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with no background traffic (the machines have no outside network). */
export function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`);
  }
  return chromium
    .launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    })
    .then(withPatientTimeouts);
}

/**
 * Playwright waits 30 s for an element or a navigation by default. CI runs the three test projects at once on two
 * cores, and a page of the all-in-one host has taken longer than that to render there (a chat form, a sign-in
 * redirect): every context of these tests waits up to 50 s instead (a test can still set its own, shorter, timeout).
 */
export const BROWSER_TIMEOUT_MS = 50_000;

function withPatientTimeouts(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(BROWSER_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(BROWSER_TIMEOUT_MS);
    return context;
  };
  return browser;
}

/** Builds the web app into a fresh folder, so the browser tests always see the current code. */
export async function buildWebApp(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'pharmachat-web-'));
  await buildWebInto(resolve(import.meta.dirname, '../../web'), outDir);
  return outDir;
}

export const screenshotDir = resolve(import.meta.dirname, '../../test-results/screenshots');

/**
 * Chooses an option of an antd Select, given its combobox. On a loaded machine the click can land while the dropdown
 * is still opening, or the dropdown can close again while it animates (CI once waited 50 s on a vanished option):
 * each try is short, the choice is checked on the select, and the next try opens the dropdown anew. A select that
 * searches gets the option's text typed first.
 */
export async function chooseOption(page: Page, combobox: Locator, option: string | RegExp): Promise<void> {
  // the select around the combobox (antd may put the role on the select itself), which shows the chosen option
  const select = combobox.locator("xpath=ancestor-or-self::*[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]");
  const shows = (text: string | null) => (typeof option === 'string' ? (text ?? '').includes(option) : option.test((text ?? '').trim()));
  for (let attempt = 0; attempt < 4; attempt++) {
    await combobox.click();
    if (typeof option === 'string' && (await combobox.isEditable().catch(() => false))) await combobox.fill(option);
    const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first();
    if (!(await item.click({ timeout: 8_000 }).then(() => true, () => false))) continue;
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      if (shows(await select.textContent().catch(() => null))) return;
      await page.waitForTimeout(100);
    }
  }
  throw new Error(`the option "${String(option)}" could not be chosen`);
}

/**
 * Records the text of every toast (an antd notification or message: its title and description) a page of this context
 * shows, in window.__toasts. A toast lasts a few seconds: on a loaded CI machine a test waiting for it to be visible has missed
 * it (CI waited 50 s for a "Chat resolved" that had come and gone); `toastShown` asks the record instead.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    const note = () => {
      for (const toast of document.querySelectorAll('.ant-notification-notice, .ant-message-notice')) {
        const text = toast.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    const start = () => new MutationObserver(note).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    if (document.documentElement) start();
    else document.addEventListener('DOMContentLoaded', start, { once: true });
  });
}

/** Waits until the page has shown a toast whose text contains the given text (see `recordToasts`). */
export async function toastShown(page: Page, text: string, timeout = BROWSER_TIMEOUT_MS): Promise<void> {
  await page
    .waitForFunction((wanted) => ((window as unknown as { __toasts?: string[] }).__toasts ?? []).some((shown) => shown.includes(wanted)), text, { timeout, polling: 100 })
    .catch(async (error: unknown) => {
      const shown = await page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []).catch(() => []);
      throw new Error(`no toast "${text}" was shown; the page showed: ${shown.join(' | ') || 'none'}`, { cause: error });
    });
}
