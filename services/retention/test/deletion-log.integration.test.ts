import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import type { EventEnvelope, EventType } from '@pharmachat/proto';
import { nextRunAt, purgeTimeZone, retentionService } from '../src/index';

const pharmacyId = randomUUID();
const otherPharmacyId = randomUUID();

function report(runId: string, cutoff: string, deletions: unknown[]): EventEnvelope<unknown, EventType> {
  return { id: randomUUID(), type: 'chat.session.purged', version: 1, source: 'chat', tenantId: null, aggregateId: runId, occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null, data: { runId, cutoff, deletions } };
}

describe('the purge in a time zone', () => {
  it('runs at 02:00 in the configured zone, across daylight-saving changes', () => {
    // 2026-03-08: Chicago moves to CDT at 02:00 local; 02:00 does not exist there that day, so 03:00 CDT (08:00Z)
    expect(nextRunAt(new Date('2026-01-15T12:00:00Z'), 2, 'America/Chicago').toISOString()).toBe('2026-01-16T08:00:00.000Z');
    expect(nextRunAt(new Date('2026-07-15T06:59:00Z'), 2, 'America/Chicago').toISOString()).toBe('2026-07-15T07:00:00.000Z');
    expect(nextRunAt(new Date('2026-07-15T07:00:00Z'), 2, 'America/Chicago').toISOString()).toBe('2026-07-16T07:00:00.000Z');
    expect(nextRunAt(new Date('2026-07-15T23:00:00Z'), 2, 'UTC').toISOString()).toBe('2026-07-16T02:00:00.000Z');
    expect(nextRunAt(new Date('2026-07-15T23:00:00Z'), 2, 'Asia/Kolkata').toISOString()).toBe('2026-07-16T20:30:00.000Z');
    expect(purgeTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(() => purgeTimeZone('Mars/Olympus')).toThrow(RangeError);
  });
});

describe('deletion log and retention stats', () => {
  let env: TestServices;
  let url: string;
  let superAdmin: string;
  let admin: string;
  let staff: string;
  let otherAdmin: string;

  beforeAll(async () => {
    env = await startTestServices([retentionService as never]);
    url = env.get('retention').url;
    superAdmin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'super_admin', username: 'root' });
    admin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId, username: 'ann' });
    staff = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId, username: 'sam' });
    otherAdmin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId: otherPharmacyId, username: 'oli' });
  });
  afterAll(() => env.stop());

  it('records what each owner reported deleting, per pharmacy, once per report, readable by its admins and super admins', async () => {
    const run = await graphqlRequest<{ requestPurge: { id: string; cutoff: string } }>(url, 'mutation { requestPurge { id cutoff } }', {}, superAdmin);
    const { id: runId, cutoff } = run.data!.requestPurge;
    const chat = report(runId, cutoff, [
      { pharmacyId, sessions: 12, messages: 140, feedback: 9 },
      { pharmacyId: otherPharmacyId, sessions: 1, messages: 3 },
    ]);
    // another owner's report (doctor chats) is read the same way: every count but the pharmacy id
    const doctor = { ...report(runId, cutoff, [{ pharmacyId, sessions: 2, messages: 7 }]), type: 'doctor.chat.purged' as EventType, source: 'doctor' };
    await env.publish(chat, chat, doctor);
    await env.settle();

    const LOG = 'query($p: ID!) { deletionLog(pharmacyId: $p) { runId source what count cutoff deletedAt } }';
    const log = await graphqlRequest<{ deletionLog: { what: string; count: number; runId: string; source: string; cutoff: string }[] }>(url, LOG, { p: pharmacyId }, admin);
    expect(log.errors).toBeUndefined();
    expect(log.data!.deletionLog.map(({ what, count, runId: r, source, cutoff: c }) => ({ what, count, r, source, c })).sort((a, b) => a.what.localeCompare(b.what))).toEqual([
      { what: 'chat_feedback', count: 9, r: runId, source: 'chat', c: cutoff },
      { what: 'chat_messages', count: 140, r: runId, source: 'chat', c: cutoff },
      { what: 'chat_sessions', count: 12, r: runId, source: 'chat', c: cutoff },
      { what: 'doctor_messages', count: 7, r: runId, source: 'doctor', c: cutoff },
      { what: 'doctor_sessions', count: 2, r: runId, source: 'doctor', c: cutoff },
    ]);
    expect((await graphqlRequest<{ deletionLog: unknown[] }>(url, LOG, { p: pharmacyId }, superAdmin)).data!.deletionLog).toHaveLength(5);
    for (const refused of [staff, otherAdmin]) expect((await graphqlRequest(url, LOG, { p: pharmacyId }, refused)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const stats = await graphqlRequest<{ retentionStats: Record<string, unknown> }>(
      url,
      '{ retentionStats { retentionDays cleanupTime timeZone nextCleanup nextCleanupIn lastCleanup lastCleanupTrigger purgeRuns pharmaciesWithDeletions lastRunDeleted totalDeleted auditRecordsKept deletedByKind { what total lastRun } } }',
      {},
      superAdmin,
    );
    expect(stats.errors).toBeUndefined();
    const s = stats.data!.retentionStats;
    expect(s).toMatchObject({
      retentionDays: 90, cleanupTime: '02:00', timeZone: purgeTimeZone(), lastCleanupTrigger: 'manual', purgeRuns: 1, pharmaciesWithDeletions: 2, lastRunDeleted: 174, totalDeleted: 174, auditRecordsKept: true,
      deletedByKind: [
        { what: 'chat_feedback', total: 9, lastRun: 9 },
        { what: 'chat_messages', total: 143, lastRun: 143 },
        { what: 'chat_sessions', total: 13, lastRun: 13 },
        { what: 'doctor_messages', total: 7, lastRun: 7 },
        { what: 'doctor_sessions', total: 2, lastRun: 2 },
      ],
    });
    expect(new Date(s.nextCleanup as string).getTime()).toBe(nextRunAt(new Date(), 2, purgeTimeZone()).getTime());
    expect(s.nextCleanupIn).toMatch(/^\d+ (hours?|minutes?)$/);
    expect((await graphqlRequest(url, '{ retentionStats { totalDeleted } }', {}, admin)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('previews a purge (its cutoff) to the super admin only, deleting nothing', async () => {
    const preview = await graphqlRequest<{ purgePreview: { cutoff: string; retentionDays: number } }>(url, '{ purgePreview { cutoff retentionDays } }', {}, superAdmin);
    expect(preview.errors).toBeUndefined();
    const cutoff = Date.parse(preview.data!.purgePreview.cutoff);
    expect(Math.abs(cutoff - (Date.now() - 90 * 86_400_000))).toBeLessThan(120_000);
    expect((await graphqlRequest(url, '{ purgePreview { cutoff } }', {}, admin)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
