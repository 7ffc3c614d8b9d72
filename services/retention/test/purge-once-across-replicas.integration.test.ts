import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { commonConfigShape, loadConfig, startService, type RunningService, type ServiceModule } from '@pharmachat/chassis';
import { expectEventually, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { retentionService, type RetentionApplication } from '../src/index';

/**
 * Two replicas of the retention service on one database (as two pods would run): both schedulers fire at the
 * same 02:00 slot, and exactly one purge is recorded and requested.
 */
describe('the scheduled purge across replicas', () => {
  let env: TestServices;
  let second: RunningService<RetentionApplication>;
  let replicas: RetentionApplication[];

  const runsAt = async (slot: Date) =>
    env
      .get('retention')
      .db.em()
      .execute<{ id: string; trigger: string }[]>('select id, trigger from retention.purge_run where requested_at = ?', [slot]);
  const requestsFor = async (runIds: string[]) =>
    (
      await env
        .get('retention')
        .db.em()
        .execute<{ aggregate_id: string }[]>(`select aggregate_id from retention.outbox where type = 'retention.purge.requested'`)
    ).filter((row) => runIds.includes(row.aggregate_id));
  const claimOf = async (slot: Date) =>
    env
      .get('retention')
      .db.em()
      .execute<{ claimed_by: string; run_id: string }[]>('select claimed_by, run_id from retention.purge_slot where slot = ?', [slot]);

  beforeAll(async () => {
    env = await startTestServices([retentionService as never]);
    // a second replica: its own process state (scheduler, pool), the same database
    // (without consumers: in-process, one transport takes each consumer group once; the scheduler is what is tested)
    second = await startService({ ...retentionService, subscriptions: undefined } as ServiceModule<RetentionApplication>, {
      databaseUrl: env.database.url,
      transport: env.transport,
      verifier: env.auth.verifier,
      config: loadConfig(commonConfigShape, { LOG_LEVEL: 'silent' }),
    });
    replicas = [env.get<RetentionApplication>('retention').app, second.app];
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await second?.stop();
    await env?.stop();
  });

  it('runs a slot once when both replicas claim it at the same moment', async () => {
    const slot = new Date('2025-06-01T02:00:00.000Z');
    const outcomes = await Promise.all(replicas.map((app) => app.runScheduledPurge(slot)));
    const ran = outcomes.filter((run) => run !== null);
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatchObject({ trigger: 'schedule', requestedAt: slot, cutoff: new Date('2025-03-03T02:00:00.000Z') });

    expect(await runsAt(slot)).toEqual([{ id: ran[0]!.id, trigger: 'schedule' }]);
    expect(await requestsFor([ran[0]!.id])).toHaveLength(1);
    const [claim] = await claimOf(slot);
    expect(claim?.run_id).toBe(ran[0]!.id);
    expect(replicas.map((app) => app.instanceId)).toContain(claim?.claimed_by);

    // a replica whose timer fires late finds the slot taken too
    expect(await replicas[1]!.runScheduledPurge(slot)).toBeNull();
    expect(await replicas[0]!.runScheduledPurge(slot)).toBeNull();
    expect(await runsAt(slot)).toHaveLength(1);
  });

  it("fires both replicas' daily timers at 02:00 and purges once", async () => {
    // the clock stands just before 02:00 (server local time) while the timers run for real
    const now = new Date();
    const justBefore = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 1, 59, 59, 700);
    const slot = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 2, 0, 0, 0);
    for (const app of replicas) await app.scheduler.stop();
    vi.useFakeTimers({ now: justBefore, toFake: ['Date'] });
    for (const app of replicas) await app.scheduler.start();
    expect(replicas.map((app) => app.scheduler.nextRunAt)).toEqual([slot, slot]);

    // both fired: each has armed the next day
    await expectEventually(() => replicas.every((app) => app.scheduler.nextRunAt !== null && app.scheduler.nextRunAt.getTime() > slot.getTime()));
    const runs = await runsAt(slot);
    expect(runs).toHaveLength(1);
    expect(runs[0]?.trigger).toBe('schedule');
    expect(await requestsFor(runs.map((run) => run.id))).toHaveLength(1);
    expect(await claimOf(slot)).toHaveLength(1);
  });
});
