import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, createLogger } from '@pharmachat/chassis';
import { startAllInOne } from './host';
import { DEMO_PASSWORD } from './seed';
import { buildWebApp } from './web-build';

const logger = createLogger({ name: 'host' });

/** Builds the web app once if it has not been built yet, so `npm start` alone serves it. */
async function ensureWebBuilt(): Promise<void> {
  const webRoot = resolve(import.meta.dirname, '../../web');
  if (process.env.WEB_DIST_DIR || existsSync(resolve(webRoot, 'dist/index.html'))) return;
  logger.info('building the web app (first start)...');
  await buildWebApp(webRoot);
}

try {
  await ensureWebBuilt();
  const host = await startAllInOne();
  const lines = [`PharmaChat is running at ${host.url}`, `  GraphQL: ${host.url}/graphql   REST: ${host.url}/api`];
  lines.push('  Demo sign-ins (password for all: ' + DEMO_PASSWORD + '):');
  for (const name of ['superadmin', 'downtown.admin', 'downtown.staff', 'riverside.admin', 'riverside.staff']) lines.push(`    ${name}`);
  lines.push('    patient@pharmachat.example (patient sign-in)');
  if (!host.seeded) lines.push('  (demo data was seeded on the first start; it is kept in the database)');
  console.warn(lines.join('\n'));
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await host.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else logger.fatal({ err: error }, 'PharmaChat failed to start');
  process.exit(1);
}
