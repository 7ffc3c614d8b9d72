import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemPrincipal, type Principal } from '@pharmachat/chassis';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import type { EventEnvelope, EventType } from '@pharmachat/proto';
import { doctorService, type DoctorApplication } from '../src/index';

function event<T extends EventType>(type: T, aggregateId: string, data: unknown): EventEnvelope<unknown, T> {
  return { id: randomUUID(), type, version: 1, source: 'test', tenantId: aggregateId, aggregateId, occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null, data };
}

const chatForm = (pharmacyId: string) => ({ pharmacyId, patientFirstName: 'Ann', patientLastName: 'Lee', patientPhone: '(217) 555-0100', patientDOB: '04/12/1961', subject: 'Warfarin question', priority: 'normal' as const });
const STAFF_CHATS = 'query($p: ID!) { pharmacyDoctorChats(pharmacyId: $p) { id isUrgent needsStaffAttention } }';

describe('doctor chats: which pharmacies, urgency, the staff side, the purge', () => {
  let env: TestServices;
  let app: DoctorApplication;
  let url: string;
  let doctor: Principal;
  const open = randomUUID();
  const suspended = randomUUID();

  beforeAll(async () => {
    env = await startTestServices([doctorService as never]);
    app = env.get<DoctorApplication>('doctor').app;
    url = env.get('doctor').url;
    const profile = await app.createDoctorProfile(systemPrincipal, {
      email: 'grace@clinic.example', firstName: 'Grace', lastName: 'Hopper', phone: '2175550177', licenseNumber: 'MD-12345', licenseState: 'IL',
      practiceName: 'Hopper Practice', practiceAddress: '100 Main Street, Springfield', specialtyArea: 'Family Medicine',
    });
    await app.review.approve(systemPrincipal, profile.id);
    doctor = { kind: 'doctor', subject: profile.id, role: null, pharmacyId: null, sessionId: null, username: profile.email, authSessionId: null, actualRole: null };
    await env.publish(
      event('pharmacy.pharmacy.approved', open, { pharmacyId: open, name: 'Open Pharmacy', status: 'active', approvedAt: new Date().toISOString() }),
      event('pharmacy.pharmacy.approved', suspended, { pharmacyId: suspended, name: 'Later Suspended', status: 'active', approvedAt: new Date().toISOString() }),
    );
    await env.publish(event('pharmacy.pharmacy.suspended', suspended, { pharmacyId: suspended, name: 'Later Suspended', status: 'suspended' }));
  });
  afterAll(() => env.stop());

  it('opens chats only with pharmacies that are open', async () => {
    await expect(app.chats.start(doctor, chatForm(randomUUID()))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(app.chats.start(doctor, chatForm(suspended))).rejects.toMatchObject({ code: 'CONFLICT' });
    const session = await app.chats.start(doctor, chatForm(open));
    expect(session).toMatchObject({ status: 'active', priority: 'normal', patientDob: '1961-04-12', patientInitials: 'AL', doctorName: 'Dr. Grace Hopper' });
  });

  it('is urgent for staff while the doctor waits for an answer, or with high priority', async () => {
    const session = await app.chats.start(doctor, chatForm(open));
    const staff = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId: open, username: 'jordan' });
    const other = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId: randomUUID(), username: 'riley' });
    const urgency = async () => ((await graphqlRequest(url, STAFF_CHATS, { p: open }, staff)).data as { pharmacyDoctorChats: { id: string; isUrgent: boolean }[] }).pharmacyDoctorChats.find((c) => c.id === session.id)?.isUrgent;
    expect(await urgency()).toBe(false);
    await app.chats.sendAsDoctor(doctor, { sessionId: session.id, content: 'Is it safe?' });
    expect(await urgency()).toBe(true);
    const refused = await graphqlRequest(url, 'mutation($s: ID!) { sendStaffDoctorChatMessage(sessionId: $s, content: "hi") { id } }', { s: session.id }, other);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const answered = await graphqlRequest(url, 'mutation($s: ID!) { sendStaffDoctorChatMessage(sessionId: $s, content: " Yes, at this dose. ") { senderType senderName content } }', { s: session.id }, staff);
    expect(answered.data).toEqual({ sendStaffDoctorChatMessage: { senderType: 'staff', senderName: 'jordan', content: 'Yes, at this dose.' } });
    expect(await urgency()).toBe(false);
    const high = await app.chats.start(doctor, { ...chatForm(open), priority: 'high' });
    expect(high.isUrgent).toBe(true);
  });

  it('previews what a purge would delete for the super admin only, with the same cutoff rule as the purge', async () => {
    const session = await app.chats.start(doctor, chatForm(open));
    await app.chats.sendAsDoctor(doctor, { sessionId: session.id, content: 'Counted question' });
    const PREVIEW = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on PurgePreview { doctorChatCounts { pharmacyId sessions messages } } } }';
    const at = (cutoff: string) => ({ r: [{ __typename: 'PurgePreview', cutoff }] });
    const superAdmin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'super_admin', pharmacyId: null, username: 'root' });
    const admin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId: open, username: 'riley' });
    type Counts = { _entities: { doctorChatCounts: { pharmacyId: string; sessions: number; messages: number }[] }[] };
    const future = (await graphqlRequest(url, PREVIEW, at(new Date(Date.now() + 60_000).toISOString()), superAdmin)).data as Counts;
    expect(future._entities[0]!.doctorChatCounts.find((c) => c.pharmacyId === open)).toMatchObject({ sessions: expect.any(Number), messages: expect.any(Number) });
    expect(future._entities[0]!.doctorChatCounts.find((c) => c.pharmacyId === open)!.messages).toBeGreaterThanOrEqual(1);
    const past = (await graphqlRequest(url, PREVIEW, at(new Date(Date.now() - 86_400_000).toISOString()), superAdmin)).data as Counts;
    expect(past._entities[0]!.doctorChatCounts).toEqual([]);
    const refused = await graphqlRequest(url, PREVIEW, at(new Date().toISOString()), admin);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('purges chats whose last activity is older than the cutoff, with their messages', async () => {
    const session = await app.chats.start(doctor, chatForm(open));
    await app.chats.sendAsDoctor(doctor, { sessionId: session.id, content: 'Old question' });
    const runId = randomUUID();
    // a cutoff in the past keeps everything; one in the future takes every chat
    await env.publish(event('retention.purge.requested', runId, { runId, cutoff: new Date(Date.now() - 86_400_000).toISOString(), retentionDays: 90 }));
    expect(await app.chats.session(doctor, session.id)).not.toBeNull();
    await env.publish(event('retention.purge.requested', runId, { runId: randomUUID(), cutoff: new Date(Date.now() + 60_000).toISOString(), retentionDays: 90 }));
    expect(await app.chats.session(doctor, session.id)).toBeNull();
    expect(await app.chats.mySessions(doctor)).toEqual([]);
  });
});
