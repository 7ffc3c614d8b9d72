import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, expectEventually, type TestDatabase } from '@pharmachat/chassis/testing';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD } from '../src/seed';
import { hostEnv, restClient } from './e2e-support';

/**
 * Issue 15 over the real host: a pharmacy's stats, chat sessions and analytics, the super admin's global and system
 * stats, pharmacy performance, retention stats, a purge preview and a run, and the deletion log; the figures are
 * traced to the chats this test makes, and stay the same after the purge deleted one of those chats.
 */
let host: AllInOne;
let base = '';
let database: TestDatabase | null = null;
const api = restClient(() => base);
const login = async (username: string) => (await api<{ token: string }>('POST', '/api/auth/login', { body: { username, password: DEMO_PASSWORD } })).body.token;

let downtown: string;
let staff: string;
let admin: string;
let outsider: string;
let superAdmin: string;
const chats: { id: string; token: string }[] = [];

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  host = await startAllInOne(hostEnv(database?.url, { RATE_LIMIT_CHAT_PER_MINUTE: '100000', RATE_LIMIT_LOGIN_PER_MINUTE: '100000' }));
  base = `http://127.0.0.1:${host.port}`;
  const pharmacies = (await api<{ id: string; name: string }[]>('GET', '/api/public/pharmacies')).body;
  downtown = pharmacies.find((p) => p.name.startsWith('Downtown'))!.id;
  [staff, admin, outsider, superAdmin] = await Promise.all([login('downtown.staff'), login('downtown.admin'), login('riverside.admin'), login('superadmin')]);
  // two patients: one asks what the knowledge base answers and rates the chat 4; one needs a pharmacist, whom staff answer
  for (const [name, phone, question] of [
    ['Dash One', '2175550161', 'What are your opening hours on Saturday?'],
    ['Dash Two', '2175550162', 'I need to talk to a pharmacist about my dose'],
  ] as const) {
    const chat = (await api<{ id: string; token: string }>('GET', `/api/public/chat-session/${downtown}/${encodeURIComponent(name)}?phone=${phone}`)).body;
    expect((await api('POST', '/api/public/chat/send', { token: chat.token, body: { sessionId: chat.id, message: question } })).status).toBe(201);
    chats.push(chat);
  }
  await host.settle();
  expect((await api('POST', '/api/staff/chat/escalate', { token: staff, body: { sessionId: chats[1]!.id } })).status).toBe(200);
  expect((await api('POST', '/api/staff/chat/send', { token: staff, body: { sessionId: chats[1]!.id, content: 'A pharmacist here: how can I help?' } })).status).toBe(201);
  expect((await api('POST', '/api/staff/chat/resolve', { token: staff, body: { sessionId: chats[1]!.id } })).status).toBe(200);
  expect((await api('POST', '/api/feedback', { token: chats[0]!.token, body: { sessionId: chats[0]!.id, pharmacyId: downtown, category: 'overall', rating: 4 } })).status).toBeLessThan(300);
  await host.settle();
});

afterAll(async () => {
  await host?.stop();
  await database?.drop();
});

interface Stats {
  totalConversations: number;
  monthlyConversations: number;
  activeUsersToday: number;
  satisfactionScore: number | null;
  resolutionRate: number | null;
  escalationRate: number;
  aiResponseRate: number | null;
}

describe('a pharmacy’s figures', () => {
  it('are traced to its chats: stats, the chat sessions list and (for the super admin) the analytics', async () => {
    const stats = await expectEventually(async () => {
      const answer = await api<Stats>('GET', `/api/pharmacies/${downtown}/stats`, { token: staff });
      expect(answer.body).toMatchObject({ totalConversations: 2, activeUsersToday: 2, satisfactionScore: 4, resolutionRate: 50 });
      return answer.body;
    });
    expect(stats.escalationRate).toBe(50);
    expect(stats.aiResponseRate === null || (stats.aiResponseRate >= 0 && stats.aiResponseRate <= 50)).toBe(true);

    const sessions = await api<Record<string, unknown>[]>('GET', `/api/pharmacies/${downtown}/chat-sessions`, { token: staff });
    expect(sessions.status).toBe(200);
    expect(sessions.body.map((s) => s.id).sort()).toEqual(chats.map((c) => c.id).sort());
    for (const key of ['id', 'pharmacyId', 'patientId', 'category', 'startedAt', 'status', 'needsStaffAttention', 'messageCount', 'lastMessage', 'lastMessageAt', 'duration', 'satisfactionRating']) {
      expect(sessions.body[0]).toHaveProperty(key);
    }
    expect((await api('GET', `/api/pharmacies/${downtown}/chat-sessions`, { token: outsider })).status).toBe(403);

    // the free trial has no advanced analytics: the pharmacy is told which plan has them; the super admin sees them
    const refused = await api<{ message: string }>('GET', `/api/pharmacies/${downtown}/analytics`, { token: admin });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Professional/);
    const analytics = await api<Record<string, unknown> & { topCategories: unknown[]; chatVolume: { conversations: number }[]; firstReply: { staffReplies: number } }>(
      'GET',
      `/api/pharmacies/${downtown}/analytics`,
      { token: superAdmin },
    );
    expect(analytics.status).toBe(200);
    expect(analytics.body).toMatchObject({ periodConversations: 2, totalConversations: 2, resolutionRate: 50, escalationRate: 50, satisfactionScore: 4, totalRatings: 1 });
    expect(analytics.body.chatVolume.reduce((sum, d) => sum + d.conversations, 0)).toBe(2);
    expect(analytics.body.firstReply.staffReplies).toBe(1);
    expect(analytics.body.topCategories.length).toBeGreaterThan(0);
  });

  it('gives the super admin the platform: global stats, system stats with uptime, and the performance table', async () => {
    const global = await api<Record<string, number>>('GET', '/api/admin/global-stats', { token: superAdmin });
    expect(global.status).toBe(200);
    expect(global.body.totalPharmacies).toBeGreaterThanOrEqual(2);
    expect(global.body.totalUsers).toBeGreaterThanOrEqual(4);
    expect(global.body).toMatchObject({ totalRevenue: 0 });
    const system = await api<{ uptime: number }>('GET', '/api/admin/system-stats', { token: superAdmin });
    expect(system.status).toBe(200);
    expect(system.body.uptime).toBe(100);
    const rows = await api<{ pharmacyId: string; monthlyConversations: number; conversationLimit: number; usageLevel: string }[]>('GET', '/api/admin/pharmacy-performance', { token: superAdmin });
    expect(rows.body.find((row) => row.pharmacyId === downtown)).toMatchObject({ monthlyConversations: 2, conversationLimit: 100, usageLevel: 'green' });
    for (const path of ['/api/admin/global-stats', '/api/admin/system-stats', '/api/admin/pharmacy-performance', '/api/admin/data-retention/stats']) {
      expect((await api('GET', path, { token: admin })).status).toBe(403);
    }
  });
});

