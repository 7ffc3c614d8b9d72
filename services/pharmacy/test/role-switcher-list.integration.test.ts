import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemPrincipal } from '@pharmachat/chassis';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { pharmacyService, type PharmacyApplication } from '../src/index';

const LIST = '{ pharmacies { id name status email } }';

const details = (name: string) => ({ name, address: `${name} Road 1, Springfield`, phone: '555 000 1111 2', email: 'shop@example.com', licenseNumber: 'LIC-123' });

type Listed = { pharmacies: { id: string; name: string; status: string; email: string }[] };

describe('every pharmacy, for the role switcher (GET /api/auth/pharmacies)', () => {
  let env: TestServices;
  let url: string;
  const ids = { active: '', pending: '' };

  const staff = (role: 'super_admin' | 'pharmacy_admin' | 'pharmacy_staff', pharmacyId: string | null, actualRole: 'super_admin' | 'pharmacy_admin' | null = null) =>
    env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role, pharmacyId, actualRole });

  beforeAll(async () => {
    env = await startTestServices([pharmacyService as never]);
    url = env.get('pharmacy').url;
    const app = env.get<PharmacyApplication>('pharmacy').app;
    const active = await app.registerPharmacy(systemPrincipal, details('Zephyr Drugs'));
    await app.approvePharmacy(systemPrincipal, active.id);
    const pending = await app.registerPharmacy(systemPrincipal, details('apple Pharmacy'));
    Object.assign(ids, { active: active.id, pending: pending.id });
  });
  afterAll(() => env.stop());

  it('lists all pharmacies, whatever their status, by name, for a super admin', async () => {
    const result = await graphqlRequest<Listed>(url, LIST, {}, await staff('super_admin', null));
    expect(result.data?.pharmacies).toEqual([
      { id: ids.pending, name: 'apple Pharmacy', status: 'pending_approval', email: 'shop@example.com' },
      { id: ids.active, name: 'Zephyr Drugs', status: 'active', email: 'shop@example.com' },
    ]);
  });

  it('keeps the list for a super admin viewing as staff of a pharmacy (the switcher stays theirs)', async () => {
    const result = await graphqlRequest<Listed>(url, LIST, {}, await staff('pharmacy_staff', ids.active, 'super_admin'));
    expect(result.data?.pharmacies).toHaveLength(2);
  });

  it('gives a pharmacy admin only their own pharmacy, also while viewing as its staff', async () => {
    for (const token of [await staff('pharmacy_admin', ids.pending), await staff('pharmacy_staff', ids.pending, 'pharmacy_admin')]) {
      const result = await graphqlRequest<Listed>(url, LIST, {}, token);
      expect(result.data?.pharmacies.map((p) => p.id)).toEqual([ids.pending]);
    }
  });

  it('refuses staff, patients, guests and anonymous callers', async () => {
    const refused = [
      await staff('pharmacy_staff', ids.active),
      await env.auth.tokenFor({ kind: 'patient', subject: randomUUID() }),
      await env.auth.tokenFor({ kind: 'guest', subject: 'guest', sessionId: randomUUID(), pharmacyId: ids.active }),
    ];
    for (const token of refused) expect((await graphqlRequest(url, LIST, {}, token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await graphqlRequest(url, LIST)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
