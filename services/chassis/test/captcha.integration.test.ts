import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migration } from '@mikro-orm/migrations';
import { CAPTCHA_INVALID, CAPTCHA_REQUIRED, CAPTCHA_REUSED, captchaTablesSql, CaptchaVerifier, chassisTablesSql, createLogger, Database, issueCaptchaChallenge, solveCaptchaChallenge } from '../src/index';
import { createTestDatabase, type TestDatabase } from '../src/testing/index';

class CreateTables extends Migration {
  override async up() {
    for (const sql of [...chassisTablesSql('captcha_test'), ...captchaTablesSql('captcha_test')]) this.addSql(sql);
  }
}

const settings = { secret: 'captcha-test-secret-0123456789', cost: 1, maxCounter: 30 };

describe('self-hosted captcha', () => {
  let testDb: TestDatabase;
  let db: Database;
  let verifier: CaptchaVerifier;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = await Database.connect({ service: 't', schema: 'captcha_test', url: testDb.url, entities: [], migrations: [{ name: '0001', class: CreateTables }], logger: createLogger({ name: 't', level: 'silent' }) });
    verifier = new CaptchaVerifier(db, settings);
  });
  afterAll(async () => {
    await db.close();
    await testDb.drop();
  });

  it('accepts a solved challenge once, and refuses the same solution again', async () => {
    const payload = await solveCaptchaChallenge(await issueCaptchaChallenge(settings));
    await expect(verifier.verify(payload)).resolves.toBeUndefined();
    await expect(verifier.verify(payload)).rejects.toThrow(CAPTCHA_REUSED);
  });

  it('refuses a missing, forged or foreign-signed solution', async () => {
    await expect(verifier.verify('')).rejects.toThrow(CAPTCHA_REQUIRED);
    await expect(verifier.verify('bm90IGEgcGF5bG9hZA==')).rejects.toThrow(CAPTCHA_INVALID);
    const foreign = await solveCaptchaChallenge(await issueCaptchaChallenge({ ...settings, secret: 'some-other-secret-0123456789' }));
    await expect(verifier.verify(foreign)).rejects.toThrow(CAPTCHA_INVALID);
  });
});
