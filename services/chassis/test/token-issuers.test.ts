import { describe, expect, it } from 'vitest';
import { CHAT_ISSUER, generateSigningKey, IDENTITY_ISSUER, TokenIssuer, TokenVerifier, type Principal } from '../src/index';

/** Each issuer is trusted only with its own key and only for the kinds of token it may issue. */
describe('token issuers', () => {
  const principal = (kind: Principal['kind']): Principal => ({
    kind,
    subject: 'someone',
    role: kind === 'staff' ? 'super_admin' : null,
    pharmacyId: null,
    sessionId: kind === 'guest' ? '0b8a0c5e-8a0e-4c0e-9f0e-0a0b0c0d0e0f' : null,
    username: 'someone',
    authSessionId: kind === 'staff' ? 'c1d2e3f4-0000-4000-8000-000000000001' : null,
    actualRole: null,
  });

  it('accepts each issuer for its own kinds and refuses every forged combination', async () => {
    const identityKey = await generateSigningKey();
    const chatKey = await generateSigningKey();
    const strangerKey = await generateSigningKey();
    const verifier = TokenVerifier.forIssuers([
      { issuer: IDENTITY_ISSUER, jwks: [identityKey.publicJwk] },
      { issuer: CHAT_ISSUER, jwks: [chatKey.publicJwk] },
    ]);
    const sign = async (key: typeof identityKey, issuer: string, kind: Principal['kind']) => (await TokenIssuer.create(key, issuer)).sign(principal(kind), 600);

    // what each issuer legitimately issues
    for (const kind of ['staff', 'patient', 'doctor'] as const) expect((await verifier.verify(await sign(identityKey, IDENTITY_ISSUER.issuer, kind))).kind).toBe(kind);
    expect((await verifier.verify(await sign(chatKey, CHAT_ISSUER.issuer, 'guest'))).kind).toBe('guest');

    const forged: [string, Promise<string>][] = [
      // chat's key claiming to be identity (the hole: it was accepted everywhere, also for the super admin)
      ['chat key, identity issuer, staff', sign(chatKey, IDENTITY_ISSUER.issuer, 'staff')],
      ['chat key, identity issuer, patient', sign(chatKey, IDENTITY_ISSUER.issuer, 'patient')],
      ['chat key, identity issuer, guest', sign(chatKey, IDENTITY_ISSUER.issuer, 'guest')],
      // chat's own issuer for a kind it may not issue
      ['chat key, chat issuer, staff', sign(chatKey, CHAT_ISSUER.issuer, 'staff')],
      ['chat key, chat issuer, doctor', sign(chatKey, CHAT_ISSUER.issuer, 'doctor')],
      // identity's key for a guest chat token, or claiming chat
      ['identity key, identity issuer, guest', sign(identityKey, IDENTITY_ISSUER.issuer, 'guest')],
      ['identity key, chat issuer, guest', sign(identityKey, CHAT_ISSUER.issuer, 'guest')],
      ['identity key, chat issuer, staff', sign(identityKey, CHAT_ISSUER.issuer, 'staff')],
      // a key nobody trusts, and an issuer nobody trusts
      ['stranger key, identity issuer, staff', sign(strangerKey, IDENTITY_ISSUER.issuer, 'staff')],
      ['identity key, unknown issuer, staff', sign(identityKey, 'pharmachat-billing', 'staff')],
      ['system principal from identity', sign(identityKey, IDENTITY_ISSUER.issuer, 'system')],
      // a staff token with no sign-in session behind it
      ['identity staff token without a session', TokenIssuer.create(identityKey, IDENTITY_ISSUER.issuer).then((i) => i.sign({ ...principal('staff'), authSessionId: null }, 600))],
    ];
    for (const [name, token] of forged) {
      await expect(verifier.verify(await token), name).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });
});