describe('retention', () => {
  it('previews and runs a purge; the deletion log says what went; the figures stay', async () => {
    // the resolved chat is 100 days old now
    const chat = host.services.find((s) => s.name === 'chat')!;
    await chat.db.em().execute(`update chat.chat_session set started_at = now() - interval '100 days', last_message_at = now() - interval '100 days' where id = ?`, [chats[1]!.id], 'run');

    const before = await api<Record<string, unknown>>('GET', '/api/admin/data-retention/stats', { token: superAdmin });
    expect(before.body).toMatchObject({ retentionDays: 90, cleanupTime: '02:00', auditRecordsKept: true });
    expect(Date.parse(before.body.nextCleanup as string)).toBeGreaterThan(Date.now());

    // and a doctor's chat with the pharmacy, as old: doctor chats follow the same retention period
    const doctor = (await api<{ token: string }>('POST', '/api/doctors/login', { body: { email: 'doctor@pharmachat.example', password: DEMO_PASSWORD } })).body;
    const doctorChat = await api<{ id: string }>('POST', '/api/doctors/chat-sessions', {
      token: doctor.token,
      body: { pharmacyId: downtown, patientFirstName: 'Old', patientLastName: 'Case', patientPhone: '(217) 555-0190', subject: 'An old question about refills' },
    });
    expect(doctorChat.status).toBe(201);
    expect((await api('POST', `/api/doctors/chat-sessions/${doctorChat.body.id}/messages`, { token: doctor.token, body: { content: 'Is the refill ready?' } })).status).toBe(201);
    const doctorService = host.services.find((s) => s.name === 'doctor')!;
    await doctorService.db.em().execute(`update doctor.doctor_chat_session set created_at = now() - interval '100 days', last_message_at = now() - interval '100 days' where id = ?`, [doctorChat.body.id], 'run');

    const preview = await api<{ chatCounts: { pharmacyId: string; sessions: number; messages: number }[]; doctorChatCounts: { pharmacyId: string; sessions: number; messages: number }[]; total: number }>(
      'GET',
      '/api/admin/data-retention/preview',
      { token: superAdmin },
    );
    expect(preview.status).toBe(200);
    const counted = preview.body.chatCounts.find((c) => c.pharmacyId === downtown);
    expect(counted?.sessions).toBe(1);
    expect(preview.body.doctorChatCounts.find((c) => c.pharmacyId === downtown)).toEqual({ pharmacyId: downtown, sessions: 1, messages: 1 });
    expect(preview.body.total).toBeGreaterThanOrEqual(1 + counted!.messages + 2);
    expect((await api<unknown[]>('GET', `/api/pharmacies/${downtown}/chat-sessions`, { token: staff })).body).toHaveLength(2);

    expect((await api('POST', '/api/admin/data-retention/run', { token: admin })).status).toBe(403);
    expect((await api('POST', '/api/admin/data-retention/run', { token: superAdmin })).status).toBe(202);
    const log = await expectEventually(async () => {
      const answer = await api<{ what: string; count: number }[]>('GET', `/api/pharmacies/${downtown}/deletion-log`, { token: admin });
      expect(answer.body.find((row) => row.what === 'chat_sessions')?.count).toBe(1);
      return answer.body;
    });
    expect(log.find((row) => row.what === 'chat_messages')?.count).toBe(counted?.messages);
    await expectEventually(async () => {
      const answer = await api<{ what: string; count: number }[]>('GET', `/api/pharmacies/${downtown}/deletion-log`, { token: admin });
      expect(answer.body.find((row) => row.what === 'doctor_sessions')?.count).toBe(1);
      return answer.body;
    });
    expect((await api('GET', `/api/pharmacies/${downtown}/deletion-log`, { token: staff })).status).toBe(403);
    expect((await api<unknown[]>('GET', `/api/pharmacies/${downtown}/chat-sessions`, { token: staff })).body).toHaveLength(1);

    const after = await api<{ totalDeleted: number; lastCleanupTrigger: string }>('GET', '/api/admin/data-retention/stats', { token: superAdmin });
    expect(after.body).toMatchObject({ lastCleanupTrigger: 'manual' });
    expect(after.body.totalDeleted).toBeGreaterThanOrEqual(2);
    const stats = await api<Stats>('GET', `/api/pharmacies/${downtown}/stats`, { token: staff });
    expect(stats.body).toMatchObject({ totalConversations: 2, satisfactionScore: 4, resolutionRate: 50, escalationRate: 50 });
  });
});
