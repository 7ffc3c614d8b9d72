import { commonConfigShape, createLogger, Database, exitOnStartupError, loadConfig } from '@pharmachat/chassis';
import { retentionService } from '@pharmachat/retention';

/**
 * The daily purge as a Kubernetes CronJob (k8s/components/retention-cronjob): claims today's slot and requests the
 * purge in retention's own transaction (run + outbox); the retention service's relay publishes it. The slot is
 * claimed in `retention.purge_slot`, so a second run (a retried Job, or an in-process timer left on) does nothing.
 */
const logger = createLogger({ name: 'retention-purge' });
try {
  const config = loadConfig({ ...commonConfigShape });
  if (!config.DATABASE_URL) throw new Error('DATABASE_URL is missing: the retention role\'s connection string');
  const db = await Database.connect({
    service: retentionService.name,
    schema: retentionService.schema,
    url: config.DATABASE_URL,
    entities: retentionService.entities,
    migrations: retentionService.migrations,
    poolSize: 1,
    logger,
  });
  try {
    const app = await retentionService.createApplication({ db, logger, config, env: process.env });
    const slot = new Date();
    slot.setUTCMinutes(0, 0, 0);
    const run = await app.runScheduledPurge(slot);
    logger.info({ slot: slot.toISOString(), requested: Boolean(run) }, run ? 'purge requested' : 'purge of this slot already requested');
  } finally {
    await db.close();
  }
} catch (error) {
  exitOnStartupError(logger)(error);
}
