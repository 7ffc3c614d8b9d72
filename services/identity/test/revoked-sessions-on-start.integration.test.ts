import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commonConfigShape,
  createLogger,
  CHAT_ISSUER,
  followSessionRevocations,
  IDENTITY_ISSUER,
  InProcessTransport,
  loadConfig,
  REVOKED_SESSIONS_PATH,
  revokedSessionsFromUrl,
  startService,
  systemPrincipal,
  TokenVerifier,
  type RunningService,
  type ServiceModule,
} from '@pharmachat/chassis';
import { startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { identityService, type IdentityApplication } from '../src/index';
import { ask, LOGOUT, ME, signIn } from './identity-test-support';

/**
 * A verifier that starts after a sign-out (a restarted process, a new replica, another service's process) still
 * refuses the ended session's token: it loads the revoked sessions from identity, not only from live events.
 */
describe('revoked sessions survive a restart', () => {
  let env: TestServices;
  let url: string;
  const logger = createLogger({ name: 'test', level: 'silent' });
  const started: { stop(): Promise<void> }[] = [];
  let signedOut: { token: string; sessionId: string };
  let signedIn: { token: string; sessionId: string };

  /** a process that was not running when the session ended: its own transport and verifier, nothing in memory */
  const freshProcess = async () => {
    const transport = new InProcessTransport({ logger, maxAttempts: 4 });
    started.push({ stop: () => transport.stop() });
    const verifier = TokenVerifier.forIssuers([
      { issuer: IDENTITY_ISSUER, jwks: [env.auth.identityKey.publicJwk] },
      { issuer: CHAT_ISSUER, jwks: [env.auth.chatKey.publicJwk] },
    ]);
    return { transport, verifier };
  };

  beforeAll(async () => {
    env = await startTestServices([identityService as never]);
    url = env.get('identity').url;
    const app = env.get<IdentityApplication>('identity').app;
    for (const username of ['leaver', 'stayer']) {
      await app.createStaffUser(systemPrincipal, { username, email: `${username}@example.com`, password: 'correct-horse', role: 'pharmacy_staff', pharmacyId: randomUUID() });
    }
    const leaver = await signIn(url, 'leaver', 'correct-horse');
    const stayer = await signIn(url, 'stayer', 'correct-horse');
    signedOut = { token: leaver.token, sessionId: (await env.auth.verifier.verify(leaver.token)).authSessionId! };
    signedIn = { token: stayer.token, sessionId: (await env.auth.verifier.verify(stayer.token)).authSessionId! };
    expect((await ask(url, LOGOUT, { refreshToken: leaver.refreshToken }, { token: leaver.token })).errors).toBeUndefined();
    await env.settle();
  });
  afterAll(async () => {
    for (const running of started.reverse()) await running.stop();
    await env?.stop();
  });

  it('serves the ended sessions whose tokens may still be unexpired, and nothing else', async () => {
    const response = await fetch(new URL(REVOKED_SESSIONS_PATH, url));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { sessionIds: string[] };
    expect(body).toEqual({ sessionIds: [signedOut.sessionId] });
  });

  it('a verifier in another process loads them from identity when it starts and refuses the token', async () => {
    const { transport, verifier } = await freshProcess();
    // before loading, a verifier that only followed live events would still accept the token
    expect((await verifier.verify(signedOut.token)).authSessionId).toBe(signedOut.sessionId);

    await followSessionRevocations(transport, verifier, revokedSessionsFromUrl(new URL(REVOKED_SESSIONS_PATH, url).toString()));
    await expect(verifier.verify(signedOut.token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await verifier.verify(signedIn.token)).authSessionId).toBe(signedIn.sessionId);
  });

  it('identity started again on the same database refuses the token before it serves anything', async () => {
    const { transport, verifier } = await freshProcess();
    const processEnv = {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pharmachat-test-')),
      LOG_LEVEL: 'silent',
      IDENTITY_SIGNING_KEY: JSON.stringify(env.auth.identityKey.privateJwk),
      CAPTCHA_SECRET: 'test-captcha-secret-0123456789',
    };
    const again: RunningService<IdentityApplication> = await startService(identityService as ServiceModule<IdentityApplication>, {
      databaseUrl: env.database.url,
      transport,
      verifier,
      config: loadConfig(commonConfigShape, processEnv),
      env: processEnv,
    });
    started.push(again);
    await expect(verifier.verify(signedOut.token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const refused = await ask(again.url, ME, {}, { token: signedOut.token });
    expect(refused.status).toBe(401);
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const me = await ask<{ me: { username: string } }>(again.url, ME, {}, { token: signedIn.token });
    expect(me.data?.me.username).toBe('stayer');
  });
});
