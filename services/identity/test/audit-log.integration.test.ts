import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEnvelope } from '@pharmachat/chassis';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { identityService } from '../src/index';

const pharmacyA = randomUUID();
const pharmacyB = randomUUID();

function access(pharmacyId: string, action: 'read' | 'list' | 'create', at = new Date()): AnyEnvelope {
  const objectId = randomUUID();
  return {
    id: randomUUID(), type: 'chat.patient-data.accessed', version: 1, source: 'chat', tenantId: pharmacyId, aggregateId: objectId,
    occurredAt: at.toISOString(), correlationId: randomUUID(), causationId: null,
    data: { actorId: randomUUID(), actorKind: 'staff', actorRole: 'pharmacy_staff', actorName: 'sam', pharmacyId, action, objectType: 'chat_session', objectId, at: at.toISOString() },
  };
}

const PAGE = `query($first: Int, $after: String, $p: ID) { auditLog(first: $first, after: $after, pharmacyId: $p) { entries { id action pharmacyId actorName source } nextCursor } }`;
type Page = { auditLog: { entries: { id: string; action: string; pharmacyId: string }[]; nextCursor: string | null } };

describe('audit log of access to patient data', () => {
  let env: TestServices;
  let url: string;
  beforeAll(async () => {
    env = await startTestServices([identityService as never]);
    url = env.get('identity').url;
    for (let i = 0; i < 5; i++) await env.publish(access(pharmacyA, 'read', new Date(Date.now() - i * 1000)));
    await env.publish(access(pharmacyB, 'list'));
  });
  afterAll(() => env.stop());

  it('records each reported access once, even when the event is delivered twice', async () => {
    const event = access(pharmacyA, 'create');
    await env.publish(event);
    await env.publish(event);
    const rows = await env.get('identity').db.em().execute<{ n: string }[]>('select count(*)::text as n from identity.audit_log where id = ?', [event.id]);
    expect(rows[0]?.n).toBe('1');
  });

  it('pages newest first for a super admin, across tenants or for one', async () => {
    const superAdmin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'super_admin', username: 'root' });
    const first = await graphqlRequest<Page>(url, PAGE, { first: 4 }, superAdmin);
    expect(first.data?.auditLog.entries).toHaveLength(4);
    const second = await graphqlRequest<Page>(url, PAGE, { first: 4, after: first.data?.auditLog.nextCursor }, superAdmin);
    expect(second.data?.auditLog.entries).toHaveLength(3);
    expect(second.data?.auditLog.nextCursor).toBeNull();
    const ids = [...first.data!.auditLog.entries, ...second.data!.auditLog.entries].map((e) => e.id);
    expect(new Set(ids).size).toBe(7);
    const onlyB = await graphqlRequest<Page>(url, PAGE, { p: pharmacyB }, superAdmin);
    expect(onlyB.data?.auditLog.entries.map((e) => e.pharmacyId)).toEqual([pharmacyB]);
  });

  it("shows a pharmacy admin only their own pharmacy's entries, and refuses staff, patients and guests", async () => {
    const admin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId: pharmacyB, username: 'bo' });
    const own = await graphqlRequest<Page>(url, PAGE, { p: pharmacyA }, admin);
    expect(own.data?.auditLog.entries.every((e) => e.pharmacyId === pharmacyB)).toBe(true);
    for (const token of [
      await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId: pharmacyA }),
      await env.auth.tokenFor({ kind: 'patient', subject: randomUUID() }),
      await env.auth.tokenFor({ kind: 'guest', subject: randomUUID(), sessionId: randomUUID(), pharmacyId: pharmacyA }),
    ]) {
      expect((await graphqlRequest(url, PAGE, {}, token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('cannot be changed or deleted by the application: the table is append-only', async () => {
    const em = env.get('identity').db.em();
    await expect(em.execute("update identity.audit_log set actor_name = 'someone else'")).rejects.toThrow(/append-only/);
    await expect(em.execute('delete from identity.audit_log')).rejects.toThrow(/append-only/);
    await expect(em.execute('truncate identity.audit_log')).rejects.toThrow(/append-only/);
  });

  it('refuses a malformed cursor with a clear message', async () => {
    const superAdmin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'super_admin' });
    const bad = await graphqlRequest(url, PAGE, { after: 'garbage' }, superAdmin);
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });
});
