import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pharmachat/chassis/testing';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD } from '../src/seed';
import { hostEnv, restClient } from './e2e-support';

/**
 * A sign-out outlives the process: after the host restarts on the same database (and the same keys), the ended
 * session's access token, which has not expired, is still refused at the gateway and in every subgraph.
 */
let host: AllInOne | null = null;
let database: TestDatabase | null = null;
let env: Record<string, string>;

const base = () => `http://127.0.0.1:${host!.port}`;

const api = restClient(base);

async function graphql(url: string, query: string, token: string) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query }) });
  return { status: response.status, body: (await response.json()) as { errors?: { extensions?: { code?: string } }[] } };
}

type SignedIn = { token: string; refreshToken: string; user: { pharmacyId: string } };
const login = async (username: string) => (await api<SignedIn>('POST', '/api/auth/login', { body: { username, password: DEMO_PASSWORD } })).body;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  env = hostEnv(database?.url);
  host = await startAllInOne(env);
});

afterAll(async () => {
  await host?.stop();
  await database?.drop();
});

describe('a revoked sign-in session after a restart', () => {
  it('stays refused with 401 / UNAUTHENTICATED while an open session keeps working', async () => {
    const leaving = await login('downtown.staff');
    const staying = await login('downtown.admin');
    const inbox = (pharmacyId: string) => `/api/staff/chat-sessions/${pharmacyId}`;
    expect((await api('GET', inbox(leaving.user.pharmacyId), { token: leaving.token })).status).toBe(200);

    expect((await api('POST', '/api/auth/logout', { token: leaving.token, body: { refreshToken: leaving.refreshToken } })).status).toBe(204);
    await host!.settle();
    expect((await api('GET', inbox(leaving.user.pharmacyId), { token: leaving.token })).status).toBe(401);

    await host!.stop();
    host = null;
    host = await startAllInOne(env);
    expect(host.seeded).toBe(false);

    // the gateway's REST edge and GraphQL endpoint
    const rest = await api<{ message: string }>('GET', inbox(leaving.user.pharmacyId), { token: leaving.token });
    expect(rest.status).toBe(401);
    expect(rest.body.message).toMatch(/sign in again/i);
    const viaGateway = await graphql(`${base()}/graphql`, '{ __typename }', leaving.token);
    expect(viaGateway.status).toBe(401);
    expect(viaGateway.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // and each subgraph on its own (they verify tokens themselves)
    for (const service of host.services) {
      const direct = await graphql(service.url, '{ __typename }', leaving.token);
      expect(direct.body.errors?.[0]?.extensions?.code, service.name).toBe('UNAUTHENTICATED');
    }

    // the keys survived the restart: a session that was not ended still works
    expect((await api('GET', inbox(staying.user.pharmacyId), { token: staying.token })).status).toBe(200);
  });
});
