import { describe, expect, it } from 'vitest';
import { MAX_SMS_LENGTH, SmsMessage, smsBody, smsRecipient } from '../src/domain/sms-message';

describe('a reply as a text message', () => {
  it('starts with the pharmacy name and is cut at 1600 characters', () => {
    expect(smsBody(' Downtown Pharmacy ', ' Your refill is ready. ')).toBe('Downtown Pharmacy: Your refill is ready.');
    const long = smsBody('Downtown Pharmacy', 'x'.repeat(2000));
    expect(long).toHaveLength(MAX_SMS_LENGTH);
    expect(long.startsWith('Downtown Pharmacy: xxx')).toBe(true);
    expect(long.endsWith('...')).toBe(true);
  });

  it('forms E.164 numbers where it can', () => {
    // the international prefix
    expect(smsRecipient('0044 7700 900123')).toBe('+447700900123');
    // 11 digits or more carry their country code
    expect(smsRecipient('1 (217) 555-0123')).toBe('+12175550123');
    expect(smsRecipient('447700900123')).toBe('+447700900123');
    // a national number without a default country code cannot be completed: as typed
    expect(smsRecipient('217-555-0123')).toBe('2175550123');
    expect(smsRecipient('07700 900123')).toBe('07700900123');
    // with a default country code: national numbers get it (the trunk 0 goes)
    expect(smsRecipient('217-555-0123', '1')).toBe('+12175550123');
    expect(smsRecipient('07700 900123', '44')).toBe('+447700900123');
    expect(smsRecipient('12175550123', '1')).toBe('+12175550123');
    expect(smsRecipient('0033 1 23 45 67 89', '44')).toBe('+33123456789');
  });

  it('is queued for the reply, then settles once', () => {
    const sms = SmsMessage.forReply({ pharmacyId: 'p', sessionId: 's', pharmacyName: 'Riverside', patientPhone: '2175550123', reply: 'Hello', provider: 'twilio', defaultCountryCode: '1' });
    expect(sms).toMatchObject({ status: 'queued', to: '+12175550123', body: 'Riverside: Hello', provider: 'twilio', providerMessageId: null, sentAt: null });
    sms.delivered({ status: 'sent', providerMessageId: 'SM1' });
    expect(sms.status).toBe('sent');
    expect(sms.sentAt).toBeInstanceOf(Date);
    sms.failed('too late');
    expect(sms).toMatchObject({ status: 'sent', error: null, providerMessageId: 'SM1' });
  });
});
