import { resolve } from 'node:path';

/**
 * Builds the web app with Vite, in this process, leaving `NODE_ENV` as it found it: Vite's `build()` sets
 * `process.env.NODE_ENV = 'production'` when it is unset, and the host started afterwards in the same process would
 * then read a production configuration (and refuse the test payment provider) on a first `npm start`.
 */
export async function buildWebApp(webRoot: string, outDir?: string): Promise<void> {
  const before = process.env.NODE_ENV;
  try {
    const { build } = await import('vite');
    await build({ root: webRoot, logLevel: 'warn', configFile: resolve(webRoot, 'vite.config.ts'), ...(outDir ? { build: { outDir, emptyOutDir: true } } : {}) });
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}
