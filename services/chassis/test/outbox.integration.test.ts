import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migration } from '@mikro-orm/migrations';
import { defineEntity, p } from '@mikro-orm/postgresql';
import {
  chassisTablesSql,
  createLogger,
  Database,
  inboxConsumer,
  InProcessTransport,
  on,
  OutboxRelay,
  runWithContext,
  type AnyEnvelope,
} from '../src/index';
import { createTestDatabase, expectEventually, type TestDatabase } from '../src/testing/index';

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

describe('transactional outbox, relay and inbox', () => {
  let testDb: TestDatabase;
  let db: Database;
  let transport: InProcessTransport;
  let relay: OutboxRelay;
  const seen: AnyEnvelope[] = [];
  let failuresLeft = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = await Database.connect({ service: 'chassis-test', schema: 'chassis_test', url: testDb.url, entities: [Note], migrations: [{ name: '0001_init', class: CreateTables }], logger });
    transport = new InProcessTransport(logger);
    await transport.subscribe(
      inboxConsumer(
        db,
        on('chat.session.escalated', 'chassis-test.count-escalations', async (data, { tx, event }) => {
          seen.push(event);
          if (failuresLeft > 0) {
            failuresLeft -= 1;
            throw new Error('handler is failing on purpose');
          }
          const note = await tx.em.findOne(Note, { id: data.sessionId });
          if (note) note.escalations += 1;
          else tx.em.create(Note, { id: data.sessionId, text: 'escalated', escalations: 1 });
        }),
        logger,
      ),
    );
    relay = new OutboxRelay(db, transport, { maxAttempts: 3, sweepMs: 30, logger });
    relay.start();
  });

  afterAll(async () => {
    await relay.stop();
    await db.close();
    await testDb.drop();
  });

  it('commits state and event together and delivers the event after commit, with the correlation id', async () => {
    await runWithContext({ correlationId: 'corr-test-0001' }, () =>
      db.transaction(async (tx) => {
        tx.em.create(Note, { id: randomUUID(), text: 'state', escalations: 0 });
        tx.publish('chat.session.escalated', escalation());
      }),
    );
    const note = await expectEventually(() => db.em().findOne(Note, { id: sessionId }));
    expect(note?.escalations).toBe(1);
    expect(seen.at(-1)?.correlationId).toBe('corr-test-0001');
    expect(seen.at(-1)?.source).toBe('chassis-test');
    await expectEventually(async () => (await relay.stats()).pending === 0);
  });

  it('writes nothing when the transaction fails: no state, no event', async () => {
    const before = await relay.stats();
    await expect(
      db.transaction(async (tx) => {
        tx.em.create(Note, { id: randomUUID(), text: 'half-written', escalations: 0 });
        tx.publish('chat.session.escalated', escalation());
        throw new Error('use case failed');
      }),
    ).rejects.toThrow('use case failed');
    expect(await db.em().count(Note, { text: 'half-written' })).toBe(0);
    const after = await relay.stats();
    expect(after.pending + after.delivered).toBe(before.pending + before.delivered);
  });

  it('refuses an event whose data breaks its contract before anything is written', async () => {
    await expect(
      db.transaction(async (tx) => {
        tx.publish('chat.session.escalated', { aggregateId: 'x', tenantId: null, data: { sessionId: 'not-a-uuid' } as never });
      }),
    ).rejects.toThrow(/does not match its contract/);
  });

  it('ignores a redelivered event: the effect happens once', async () => {
    const event = seen.at(-1)!;
    const consumer = inboxConsumer(db, on('chat.session.escalated', 'chassis-test.count-escalations', async () => {
      throw new Error('must not run for a duplicate');
    }), logger);
    await consumer.handle(event);
    await transport.publish([event]);
    const note = await db.em().findOneOrFail(Note, { id: sessionId });
    expect(note.escalations).toBe(1);
  });

  it('retries a failing handler with backoff, then delivers once it recovers', async () => {
    failuresLeft = 1;
    const countBefore = seen.length;
    await db.transaction(async (tx) => {
      tx.publish('chat.session.escalated', escalation());
    });
    await expectEventually(async () => (await db.em().findOneOrFail(Note, { id: sessionId })).escalations === 2);
    expect(seen.length - countBefore).toBe(2);
  });

  it('dead-letters an event whose handler keeps failing, after the configured attempts', async () => {
    failuresLeft = 100;
    const countBefore = seen.length;
    await db.transaction(async (tx) => {
      tx.publish('chat.session.escalated', escalation());
    });
    await expectEventually(async () => (await relay.stats()).dead === 1, { timeoutMs: 10_000 });
    expect(seen.length - countBefore).toBe(3);
    const [row] = await db.em().execute<{ attempts: number; last_error: string }[]>(`select attempts, last_error from chassis_test.outbox where status = 'dead'`);
    expect(row?.attempts).toBe(3);
    expect(row?.last_error).toContain('handler is failing on purpose');
    expect((await db.em().findOneOrFail(Note, { id: sessionId })).escalations).toBe(2);
    failuresLeft = 0;
  });
});
