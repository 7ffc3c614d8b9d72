import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, expectEventually, type TestDatabase } from '@pharmachat/chassis/testing';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD } from '../src/seed';

/**
 * The whole chat flow against the all-in-one host on a free port, as a client of the REST API and the
 * GraphQL subscriptions would use it.
 */
let host: AllInOne;
let base: string;
let database: TestDatabase | null = null;
let env: Record<string, string>;

interface Message {
  id: string;
  sender: string;
  content: string;
  staffMember: string | null;
  metadata: { kind: string | null; citations: { question: string }[] };
}

async function api<T = unknown>(method: string, path: string, options: { token?: string; body?: unknown; rawBody?: string } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined || options.rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

async function openChat(pharmacyId: string, name: string, phone: string, token?: string) {
  return api<{ id: string; token: string; status: string; messages: Message[] }>('GET', `/api/public/chat-session/${pharmacyId}/${encodeURIComponent(name)}?phone=${encodeURIComponent(phone)}`, { token });
}

async function messagesOf(sessionId: string, token: string) {
  return (await api<Message[]>('GET', `/api/public/chat/messages/${sessionId}`, { token })).body;
}

async function login(username: string, password = DEMO_PASSWORD) {
  return api<{ token: string; user: { id: string; username: string; role: string; pharmacyId: string } }>('POST', '/api/auth/login', { body: { username, password } });
}

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  env = {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pharmachat-e2e-')),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    OUTBOX_SWEEP_MS: '200',
    WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'pharmachat-noweb-')),
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  host = await startAllInOne(env);
  base = `http://127.0.0.1:${host.port}`;
});

afterAll(async () => {
  await host?.stop();
  await database?.drop();
});

