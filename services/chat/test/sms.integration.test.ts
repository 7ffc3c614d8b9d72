import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEventually, graphqlRequest, startFakeTwilio, startTestServices, type FakeTwilio, type TestServices } from '@pharmachat/chassis/testing';
import type { EventEnvelope, EventType } from '@pharmachat/proto';
import { chatService } from '../src/index';

function event<T extends EventType>(type: T, aggregateId: string, data: unknown): EventEnvelope<unknown, T> {
  return { id: randomUUID(), type, version: 1, source: 'test', tenantId: aggregateId, aggregateId, occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null, data };
}

const OPEN = `mutation($p: ID!, $name: String!, $phone: String!) { openGuestChat(pharmacyId: $p, patientName: $name, phone: $phone) { token session { id } } }`;
const SEND = `mutation($s: ID!, $c: String!) { sendPatientMessage(sessionId: $s, content: $c) { id } }`;
const REPLY = `mutation($s: ID!, $c: String!, $sms: Boolean) { sendStaffReply(sessionId: $s, content: $c, sendSms: $sms) { id content sender } }`;
const MESSAGES = `query($s: ID!) { chatMessages(sessionId: $s) { sender content } }`;
const OUTBOX = `query($p: ID!, $first: Int) { pharmacySmsOutbox(pharmacyId: $p, first: $first) { id sessionId pharmacyId to body status provider providerMessageId error createdAt } }`;

interface Sms {
  id: string;
  sessionId: string | null;
  pharmacyId: string;
  to: string;
  body: string;
  status: string;
  provider: string;
  providerMessageId: string | null;
  error: string | null;
}

