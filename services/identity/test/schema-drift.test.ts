import { describe, expect, it } from 'vitest';
import { Database, createLogger } from '@pharmachat/chassis';
import { createTestDatabase, describeSchemaDrift, schemaDrift } from '@pharmachat/chassis/testing';
import { identityService } from '../src/index';

describe('identity schema', () => {
  it('is described the same way by the mappings and the migrations (MikroORM schema diff is empty), audit log triggers included', async () => {
    const testDb = await createTestDatabase();
    const db = await Database.connect({ service: 'identity', schema: identityService.schema, url: testDb.url, entities: identityService.entities, migrations: identityService.migrations, logger: createLogger({ name: 'identity', level: 'silent' }) });
    try {
      const drift = await schemaDrift(db);
      expect(drift, describeSchemaDrift(identityService.schema, drift)).toEqual([]);
      // the append-only triggers live in migration 0003; the diff neither drops nor recreates them
      const triggers = await db.em().execute<{ tgname: string }[]>(`select tgname from pg_trigger where tgrelid = 'identity.audit_log'::regclass and not tgisinternal order by tgname`);
      expect(triggers.map((t) => t.tgname)).toEqual(['audit_log_no_truncate', 'audit_log_no_update_or_delete']);
    } finally {
      await db.close();
      await testDb.drop();
    }
  });
});
