import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import type { EventEnvelope, EventType } from '@pharmachat/proto';
import { chatService } from '../src/index';

function event<T extends EventType>(type: T, aggregateId: string, data: unknown): EventEnvelope<unknown, T> {
  return { id: randomUUID(), type, version: 1, source: 'test', tenantId: aggregateId, aggregateId, occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null, data };
}

const OPEN_PATIENT = `mutation($p: ID!, $name: String, $phone: String, $newChat: Boolean) {
  openPatientChat(pharmacyId: $p, patientName: $name, phone: $phone, newChat: $newChat) { id patientId patientName registeredPatient status messages { content } } }`;
const MY_CHATS = 'query { myChatSessions { id pharmacyId registeredPatient } }';
const OPEN_GUEST = `mutation($pharmacyId: ID!, $name: String!, $phone: String!) { openGuestChat(pharmacyId: $pharmacyId, patientName: $name, phone: $phone) { token session { id } } }`;
const SEND = `mutation($sessionId: ID!, $content: String!) { sendPatientMessage(sessionId: $sessionId, content: $content) { id } }`;
const MESSAGES = `query($sessionId: ID!) { chatMessages(sessionId: $sessionId) { content } }`;
const SESSION = `query($s: ID!) { chatSession(id: $s) { id status reopenCount resolvedAt isUrgent } }`;
const RESOLVE = `mutation($s: ID!) { resolveChatSession(sessionId: $s) { id } }`;
const FEEDBACK = `mutation($input: FeedbackInput!) { submitFeedback(input: $input) { id rating } }`;

type Opened = { openPatientChat: { id: string; patientId: string; patientName: string; registeredPatient: boolean; status: string; messages: { content: string }[] } };

