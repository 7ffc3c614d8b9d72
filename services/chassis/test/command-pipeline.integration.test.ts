import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Migration } from '@mikro-orm/migrations';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { chassisTablesSql, CommandPipeline, createLogger, Database, defineCommand, DomainError, forbidden, requirePrincipal, runWithContext, type Principal } from '../src/index';
import { declareErrors } from '../src/errors/index';
import { createTestDatabase, type TestDatabase } from '../src/testing/index';

class Order {
  id!: string;
  item!: string;
  quantity!: number;
}

const OrderSchema = defineEntity({
  class: Order,
  tableName: 'order_line',
  schema: 'pipeline_test',
  properties: { id: p.uuid().primary(), item: p.string(), quantity: p.integer() },
});

class CreateTables extends Migration {
  override async up() {
    for (const sql of chassisTablesSql('pipeline_test')) this.addSql(sql);
    this.addSql('create table pipeline_test.order_line (id uuid primary key, item text not null, quantity int not null)');
  }
}

const logger = createLogger({ name: 'pipeline-test', level: 'silent' });
const patient: Principal = { kind: 'patient', subject: 'patient-1', role: null, pharmacyId: null, sessionId: null, username: 'Pat', authSessionId: 's1', actualRole: null };
const otherPatient: Principal = { ...patient, subject: 'patient-2' };

const TestErrors = declareErrors('shop', {
  outOfStock: { code: 'CONFLICT', message: (details: { item: string }) => `${details.item} is out of stock.` },
  noGuests: { code: 'FORBIDDEN', message: 'Sign in as a patient to order.' },
});

let executions = 0;
let authorizations = 0;

const placeOrder = defineCommand({
  name: 'shop.placeOrder',
  input: z.object({ item: z.string().trim().min(1, 'Item is required.'), quantity: z.number().int().min(1, 'Order at least one.'), password: z.string().optional() }),
  authorize(principal: Principal | null) {
    authorizations += 1;
    const caller = requirePrincipal(principal);
    if (caller.kind !== 'patient') throw TestErrors.noGuests();
    return caller;
  },
  async execute(tx, input) {
    executions += 1;
    if (input.item === 'unobtainium') throw TestErrors.outOfStock({ item: input.item });
    // a slow transaction, so that concurrent retries really overlap
    await new Promise((resolve) => setTimeout(resolve, 50));
    const order: Order = Object.assign(new Order(), { id: randomUUID(), item: input.item, quantity: input.quantity });
    tx.em.persist(order);
    return order;
  },
  replay: {
    save: (order) => ({ id: order.id }),
    load: (em, saved) => em.findOne(Order, { id: String(saved.id) }),
  },
});

describe('command pipeline: validate -> authorize -> transaction -> respond, with idempotency keys', () => {
  let testDb: TestDatabase;
  let db: Database;
  let pipeline: CommandPipeline;
  const count = async () => Number((await db.em().execute<{ n: string }[]>('select count(*)::text as n from pipeline_test.order_line'))[0]?.n);

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = await Database.connect({ service: 'pipeline-test', schema: 'pipeline_test', url: testDb.url, entities: [OrderSchema], migrations: [{ name: '0001_init', class: CreateTables }], logger });
    pipeline = new CommandPipeline(db, logger);
  });

  afterAll(async () => {
    await db.close();
    await testDb.drop();
  });

  it('validates before authorizing: bad input is a 400 with the message alone and the fields listed', async () => {
    const before = authorizations;
    const error = await pipeline.run(placeOrder, null, { item: ' ', quantity: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Item is required.', details: { fieldErrors: { item: 'Item is required.', quantity: 'Order at least one.' } } });
    expect(authorizations).toBe(before);
  });

  it('authorizes before any transaction, with the declared error and its reason', async () => {
    const before = executions;
    const error = await pipeline.run(placeOrder, null, { item: 'aspirin', quantity: 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED' });
    const guest = { ...patient, kind: 'guest' as const };
    await expect(pipeline.run(placeOrder, guest, { item: 'aspirin', quantity: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN', reason: 'shop.no_guests', message: 'Sign in as a patient to order.' });
    expect(executions).toBe(before);
    expect(forbidden().reason).toBeNull();
  });

  it('without a key every call is a new command', async () => {
    const before = await count();
    await pipeline.run(placeOrder, patient, { item: 'aspirin', quantity: 1 });
    await pipeline.run(placeOrder, patient, { item: 'aspirin', quantity: 1 });
    expect(await count()).toBe(before + 2);
  });

  it('the same key returns the first result and stores nothing twice, also for ten retries at once', async () => {
    const before = await count();
    const executed = executions;
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => runWithContext({ idempotencyKey: key }, () => pipeline.run(placeOrder, patient, { quantity: 2, item: 'ibuprofen' }))));
    expect(new Set(results.map((order) => order.id)).size).toBe(1);
    expect(await count()).toBe(before + 1);
    expect(executions).toBe(executed + 1);
    // a later retry, key order of the body changed: still the first result
    const later = await pipeline.run(placeOrder, patient, { item: 'ibuprofen', quantity: 2 }, { idempotencyKey: key });
    expect(later.id).toBe(results[0]!.id);
    expect(await count()).toBe(before + 1);
  });

  it('a key reused for a different request is refused with a 409; keys are per caller', async () => {
    const key = randomUUID();
    const first = await pipeline.run(placeOrder, patient, { item: 'paracetamol', quantity: 1 }, { idempotencyKey: key });
    await expect(pipeline.run(placeOrder, patient, { item: 'paracetamol', quantity: 3 }, { idempotencyKey: key })).rejects.toMatchObject({ code: 'CONFLICT', reason: 'chassis.idempotency_key_reused' });
    const someoneElse = await pipeline.run(placeOrder, otherPatient, { item: 'paracetamol', quantity: 1 }, { idempotencyKey: key });
    expect(someoneElse.id).not.toBe(first.id);
  });

  it('a failed first attempt stores nothing and frees the key; secrets are not part of the fingerprint', async () => {
    const key = randomUUID();
    await expect(pipeline.run(placeOrder, patient, { item: 'unobtainium', quantity: 1 }, { idempotencyKey: key })).rejects.toMatchObject({ code: 'CONFLICT', message: 'unobtainium is out of stock.', reason: 'shop.out_of_stock' });
    const rows = await db.em().execute<{ n: string }[]>('select count(*)::text as n from pipeline_test.idempotency_key where key = ?', [key]);
    expect(rows[0]?.n).toBe('0');
    const a = await pipeline.run(placeOrder, patient, { item: 'gauze', quantity: 1, password: 'first' }, { idempotencyKey: key });
    const b = await pipeline.run(placeOrder, patient, { item: 'gauze', quantity: 1, password: 'second' }, { idempotencyKey: key });
    expect(b.id).toBe(a.id);
  });

  it('refuses a malformed key with a 400 naming the header', async () => {
    await expect(pipeline.run(placeOrder, patient, { item: 'gauze', quantity: 1 }, { idempotencyKey: 'x'.repeat(300) })).rejects.toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'Idempotency-Key' } });
  });
});
