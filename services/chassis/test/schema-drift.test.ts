import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migration } from '@mikro-orm/migrations';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { captchaTablesSql, chassisTablesSql, createLogger, Database } from '../src/index';
import { chassisOwnedTables, createTestDatabase, describeSchemaDrift, schemaDrift, type TestDatabase } from '../src/testing/index';

const schema = 'drift_test';

class CreateTables extends Migration {
  override async up(): Promise<void> {
    for (const sql of [...chassisTablesSql(schema), ...captchaTablesSql(schema)]) this.addSql(sql);
    this.addSql(`create table ${schema}.note (
      id uuid primary key,
      text text not null,
      pinned boolean not null default false,
      kind text not null check (kind in ('memo', 'todo'))
    )`);
    this.addSql(`create index note_kind_idx on ${schema}.note (kind)`);
  }
}

class Note {
  id!: string;
  text!: string;
  pinned = false;
  kind!: string;
}

/** The mapping that agrees with the migration above, and variants that each disagree in one way. */
function noteSchema(change: 'none' | 'extra column' | 'no check' | 'no index' | 'varchar' | 'no default' = 'none') {
  return defineEntity({
    class: Note,
    tableName: 'note',
    schema,
    properties: {
      id: p.uuid().primary(),
      text: change === 'varchar' ? p.string() : p.text(),
      pinned: change === 'no default' ? p.boolean() : p.boolean().default(false),
      kind: change === 'no check' ? p.text() : p.text().check("kind in ('memo', 'todo')"),
      ...(change === 'extra column' ? { archivedAt: p.datetime().nullable() } : {}),
    },
    indexes: change === 'no index' ? [] : [{ name: 'note_kind_idx', properties: ['kind'] }],
  });
}

const logger = createLogger({ name: 'drift-test', level: 'silent' });

describe('schema drift: what the ORM would change to reach the mappings', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    // migrate once; every check below connects again with other mappings (the migrations are then applied)
    const db = await Database.connect({ service: 't', schema, url: testDb.url, entities: [noteSchema()], migrations: [{ name: '0001', class: CreateTables }], logger });
    await db.close();
  });
  afterAll(() => testDb.drop());

  async function driftWith(entities: ReturnType<typeof noteSchema>[]): Promise<string[]> {
    const db = await Database.connect({ service: 't', schema, url: testDb.url, entities, migrations: [{ name: '0001', class: CreateTables }], logger });
    try {
      return await schemaDrift(db);
    } finally {
      await db.close();
    }
  }

  it('is empty when the mapping says what the migration did; the chassis tables beside it are not reported', async () => {
    const drift = await driftWith([noteSchema()]);
    expect(drift, describeSchemaDrift(schema, drift)).toEqual([]);
  });

  it.each([
    ['extra column', /alter table "drift_test"\."note" add "archived_at" timestamptz null/],
    ['no check', /drop constraint "note_kind_check"/],
    ['no index', /drop index "drift_test"\."note_kind_idx"/],
    ['varchar', /alter column "text" type varchar\(255\)/],
    ['no default', /alter column "pinned" drop default/],
  ] as const)('reports a mapping with %s', async (change, statement) => {
    const drift = await driftWith([noteSchema(change)]);
    expect(drift.join('\n')).toMatch(statement);
    expect(describeSchemaDrift(schema, drift)).toContain(drift[0]);
  });

  it('reports a table the migrations made that no mapping describes', async () => {
    expect(await driftWith([])).toContain(`drop table if exists "${schema}"."note" cascade`);
  });

  it('names every table the chassis creates in a service schema as chassis-owned, and nothing else', async () => {
    const db = await Database.connect({ service: 't', schema, url: testDb.url, entities: [noteSchema()], migrations: [{ name: '0001', class: CreateTables }], logger });
    try {
      const rows = await db.em().execute<{ table_name: string }[]>(`select table_name from information_schema.tables where table_schema = ? and table_name <> 'note'`, [schema]);
      expect(rows.map((r) => r.table_name).sort()).toEqual([...chassisOwnedTables].sort());
    } finally {
      await db.close();
    }
  });
});
