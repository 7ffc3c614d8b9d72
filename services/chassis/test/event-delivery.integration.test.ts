import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Migration } from '@mikro-orm/migrations';
import {
  chassisTablesSql,
  createLogger,
  Database,
  ConsumerStore,
  DeadLetterAdmin,
  inboxConsumer,
  InProcessTransport,
  KafkaTransport,
  onPrepared,
  OutboxRelay,
  ownerIsGone,
  retryPolicy,
  runWithContext,
  worstCaseBlockMs,
  type AnyEnvelope,
  type EventTransport,
} from '../src/index';
import { createTestDatabase, expectEventually, FakeKafka, type TestDatabase } from '../src/testing/index';

/**
 * The delivery semantics both transports promise, run against each: in-process (what the suite and the
 * all-in-one host use) and Kafka (against a test double of the kafkajs client).
 */

const logger = createLogger({ name: 'delivery-test', level: 'silent' });
const MAX_ATTEMPTS = 3;

function schemaMigration(schema: string, extra: string[] = []) {
  return class extends Migration {
    override async up() {
      for (const sql of chassisTablesSql(schema)) this.addSql(sql);
      for (const sql of extra) this.addSql(sql);
    }
  };
}

const effectTable = (schema: string) =>
  `create table ${schema}.effect (n bigserial primary key, consumer text not null, event_id uuid not null, aggregate_id text not null, label text not null, at timestamptz not null default clock_timestamp())`;

interface Effect {
  consumer: string;
  event_id: string;
  aggregate_id: string;
  label: string;
}

type Behaviour = (event: AnyEnvelope) => Promise<void> | void;

function escalation(sessionId: string, label: string) {
  return {
    aggregateId: sessionId,
    tenantId: randomUUID(),
    // the label is kept in the test's own map by event id (the contract has no free-text field for it)
    data: {
      sessionId,
      pharmacyId: randomUUID(),
      reason: 'staff',
      escalatedAt: new Date().toISOString(),
      session: { status: 'escalated', needsStaffAttention: true, handedOff: true },
    } as never,
    label,
  };
}

interface Harness {
  producer: Database;
  consumerDb: Database;
  transport: EventTransport;
  relay: OutboxRelay;
  labels: Map<string, string>;
  behaviours: Map<string, Behaviour>;
  live: AnyEnvelope[];
  /** commits events (label per event) in one transaction of the producer */
  commit(sessionId: string, ...labels: string[]): Promise<string[]>;
  effects(consumer?: string): Promise<Effect[]>;
  subscribe(name: string, transport?: EventTransport): Promise<() => Promise<void>>;
  stop(): Promise<void>;
}

type TransportFactory = (kind: 'first' | 'second') => EventTransport;

