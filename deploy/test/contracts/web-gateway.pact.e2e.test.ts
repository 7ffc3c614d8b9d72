import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pharmachat/chassis/testing';
import { startAllInOne, type AllInOne } from '../../src/host';
import { hostEnv } from '../e2e-support';
import { describePactFailure } from './pact-failure';
import { runVerifier } from './run-verifier';
import { webOperations } from './web-operations';

/**
 * The web app's contract with the gateway, verified against the running gateway (the all-in-one host):
 * - every GraphQL query and mutation the web app sends (its codegen documents), with example variables: the gateway
 *   must accept it (200; a field, argument or type the web uses that the gateway no longer has is a 400, and the
 *   verification names the operation);
 * - the REST paths the web app calls outside GraphQL (captcha challenge, CSV exports, invoice PDF).
 * Subscriptions go over WebSocket and are not covered by Pact's HTTP interactions.
 */
process.env.SCARF_ANALYTICS = 'false';
const { like } = MatchersV3;
const dir = mkdtempSync(join(tmpdir(), 'pharmachat-web-pacts-'));
const operations = webOperations().filter((operation) => operation.kind !== 'subscription');
let host: AllInOne;
let database: TestDatabase | null = null;

const restInteractions = [
  { description: 'web REST GET /api/captcha/challenge', path: '/api/captcha/challenge', status: 200, body: { parameters: like({ algorithm: 'PBKDF2/SHA-256', cost: 1000, expiresAt: 1795619872, keyLength: 32, nonce: 'e38ad5de', salt: 'd4aabdd2' }), signature: like('754b9297') } },
  { description: 'web REST chat CSV export (a staff token is required)', path: '/api/staff/chat-sessions/00000000-0000-4000-8000-000000000000/export.csv', status: 401, body: { message: like('Unauthorized') } },
  { description: "web REST one chat's CSV (a staff token is required)", path: '/api/staff/chat/00000000-0000-4000-8000-000000000000/export.csv', status: 401, body: { message: like('Unauthorized') } },
  { description: 'web REST invoice PDF (a staff token is required)', path: '/api/pharmacies/00000000-0000-4000-8000-000000000000/invoices/00000000-0000-4000-8000-000000000001/pdf', status: 401, body: { message: like('Unauthorized') } },
];

beforeAll(async () => {
  const pact = new PactV3({ consumer: 'pharmachat-web', provider: 'pharmachat-gateway', dir, logLevel: 'error' });
  for (const operation of operations) {
    pact
      .uponReceiving(`web ${operation.kind} ${operation.name}`)
      .withRequest({
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json' },
        body: { operationName: operation.name, query: operation.query, variables: operation.variables },
      })
      .willRespondWith({ status: 200, headers: { 'content-type': like('application/json; charset=utf-8') } });
  }
  for (const rest of restInteractions) {
    pact.uponReceiving(rest.description).withRequest({ method: 'GET', path: rest.path }).willRespondWith({ status: rest.status, body: rest.body });
  }
  // the consumer's side: the web app's requests, sent as it sends them, against Pact's mock of the gateway
  await pact.executeTest(async (mock) => {
    for (const operation of operations) {
      await fetch(`${mock.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ operationName: operation.name, query: operation.query, variables: operation.variables }) });
    }
    for (const rest of restInteractions) await fetch(`${mock.url}${rest.path}`);
  });
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  host = await startAllInOne(hostEnv(database?.url, { SEED_DEMO_DATA: 'false', RATE_LIMIT_CHAT_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_PER_MINUTE: '10000' }));
}, 180_000);

afterAll(async () => {
  await host?.stop();
  await database?.drop();
});

describe('web app -> gateway (Pact)', () => {
  it('reads every GraphQL operation of the web app', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.map((o) => o.name)).toContain('AdminPharmacyList');
  });

  it('the running gateway honours every interaction of the web app', async () => {
    const pactUrls = readdirSync(dir).map((file) => join(dir, file));
    const results = await runVerifier({ kind: 'http', provider: 'pharmachat-gateway', providerBaseUrl: host.url, pactUrls });
    const failure = results['pharmachat-gateway'];
    if (failure) throw new Error(`the gateway breaks the web app's contract:\n${describePactFailure(failure)}`);
  }, 180_000);
});
