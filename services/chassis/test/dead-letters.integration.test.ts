import { randomUUID } from 'node:crypto';
import { Migration } from '@mikro-orm/migrations';
import { gql } from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@pharmachat/proto';
import { chassisTablesSql, type ServiceModule } from '../src/index';
import { expectEventually, graphqlRequest, startTestServices, type TestServices } from '../src/testing/index';

/**
 * The super admin's view of a service's event delivery through its subgraph: dead letters with their error and
 * attempts, replay and discard, and the consumers' positions. A tiny service with one consumer that fails on
 * demand stands in for a real one.
 */

const failing = new Set<string>();
const handled: string[] = [];

class ProbeSchema extends Migration {
  override async up(): Promise<void> {
    for (const sql of chassisTablesSql('probe_desk')) this.addSql(sql);
  }
}

const probeService: ServiceModule<null> = {
  name: 'probe-desk',
  schema: 'probe_desk',
  entities: [],
  migrations: [{ name: '0001-initial', class: ProbeSchema }],
  typeDefs: gql`
    extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])
    type Query {
      probe: String
    }
  `,
  createApplication: () => null,
  resolvers: () => ({ Query: { probe: () => 'ok' } }),
  subscriptions: () => [
    {
      event: 'pharmacy.pharmacy.approved',
      consumer: 'probe-desk.remember-pharmacy',
      async handle(data) {
        if (failing.has(data.pharmacyId)) throw new Error(`cannot remember ${data.name}`);
        handled.push(data.pharmacyId);
      },
    },
  ],
};

function approved(pharmacyId: string): EventEnvelope<unknown, 'pharmacy.pharmacy.approved'> {
  return {
    id: randomUUID(), type: 'pharmacy.pharmacy.approved', version: 1, source: 'test', tenantId: pharmacyId, aggregateId: pharmacyId,
    occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null, data: { pharmacyId, name: 'Probe Pharmacy', status: 'active' },
  };
}

const DELIVERY = `query($status: String) { probeDeskEventDelivery {
  service pendingOutbox logHead
  consumers { consumer source position }
  deadLetterCounts { consumer dead replay }
  deadLetters(status: $status) { id service consumer source eventId eventType aggregateId error attempts status resolvedBy } } }`;

interface Delivery {
  probeDeskEventDelivery: {
    consumers: { consumer: string; source: string; position: string }[];
    deadLetterCounts: { consumer: string; dead: number; replay: number }[];
    deadLetters: { id: string; eventId: string; eventType: string; aggregateId: string; error: string; attempts: number; status: string; resolvedBy: string | null }[];
  };
}

describe('dead letters through GraphQL', () => {
  let env: TestServices;
  let url: string;
  let superAdmin: string;
  let staff: string;

  beforeAll(async () => {
    env = await startTestServices([probeService as never]);
    url = env.get('probe-desk').url;
    superAdmin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'super_admin', username: 'root' });
    staff = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId: randomUUID(), username: 'owner' });
  });
  afterAll(() => env.stop());

  const delivery = async (status?: string) => {
    const result = await graphqlRequest<Delivery>(url, DELIVERY, status ? { status } : {}, superAdmin);
    expect(result.errors).toBeUndefined();
    return result.data!.probeDeskEventDelivery;
  };

  it('lists a dead letter with its event, error and attempts, and replays it once the cause is fixed', async () => {
    const pharmacyId = randomUUID();
    failing.add(pharmacyId);
    const event = approved(pharmacyId);
    const [outcome] = await env.publish(event);
    expect(outcome?.ok).toBe(false);

    const seen = await delivery('dead');
    const letter = seen.deadLetters.find((l) => l.eventId === event.id);
    expect(letter).toMatchObject({ eventType: 'pharmacy.pharmacy.approved', aggregateId: pharmacyId, error: 'cannot remember Probe Pharmacy', attempts: 4, status: 'dead' });
    expect(seen.deadLetterCounts).toContainEqual({ consumer: 'probe-desk.remember-pharmacy', dead: 1, replay: 0 });
    expect(seen.consumers.map((c) => c.consumer)).toContain('probe-desk.remember-pharmacy');
    // the consumer went on past the poison event: its position is not held back by it
    expect(handled).not.toContain(pharmacyId);

    failing.delete(pharmacyId);
    const replay = await graphqlRequest<{ probeDeskReplayDeadLetters: number }>(url, `mutation($ids: [ID!]) { probeDeskReplayDeadLetters(ids: $ids) }`, { ids: [letter!.id] }, superAdmin);
    expect(replay.data?.probeDeskReplayDeadLetters).toBe(1);
    await expectEventually(async () => (await delivery('replayed')).deadLetters.some((l) => l.id === letter!.id), { timeoutMs: 8000 });
    expect(handled.filter((id) => id === pharmacyId)).toHaveLength(1);
    expect((await delivery('replayed')).deadLetters.find((l) => l.id === letter!.id)?.resolvedBy).toBe('root');
  });

  it('discards a dead letter for good, and refuses a replay of what is no longer dead', async () => {
    const pharmacyId = randomUUID();
    failing.add(pharmacyId);
    const event = approved(pharmacyId);
    await env.publish(event);
    const letter = (await delivery('dead')).deadLetters.find((l) => l.eventId === event.id)!;
    const discarded = await graphqlRequest<{ probeDeskDiscardDeadLetters: number }>(url, `mutation($ids: [ID!]) { probeDeskDiscardDeadLetters(ids: $ids) }`, { ids: [letter.id] }, superAdmin);
    expect(discarded.data?.probeDeskDiscardDeadLetters).toBe(1);
    expect((await delivery('discarded')).deadLetters.map((l) => l.id)).toContain(letter.id);
    const again = await graphqlRequest<{ probeDeskReplayDeadLetters: number }>(url, `mutation($ids: [ID!]) { probeDeskReplayDeadLetters(ids: $ids) }`, { ids: [letter.id] }, superAdmin);
    expect(again.data?.probeDeskReplayDeadLetters).toBe(0);
    failing.delete(pharmacyId);
  });

  it('gives a clear error for ambiguous or malformed selections', async () => {
    const both = await graphqlRequest(url, `mutation { probeDeskReplayDeadLetters(ids: ["1"], all: true) }`, {}, superAdmin);
    expect(both.errors?.[0]).toMatchObject({ message: 'Give either ids or all: true, not both.', extensions: { code: 'BAD_USER_INPUT' } });
    const none = await graphqlRequest(url, `mutation { probeDeskDiscardDeadLetters }`, {}, superAdmin);
    expect(none.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const word = await graphqlRequest(url, `mutation { probeDeskDiscardDeadLetters(ids: ["abc"]) }`, {}, superAdmin);
    expect(word.errors?.[0]?.message).toBe('"abc" is not a dead letter id (ids are numbers).');
    const status = await graphqlRequest(url, DELIVERY, { status: 'lost' }, superAdmin);
    expect(status.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('shows nothing to anyone but the super admin', async () => {
    expect((await graphqlRequest(url, DELIVERY, {}, staff)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await graphqlRequest(url, DELIVERY, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await graphqlRequest(url, `mutation { probeDeskDiscardDeadLetters(all: true) }`, {}, staff)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
