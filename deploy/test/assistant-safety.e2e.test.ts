import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, expectEventually, type TestDatabase } from '@pharmachat/chassis/testing';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD } from '../src/seed';
import { hostEnv, restClient } from './e2e-support';

/**
 * The assistant's emergency paths through the real API of the all-in-one host: in the patient's language, at a
 * pharmacy over its monthly limit, and after hours (the handoff says when a pharmacist will reply).
 */
let host: AllInOne;
let base: string;
let database: TestDatabase | null = null;

interface Message {
  id: string;
  sender: string;
  content: string;
  metadata: { kind: string | null; language?: string | null; urgency?: string | null };
}

const api = restClient(() => base);
const openChat = async (pharmacyId: string, name: string, phone: string) =>
  (await api<{ id: string; token: string }>('GET', `/api/public/chat-session/${pharmacyId}/${encodeURIComponent(name)}?phone=${phone}`)).body;
const send = (chat: { id: string; token: string }, message: string) => api<{ posted: Message; currentCount?: number; limit?: number; message?: string }>('POST', '/api/public/chat/send', { token: chat.token, body: { sessionId: chat.id, message } });
const messagesOf = async (chat: { id: string; token: string }) => (await api<Message[]>('GET', `/api/public/chat/messages/${chat.id}`, { token: chat.token })).body;
const db = (name: string) => host.services.find((s) => s.name === name)!.db;

let downtown: string;
let riverside: string;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  host = await startAllInOne(hostEnv(database?.url));
  base = `http://127.0.0.1:${host.port}`;
  const pharmacies = (await api<{ id: string; name: string }[]>('GET', '/api/public/pharmacies')).body;
  downtown = pharmacies.find((p) => p.name.startsWith('Downtown'))!.id;
  riverside = pharmacies.find((p) => p.name.startsWith('Riverside'))!.id;
});

afterAll(async () => {
  await host?.stop();
  await database?.drop();
});