/** A chat service with two pharmacies (one with a phone on file, one without), staff and admins of the first. */
async function chatWith(env: Record<string, string>) {
  const services = await startTestServices([chatService as never], { env });
  const withPhone = randomUUID();
  const withoutPhone = randomUUID();
  // one at a time: each event type has its own consumer, and consumers keep no order between them
  for (const published of [
    event('pharmacy.pharmacy.registered', withPhone, { pharmacyId: withPhone, name: 'Downtown Pharmacy', status: 'pending_approval', phone: '(217) 555-0100' }),
    // an approval written before events carried the phone: the phone known from registration stays
    event('pharmacy.pharmacy.approved', withPhone, { pharmacyId: withPhone, name: 'Downtown Pharmacy', status: 'active' }),
    event('pharmacy.pharmacy.approved', withoutPhone, { pharmacyId: withoutPhone, name: 'No Phone Pharmacy', status: 'active', phone: null }),
  ]) {
    expect(await services.publish(published)).toEqual([{ id: published.id, ok: true }]);
  }
  const url = services.get('chat').url;
  const token = (principal: Parameters<TestServices['auth']['tokenFor']>[0]) => services.auth.tokenFor(principal);
  const tokens = {
    staff: await token({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId: withPhone, username: 'sam' }),
    admin: await token({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId: withPhone, username: 'ada' }),
    otherAdmin: await token({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId: withoutPhone, username: 'eve' }),
    superAdmin: await token({ kind: 'staff', subject: randomUUID(), role: 'super_admin', username: 'root' }),
    otherStaff: await token({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_staff', pharmacyId: withoutPhone, username: 'olga' }),
  };
  async function openChat(pharmacyId = withPhone, phone = '217-555-0123') {
    const opened = await graphqlRequest<{ openGuestChat: { token: string; session: { id: string } } }>(url, OPEN, { p: pharmacyId, name: `Pat ${randomUUID().slice(0, 4)}`, phone });
    expect(opened.errors).toBeUndefined();
    const { session, token: guest } = opened.data!.openGuestChat;
    await graphqlRequest(url, SEND, { s: session.id, c: 'Is my refill ready?' }, guest);
    return { sessionId: session.id, guest };
  }
  async function outbox(pharmacyId = withPhone, as = tokens.admin): Promise<Sms[]> {
    const result = await graphqlRequest<{ pharmacySmsOutbox: Sms[] }>(url, OUTBOX, { p: pharmacyId, first: 50 }, as);
    expect(result.errors).toBeUndefined();
    return result.data!.pharmacySmsOutbox;
  }
  const smsOf = async (sessionId: string) => (await outbox()).filter((s) => s.sessionId === sessionId);
  return { services, url, withPhone, withoutPhone, tokens, openChat, outbox, smsOf };
}

describe('staff replies as text messages through Twilio (a local fake)', () => {
  let twilio: FakeTwilio;
  let chat: Awaited<ReturnType<typeof chatWith>>;

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    chat = await chatWith({
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE: twilio.url,
      TWILIO_TIMEOUT_MS: '2000',
      SMS_DEFAULT_COUNTRY_CODE: '1',
    });
  });
  afterAll(async () => {
    await chat?.services.stop();
    await twilio?.stop();
  });

  it('queues the text with the reply and sends it after the commit (queued -> sent)', async () => {
    const { sessionId, guest } = await chat.openChat();
    twilio.hold();
    const before = twilio.requests;
    const reply = await graphqlRequest<{ sendStaffReply: { id: string; sender: string } }>(chat.url, REPLY, { s: sessionId, c: '  Yes, it is ready for pickup.  ', sms: true }, chat.tokens.staff);
    expect(reply.errors).toBeUndefined();
    // the reply is in the chat at once; the text is on its way (the provider has not answered yet)
    const messages = await graphqlRequest<{ chatMessages: { sender: string; content: string }[] }>(chat.url, MESSAGES, { s: sessionId }, guest);
    expect(messages.data?.chatMessages.at(-1)).toEqual({ sender: 'staff', content: 'Yes, it is ready for pickup.' });
    await twilio.waitForRequests(before + 1);
    const [queued] = await chat.smsOf(sessionId);
    expect(queued).toMatchObject({ status: 'queued', provider: 'twilio', to: '+12175550123', body: 'Downtown Pharmacy: Yes, it is ready for pickup.', providerMessageId: null, error: null });

    twilio.release();
    await chat.services.settle();
    const [sent] = await chat.smsOf(sessionId);
    const delivered = twilio.messages.at(-1)!;
    expect(delivered).toMatchObject({ to: '+12175550123', from: '+15005550006', body: 'Downtown Pharmacy: Yes, it is ready for pickup.' });
    expect(sent).toMatchObject({ id: queued!.id, status: 'sent', providerMessageId: delivered.sid, error: null, pharmacyId: chat.withPhone });
  });

  it("fails the text with the provider's reason and keeps the reply (queued -> failed)", async () => {
    const { sessionId, guest } = await chat.openChat(chat.withPhone, '+1 500 555 0001'); // Twilio's never-valid test number
    const reply = await graphqlRequest(chat.url, REPLY, { s: sessionId, c: 'We will call you.', sms: true }, chat.tokens.staff);
    expect(reply.errors).toBeUndefined();
    await chat.services.settle();
    const [failed] = await chat.smsOf(sessionId);
    expect(failed).toMatchObject({ status: 'failed', to: '+15005550001', error: "The 'To' number +15005550001 is not a valid phone number. (Twilio error 21211)" });
    const messages = await graphqlRequest<{ chatMessages: { content: string }[] }>(chat.url, MESSAGES, { s: sessionId }, guest);
    expect(messages.data?.chatMessages.map((m) => m.content)).toContain('We will call you.');
  });

  it('retries a provider that is down, and fails the text after the last attempt', async () => {
    const once = await chat.openChat();
    twilio.answerNext({ httpStatus: 503 });
    await graphqlRequest(chat.url, REPLY, { s: once.sessionId, c: 'Second try works.', sms: true }, chat.tokens.staff);
    await chat.services.settle();
    expect((await chat.smsOf(once.sessionId))[0]).toMatchObject({ status: 'sent' });
    const [attempts] = await chat.services.get('chat').db.em().execute<{ attempts: number }[]>('select attempts from chat.sms_message where session_id = ?', [once.sessionId]);
    expect(attempts?.attempts).toBe(2);

    const down = await chat.openChat();
    twilio.answerNext({ twilioError: { status: 503, code: 20500, message: 'Service Unavailable' } }, 4); // the harness's OUTBOX_MAX_ATTEMPTS
    await graphqlRequest(chat.url, REPLY, { s: down.sessionId, c: 'Never arrives.', sms: true }, chat.tokens.staff);
    await chat.services.settle();
    expect((await chat.smsOf(down.sessionId))[0]).toMatchObject({ status: 'failed', error: 'Service Unavailable (Twilio error 20500) (gave up after 4 attempts)' });
    // nothing was dead-lettered: the failure is on the message, where the admin sees it
    const dead = await chat.services.get('chat').db.em().execute(`select 1 from chat.dead_letter where consumer = 'chat.deliver-sms'`);
    expect(dead).toEqual([]);
  });

  it('sends one text for a reply retried with the same Idempotency-Key', async () => {
    const { sessionId } = await chat.openChat();
    const key = randomUUID();
    const send = () =>
      fetch(chat.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${chat.tokens.staff}`, 'idempotency-key': key },
        body: JSON.stringify({ query: REPLY, variables: { s: sessionId, c: 'Only once, please.', sms: true } }),
      }).then((r) => r.json() as Promise<{ data: { sendStaffReply: { id: string } } }>);
    const first = await send();
    const again = await send();
    expect(again.data.sendStaffReply.id).toBe(first.data.sendStaffReply.id);
    await chat.services.settle();
    expect(await chat.smsOf(sessionId)).toHaveLength(1);
  });

  it('refuses sendSms for a pharmacy without a phone (400), storing neither reply nor text', async () => {
    const { sessionId, guest } = await chat.openChat(chat.withoutPhone);
    const refused = await graphqlRequest(chat.url, REPLY, { s: sessionId, c: 'Hello', sms: true }, chat.tokens.otherStaff);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'chat.sms_pharmacy_without_phone' });
    expect(refused.errors?.[0]?.message).toBe('This pharmacy has no phone number on file, so replies cannot go out as text messages. Send the reply without SMS.');
    const messages = await graphqlRequest<{ chatMessages: { sender: string }[] }>(chat.url, MESSAGES, { s: sessionId }, guest);
    expect(messages.data?.chatMessages.map((m) => m.sender)).toEqual(['user']);
    expect(await chat.outbox(chat.withoutPhone, chat.tokens.otherAdmin)).toEqual([]);
    // without sendSms the reply goes as always
    const plain = await graphqlRequest(chat.url, REPLY, { s: sessionId, c: 'Hello', sms: false }, chat.tokens.otherStaff);
    expect(plain.errors).toBeUndefined();
  });

  it('shows the outbox to the pharmacy admins and super admins only, and audits each read', async () => {
    const staffRead = await graphqlRequest(chat.url, OUTBOX, { p: chat.withPhone }, chat.tokens.staff);
    expect(staffRead.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(staffRead.errors?.[0]?.message).toBe("Only this pharmacy's administrators can read its text messages.");
    const foreign = await graphqlRequest(chat.url, OUTBOX, { p: chat.withPhone }, chat.tokens.otherAdmin);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await graphqlRequest(chat.url, OUTBOX, { p: chat.withPhone });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const badPage = await graphqlRequest(chat.url, OUTBOX, { p: chat.withPhone, first: 500 }, chat.tokens.admin);
    expect(badPage.errors?.[0]?.message).toBe('first must be between 1 and 200.');

    const asAdmin = await chat.outbox(chat.withPhone, chat.tokens.admin);
    const asSuper = await chat.outbox(chat.withPhone, chat.tokens.superAdmin);
    expect(asSuper.map((s) => s.id)).toEqual(asAdmin.map((s) => s.id));
    expect(asAdmin.length).toBeGreaterThanOrEqual(5);
    expect(asAdmin.every((s) => s.pharmacyId === chat.withPhone)).toBe(true);

    await chat.services.settle();
    const audits = await chat.services
      .get('chat')
      .db.em()
      .execute<{ data: { action: string; objectType: string } }[]>(`select data from chat.outbox where type = 'chat.patient-data.accessed' and data->>'objectType' = 'sms_message'`);
    expect(audits.map((a) => a.data.action)).toEqual(expect.arrayContaining(['create', 'list']));
  });
});

describe('staff replies as text messages without an SMS provider (the local outbox)', () => {
  let chat: Awaited<ReturnType<typeof chatWith>>;

  beforeAll(async () => {
    chat = await chatWith({});
  });
  afterAll(() => chat?.services.stop());

  it('keeps the text in the outbox for the admins (queued -> stored)', async () => {
    const { sessionId } = await chat.openChat(chat.withPhone, '07700 900123');
    const reply = await graphqlRequest(chat.url, REPLY, { s: sessionId, c: 'Your order has arrived.', sms: true }, chat.tokens.staff);
    expect(reply.errors).toBeUndefined();
    const requested = await chat.services.get('chat').db.em().execute<{ data: { smsId: string } }[]>(`select data from chat.outbox where type = 'chat.sms.requested'`);
    expect(requested).toHaveLength(1);
    const stored = await expectEventually(async () => (await chat.smsOf(sessionId)).find((s) => s.status === 'stored'));
    // no default country code: a national number stays as typed
    expect(stored).toMatchObject({ id: requested[0]!.data.smsId, provider: 'local_outbox', to: '07700900123', body: 'Downtown Pharmacy: Your order has arrived.', providerMessageId: null, error: null });
  });

  it('deletes the texts with the chat when it is cleared (they hold the reply and the phone number), and refuses a patient without a phone', async () => {
    const { sessionId } = await chat.openChat();
    await graphqlRequest(chat.url, REPLY, { s: sessionId, c: 'Noted.', sms: true }, chat.tokens.staff);
    await chat.services.settle();
    const db = chat.services.get('chat').db;
    expect((await chat.outbox()).filter((s) => s.body === 'Downtown Pharmacy: Noted.')).toMatchObject([{ sessionId, status: 'stored' }]);
    await db.em().execute('delete from chat.chat_session where id = ?', [sessionId], 'run');
    expect((await chat.outbox()).filter((s) => s.body === 'Downtown Pharmacy: Noted.')).toHaveLength(0);

    const other = await chat.openChat();
    await db.em().execute(`update chat.chat_session set patient_phone = '' where id = ?`, [other.sessionId], 'run');
    const refused = await graphqlRequest(chat.url, REPLY, { s: other.sessionId, c: 'Hello', sms: true }, chat.tokens.staff);
    expect(refused.errors?.[0]?.extensions?.reason).toBe('chat.sms_patient_without_phone');
  });
});