async function startHarness(testDb: TestDatabase, tag: string, makeTransport: TransportFactory): Promise<Harness> {
  const producerSchema = `dp_${tag}`;
  const consumerSchema = `dc_${tag}`;
  const producer = await Database.connect({ service: `producer-${tag}`, schema: producerSchema, url: testDb.url, entities: [], migrations: [{ name: '0001', class: schemaMigration(producerSchema) }], logger });
  const consumerDb = await Database.connect({
    service: `consumer-${tag}`,
    schema: consumerSchema,
    url: testDb.url,
    entities: [],
    migrations: [{ name: '0001', class: schemaMigration(consumerSchema, [effectTable(consumerSchema)]) }],
    logger,
  });
  const transport = makeTransport('first');
  await transport.start();
  const labels = new Map<string, string>();
  const behaviours = new Map<string, Behaviour>();
  const live: AnyEnvelope[] = [];
  await transport.listen(['chat.session.escalated'], (event) => live.push(event));
  const relay = new OutboxRelay(producer, transport, { sweepMs: 60_000, logger }); // the sweep never fires during a test
  relay.start();
  const unsubscribes: (() => Promise<void>)[] = [];
  const subscribe = async (name: string, into: EventTransport = transport) => {
    const stop = await into.subscribe(
      inboxConsumer(
        consumerDb,
        // the behaviour runs before the transaction, as slow work (a model call) does in the services: the
        // embedded database is one session, where a transaction held open would stall every other connection
        onPrepared(
          'chat.session.escalated',
          name,
          async (_data, { event }) => {
            await behaviours.get(name)?.(event);
          },
          async (_data, { tx, event }) => {
            await tx.em.execute(`insert into ${consumerSchema}.effect (consumer, event_id, aggregate_id, label) values (?, ?, ?, ?)`, [name, event.id, event.aggregateId, labels.get(event.id) ?? '?'], 'run');
          },
        ),
        logger,
      ),
    );
    unsubscribes.push(stop);
    return stop;
  };
  return {
    producer,
    consumerDb,
    transport,
    relay,
    labels,
    behaviours,
    live,
    subscribe,
    async commit(sessionId, ...eventLabels) {
      return producer.transaction(async (tx) =>
        eventLabels.map((label) => {
          const { label: _label, ...event } = escalation(sessionId, label);
          const envelope = tx.publish('chat.session.escalated', event);
          labels.set(envelope.id, label);
          return envelope.id;
        }),
      );
    },
    async effects(consumer) {
      const rows = await consumerDb.em().execute<Effect[]>(`select consumer, event_id, aggregate_id, label from ${consumerSchema}.effect order by n`);
      return consumer ? rows.filter((r) => r.consumer === consumer) : rows;
    },
    async stop() {
      await relay.stop();
      for (const stop of unsubscribes) await stop();
      await transport.stop();
      await producer.close();
      await consumerDb.close();
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const transports: { name: string; tag: string; factory: () => TransportFactory; kafka?: FakeKafka }[] = [
  {
    name: 'in-process',
    tag: 'inproc',
    factory: () => () => new InProcessTransport({ logger, maxAttempts: MAX_ATTEMPTS, sweepMs: 60_000, leaseMs: 1500 }),
  },
  {
    name: 'Kafka (kafkajs test double)',
    tag: 'kafka',
    factory: () => {
      const kafka = new FakeKafka();
      return () => new KafkaTransport({ brokers: ['kafka:9092'], clientId: 'test', logger, maxAttempts: MAX_ATTEMPTS, client: kafka });
    },
  },
];

describe.each(transports)('event delivery over $name', ({ tag, factory }) => {
  let testDb: TestDatabase;
  let h: Harness;
  let makeTransport: TransportFactory;
  let n = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  // a fresh producer, consumer schema and transport per test: no test sees another's events
  const fresh = async () => {
    n += 1;
    makeTransport = factory();
    h = await startHarness(testDb, `${tag}${n}`, makeTransport);
  };
  afterEach(async () => {
    await h?.stop();
  });

  it('delivers several events of one aggregate from one commit in the same run, in order, with no sweep', async () => {
    await fresh();
    await h.subscribe('orders');
    const session = randomUUID();
    await runWithContext({ correlationId: 'corr-delivery-1' }, () => h.commit(session, 'first', 'second', 'third'));
    // the relay's and the consumers' sweeps are 60 s here: only the commit's wake-up can have delivered these
    await expectEventually(async () => (await h.effects('orders')).length === 3, { timeoutMs: 3000 });
    expect((await h.effects('orders')).map((e) => e.label)).toEqual(['first', 'second', 'third']);
    expect(h.live.map((e) => e.correlationId)).toEqual(['corr-delivery-1', 'corr-delivery-1', 'corr-delivery-1']);
  });

  it('lets a fast consumer and live listeners go ahead of a slow consumer', async () => {
    await fresh();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    h.behaviours.set('slow', () => gate);
    await h.subscribe('slow');
    await h.subscribe('fast');
    await h.commit(randomUUID(), 'one');
    await h.commit(randomUUID(), 'two');
    await expectEventually(async () => (await h.effects('fast')).length === 2, { timeoutMs: 3000 });
    expect(h.live).toHaveLength(2);
    expect(await h.effects('slow')).toHaveLength(0);
    release();
    await expectEventually(async () => (await h.effects('slow')).length === 2, { timeoutMs: 3000 });
  });

  it('dead-letters for the failing consumer only, with the event, the error and the attempts', async () => {
    await fresh();
    h.behaviours.set('broken', () => {
      throw new Error('broken on purpose');
    });
    await h.subscribe('broken');
    await h.subscribe('healthy');
    const [id] = await h.commit(randomUUID(), 'x');
    await expectEventually(async () => (await h.effects('healthy')).length === 1, { timeoutMs: 3000 });
    const admin = new DeadLetterAdmin(h.consumerDb);
    const [dead] = await expectEventually(async () => {
      const rows = await admin.list({ consumer: 'broken' });
      return rows.length === 1 && rows;
    }, { timeoutMs: 5000 });
    expect(dead).toMatchObject({ consumer: 'broken', eventId: id, eventType: 'chat.session.escalated', status: 'dead', attempts: MAX_ATTEMPTS });
    expect(dead!.error).toContain('broken on purpose');
    expect((dead!.envelope as AnyEnvelope).id).toBe(id);
    expect(await h.effects('broken')).toHaveLength(0);
    // the producer's row is out, whatever its consumers did
    expect((await h.relay.stats()).pending).toBe(0);

    // an operator replays it once the consumer works again: it is handled once, and the letter is closed
    h.behaviours.delete('broken');
    expect(await admin.requestReplay([dead!.id], 'operator')).toBe(1);
    await expectEventually(async () => (await admin.list({ consumer: 'broken' }))[0]?.status === 'replayed', { timeoutMs: 8000 });
    expect(await h.effects('broken')).toHaveLength(1);
  });

  it('lets an aggregate move past a poison event once the retry policy is spent, keeping order', async () => {
    await fresh();
    h.behaviours.set('picky', (event) => {
      if (h.labels.get(event.id) === 'poison') throw new Error('cannot handle this one');
    });
    await h.subscribe('picky');
    const session = randomUUID();
    const started = Date.now();
    await h.commit(session, 'before', 'poison', 'after-1');
    await h.commit(session, 'after-2');
    await expectEventually(async () => (await h.effects('picky')).length === 3, { timeoutMs: 8000 });
    expect((await h.effects('picky')).map((e) => e.label)).toEqual(['before', 'after-1', 'after-2']);
    // the later events waited no longer than the policy's backoffs (plus generous slack for a busy machine)
    expect(Date.now() - started).toBeLessThan(worstCaseBlockMs(retryPolicy(MAX_ATTEMPTS)) + 4000);
    expect(await new DeadLetterAdmin(h.consumerDb).list({ consumer: 'picky' })).toHaveLength(1);
  });

  it('handles different aggregates concurrently and one aggregate one event at a time', async () => {
    await fresh();
    let running = 0;
    let most = 0;
    const perAggregate = new Map<string, number>();
    let overlapWithinAggregate = false;
    h.behaviours.set('concurrent', async (event) => {
      running += 1;
      most = Math.max(most, running);
      const now = (perAggregate.get(event.aggregateId) ?? 0) + 1;
      perAggregate.set(event.aggregateId, now);
      if (now > 1) overlapWithinAggregate = true;
      await sleep(100);
      perAggregate.set(event.aggregateId, (perAggregate.get(event.aggregateId) ?? 1) - 1);
      running -= 1;
    });
    await h.subscribe('concurrent');
    const sessions = Array.from({ length: 6 }, () => randomUUID());
    for (const session of sessions) await h.commit(session, 'a', 'b');
    await expectEventually(async () => (await h.effects('concurrent')).length === 12, { timeoutMs: 8000 });
    expect(most).toBeGreaterThan(1);
    expect(overlapWithinAggregate).toBe(false);
    for (const session of sessions) expect((await h.effects('concurrent')).filter((e) => e.aggregate_id === session).map((e) => e.label)).toEqual(['a', 'b']);
  });

  it('gives a consumer that starts late everything published before it, and resumes from its position after a restart', async () => {
    await fresh();
    const session = randomUUID(); // one aggregate, so the order of its effects is guaranteed
    await h.commit(session, 'early-1');
    await h.commit(session, 'early-2');
    await h.relay.drain();
    await h.subscribe('late');
    await expectEventually(async () => (await h.effects('late')).length === 2, { timeoutMs: 3000 });

    // the "process" stops; events keep coming; a new one starts and takes up where the old one stopped
    const [stopLate] = [await h.subscribe('late-restarted')];
    await expectEventually(async () => (await h.effects('late-restarted')).length === 2, { timeoutMs: 3000 });
    await stopLate();
    await h.commit(session, 'while-down');
    await h.relay.drain();
    const second = makeTransport('second');
    await second.start();
    const detach = second.attachSource(h.relay.log); // the new process's relay makes its log known, as at start-up
    await h.subscribe('late-restarted', second);
    await expectEventually(async () => (await h.effects('late-restarted')).length === 3, { timeoutMs: 5000 });
    expect((await h.effects('late-restarted')).map((e) => e.label)).toEqual(['early-1', 'early-2', 'while-down']);
    await detach();
    await second.stop();
  });
});

describe('in-process delivery after a crash', () => {
  it('takes over the offset of a dead process on this host at once, and of another host when its lease runs out', async () => {
    const testDb = await createTestDatabase();
    const h = await startHarness(testDb, 'crash', () => new InProcessTransport({ logger, maxAttempts: MAX_ATTEMPTS, sweepMs: 200, leaseMs: 1500 }));
    const deadPid = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    const store = (name: string) => new ConsumerStore(h.consumerDb, name);
    // a process of this host that was killed holds one lease for a minute; a process elsewhere holds another for 1.5 s
    expect(await store('after-kill').claim(h.relay.log.source, `${hostname()}:${deadPid}:dead0001`, 60_000, () => false)).toBe(0n);
    expect(await store('after-silence').claim(h.relay.log.source, 'another-host:42:silent01', 1500, () => false)).toBe(0n);
    await h.commit(randomUUID(), 'waiting');
    const started = Date.now();
    await h.subscribe('after-kill');
    await h.subscribe('after-silence');
    await expectEventually(async () => (await h.effects('after-kill')).length === 1, { timeoutMs: 1000 });
    const killTakeover = Date.now() - started;
    await expectEventually(async () => (await h.effects('after-silence')).length === 1, { timeoutMs: 6000 });
    expect(killTakeover).toBeLessThan(1000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000); // it waited for the other host's lease
    await h.stop();
    await testDb.drop();
  });

  it('knows a process on this host that has exited is gone', () => {
    const child = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    expect(ownerIsGone(`${hostname()}:${child.pid}:abcd1234`)).toBe(true);
    expect(ownerIsGone(`${hostname()}:${process.pid}:abcd1234`)).toBe(false);
    expect(ownerIsGone(`another-host:${child.pid}:abcd1234`)).toBe(false);
    expect(ownerIsGone(null)).toBe(true);
  });
});

describe('Kafka transport specifics (kafkajs test double)', () => {
  let testDb: TestDatabase;
  let kafka: FakeKafka;
  let h: Harness;
  let n = 0;
  const transportOn = (client: FakeKafka) => new KafkaTransport({ brokers: ['kafka:9092'], clientId: 'test', logger, maxAttempts: MAX_ATTEMPTS, client });

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.drop();
  });
  afterEach(async () => {
    await h?.stop();
  });
  const fresh = async () => {
    n += 1;
    kafka = new FakeKafka();
    h = await startHarness(testDb, `kspec${n}`, () => transportOn(kafka));
  };

  it('produces one keyed batch per relay run: topic per aggregate, key = aggregate id, one partition per key', async () => {
    await fresh();
    const [a, b] = [randomUUID(), randomUUID()];
    await h.producer.transaction(async (tx) => {
      for (const [session, count] of [[a, 3], [b, 2]] as const) {
        for (let i = 0; i < count; i++) tx.publish('chat.session.escalated', { ...escalation(session, 'x'), label: undefined } as never);
      }
    });
    await h.relay.drain();
    const batch = kafka.sends.find((sent) => sent.length > 0)!;
    expect(batch).toHaveLength(5);
    expect(new Set(batch.map((m) => m.topic))).toEqual(new Set(['chat.session']));
    expect(batch.filter((m) => m.key === a)).toHaveLength(3);
    expect(new Set(batch.filter((m) => m.key === a).map((m) => m.partition)).size).toBe(1);
    expect((await h.relay.stats()).pending).toBe(0);
  });

  it('gives every handler its own consumer group and commits its offset only after its transaction', async () => {
    await fresh();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    h.behaviours.set('held', () => gate);
    await h.subscribe('held');
    await h.subscribe('free');
    const session = randomUUID();
    await h.commit(session, 'only');
    await expectEventually(async () => (await h.effects('free')).length === 1, { timeoutMs: 3000 });
    expect([...kafka.groups.keys()]).toEqual(expect.arrayContaining(['held', 'free']));
    const partition = kafka.sends.flat().find((m) => m.key === session)!.partition;
    expect(kafka.committedOffset('free', 'chat.session', partition)).toBe(1n);
    expect(kafka.committedOffset('held', 'chat.session', partition)).toBeUndefined();
    release();
    await expectEventually(() => kafka.committedOffset('held', 'chat.session', partition) === 1n, { timeoutMs: 3000 });
  });

  it('redelivers to the next member after a crash mid-handler, and the effect happens once', async () => {
    await fresh();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    h.behaviours.set('crashy', () => {
      calls += 1;
      return calls === 1 ? gate : undefined;
    });
    await h.subscribe('crashy');
    await h.commit(randomUUID(), 'in-flight');
    await expectEventually(() => calls === 1, { timeoutMs: 3000 });
    // the process dies mid-handler: its member leaves, nothing was committed
    (kafka.groups.get('crashy')!.members[0] as unknown as { crash(): void }).crash();
    const second = transportOn(kafka);
    await second.start();
    await h.subscribe('crashy', second);
    await expectEventually(async () => (await h.effects('crashy')).length === 1, { timeoutMs: 3000 });
    release(); // the dead process's handler finishes late: the inbox keeps the effect single
    await sleep(200);
    expect(await h.effects('crashy')).toHaveLength(1);
    expect(calls).toBe(2);
    await second.stop();
  });

  it('dead-letters a record that does not parse and goes on with the next ones', async () => {
    await fresh();
    await h.subscribe('strict');
    const session = randomUUID();
    await kafka.producer().sendBatch({ topicMessages: [{ topic: 'chat.session', messages: [{ key: session, value: '{"not":"an event"}', headers: { 'event-type': 'chat.session.escalated' } }] }] });
    await h.commit(session, 'after-poison');
    await expectEventually(async () => (await h.effects('strict')).length === 1, { timeoutMs: 3000 });
    const [dead] = await new DeadLetterAdmin(h.consumerDb).list({ consumer: 'strict' });
    expect(dead).toMatchObject({ eventId: 'unparseable', status: 'dead', source: 'chat.session' });
    expect(dead!.error).toContain('Not an event envelope');
  });

  it('shows every event to the live listener of each gateway instance', async () => {
    await fresh();
    const other = transportOn(kafka);
    await other.start();
    const seenByOther: AnyEnvelope[] = [];
    await other.listen(['chat.session.escalated'], (event) => seenByOther.push(event));
    await sleep(20); // the live group starts at the end of the topic: let it take its place first
    await h.commit(randomUUID(), 'one', 'two');
    await expectEventually(() => h.live.length === 2 && seenByOther.length === 2, { timeoutMs: 3000 });
    await other.stop();
  });
});
