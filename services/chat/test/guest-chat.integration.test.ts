import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import type { EventEnvelope, EventType } from '@pharmachat/proto';
import { chatService } from '../src/index';

const pharmacyId = randomUUID();
const otherPharmacyId = randomUUID();

function event<T extends EventType>(type: T, aggregateId: string, data: unknown): EventEnvelope<unknown, T> {
  return { id: randomUUID(), type, version: 1, source: 'test', tenantId: aggregateId, aggregateId, occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null, data };
}

const OPEN = `mutation($pharmacyId: ID!, $name: String!, $phone: String!) {
  openGuestChat(pharmacyId: $pharmacyId, patientName: $name, phone: $phone) { token session { id status messages { id sender content } } } }`;
const SEND = `mutation($sessionId: ID!, $content: String!) { sendPatientMessage(sessionId: $sessionId, content: $content) { id sender content } }`;
const MESSAGES = `query($sessionId: ID!) { chatMessages(sessionId: $sessionId) { sender content staffMember } }`;

describe('guest chat', () => {
  let env: TestServices;
  let url: string;

  beforeAll(async () => {
    env = await startTestServices([chatService as never]);
    url = env.get('chat').url;
    for (const id of [pharmacyId, otherPharmacyId]) {
      await env.publish(event('pharmacy.pharmacy.approved', id, { pharmacyId: id, name: 'Test Pharmacy', status: 'active' }));
    }
  });
  afterAll(() => env.stop());

  it('starts a chat for a known pharmacy and returns a session token', async () => {
    const opened = await graphqlRequest<{ openGuestChat: { token: string; session: { id: string; status: string } } }>(url, OPEN, { pharmacyId, name: 'Ann Lee', phone: '555-123-4567' });
    expect(opened.errors).toBeUndefined();
    expect(opened.data?.openGuestChat.session.status).toBe('active');
    expect(opened.data?.openGuestChat.token).toMatch(/^ey/);
  });

  it('refuses an unknown pharmacy with NOT_FOUND and a bad phone with BAD_USER_INPUT', async () => {
    const unknown = await graphqlRequest(url, OPEN, { pharmacyId: randomUUID(), name: 'Ann', phone: '5551234567' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const badPhone = await graphqlRequest(url, OPEN, { pharmacyId, name: 'Ann', phone: 'call me' });
    expect(badPhone.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('never discloses another person’s chat to someone who knows their name and phone', async () => {
    const first = await graphqlRequest<{ openGuestChat: { token: string; session: { id: string } } }>(url, OPEN, { pharmacyId, name: 'Bo Chen', phone: '5550001111' });
    const { token, session } = first.data!.openGuestChat;
    await graphqlRequest(url, SEND, { sessionId: session.id, content: 'my private question' }, token);

    const stranger = await graphqlRequest<{ openGuestChat: { session: { id: string; messages: unknown[] } } }>(url, OPEN, { pharmacyId, name: 'Bo Chen', phone: '5550001111' });
    expect(stranger.data?.openGuestChat.session.id).not.toBe(session.id);
    expect(stranger.data?.openGuestChat.session.messages).toEqual([]);

    const again = await graphqlRequest<{ openGuestChat: { session: { id: string; messages: { content: string }[] } } }>(url, OPEN, { pharmacyId, name: 'bo chen', phone: '(555) 000-1111' }, token);
    expect(again.data?.openGuestChat.session.id).toBe(session.id);
    expect(again.data?.openGuestChat.session.messages.map((m) => m.content)).toEqual(['my private question']);

    const peek = await graphqlRequest(url, MESSAGES, { sessionId: session.id }, await env.auth.tokenFor({ kind: 'guest', subject: 'guest-x', sessionId: randomUUID(), pharmacyId }));
    expect(peek.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a blank message and stores nothing', async () => {
    const opened = await graphqlRequest<{ openGuestChat: { token: string; session: { id: string } } }>(url, OPEN, { pharmacyId, name: 'Cy Diaz', phone: '5550002222' });
    const { token, session } = opened.data!.openGuestChat;
    const blank = await graphqlRequest(url, SEND, { sessionId: session.id, content: '   ' }, token);
    expect(blank.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const messages = await graphqlRequest<{ chatMessages: unknown[] }>(url, MESSAGES, { sessionId: session.id }, token);
    expect(messages.data?.chatMessages).toEqual([]);
  });

  it('lets staff of the pharmacy list and answer, and refuses staff of another pharmacy', async () => {
    const opened = await graphqlRequest<{ openGuestChat: { token: string; session: { id: string } } }>(url, OPEN, { pharmacyId, name: 'Di Evans', phone: '5550003333' });
    const { token, session } = opened.data!.openGuestChat;
    await graphqlRequest(url, SEND, { sessionId: session.id, content: 'Is my refill ready?' }, token);
    const staff = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId, username: 'sam' });
    const outsider = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId: otherPharmacyId, username: 'eve' });

    const list = await graphqlRequest<{ pharmacyChatSessions: { id: string }[] }>(url, `query($p: ID!) { pharmacyChatSessions(pharmacyId: $p) { id } }`, { p: pharmacyId }, staff);
    expect(list.data?.pharmacyChatSessions.map((s) => s.id)).toContain(session.id);
    const refused = await graphqlRequest(url, `query($p: ID!) { pharmacyChatSessions(pharmacyId: $p) { id } }`, { p: pharmacyId }, outsider);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const reply = `mutation($s: ID!, $c: String!) { sendStaffReply(sessionId: $s, content: $c) { sender staffMember } }`;
    const outsiderReply = await graphqlRequest(url, reply, { s: session.id, c: 'hi' }, outsider);
    expect(outsiderReply.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const answered = await graphqlRequest<{ sendStaffReply: { sender: string; staffMember: string } }>(url, reply, { s: session.id, c: 'Yes, it is ready.' }, staff);
    expect(answered.data?.sendStaffReply).toEqual({ sender: 'staff', staffMember: 'sam' });
    const seen = await graphqlRequest<{ chatMessages: { sender: string; content: string }[] }>(url, MESSAGES, { sessionId: session.id }, token);
    expect(seen.data?.chatMessages.map((m) => m.sender)).toEqual(['user', 'staff']);
  });

  it('refuses a forged token and a missing token', async () => {
    const noToken = await graphqlRequest(url, MESSAGES, { sessionId: randomUUID() });
    expect(noToken.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const forged = await graphqlRequest(url, MESSAGES, { sessionId: randomUUID() }, 'eyJhbGciOiJub25lIn0.eyJraW5kIjoic3RhZmYifQ.');
    expect(forged.status).toBe(401);
  });

  it('keeps the message count exact while the patient, staff and the assistant write to one session at once', async () => {
    const opened = await graphqlRequest<{ openGuestChat: { token: string; session: { id: string } } }>(url, OPEN, { pharmacyId, name: 'Gil Busy', phone: '5550005555' });
    const { token, session } = opened.data!.openGuestChat;
    const staff = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId, username: 'sam' });
    const reply = `mutation($s: ID!, $c: String!) { sendStaffReply(sessionId: $s, content: $c) { id } }`;
    const replies = Array.from({ length: 6 }, (_, i) =>
      event('assistant.reply.composed', session.id, {
        // safety replies: recorded whoever has the chat (an answer is dropped once staff have replied)
        sessionId: session.id, pharmacyId, inReplyTo: randomUUID(), kind: 'safety', content: `assistant ${i}`, citations: [], handoff: true, urgent: true, handoffReason: 'chest_pain',
      }),
    );
    const [delivered, ...requests] = await Promise.all([
      env.publish(...replies),
      ...Array.from({ length: 12 }, (_, i) => graphqlRequest(url, SEND, { sessionId: session.id, content: `patient ${i}` }, token)),
      ...Array.from({ length: 6 }, (_, i) => graphqlRequest(url, reply, { s: session.id, c: `staff ${i}` }, staff)),
    ]);
    expect(delivered.every((d) => d.ok)).toBe(true);
    for (const request of requests) expect(request.errors).toBeUndefined();
    await env.settle();
    const sessions = await graphqlRequest<{ pharmacyChatSessions: { id: string; messageCount: number }[] }>(url, `query($p: ID!) { pharmacyChatSessions(pharmacyId: $p) { id messageCount } }`, { p: pharmacyId }, staff);
    const messages = await graphqlRequest<{ chatMessages: unknown[] }>(url, MESSAGES, { sessionId: session.id }, token);
    expect(messages.data?.chatMessages).toHaveLength(24);
    expect(sessions.data?.pharmacyChatSessions.find((s) => s.id === session.id)?.messageCount).toBe(24);
  });

  it('enforces the monthly conversation limit from the billing projection', async () => {
    const limited = randomUUID();
    await env.publish(event('pharmacy.pharmacy.approved', limited, { pharmacyId: limited, name: 'Tiny', status: 'active' }));
    await env.publish(
      event('billing.subscription.started', limited, {
        subscriptionId: randomUUID(), pharmacyId: limited, plan: 'free_trial', status: 'active', conversationLimit: 1,
        currentPeriodEnd: new Date().toISOString(), trialEnd: null,
      }),
    );
    const start = async (name: string) => (await graphqlRequest<{ openGuestChat: { token: string; session: { id: string } } }>(url, OPEN, { pharmacyId: limited, name, phone: '5550009999' })).data!.openGuestChat;
    const a = await start('Ed One');
    const ok = await graphqlRequest(url, SEND, { sessionId: a.session.id, content: 'hello' }, a.token);
    expect(ok.errors).toBeUndefined();
    const again = await graphqlRequest(url, SEND, { sessionId: a.session.id, content: 'second message, same conversation' }, a.token);
    expect(again.errors).toBeUndefined();
    // the assistant's triage, played here: chest pain is an emergency, anything else routine
    const stop = await env.transport.listen(['chat.message.posted'], (posted) => {
      const data = posted.data as { messageId: string; sessionId: string; pharmacyId: string; content: string; metadata: { heldForLimit?: boolean } };
      if (!data.metadata.heldForLimit) return;
      const emergency = /chest/.test(data.content);
      void env.publish(
        event('assistant.triage.completed', data.sessionId, {
          sessionId: data.sessionId, pharmacyId: data.pharmacyId, messageId: data.messageId, urgency: emergency ? 'emergency' : 'routine',
          redFlags: emergency ? ['chest_pain'] : [], reason: emergency ? 'chest_pain' : null, category: 'general', language: 'en', sentiment: 'neutral',
        }),
      );
    });
    try {
      const b = await start('Fay Two');
      const refused = await graphqlRequest(url, SEND, { sessionId: b.session.id, content: 'hello' }, b.token);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_REACHED', currentCount: 1, limit: 1 });
      const left = await graphqlRequest<{ chatMessages: unknown[] }>(url, MESSAGES, { sessionId: b.session.id }, b.token);
      expect(left.data?.chatMessages).toEqual([]);

      // triage comes before the limit: an emergency at a pharmacy over its limit is accepted and escalated
      const c = await start('Gus Three');
      const urgent = await graphqlRequest<{ sendPatientMessage: { id: string } }>(url, SEND, { sessionId: c.session.id, content: 'crushing chest pain right now' }, c.token);
      expect(urgent.errors).toBeUndefined();
      await env.settle();
      const staff = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId: limited, username: 'sam' });
      const inbox = await graphqlRequest<{ pharmacyChatSessions: { id: string; urgency: string; urgencyReason: string; status: string; messageCount: number }[] }>(
        url, `query($p: ID!) { pharmacyChatSessions(pharmacyId: $p) { id urgency urgencyReason status messageCount } }`, { p: limited }, staff,
      );
      expect(inbox.data?.pharmacyChatSessions[0]).toMatchObject({ id: c.session.id, urgency: 'emergency', urgencyReason: 'chest_pain', status: 'escalated', messageCount: 1 });
    } finally {
      stop();
    }
  });
  it('puts a patient who needs a pharmacist before staff, unless the pharmacy turned escalation off (emergencies always)', async () => {
    const SESSION = `query($id: ID!) { chatSession(id: $id) { status needsStaffAttention isUrgent } }`;
    const triage = async (sessionId: string, messageId: string, urgency: 'needs_staff' | 'emergency', escalationOff: boolean) => {
      await env.publish(
        event('assistant.triage.completed', sessionId, {
          sessionId, pharmacyId, messageId, urgency, redFlags: urgency === 'emergency' ? ['chest_pain'] : [], reason: urgency === 'emergency' ? 'chest_pain' : 'needs_staff',
          category: 'general', language: 'en', sentiment: 'negative', ...(escalationOff ? { escalationOff: true } : {}),
        }),
      );
      await env.settle();
    };
    const attention = async (sessionId: string, token: string) => (await graphqlRequest<{ chatSession: { needsStaffAttention: boolean; isUrgent: boolean } }>(url, SESSION, { id: sessionId }, token)).data!.chatSession;
    const open = async (name: string) => {
      const opened = await graphqlRequest<{ openGuestChat: { token: string; session: { id: string } } }>(url, OPEN, { pharmacyId, name, phone: '5550003333' });
      const { token, session } = opened.data!.openGuestChat;
      const sent = await graphqlRequest<{ sendPatientMessage: { id: string } }>(url, SEND, { sessionId: session.id, content: 'I need to talk to a pharmacist' }, token);
      return { token, sessionId: session.id, messageId: sent.data!.sendPatientMessage.id };
    };
    const off = await open('Esc Off');
    await triage(off.sessionId, off.messageId, 'needs_staff', true);
    expect(await attention(off.sessionId, off.token)).toMatchObject({ needsStaffAttention: false, isUrgent: false });
    await triage(off.sessionId, off.messageId, 'emergency', true);
    expect(await attention(off.sessionId, off.token)).toMatchObject({ needsStaffAttention: true, isUrgent: true });
    const on = await open('Esc On');
    await triage(on.sessionId, on.messageId, 'needs_staff', false);
    expect((await attention(on.sessionId, on.token)).needsStaffAttention).toBe(true);
  });

  it("tells the pharmacy's staff how much chat data it stores, and nobody else", async () => {
    const STORAGE = `query($p: ID!) { chatStorage(pharmacyId: $p) { sessions messages bytes oldestAt } }`;
    const admin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId: otherPharmacyId });
    const before = (await graphqlRequest<{ chatStorage: { sessions: number; messages: number; bytes: number; oldestAt: string | null } }>(url, STORAGE, { p: otherPharmacyId }, admin)).data!.chatStorage;
    const opened = await graphqlRequest<{ openGuestChat: { token: string; session: { id: string } } }>(url, OPEN, { pharmacyId: otherPharmacyId, name: 'Store Size', phone: '5550004444' });
    const { token, session } = opened.data!.openGuestChat;
    await graphqlRequest(url, SEND, { sessionId: session.id, content: 'How long do you keep my messages?' }, token);
    const after = (await graphqlRequest<{ chatStorage: { sessions: number; messages: number; bytes: number; oldestAt: string | null } }>(url, STORAGE, { p: otherPharmacyId }, admin)).data!.chatStorage;
    expect(after.sessions).toBe(before.sessions + 1);
    expect(after.messages).toBe(before.messages + 1);
    expect(after.bytes).toBeGreaterThan(before.bytes + 'How long do you keep my messages?'.length);
    expect(after.oldestAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const stranger = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId });
    expect((await graphqlRequest(url, STORAGE, { p: otherPharmacyId }, stranger)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await graphqlRequest(url, STORAGE, { p: otherPharmacyId }, token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('retention purge', () => {
  let env: TestServices;
  beforeAll(async () => {
    env = await startTestServices([chatService as never]);
    await env.publish(event('pharmacy.pharmacy.approved', pharmacyId, { pharmacyId, name: 'Test Pharmacy', status: 'active' }));
  });
  afterAll(() => env.stop());

  it('deletes sessions and messages older than the cutoff, keeps newer ones, and reports counts per pharmacy', async () => {
    const url = env.get('chat').url;
    const start = async (name: string) => (await graphqlRequest<{ openGuestChat: { token: string; session: { id: string } } }>(url, OPEN, { pharmacyId, name, phone: '5550004444' })).data!.openGuestChat;
    const old = await start('Old Patient');
    await graphqlRequest(url, SEND, { sessionId: old.session.id, content: 'an old question' }, old.token);
    const recent = await start('New Patient');
    await graphqlRequest(url, SEND, { sessionId: recent.session.id, content: 'a new question' }, recent.token);
    const db = env.get('chat').db;
    await db.em().execute(`update chat.chat_session set started_at = now() - interval '100 days', last_message_at = now() - interval '95 days' where id = ?`, [old.session.id]);

    const reports: unknown[] = [];
    await env.transport.listen(['chat.session.purged'], (e) => reports.push(e.data));
    const runId = randomUUID();
    const cutoff = new Date(Date.now() - 90 * 86_400_000).toISOString();
    await env.publish(event('retention.purge.requested', runId, { runId, cutoff, retentionDays: 90 }));
    await env.settle();

    expect((await db.em().execute<{ n: string }[]>('select count(*)::text as n from chat.chat_message where session_id = ?', [old.session.id]))[0]?.n).toBe('0');
    expect(await graphqlRequest(url, MESSAGES, { sessionId: old.session.id }, old.token)).toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND' } }] });
    const kept = await graphqlRequest<{ chatMessages: unknown[] }>(url, MESSAGES, { sessionId: recent.session.id }, recent.token);
    expect(kept.data?.chatMessages).toHaveLength(1);
    expect(reports).toEqual([{ runId, cutoff, deletions: [{ pharmacyId, sessions: 1, messages: 1, feedback: 0 }] }]);
  });
});
