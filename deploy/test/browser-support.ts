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
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Builds the web app into a fresh folder, so the browser tests always see the current code. */
export async function buildWebApp(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'pharmachat-web-'));
  await buildWebInto(resolve(import.meta.dirname, '../../web'), outDir);
  return outDir;
}

export const screenshotDir = resolve(import.meta.dirname, '../../test-results/screenshots');
