import { Database } from '../database/database';
import { schemaDrift } from '../database/schema-drift';
import { createLogger } from '../logging/logger';
import type { ServiceModule } from '../server/service-runtime';
import { createTestDatabase } from './test-support';

export { chassisOwnedTables, schemaDrift } from '../database/schema-drift';

/**
 * Migrates a fresh test database with the service's migrations (and the chassis's), then returns what MikroORM's
 * schema diff would still run to reach the service's mappings: `[]` when mappings and migrations agree.
 */
export async function serviceSchemaDrift(service: Pick<ServiceModule, 'name' | 'schema' | 'entities' | 'migrations'>): Promise<string[]> {
  const testDb = await createTestDatabase();
  try {
    const db = await Database.connect({
      service: service.name,
      schema: service.schema,
      url: testDb.url,
      entities: service.entities,
      migrations: service.migrations,
      logger: createLogger({ name: service.name, level: 'silent' }),
    });
    try {
      return await schemaDrift(db);
    } finally {
      await db.close();
    }
  } finally {
    await testDb.drop();
  }
}

/** The failure message of a drift test: the statements, one per line. */
export function describeSchemaDrift(schema: string, drift: string[]): string {
  return `the mappings of schema "${schema}" and its migrations disagree; MikroORM's schema diff would run:\n${drift.map((s) => `  ${s};`).join('\n')}\n` + 'Fix the mapping (or add a migration) until they agree: see docs/architecture.md, "Schemas: mappings and migrations".';
}
