import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDeliveryFieldPrefix, generateSigningKey, solveCaptchaChallenge } from '@pharmachat/chassis';
import { composeSupergraph, subgraphNames, subgraphUrlVariable, type SubgraphName } from '@pharmachat/gateway';
import { provisionDatabase, schemaOwners, type SchemaOwner } from '../src/database-roles';

/**
 * The distributed topology on this machine: PostgreSQL with one role and one schema per service, each service in its
 * own Node process (its `src/main.ts`), the gateway in another (`gateway/src/main.ts`), all wired by the same variables
 * docker-compose.yml and k8s/ set. No broker here: each process uses the in-process transport, so events stay inside
 * the process that wrote them (see docs/operations.md); what crosses processes is HTTP (GraphQL, JWKS, revoked sessions).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const root = resolve(import.meta.dirname, '../..');
const mainOf = (name: SubgraphName) => join(root, 'services', name, 'src', 'main.ts');

/**
 * `count` distinct free ports: every probe stays open until all are chosen, so the OS cannot hand the same port out
 * twice (two processes on one port made a subgraph answer for another).
 */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, () =>
      new Promise<Server>((done, fail) => {
        const server = createServer();
        server.once('error', fail);
        server.listen(0, '127.0.0.1', () => done(server));
      }),
    ),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  });
  await Promise.all(servers.map((server) => new Promise<void>((done) => server.close(() => done()))));
  return ports;
}

/**
 * fetch, tried again when the server closed a kept-alive connection just as it was reused (on a loaded machine the
 * next request can come after the server's keep-alive timeout): that is the client's race, not the service's answer.
 */
async function request(url: string, init?: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (attempt >= 3 || (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET')) throw error;
    }
  }
}

