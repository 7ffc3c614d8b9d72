import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pharmachat/chassis/testing';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD } from '../src/seed';
import { hostEnv, restClient } from './e2e-support';

/**
 * The REST paths of the owner's self-service (spec part 1 section 7, part 2 section 7) through the gateway, with the
 * spec's shapes: Settings (GET/PUT /api/pharmacies/{id}), Pharmacy Locations (GET /api/pharmacies/my-pharmacies, POST
 * /api/pharmacies for a pharmacy admin) and the knowledge base (GET/POST /api/pharmacies/{id}/knowledge-base, PUT/DELETE
 * /api/knowledge-base/{id}); bad input is a 4xx with a message a person can act on; one pharmacy's admin never reaches
 * another's entries.
 */
let host: AllInOne;
let database: TestDatabase | null = null;
let base = '';
const api = restClient(() => base);
let downtownId = '';
const tokens: Record<string, string> = {};

interface Entry {
  id: string;
  pharmacyId: string;
  category: string;
  question: string;
  answer: string;
  tags: string[];
  updatedAt: string;
}

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  host = await startAllInOne(hostEnv(database?.url, { RATE_LIMIT_LOGIN_PER_MINUTE: '200' }));
  base = `http://127.0.0.1:${host.port}`;
  const pharmacies = (await api<{ id: string; name: string }[]>('GET', '/api/public/pharmacies')).body;
  downtownId = pharmacies.find((p) => p.name === 'Downtown Community Pharmacy')!.id;
  for (const username of ['downtown.admin', 'downtown.staff', 'riverside.admin']) {
    tokens[username] = (await api<{ token: string }>('POST', '/api/auth/login', { body: { username, password: DEMO_PASSWORD } })).body.token;
  }
});

afterAll(async () => {
  await host?.stop();
  await database?.drop();
});