describe('emergencies through the real API', () => {
  it('answers an emergency in Spanish at once, flags the session with its reason at the top of the inbox', async () => {
    const chat = await openChat(downtown, 'Lucía Gómez', '2175550301');
    expect((await send(chat, 'mi hijo de 2 años se tragó una pila de botón hace 10 minutos')).status).toBe(201);
    const safety = await expectEventually(async () => (await messagesOf(chat)).find((m) => m.metadata.kind === 'safety'));
    expect(safety.content).toMatch(/911/);
    expect(safety.content).toMatch(/emergencia|urgencias/i);

    const staff = (await api<{ token: string }>('POST', '/api/auth/login', { body: { username: 'downtown.staff', password: DEMO_PASSWORD } })).body;
    const inbox = await expectEventually(async () => {
      const list = (await api<{ id: string; urgency: string; urgencyReason: string | null; language: string | null }[]>('GET', `/api/staff/chat-sessions/${downtown}`, { token: staff.token })).body;
      return list[0]?.id === chat.id && list[0].urgencyReason ? list : null;
    });
    expect(inbox[0]).toMatchObject({ urgency: 'emergency', urgencyReason: 'child_ingestion', language: 'es' });
    const patientMessage = (await messagesOf(chat)).find((m) => m.sender === 'user')!;
    expect(patientMessage.metadata).toMatchObject({ language: 'es', urgency: 'emergency' });
  });

  it('an emergency only the learned model recognises (chest pain to the jaw, in Egyptian Arabizi) gets the safety reply in Arabic and its reason', async () => {
    const chat = await openChat(downtown, 'Karim Adel', '2175550305');
    expect((await send(chat, 'sadri byewga3ni awi men sa3a w el waga3 rayeh le fakki, a3mel eh')).status).toBe(201);
    const safety = await expectEventually(async () => (await messagesOf(chat)).find((m) => m.metadata.kind === 'safety'));
    expect(safety.content).toMatch(/911/);
    const patientMessage = (await messagesOf(chat)).find((m) => m.sender === 'user')!;
    expect(patientMessage.metadata).toMatchObject({ urgency: 'emergency', language: 'ar' });
    expect(safety.content).toMatch(/[\u0600-\u06FF]/);
    const staff = (await api<{ token: string }>('POST', '/api/auth/login', { body: { username: 'downtown.staff', password: DEMO_PASSWORD } })).body;
    const session = await expectEventually(async () => {
      const list = (await api<{ id: string; urgency: string; urgencyReason: string | null }[]>('GET', `/api/staff/chat-sessions/${downtown}`, { token: staff.token })).body;
      return list.find((s) => s.id === chat.id && s.urgencyReason);
    });
    expect(session).toMatchObject({ urgency: 'emergency', urgencyReason: 'chest_pain' });
  });

  it('over the monthly limit refuses a routine chat with 429 but lets an emergency through with its safety reply', async () => {
    // the pharmacy has used its whole allowance this month
    const month = new Date().toISOString().slice(0, 7);
    const [plan] = await db('chat').em().execute<{ conversation_limit: number | null }[]>('select conversation_limit from chat.pharmacy_plan where pharmacy_id = ?', [riverside]);
    const limit = plan?.conversation_limit ?? 100;
    if (!plan?.conversation_limit) await db('chat').em().execute('update chat.pharmacy_plan set conversation_limit = ? where pharmacy_id = ?', [limit, riverside], 'run');
    await db('chat').em().execute(
      'insert into chat.conversation_usage (pharmacy_id, month, conversations) values (?, ?, ?) on conflict (pharmacy_id, month) do update set conversations = excluded.conversations',
      [riverside, month, limit],
      'run',
    );

    const routine = await openChat(riverside, 'Rita Routine', '2175550302');
    const refused = await send(routine, 'Do you sell reading glasses?');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ currentCount: limit, limit });
    expect(await messagesOf(routine)).toEqual([]);

    const urgent = await openChat(riverside, 'Ulla Urgent', '2175550303');
    const accepted = await send(urgent, 'I took like 30 tylenol an hour ago and feel sick');
    expect(accepted.status).toBe(201);
    const safety = await expectEventually(async () => (await messagesOf(urgent)).find((m) => m.metadata.kind === 'safety'));
    expect(safety.content).toMatch(/911/);
  });

  it('after hours: an emergency still gets the safety reply, and a handoff says when a pharmacist will reply', async () => {
    // the pharmacy is open only on a day that is not today, in its own time zone
    const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
    const today = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'America/Chicago' }).format(new Date()).toLowerCase();
    const openDay = weekdays[(weekdays.indexOf(today) + 3) % 7]!;
    const hours = Object.fromEntries(weekdays.map((day) => [day, { isOpen: day === openDay, openTime: '09:00', closeTime: '17:00' }]));
    await db('ai-assistant').em().execute(`update assistant.pharmacy_profile set operating_hours = ?::jsonb, time_zone = 'America/Chicago' where pharmacy_id = ?`, [JSON.stringify(hours), downtown], 'run');

    const chat = await openChat(downtown, 'Nora Night', '2175550304');
    await send(chat, 'Can I take 20 mg of my lisinopril instead of 10?');
    const handoff = await expectEventually(async () => (await messagesOf(chat)).find((m) => m.sender === 'ai'));
    expect(handoff.metadata.kind).toBe('handoff');
    const dayName = openDay[0]!.toUpperCase() + openDay.slice(1);
    expect(handoff.content).toContain(`when we open on ${dayName} at 9:00 AM`);
    expect(handoff.content).toContain('911');

    await send(chat, 'now my face is drooping on one side and I cannot lift my arm');
    const safety = await expectEventually(async () => (await messagesOf(chat)).find((m) => m.metadata.kind === 'safety'));
    expect(safety.content).toMatch(/911/);
  });
});
