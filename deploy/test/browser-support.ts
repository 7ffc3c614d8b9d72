import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
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