describe("patients' own chats", () => {
  let env: TestServices;
  let url: string;
  const pharmacyId = randomUUID();
  const otherPharmacyId = randomUUID();
  const patientId = randomUUID();
  let patient: string;
  let otherPatient: string;
  let staff: string;
  const ask = async <T>(query: string, variables: Record<string, unknown>, token?: string) => graphqlRequest<T>(url, query, variables, token);

  beforeAll(async () => {
    env = await startTestServices([chatService as never]);
    url = env.get('chat').url;
    for (const id of [pharmacyId, otherPharmacyId]) await env.publish(event('pharmacy.pharmacy.approved', id, { pharmacyId: id, name: 'Patient Pharmacy', status: 'active' }));
    patient = await env.auth.tokenFor({ kind: 'patient', subject: patientId, username: 'ana@example.com' });
    otherPatient = await env.auth.tokenFor({ kind: 'patient', subject: randomUUID(), username: 'bo@example.com' });
    staff = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId, username: 'sam' });
  });
  afterAll(() => env.stop());

  it('links a signed-in patient’s chat to the account, continues it with its history, and starts a new one on request', async () => {
    const nameless = await ask(OPEN_PATIENT, { p: pharmacyId }, patient);
    expect(nameless.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'chat.name_required' });

    const first = await ask<Opened>(OPEN_PATIENT, { p: pharmacyId, name: 'Ana Lopez', phone: '555-010-2030' }, patient);
    expect(first.data?.openPatientChat).toMatchObject({ patientId, patientName: 'Ana Lopez', registeredPatient: true, messages: [] });
    const chatId = first.data!.openPatientChat.id;
    expect((await ask(SEND, { sessionId: chatId, content: 'Do you have my refill?' }, patient)).errors).toBeUndefined();

    const back = await ask<Opened>(OPEN_PATIENT, { p: pharmacyId }, patient);
    expect(back.data?.openPatientChat.id).toBe(chatId);
    expect(back.data?.openPatientChat.messages.map((m) => m.content)).toEqual(['Do you have my refill?']);

    // name and phone come from the patient's latest chat when left out
    const fresh = await ask<Opened>(OPEN_PATIENT, { p: pharmacyId, newChat: true }, patient);
    expect(fresh.data?.openPatientChat).toMatchObject({ patientName: 'Ana Lopez', messages: [] });
    expect(fresh.data?.openPatientChat.id).not.toBe(chatId);
    const elsewhere = await ask<Opened>(OPEN_PATIENT, { p: otherPharmacyId }, patient);

    const mine = await ask<{ myChatSessions: { id: string; pharmacyId: string; registeredPatient: boolean }[] }>(MY_CHATS, {}, patient);
    expect(mine.data?.myChatSessions.map((s) => s.id)).toEqual([elsewhere.data!.openPatientChat.id, fresh.data!.openPatientChat.id, chatId]);
    expect(mine.data?.myChatSessions.every((s) => s.registeredPatient)).toBe(true);

    expect((await ask(MESSAGES, { sessionId: chatId }, otherPatient)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await ask<{ myChatSessions: unknown[] }>(MY_CHATS, {}, otherPatient)).data?.myChatSessions).toEqual([]);
    expect((await ask(MY_CHATS, {}, staff)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await ask(OPEN_PATIENT, { p: pharmacyId, name: 'X Y', phone: '5550102030' }, staff)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await ask(MY_CHATS, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await ask(OPEN_PATIENT, { p: randomUUID(), name: 'Ana Lopez', phone: '5550102030' }, patient)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // the patient rates their own chat with their account
    const rated = await ask(FEEDBACK, { input: { sessionId: chatId, pharmacyId, category: 'overall', rating: 5 } }, patient);
    expect(rated.errors).toBeUndefined();
    expect((await ask(FEEDBACK, { input: { sessionId: chatId, pharmacyId, category: 'speed', rating: 5 } }, otherPatient)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('continues the latest open chat; a resolved one comes back when there is no open one', async () => {
    const who = await env.auth.tokenFor({ kind: 'patient', subject: randomUUID() });
    const opened = await ask<Opened>(OPEN_PATIENT, { p: pharmacyId, name: 'Cy Back', phone: '5550103040' }, who);
    const id = opened.data!.openPatientChat.id;
    await ask(SEND, { sessionId: id, content: 'hello' }, who);
    await ask(RESOLVE, { s: id }, staff);
    const again = await ask<Opened>(OPEN_PATIENT, { p: pharmacyId }, who);
    expect(again.data?.openPatientChat).toMatchObject({ id, status: 'resolved' });
  });
});

describe('a reopened chat and the monthly limit', () => {
  let env: TestServices;
  let url: string;
  const pharmacyId = randomUUID();
  let staff: string;
  const ask = async <T>(query: string, variables: Record<string, unknown>, token?: string) => graphqlRequest<T>(url, query, variables, token);

  beforeAll(async () => {
    env = await startTestServices([chatService as never]);
    url = env.get('chat').url;
    await env.publish(event('pharmacy.pharmacy.approved', pharmacyId, { pharmacyId, name: 'Tiny', status: 'active' }));
    await env.publish(
      event('billing.subscription.started', pharmacyId, {
        subscriptionId: randomUUID(), pharmacyId, plan: 'free_trial', status: 'active', conversationLimit: 1, currentPeriodEnd: new Date().toISOString(), trialEnd: null,
      }),
    );
    staff = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId, username: 'sam' });
  });
  afterAll(() => env.stop());

  it('does not count again in the same month, and counts (refused over the limit) in a later month, leaving the chat resolved', async () => {
    const chat = (await ask<{ openGuestChat: { token: string; session: { id: string } } }>(OPEN_GUEST, { pharmacyId, name: 'Dee Return', phone: '5550104050' })).data!.openGuestChat;
    const id = chat.session.id;
    expect((await ask(SEND, { sessionId: id, content: 'first question' }, chat.token)).errors).toBeUndefined(); // the month's one conversation
    await ask(RESOLVE, { s: id }, staff);
    expect((await ask(SEND, { sessionId: id, content: 'same month, again' }, chat.token)).errors).toBeUndefined();
    expect((await ask<{ chatSession: Record<string, unknown> }>(SESSION, { s: id }, staff)).data?.chatSession).toMatchObject({ status: 'waiting_for_staff', reopenCount: 1, isUrgent: true });

    // the chat counted in an earlier month: reopening it now is this month's conversation, over the limit
    await ask(RESOLVE, { s: id }, staff);
    await env.get('chat').db.em().execute(`update chat.chat_session set counted_month = '2020-01' where id = ?`, [id], 'run');
    const triaged: Promise<unknown>[] = [];
    const stop = await env.transport.listen(['chat.message.posted'], (posted) => {
      const data = posted.data as { messageId: string; sessionId: string; pharmacyId: string; metadata: { heldForLimit?: boolean } };
      if (!data.metadata.heldForLimit) return;
      triaged.push(
        env.publish(
          event('assistant.triage.completed', data.sessionId, {
            sessionId: data.sessionId, pharmacyId: data.pharmacyId, messageId: data.messageId, urgency: 'routine', redFlags: [], reason: null, category: 'general', language: 'en', sentiment: 'neutral',
          }),
        ),
      );
    });
    try {
      const refused = await ask(SEND, { sessionId: id, content: 'a new month, a new question' }, chat.token);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_REACHED', limit: 1 });
    } finally {
      stop();
      await Promise.all(triaged);
    }
    const after = await ask<{ chatSession: Record<string, unknown> }>(SESSION, { s: id }, staff);
    expect(after.data?.chatSession).toMatchObject({ status: 'resolved', reopenCount: 1, isUrgent: false });
    expect(after.data?.chatSession.resolvedAt).not.toBeNull();
    const messages = await ask<{ chatMessages: { content: string }[] }>(MESSAGES, { sessionId: id }, chat.token);
    expect(messages.data?.chatMessages.map((m) => m.content)).toEqual(['first question', 'same month, again']);
    const counted = await env.get('chat').db.em().execute<{ counted_month: string }[]>('select counted_month from chat.chat_session where id = ?', [id]);
    expect(counted[0]?.counted_month).toBe('2020-01');
  });
});
