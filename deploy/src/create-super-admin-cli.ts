import { z } from 'zod';
import { commonConfigShape, createLogger, Database, exitOnStartupError, loadConfig, systemPrincipal } from '@pharmachat/chassis';
import { identityService, type IdentityApplication } from '@pharmachat/identity';

/**
 * `npm run admin:create`: the first super admin of a distributed installation (the all-in-one host seeds one). Runs
 * identity's own use case on identity's database (DATABASE_URL = the identity role's); the running identity service
 * publishes the resulting event from its outbox. It needs identity's CAPTCHA_SECRET like the service.
 */
const logger = createLogger({ name: 'create-super-admin' });
try {
  const config = loadConfig({
    ...commonConfigShape,
    ADMIN_USERNAME: z.string().min(3),
    ADMIN_EMAIL: z.email(),
    ADMIN_PASSWORD: z.string().min(12, 'at least 12 characters'),
    ADMIN_FIRST_NAME: z.string().default('Platform'),
    ADMIN_LAST_NAME: z.string().default('Admin'),
  });
  if (!config.DATABASE_URL) throw new Error("DATABASE_URL is missing: the identity role's connection string");
  const db = await Database.connect({
    service: identityService.name,
    schema: identityService.schema,
    url: config.DATABASE_URL,
    entities: identityService.entities,
    migrations: identityService.migrations,
    poolSize: 1,
    logger,
  });
  try {
    const identity = (await identityService.createApplication({ db, logger, config, env: process.env })) as IdentityApplication;
    await identity.createStaffUser(systemPrincipal, {
      username: config.ADMIN_USERNAME,
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
      firstName: config.ADMIN_FIRST_NAME,
      lastName: config.ADMIN_LAST_NAME,
      role: 'super_admin',
      pharmacyId: null,
    });
    logger.info({ username: config.ADMIN_USERNAME }, 'super admin created');
  } finally {
    await db.close();
  }
} catch (error) {
  exitOnStartupError(logger)(error);
}