async function waitForReady(url: string, child: ChildProcess, output: () => string, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before ${url} was ready:\n${output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} not ready in time:\n${output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.skipIf(!adminUrl)('separate processes on PostgreSQL, one role per service, through the standalone gateway', () => {
  const databaseName = `pharmachat_ops_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const rolePrefix = `${databaseName}_`;
  const children: { name: string; child: ChildProcess; output: string[] }[] = [];
  const ports = {} as Record<SubgraphName | 'gateway', number>;
  let roleUrls: Record<SchemaOwner, string>;
  let gatewayUrl = '';
  let superAdminToken = '';

  const launch = (name: string, script: string, env: Record<string, string>) => {
    const output: string[] = [];
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    children.push({ name, child, output });
    return { child, output: () => output.join('').slice(-4000) };
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const databaseAdminUrl = new URL(adminUrl!);
    databaseAdminUrl.pathname = `/${databaseName}`;
    roleUrls = await provisionDatabase({ adminUrl: databaseAdminUrl.toString(), rolePrefix, passwordFor: (owner) => `pw-${owner}-${databaseName}` });

    const names = [...subgraphNames, 'gateway'] as const;
    const chosen = await freePorts(names.length);
    names.forEach((name, i) => (ports[name] = chosen[i]!));
    const identityKey = await generateSigningKey();
    const chatKey = await generateSigningKey();
    const base = (name: SubgraphName) => `http://127.0.0.1:${ports[name]}`;
    const shared = {
      HOST: '127.0.0.1',
      OUTBOX_SWEEP_MS: '500',
      DB_POOL_SIZE: '2',
      CAPTCHA_SECRET: 'separate-processes-captcha-secret',
      CAPTCHA_COST: '1',
      CAPTCHA_MAX_COUNTER: '30',
      AUTH_JWKS_URLS: `${base('identity')}/.well-known/jwks.json,${base('chat')}/.well-known/jwks.json`,
      AUTH_REVOKED_SESSIONS_URL: `${base('identity')}/auth/revoked-sessions`,
    };
    const startService = (name: SubgraphName) =>
      launch(name, mainOf(name), {
        ...shared,
        PORT: String(ports[name]),
        DATABASE_URL: roleUrls[name],
        DATA_DIR: mkdtempSync(join(tmpdir(), `pharmachat-${name}-`)),
        ...(name === 'identity' ? { IDENTITY_SIGNING_KEY: JSON.stringify(identityKey.privateJwk) } : {}),
        ...(name === 'chat' ? { CHAT_SIGNING_KEY: JSON.stringify(chatKey.privateJwk) } : {}),
      });
    // identity first, as compose and Kubernetes order it: the others load the ended sessions from it when they start
    const identity = startService('identity');
    await waitForReady(`${base('identity')}/readyz`, identity.child, identity.output);
    const others = subgraphNames.filter((name) => name !== 'identity');
    const started = others.map(startService);
    const gateway = launch('gateway', join(root, 'gateway', 'src', 'main.ts'), {
      ...shared,
      PORT: String(ports.gateway),
      DATABASE_URL: roleUrls.gateway,
      ...Object.fromEntries(subgraphNames.map((name) => [subgraphUrlVariable(name), `${base(name)}/graphql`])),
    });
    await Promise.all(others.map((name, i) => waitForReady(`${base(name)}/readyz`, started[i]!.child, started[i]!.output)));
    gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
    await waitForReady(`${gatewayUrl}/readyz`, gateway.child, gateway.output);

    // the first super admin of a distributed installation (npm run admin:create), then a real sign-in through the gateway
    const created = launch('create-super-admin', join(root, 'deploy', 'src', 'create-super-admin-cli.ts'), {
      DATABASE_URL: roleUrls.identity,
      CAPTCHA_SECRET: shared.CAPTCHA_SECRET,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pharmachat-admin-')),
      ADMIN_USERNAME: 'ops.admin',
      ADMIN_EMAIL: 'ops.admin@pharmachat.example',
      ADMIN_PASSWORD: 'Separate-Processes-1',
    });
    const exitCode = await new Promise<number | null>((done) => (created.child.exitCode !== null ? done(created.child.exitCode) : created.child.once('exit', done)));
    expect(exitCode, created.output()).toBe(0);
    const login = await request(`${gatewayUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ops.admin', password: 'Separate-Processes-1' }),
    });
    expect(login.status).toBe(200);
    superAdminToken = ((await login.json()) as { token: string }).token;
  }, 240_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    for (const schema of Object.values(schemaOwners)) await admin.query(`drop role if exists ${rolePrefix}${schema}`);
    await admin.end();
  }, 60_000);

  const gatewayQuery = async (query: string, token = superAdminToken) => {
    const response = await request(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    });
    return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] } };
  };

  it('the subgraphs served by the eight processes compose into the committed supergraph', async () => {
    const live = await Promise.all(
      subgraphNames.map(async (name) => {
        const response = await request(`http://127.0.0.1:${ports[name]}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
          body: JSON.stringify({ query: '{ _service { sdl } }' }),
        });
        const body = (await response.json()) as { data: { _service: { sdl: string } } };
        return { name, url: `http://${name}:4000/graphql`, typeDefs: parse(body.data._service.sdl) };
      }),
    );
    const composed = composeServices(live);
    expect(composed.errors ?? []).toEqual([]);
    expect(composed.supergraphSdl).toBe(composeSupergraph());
  });

  it('every subgraph answers through the standalone gateway', async () => {
    const deliveries = subgraphNames.map((name) => `${eventDeliveryFieldPrefix(name)}EventDelivery { service pendingOutbox }`).join('\n');
    const { status, body } = await gatewayQuery(`{
      ${deliveries}
      adminUsers { id }
      adminPharmacies { id }
      plans { id }
      doctors { id }
      retentionPolicy { retentionDays }
      pharmacyActivity(pharmacyId: "${randomUUID()}") { totalConversations }
      knowledgeBaseEntries(pharmacyId: "${randomUUID()}") { id }
      conversationUsage(pharmacyId: "${randomUUID()}") { conversations }
    }`);
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    for (const name of subgraphNames) expect(body.data![`${eventDeliveryFieldPrefix(name)}EventDelivery`]).toMatchObject({ service: name });
    expect((body.data!.plans as unknown[]).length).toBeGreaterThan(0);
    // the REST adapter too, and a caller without a token is refused by the subgraph itself
    const plans = await request(`${gatewayUrl}/api/public/pharmacies`);
    expect(plans.status).toBe(200);
    const anonymous = await gatewayQuery('{ adminUsers { id } }', '');
    expect(anonymous.body.errors?.[0]?.message).toBeTruthy();
  });

  it('every process serves /metrics with its own series', async () => {
    for (const name of subgraphNames) {
      const text = await (await request(`http://127.0.0.1:${ports[name]}/metrics`)).text();
      expect(text, name).toContain(`pharmachat_outbox_pending_events{service="${name}"}`);
      expect(text, name).toContain(`pharmachat_http_request_duration_seconds_count{service="${name}"`);
    }
    expect(await (await request(`${gatewayUrl}/metrics`)).text()).toContain('pharmachat_live_subscriptions 0');
  });

  it("a service's own consumers run in its process: a patient's registration is audited by identity's consumer", async () => {
    const challenge = await (await request(`${gatewayUrl}/api/captcha/challenge`)).json();
    const captcha = await solveCaptchaChallenge(challenge as Parameters<typeof solveCaptchaChallenge>[0]);
    const registered = await gatewayQuery(
      `mutation { registerPatient(input: { email: "ada@example.com", password: "patient-pass-1", firstName: "Ada", lastName: "Lovelace", captcha: ${JSON.stringify(captcha)} }) { token } }`,
      '',
    );
    expect(registered.body.errors).toBeUndefined();
    // identity.patient-data.accessed -> identity's outbox -> its in-process log -> identity.audit-patient-data-access
    const deadline = Date.now() + 20_000;
    for (;;) {
      const audit = await gatewayQuery('{ auditLog(first: 10) { entries { objectType action } } }');
      const entries = (audit.body.data?.auditLog as { entries: { objectType: string; action: string }[] } | undefined)?.entries ?? [];
      if (entries.some((entry) => entry.objectType === 'patient_account' && entry.action === 'create')) break;
      if (Date.now() > deadline) throw new Error(`the audit entry did not arrive: ${JSON.stringify(audit.body)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  });

  it("each service's role reaches its own schema and nothing else", async () => {
    const chat = new pg.Client({ connectionString: roleUrls.chat });
    await chat.connect();
    try {
      await expect(chat.query('select count(*) from chat.outbox')).resolves.toBeTruthy();
      for (const other of ['identity.outbox', 'billing.outbox', 'pharmacy.outbox', 'gateway.rate_limit']) {
        await expect(chat.query(`select * from ${other} limit 1`), other).rejects.toThrow(/permission denied for schema/);
      }
      await expect(chat.query('insert into identity.outbox default values')).rejects.toThrow(/permission denied/);
      await expect(chat.query('create table public.leak (a int)')).rejects.toThrow(/permission denied for schema public/);
      await expect(chat.query('create schema leak')).rejects.toThrow(/permission denied for database/);
      await expect(chat.query(`set role ${rolePrefix}identity`)).rejects.toThrow(/permission denied/);
    } finally {
      await chat.end();
    }
    // and every other role likewise cannot read chat's messages
    for (const owner of Object.keys(schemaOwners).filter((o) => o !== 'chat') as SchemaOwner[]) {
      const client = new pg.Client({ connectionString: roleUrls[owner] });
      await client.connect();
      try {
        await expect(client.query('select * from chat.chat_message limit 1'), owner).rejects.toThrow(/permission denied for schema chat/);
      } finally {
        await client.end();
      }
    }
  });
});