describe('the chat flow on the all-in-one host', () => {
  let downtown: { id: string; name: string };
  let riverside: { id: string; name: string };
  let chat: { id: string; token: string };

  it('seeds demo data on first start and lists the public pharmacies with the spec fields', async () => {
    expect(host.seeded).toBe(true);
    const { status, body } = await api<Record<string, unknown>[]>('GET', '/api/public/pharmacies');
    expect(status).toBe(200);
    expect(body).toHaveLength(2);
    for (const pharmacy of body) {
      expect(Object.keys(pharmacy).sort()).toEqual(
        ['address', 'averageResponseTime', 'id', 'isOnline', 'name', 'openingHours', 'phone', 'rating', 'totalReviews', 'waitTime', 'waitTimeFormatted'].sort(),
      );
      expect(typeof pharmacy.isOnline).toBe('boolean');
      expect(pharmacy.openingHours).toMatch(/Mon/);
    }
    downtown = body.find((p) => p.name === 'Downtown Community Pharmacy') as typeof downtown;
    riverside = body.find((p) => p.name === 'Riverside Health Pharmacy') as typeof riverside;
    expect(downtown && riverside).toBeTruthy();
  });

  it('shows one pharmacy, and 404 for an unknown or malformed id', async () => {
    expect((await api<{ name: string }>('GET', `/api/public/pharmacies/${downtown.id}`)).body.name).toBe(downtown.name);
    const unknown = await api<{ message: string }>('GET', '/api/public/pharmacies/3f0c5d2e-9a1b-4c3d-8e7f-001122334455');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/not found/i);
    expect((await api('GET', '/api/public/pharmacies/not-an-id')).status).toBe(404);
  });

  it('starts a guest chat and returns the session with its token', async () => {
    const opened = await openChat(downtown.id, 'Maria Garcia', '(217) 555-0101');
    expect(opened.status).toBe(200);
    expect(opened.body.status).toBe('active');
    expect(opened.body.messages).toEqual([]);
    expect(opened.body.token).toBeTruthy();
    chat = { id: opened.body.id, token: opened.body.token };
  });

  it('answers from the pharmacy knowledge base, cited, and pushes it live over the subscription', async () => {
    const client: Client = createClient({ url: `ws://127.0.0.1:${host.port}/graphql`, connectionParams: { authorization: `Bearer ${chat.token}` }, lazy: false, retryAttempts: 0 });
    const live: { sender: string; content: string }[] = [];
    const done = new Promise<void>((resolve, reject) => {
      client.subscribe<{ chatMessages: { sender: string; content: string } }>(
        { query: 'subscription($id: ID!) { chatMessages(sessionId: $id) { sender content timestamp } }', variables: { id: chat.id } },
        {
          next: (result) => {
            if (result.errors) reject(new Error(result.errors[0]!.message));
            if (result.data) live.push(result.data.chatMessages);
            if (live.some((m) => m.sender === 'ai')) resolve();
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    await new Promise((r) => setTimeout(r, 200));
    const sent = await api<{ posted: Message }>('POST', '/api/public/chat/send', {
      token: chat.token,
      body: { pharmacyId: downtown.id, patientName: 'Maria Garcia', patientPhone: '(217) 555-0101', message: 'What time do you open on Saturday?', sessionId: chat.id },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.posted).toMatchObject({ sender: 'user', content: 'What time do you open on Saturday?' });
    await done;
    await client.dispose();
    expect(live[0]).toMatchObject({ sender: 'user' });
    const messages = await messagesOf(chat.id, chat.token);
    const answer = messages.find((m) => m.sender === 'ai')!;
    expect(answer.content).toContain('Saturday 9:00 AM');
    expect(answer.metadata.citations[0]!.question).toBe('What are your store hours?');
  });

  it('carries the correlation id of the request into the events it causes', async () => {
    const response = await fetch(`${base}/api/public/chat/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${chat.token}`, 'x-correlation-id': 'e2e-correlation-0001' },
      body: JSON.stringify({ sessionId: chat.id, message: 'Thank you!' }),
    });
    expect(response.headers.get('x-correlation-id')).toBe('e2e-correlation-0001');
    await host.settle();
    const chatDb = host.services.find((s) => s.name === 'chat')!.db;
    const rows = await chatDb.em().execute<{ type: string; correlation_id: string }[]>("select type, correlation_id from chat.outbox where correlation_id = 'e2e-correlation-0001'");
    expect(rows.map((r) => r.type)).toContain('chat.message.posted');
    const assistantDb = host.services.find((s) => s.name === 'ai-assistant')!.db;
    const caused = await assistantDb.em().execute<{ type: string }[]>("select type from assistant.outbox where correlation_id = 'e2e-correlation-0001'");
    expect(caused.map((r) => r.type)).toContain('assistant.triage.completed');
  });

  it('authorizes live subscriptions per session and per pharmacy', async () => {
    const subscribeOnce = (token: string, query: string, variables: Record<string, unknown>, accept: (data: unknown) => boolean = () => true) =>
      new Promise<{ data?: unknown; error?: string }>((resolve) => {
        const client = createClient({ url: `ws://127.0.0.1:${host.port}/graphql`, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
        const stop = client.subscribe(
          { query, variables },
          {
            next: (result) => {
              if (!result.errors && !accept(result.data)) return;
              stop();
              void client.dispose();
              resolve(result.errors ? { error: result.errors[0]!.message } : { data: result.data });
            },
            error: (error) => {
              void client.dispose();
              resolve({ error: Array.isArray(error) ? (error[0] as { message: string }).message : String((error as { reason?: string }).reason ?? error) });
            },
            complete: () => resolve({}),
          },
        );
      });
    const stranger = await openChat(downtown.id, 'Someone Else', '2175559999');
    const peek = await subscribeOnce(stranger.body.token, 'subscription($id: ID!) { chatMessages(sessionId: $id) { content } }', { id: chat.id });
    expect(peek.error).toMatch(/not found/i);
    const outsider = await login('riverside.staff');
    const refused = await subscribeOnce(outsider.body.token, 'subscription($p: ID!) { pharmacyChatUpdates(pharmacyId: $p) { event } }', { p: downtown.id });
    expect(refused.error).toMatch(/Only staff of this pharmacy/);

    const staff = await login('downtown.staff');
    const update = subscribeOnce(
      staff.body.token,
      'subscription($p: ID!) { pharmacyChatUpdates(pharmacyId: $p) { event sessionId message { sender content } } }',
      { p: downtown.id },
      (data) => (data as { pharmacyChatUpdates: { event: string } }).pharmacyChatUpdates.event === 'message',
    );
    await new Promise((r) => setTimeout(r, 200));
    await api('POST', '/api/public/chat/send', { token: stranger.body.token, body: { sessionId: stranger.body.id, message: 'Is the pharmacy open today?' } });
    const received = (await update).data as { pharmacyChatUpdates: { event: string; sessionId: string; message: { sender: string } } };
    expect(received.pharmacyChatUpdates).toMatchObject({ event: 'message', sessionId: stranger.body.id, message: { sender: 'user' } });
  });

  it('hands a question it cannot answer to staff without inventing advice', async () => {
    const opened = await openChat(riverside.id, 'Tom Baker', '2175550202');
    await api('POST', '/api/public/chat/send', { token: opened.body.token, body: { sessionId: opened.body.id, message: 'Can my parrot take my blood pressure pills?' } });
    const reply = await expectEventually(async () => (await messagesOf(opened.body.id, opened.body.token)).find((m) => m.sender === 'ai'));
    expect(reply.metadata.kind).toBe('handoff');
    expect(reply.content).toMatch(/pharmacist/i);
    expect(reply.content).toContain('911');
  });

  it('answers a red flag with the safety message, marks the session urgent, keeps answering while the patient waits, and falls silent once staff reply', async () => {
    await api('POST', '/api/public/chat/send', { token: chat.token, body: { sessionId: chat.id, message: "I took the new pills and now I can't breathe and have chest pain" } });
    const safety = await expectEventually(async () => (await messagesOf(chat.id, chat.token)).find((m) => m.metadata.kind === 'safety'));
    expect(safety.content).toMatch(/call 911/i);

    const staff = await login('downtown.staff');
    const sessions = await expectEventually(async () => {
      const list = (await api<{ id: string; needsStaffAttention: boolean; urgency: string; status: string }[]>('GET', `/api/staff/chat-sessions/${downtown.id}`, { token: staff.body.token })).body;
      return list[0]?.id === chat.id && list[0].needsStaffAttention ? list : null;
    });
    expect(sessions[0]).toMatchObject({ id: chat.id, needsStaffAttention: true, urgency: 'emergency', status: 'escalated' });

    // waiting for staff: the knowledge base still answers
    await api('POST', '/api/public/chat/send', { token: chat.token, body: { sessionId: chat.id, message: 'Also, how do I request a prescription refill?' } });
    await host.settle();
    const waiting = await messagesOf(chat.id, chat.token);
    expect(waiting.at(-1)).toMatchObject({ sender: 'ai', metadata: { kind: 'answer' } });

    // once a pharmacist has replied, the assistant stays out of the conversation
    expect((await api('POST', '/api/staff/chat/send', { token: staff.body.token, body: { sessionId: chat.id, content: 'This is the pharmacist: please call 911 now, we are calling you.' } })).status).toBeLessThan(300);
    const before = (await messagesOf(chat.id, chat.token)).length;
    await api('POST', '/api/public/chat/send', { token: chat.token, body: { sessionId: chat.id, message: 'What are your store hours?' } });
    await host.settle();
    const after = await messagesOf(chat.id, chat.token);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.sender).toBe('user');
  });

  it('signs staff in, and refuses wrong credentials with a message', async () => {
    const ok = await login('downtown.staff');
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ username: 'downtown.staff', role: 'pharmacy_staff', pharmacyId: downtown.id });
    const wrong = await login('downtown.staff', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect((wrong.body as unknown as { message: string }).message).toBe('Invalid username or password');
    const unknown = await login('nobody.here', 'whatever1');
    expect(unknown.status).toBe(401);
    expect((unknown.body as unknown as { message: string }).message).toBe('Invalid username or password');
  });

  it('lets staff answer; the guest sees the answer', async () => {
    const staff = await login('downtown.staff');
    const reply = await api<Message>('POST', '/api/staff/chat/send', { token: staff.body.token, body: { sessionId: chat.id, content: 'This is Jordan, a pharmacist. Please call 911 now; we are here if you need us after.', staffMember: 'someone else' } });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ sender: 'staff', staffMember: 'downtown.staff' });
    const seen = await messagesOf(chat.id, chat.token);
    expect(seen.at(-1)).toMatchObject({ sender: 'staff', staffMember: 'downtown.staff', metadata: { staffMember: 'downtown.staff' } });
  });

  it('refuses staff of another pharmacy and callers without a token, revealing nothing', async () => {
    const other = await login('riverside.staff');
    const list = await api<{ message: string }>('GET', `/api/staff/chat-sessions/${downtown.id}`, { token: other.body.token });
    expect(list.status).toBe(403);
    const send = await api<{ message: string }>('POST', '/api/staff/chat/send', { token: other.body.token, body: { sessionId: chat.id, content: 'hello' } });
    expect(send.status).toBe(404);
    const read = await api('GET', `/api/staff/chat-messages/${chat.id}`, { token: other.body.token });
    expect(read.status).toBe(404);
    expect((await api('GET', `/api/staff/chat-sessions/${downtown.id}`)).status).toBe(401);
    expect((await api('GET', `/api/staff/chat-sessions/${downtown.id}`, { token: 'garbage.token.value' })).status).toBe(401);
  });

  it('never gives a guest another guest’s chat', async () => {
    const sameDetails = await openChat(downtown.id, 'Maria Garcia', '(217) 555-0101');
    expect(sameDetails.body.id).not.toBe(chat.id);
    expect(sameDetails.body.messages).toEqual([]);
    expect((await api('GET', `/api/public/chat/messages/${chat.id}`, { token: sameDetails.body.token })).status).toBe(404);
    const back = await openChat(downtown.id, 'Maria Garcia', '217-555-0101', chat.token);
    expect(back.body.id).toBe(chat.id);
    expect(back.body.messages.length).toBeGreaterThan(3);
  });

  it('answers bad input with a clear 4xx and stores nothing', async () => {
    const before = (await messagesOf(chat.id, chat.token)).length;
    const blank = await api<{ message: string }>('POST', '/api/public/chat/send', { token: chat.token, body: { sessionId: chat.id, message: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/empty/i);
    const malformed = await api<{ message: string }>('POST', '/api/public/chat/send', { token: chat.token, rawBody: '{"sessionId": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/Malformed JSON/);
    const huge = await api<{ message: string }>('POST', '/api/public/chat/send', { token: chat.token, body: { sessionId: chat.id, message: 'x'.repeat(200_000) } });
    expect(huge.status).toBe(413);
    const tooLong = await api<{ message: string }>('POST', '/api/public/chat/send', { token: chat.token, body: { sessionId: chat.id, message: 'x'.repeat(5000) } });
    expect(tooLong.status).toBe(400);
    const noSession = await api<{ message: string }>('POST', '/api/public/chat/send', { token: chat.token, body: { message: 'hi' } });
    expect(noSession.status).toBe(400);
    const noToken = await api('POST', '/api/public/chat/send', { body: { sessionId: chat.id, message: 'hi' } });
    expect(noToken.status).toBe(401);
    const unknownPharmacy = await openChat('3f0c5d2e-9a1b-4c3d-8e7f-001122334455', 'Ann', '2175550303');
    expect(unknownPharmacy.status).toBe(404);
    const noPhone = await api<{ message: string }>('GET', `/api/public/chat-session/${downtown.id}/Ann`);
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.message).toBe('We need your full name and phone number to start the chat.');
    const badLogin = await api<{ message: string }>('POST', '/api/auth/login', { body: { username: '' } });
    expect(badLogin.status).toBe(400);
    expect((await api('GET', '/api/no/such/path')).status).toBe(404);
    await host.settle();
    expect(await messagesOf(chat.id, chat.token)).toHaveLength(before);
  });

  it('keeps everything across a restart and does not seed twice', async () => {
    await host.stop();
    host = await startAllInOne(env);
    base = `http://127.0.0.1:${host.port}`;
    expect(host.seeded).toBe(false);
    expect((await api<unknown[]>('GET', '/api/public/pharmacies')).body).toHaveLength(2);
    expect((await messagesOf(chat.id, chat.token)).length).toBeGreaterThan(3);
  });
});

describe('ending a sign-in', () => {
  it("closes that user's live subscriptions and refuses their token at once", async () => {
    const identity = host.services.find((s) => s.name === 'identity')!.app as { createStaffUser(p: unknown, input: unknown): Promise<{ id: string }> };
    const { systemPrincipal } = await import('@pharmachat/chassis');
    const pharmacies = (await api<{ id: string; name: string }[]>('GET', '/api/public/pharmacies')).body;
    const downtownId = pharmacies.find((p) => p.name.startsWith('Downtown'))!.id;
    const user = await identity.createStaffUser(systemPrincipal, { username: 'leaving.staff', email: 'leaving@example.com', password: DEMO_PASSWORD, role: 'pharmacy_staff', pharmacyId: downtownId });
    const session = await login('leaving.staff');
    expect(session.status).toBe(200);

    const client = createClient({ url: `ws://127.0.0.1:${host.port}/graphql`, connectionParams: { authorization: `Bearer ${session.body.token}` }, retryAttempts: 0 });
    const ended = new Promise<string>((resolve) => {
      client.subscribe(
        { query: 'subscription($p: ID!) { pharmacyChatUpdates(pharmacyId: $p) { event } }', variables: { p: downtownId } },
        { next: () => undefined, error: (e) => resolve(`error: ${String(e)}`), complete: () => resolve('complete') },
      );
    });
    await new Promise((r) => setTimeout(r, 200));
    const admin = await login('superadmin');
    const deactivated = await api('PUT', `/api/admin/users/${user.id}`, { token: admin.body.token, body: { isActive: false } });
    expect(deactivated.status).toBe(200);
    expect(await ended).toBe('complete');
    await client.dispose();
    expect((await api('GET', `/api/staff/chat-sessions/${downtownId}`, { token: session.body.token })).status).toBe(401);
  });
});