describe('Settings and Pharmacy Locations over REST', () => {
  it('reads the pharmacy with its settings and saves the settings form', async () => {
    const read = await api<{ name: string; settings: { chatGreeting: string; autoResponses: boolean } }>('GET', `/api/pharmacies/${downtownId}`, { token: tokens['downtown.staff'] });
    expect(read.status).toBe(200);
    expect(read.body.settings).toMatchObject({ autoResponses: true });

    const saved = await api<{ chatGreeting: string; settings: { chatGreeting: string; emergencyContact: string | null } }>('PUT', `/api/pharmacies/${downtownId}`, {
      token: tokens['downtown.admin'],
      body: { name: 'Downtown Community Pharmacy', address: '120 Main Street, Springfield, IL 62701', phone: '(217) 555-0142', email: 'care@downtown-pharmacy.example', settings: { chatGreeting: 'Hello from Downtown!', emergencyContact: '911' } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ chatGreeting: 'Hello from Downtown!', settings: { chatGreeting: 'Hello from Downtown!', emergencyContact: '911' } });
  });

  it('answers bad input with a 400 naming what to fix, and keeps others out', async () => {
    const blank = await api<{ message: string; field?: string }>('PUT', `/api/pharmacies/${downtownId}`, { token: tokens['downtown.admin'], body: { name: '' } });
    expect(blank).toMatchObject({ status: 400, body: { message: 'Pharmacy name is required' } });
    const hours = await api<{ message: string }>('PUT', `/api/pharmacies/${downtownId}`, { token: tokens['downtown.admin'], body: { operatingHours: 'Mon-Fri 9-6' } });
    expect(hours.status).toBe(400);
    expect(hours.body.message).toMatch(/^operatingHours must give monday to sunday/);
    const staff = await api('PUT', `/api/pharmacies/${downtownId}`, { token: tokens['downtown.staff'], body: { name: 'Staff rename' } });
    expect(staff.status).toBe(403);
    const other = await api('PUT', `/api/pharmacies/${downtownId}`, { token: tokens['riverside.admin'], body: { name: 'Hijacked' } });
    expect(other.status).toBe(404);
  });

  it('lists the owner’s locations and tells an owner not on Enterprise to upgrade before adding one', async () => {
    const mine = await api<{ id: string; openingHours: string; operatingHours: { monday: { isOpen: boolean } } }[]>('GET', '/api/pharmacies/my-pharmacies', { token: tokens['downtown.admin'] });
    expect(mine.status).toBe(200);
    expect(mine.body.map((p) => p.id)).toEqual([downtownId]);
    expect(mine.body[0]?.operatingHours.monday.isOpen).toBe(true);
    expect((await api('GET', '/api/pharmacies/my-pharmacies', { token: tokens['downtown.staff'] })).status).toBe(403);

    const add = await api<{ message: string; reason?: string }>('POST', '/api/pharmacies', {
      token: tokens['downtown.admin'],
      body: { name: 'Downtown North', address: '9 North Street, Springfield', phone: '(217) 555-0150', email: 'north@downtown.example', licenseNumber: 'IL-NORTH-1' },
    });
    expect(add.status).toBe(403);
    expect(add.body.message).toMatch(/Enterprise plan/);
    const bad = await api<{ message: string }>('POST', '/api/pharmacies', { token: tokens['downtown.admin'], body: { name: 'X' } });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Complete address is required' } });
  });
});

describe('the knowledge base over REST', () => {
  it('adds, lists, changes and deletes an entry with the spec’s shapes', async () => {
    const path = `/api/pharmacies/${downtownId}/knowledge-base`;
    const created = await api<Entry>('POST', path, { token: tokens['downtown.admin'], body: { category: 'general', question: 'Do you print passport photos?', answer: 'Yes, in five minutes at the photo counter.', tags: 'photos, passport, ' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ pharmacyId: downtownId, category: 'general', tags: ['photos', 'passport'] });

    const list = await api<Entry[]>('GET', path, { token: tokens['downtown.staff'] });
    expect(list.body.map((e) => e.id)).toContain(created.body.id);

    const changed = await api<Entry>('PUT', `/api/knowledge-base/${created.body.id}`, { token: tokens['downtown.admin'], body: { category: 'general', question: 'Do you print passport photos?', answer: 'Yes, in ten minutes.', tags: ['photos'] } });
    expect(changed).toMatchObject({ status: 200, body: { answer: 'Yes, in ten minutes.', tags: ['photos'] } });
    const badCategory = await api<{ message: string }>('PUT', `/api/knowledge-base/${created.body.id}`, { token: tokens['downtown.admin'], body: { category: 'rumours', question: 'q', answer: 'a' } });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.message).toMatch(/^Category must be one of medication_info/);
    const missing = await api<{ message: string }>('POST', path, { token: tokens['downtown.admin'], body: { category: 'general', question: 'Only a question?' } });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Answer is required.' } });

    // another pharmacy's admin neither changes nor deletes it, and staff cannot
    expect((await api('PUT', `/api/knowledge-base/${created.body.id}`, { token: tokens['riverside.admin'], body: { category: 'general', question: 'q', answer: 'a' } })).status).toBe(404);
    expect((await api('DELETE', `/api/knowledge-base/${created.body.id}`, { token: tokens['riverside.admin'] })).status).toBe(404);
    expect((await api('DELETE', `/api/knowledge-base/${created.body.id}`, { token: tokens['downtown.staff'] })).status).toBe(403);
    expect((await api('GET', path, { token: tokens['riverside.admin'] })).status).toBe(403);

    const deleted = await api('DELETE', `/api/knowledge-base/${created.body.id}`, { token: tokens['downtown.admin'] });
    expect(deleted).toEqual({ status: 200, body: { id: created.body.id, deleted: true } });
    const again = await api<{ message: string }>('DELETE', `/api/knowledge-base/${created.body.id}`, { token: tokens['downtown.admin'] });
    expect(again).toMatchObject({ status: 404, body: { message: 'Knowledge base entry not found.' } });
  });
});
