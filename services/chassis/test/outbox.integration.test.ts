import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migration } from '@mikro-orm/migrations';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { chassisTablesSql, createLogger, Database, inboxConsumer, on, OutboxLog, runWithContext } from '../src/index';
import { createTestDatabase, type TestDatabase } from '../src/testing/index';

const Note = defineEntity({
  name: 'Note',
  tableName: 'note',
  schema: 'chassis_test',
  properties: { id: p.uuid().primary(), text: p.string(), escalations: p.integer() },
});

class CreateTables extends Migration {
  override async up() {
    for (const sql of chassisTablesSql('chassis_test')) this.addSql(sql);
    this.addSql('create table chassis_test.note (id uuid primary key, text text not null, escalations int not null default 0)');
  }
}

const logger = createLogger({ name: 'chassis-test', level: 'silent' });
const sessionId = randomUUID();
const pharmacyId = randomUUID();

function escalation(): { aggregateId: string; tenantId: string; data: never } {
  return {
    aggregateId: sessionId,
    tenantId: pharmacyId,
    data: {
      sessionId,
      pharmacyId,
      reason: 'staff',
      escalatedAt: new Date().toISOString(),
      session: { status: 'escalated', needsStaffAttention: true, handedOff: true },
    } as never,
  };
}

const connect = (url: string) => Database.connect({ service: 'chassis-test', schema: 'chassis_test', url, entities: [Note], migrations: [{ name: '0001_init', class: CreateTables }], logger });

describe('transactional outbox and inbox', () => {
  let testDb: TestDatabase;
  let db: Database;
  let log: OutboxLog;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = await connect(testDb.url);
    log = new OutboxLog(db);
  });

  afterAll(async () => {
    await db.close();
    await testDb.drop();
  });

  it('commits state and event together; the log gives the event a position after commit, with the correlation id', async () => {
    const before = await log.headPosition();
    await runWithContext({ correlationId: 'corr-test-0001' }, () =>
      db.transaction(async (tx) => {
        tx.em.create(Note, { id: randomUUID(), text: 'state', escalations: 0 });
        tx.publish('chat.session.escalated', escalation());
      }),
    );
    expect(await log.pendingCount()).toBe(1);
    const [event] = await log.sequence(10);
    expect(event?.position).toBe(before + 1n);
    expect(event?.envelope).toMatchObject({ correlationId: 'corr-test-0001', source: 'chassis-test', type: 'chat.session.escalated', aggregateId: sessionId });
    const read = await log.read(before, ['chat.session.escalated'], 10);
    expect(read.events.map((e) => e.envelope.id)).toEqual([event!.envelope.id]);
    expect(read.head).toBe(before + 1n);
  });

  it('writes nothing when the transaction fails: no state, no event', async () => {
    const head = await log.headPosition();
    await expect(
      db.transaction(async (tx) => {
        tx.em.create(Note, { id: randomUUID(), text: 'half-written', escalations: 0 });
        tx.publish('chat.session.escalated', escalation());
        throw new Error('use case failed');
      }),
    ).rejects.toThrow('use case failed');
    expect(await db.em().count(Note, { text: 'half-written' })).toBe(0);
    expect(await log.pendingCount()).toBe(0);
    expect(await log.sequence(10)).toEqual([]);
    expect(await log.headPosition()).toBe(head);
  });

  it('refuses an event whose data breaks its contract before anything is written', async () => {
    await expect(
      db.transaction(async (tx) => {
        tx.publish('chat.session.escalated', { aggregateId: 'x', tenantId: null, data: { sessionId: 'not-a-uuid' } as never });
      }),
    ).rejects.toThrow(/does not match its contract/);
  });

  it('ignores a redelivered event: the effect happens once', async () => {
    let runs = 0;
    const consumer = inboxConsumer(
      db,
      on('chat.session.escalated', 'chassis-test.count-escalations', async (data, { tx }) => {
        runs += 1;
        const note = await tx.em.findOne(Note, { id: data.sessionId });
        if (note) note.escalations += 1;
        else tx.em.create(Note, { id: data.sessionId, text: 'escalated', escalations: 1 });
      }),
      logger,
    );
    await db.transaction(async (tx) => {
      tx.publish('chat.session.escalated', escalation());
    });
    const [event] = await log.sequence(10);
    await consumer.handle(event!.envelope);
    await consumer.handle(event!.envelope);
    expect(runs).toBe(1);
    expect((await db.em().findOneOrFail(Note, { id: sessionId })).escalations).toBe(1);
  });

  it('gives positions in commit order to rows committed by concurrent transactions', async () => {
    const head = await log.headPosition();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          tx.publish('chat.session.escalated', escalation());
        }),
      ),
    );
    const events = await log.sequence(100);
    expect(events.map((e) => e.position)).toEqual(Array.from({ length: 20 }, (_, i) => head + BigInt(i + 1)));
  });

  it('runs migrations once when two processes start on one database at the same moment', async () => {
    const other = await createTestDatabase();
    const [a, b] = await Promise.all([connect(other.url), connect(other.url)]);
    const rows = await a.em().execute<{ name: string }[]>('select name from chassis_test.mikro_orm_migrations order by id');
    expect(rows.map((r) => r.name)).toEqual(['0001_init', 'chassis-0002-event-log', ...rows.slice(2).map((r) => r.name)]);
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    await a.close();
    await b.close();
    await other.drop();
  });
});
