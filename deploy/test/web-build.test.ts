import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildWebApp } from '../src/web-build';

const webRoot = resolve(import.meta.dirname, '../../web');

describe('building the web app on the first start', () => {
  const saved = process.env.NODE_ENV;
  let outDir = '';
  afterEach(() => {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('leaves an unset NODE_ENV unset (Vite would leave "production" behind, and the host would refuse test payments)', async () => {
    delete process.env.NODE_ENV;
    outDir = mkdtempSync(join(tmpdir(), 'pharmachat-web-build-'));
    await buildWebApp(webRoot, outDir);
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
    expect(process.env.NODE_ENV).toBeUndefined();
  });

  it('keeps a NODE_ENV that was set', async () => {
    process.env.NODE_ENV = 'development';
    outDir = mkdtempSync(join(tmpdir(), 'pharmachat-web-build-'));
    await buildWebApp(webRoot, outDir);
    expect(process.env.NODE_ENV).toBe('development');
  });
});
