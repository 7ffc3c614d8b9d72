import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemPrincipal } from '@pharmachat/chassis';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { nextRunAt, retentionService, type RetentionApplication } from '../src/index';

const DAY_MS = 24 * 60 * 60 * 1000;
const REQUEST_PURGE = `mutation { requestPurge { id cutoff requestedAt trigger } }`;
const POLICY = `{ retentionPolicy { retentionDays purgeHour updatedAt } }`;
const RUNS = `query($limit: Int) { purgeRuns(limit: $limit) { id cutoff requestedAt trigger } }`;
const NEXT = `{ nextPurgeAt }`;

interface PurgeRunView {
  id: string;
  cutoff: string;
  requestedAt: string;
  trigger: string;
}

describe('purge runs', () => {
  let env: TestServices;
  let url: string;
  let superAdmin: string;

  const requestedEvents = async () =>
    env
      .get('retention')
      .db.em()
      .execute<{ type: string; aggregate_id: string; tenant_id: string | null; data: Record<string, unknown> }[]>(
        `select type, aggregate_id, tenant_id, data from retention.outbox where type = 'retention.purge.requested' order by seq`,
      );

  beforeAll(async () => {
    env = await startTestServices([retentionService as never]);
    url = env.get('retention').url;
    superAdmin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'super_admin', username: 'root' });
  });
  afterAll(() => env.stop());

  it('keeps 90 days and purges daily at 02:00', async () => {
    const policy = await graphqlRequest<{ retentionPolicy: { retentionDays: number; purgeHour: number } }>(url, POLICY, {}, superAdmin);
    expect(policy.errors).toBeUndefined();
    expect(policy.data?.retentionPolicy).toMatchObject({ retentionDays: 90, purgeHour: 2 });

    const before = new Date();
    const next = await graphqlRequest<{ nextPurgeAt: string }>(url, NEXT, {}, superAdmin);
    const at = new Date(next.data!.nextPurgeAt);
    expect([nextRunAt(before, 2).getTime(), nextRunAt(new Date(), 2).getTime()]).toContain(at.getTime());
    expect(at.getHours()).toBe(2);
  });

  it('publishes retention.purge.requested with cutoff = now - 90 days when a super admin asks', async () => {
    const result = await graphqlRequest<{ requestPurge: PurgeRunView }>(url, REQUEST_PURGE, {}, superAdmin);
    expect(result.errors).toBeUndefined();
    const run = result.data!.requestPurge;
    expect(run.trigger).toBe('manual');
    expect(Date.parse(run.requestedAt) - Date.parse(run.cutoff)).toBe(90 * DAY_MS);
    expect(Math.abs(Date.parse(run.requestedAt) - Date.now())).toBeLessThan(60_000);

    const events = await requestedEvents();
    expect(events.at(-1)).toEqual({
      type: 'retention.purge.requested',
      aggregate_id: run.id,
      tenant_id: null,
      data: { runId: run.id, cutoff: run.cutoff, retentionDays: 90 },
    });
    await env.settle();

    const runs = await graphqlRequest<{ purgeRuns: PurgeRunView[] }>(url, RUNS, {}, superAdmin);
    expect(runs.data?.purgeRuns[0]).toEqual(run);
  });

  it('computes the cutoff from the moment the run is due (scheduled runs)', async () => {
    const app = env.get<RetentionApplication>('retention').app;
    const due = new Date('2025-06-01T02:00:00.000Z');
    const run = await app.requestPurge(systemPrincipal, 'schedule', due);
    expect(run.cutoff.toISOString()).toBe('2025-03-03T02:00:00.000Z');
    expect((await requestedEvents()).at(-1)?.data).toEqual({ runId: run.id, cutoff: '2025-03-03T02:00:00.000Z', retentionDays: 90 });

    const runs = await graphqlRequest<{ purgeRuns: PurgeRunView[] }>(url, RUNS, { limit: 10 }, superAdmin);
    expect(runs.data?.purgeRuns.find((r) => r.id === run.id)).toMatchObject({ trigger: 'schedule', requestedAt: due.toISOString() });
    const bad = await graphqlRequest(url, RUNS, { limit: 0 }, superAdmin);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses pharmacy staff and admins, doctors and anonymous callers, and records nothing', async () => {
    const eventsBefore = (await requestedEvents()).length;
    const pharmacyId = randomUUID();
    const refusedTokens = [
      await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId, username: 'owner' }),
      await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId, username: 'sam' }),
      await env.auth.tokenFor({ kind: 'doctor', subject: randomUUID() }),
    ];
    for (const token of refusedTokens) {
      for (const operation of [REQUEST_PURGE, POLICY, RUNS, NEXT]) {
        const refused = await graphqlRequest(url, operation, {}, token);
        expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    }
    for (const operation of [REQUEST_PURGE, POLICY, RUNS, NEXT]) {
      const anonymous = await graphqlRequest(url, operation, {});
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(await requestedEvents()).toHaveLength(eventsBefore);
  });

  it('arms the daily scheduler when the service starts', () => {
    const app = env.get<RetentionApplication>('retention').app;
    expect(app.scheduler.nextRunAt?.getHours()).toBe(2);
  });
});
