import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTwilio, TWILIO_INVALID_NUMBER, type FakeTwilio } from '@pharmachat/chassis/testing';
import { SmsRejected, SmsUnavailable } from '../src/application/sms-sender';
import { smsSettingsFrom } from '../src/infrastructure/sms/sms-config';
import { LocalOutboxSmsSender } from '../src/infrastructure/sms/local-outbox-sms-sender';
import { TwilioSmsSender, type TwilioSettings } from '../src/infrastructure/sms/twilio-sms-sender';

describe('Twilio SMS adapter (against a local fake of the Messages API)', () => {
  let twilio: FakeTwilio;
  let settings: TwilioSettings;

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    settings = { accountSid: twilio.accountSid, authToken: twilio.authToken, from: '+15005550006', apiBase: `${twilio.url}/`, timeoutMs: 2000 };
  });
  afterAll(() => twilio.stop());

  it('posts To, From and Body form-encoded with basic auth and returns the message sid', async () => {
    const sent = await new TwilioSmsSender(settings).send({ to: '+12175550123', body: 'Downtown Pharmacy: Your refill is ready & waiting.' });
    expect(sent.status).toBe('sent');
    expect(sent.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(twilio.messages.at(-1)).toEqual({
      sid: sent.providerMessageId,
      accountSid: twilio.accountSid,
      to: '+12175550123',
      from: '+15005550006',
      messagingServiceSid: null,
      body: 'Downtown Pharmacy: Your refill is ready & waiting.',
    });
  });

  it('sends through a messaging service when one is configured instead of a number', async () => {
    const messagingServiceSid = `MG${'a'.repeat(32)}`;
    await new TwilioSmsSender({ ...settings, from: null, messagingServiceSid }).send({ to: '+447700900123', body: 'Hi' });
    expect(twilio.messages.at(-1)).toMatchObject({ to: '+447700900123', from: null, messagingServiceSid });
  });

  it("turns Twilio's error JSON into a refusal with its message and code", async () => {
    const refused = new TwilioSmsSender(settings).send({ to: TWILIO_INVALID_NUMBER, body: 'Hi' });
    await expect(refused).rejects.toBeInstanceOf(SmsRejected);
    await expect(refused).rejects.toThrow(`The 'To' number ${TWILIO_INVALID_NUMBER} is not a valid phone number. (Twilio error 21211)`);
    const national = new TwilioSmsSender(settings).send({ to: '2175550123', body: 'Hi' });
    await expect(national).rejects.toThrow('(Twilio error 21211)');
  });

  it('refuses for good with wrong credentials (Authenticate, 20003)', async () => {
    const wrong = new TwilioSmsSender({ ...settings, authToken: 'not-the-token' }).send({ to: '+12175550123', body: 'Hi' });
    await expect(wrong).rejects.toBeInstanceOf(SmsRejected);
    await expect(wrong).rejects.toThrow('Authenticate (Twilio error 20003)');
  });

  it('reports rate limits, server errors, silence and no connection as unavailable (to be retried)', async () => {
    const sender = new TwilioSmsSender({ ...settings, timeoutMs: 300 });
    twilio.answerNext({ twilioError: { status: 429, code: 20429, message: 'Too Many Requests' } });
    await expect(sender.send({ to: '+12175550123', body: 'Hi' })).rejects.toThrow(new SmsUnavailable('Too Many Requests (Twilio error 20429)'));
    twilio.answerNext({ httpStatus: 503 });
    await expect(sender.send({ to: '+12175550123', body: 'Hi' })).rejects.toThrow(new SmsUnavailable('Twilio answered HTTP 503.'));
    twilio.answerNext('hang');
    await expect(sender.send({ to: '+12175550123', body: 'Hi' })).rejects.toThrow(new SmsUnavailable('Twilio did not answer within 300 ms.'));

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = new TwilioSmsSender({ ...settings, apiBase: `http://127.0.0.1:${port}` }).send({ to: '+12175550123', body: 'Hi' });
    await expect(unreachable).rejects.toBeInstanceOf(SmsUnavailable);
    await expect(unreachable).rejects.toThrow(/^Twilio could not be reached: /);
  });

  it('is chosen by the settings: the local outbox without TWILIO_*, a clear start-up error when half configured', () => {
    expect(smsSettingsFrom({}).sender).toBeInstanceOf(LocalOutboxSmsSender);
    const configured = smsSettingsFrom({ TWILIO_ACCOUNT_SID: twilio.accountSid, TWILIO_AUTH_TOKEN: twilio.authToken, TWILIO_FROM: '+15005550006', SMS_DEFAULT_COUNTRY_CODE: '+44' });
    expect(configured.sender).toBeInstanceOf(TwilioSmsSender);
    expect(configured.defaultCountryCode).toBe('44');
    expect(() => smsSettingsFrom({ TWILIO_ACCOUNT_SID: twilio.accountSid })).toThrow('also set TWILIO_AUTH_TOKEN, TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID)');
    expect(() => smsSettingsFrom({ TWILIO_ACCOUNT_SID: 'nope', TWILIO_AUTH_TOKEN: 'x', TWILIO_FROM: '+15005550006' })).toThrow('TWILIO_ACCOUNT_SID has the invalid value "nope"');
    expect(() => smsSettingsFrom({ SMS_DEFAULT_COUNTRY_CODE: 'UK' })).toThrow('must be a country calling code');
  });
});
