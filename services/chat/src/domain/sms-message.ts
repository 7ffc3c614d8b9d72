import { randomUUID } from 'node:crypto';

/** The longest text message we send: Twilio refuses bodies over 1600 characters (it splits longer ones into parts). */
export const MAX_SMS_LENGTH = 1600;

export const smsStatuses = ['queued', 'sent', 'failed', 'stored'] as const;
/**
 * queued: written with the reply, waiting to be handed over after the commit; sent: the provider accepted it;
 * failed: the provider refused it (or could not be reached after every attempt), `error` says why; stored: no SMS
 * provider is configured, the message is kept in the pharmacy's local outbox for its admins to read.
 */
export type SmsStatus = (typeof smsStatuses)[number];

/** The reply as a text message: the pharmacy's name first (the patient's phone shows only our sender number). */
export function smsBody(pharmacyName: string, reply: string): string {
  const text = `${pharmacyName.trim()}: ${reply.trim()}`;
  return text.length <= MAX_SMS_LENGTH ? text : `${text.slice(0, MAX_SMS_LENGTH - 3).trimEnd()}...`;
}

/**
 * The number a text goes to, formed as E.164 (`+` and the country code) where it can be. Chat keeps a patient's
 * phone as its digits only (what they typed, without spaces, dashes or a leading +), so:
 *  - `00` first (the international prefix): `+` and the rest;
 *  - with a default country code (SMS_DEFAULT_COUNTRY_CODE, e.g. 1 or 44): a national number with its trunk `0`
 *    ("07700 900123") loses the 0 and gets the country code, a number of at most 10 digits gets the country code
 *    ("555 123 4567" -> +15551234567), and a longer one already carries its country code (+ added);
 *  - without one: 11 digits or more (not starting with 0) carry their country code (+ added); a shorter number is
 *    national and cannot be completed, so it goes to the provider as typed (which may refuse it: the message is
 *    then failed with the provider's reason).
 */
export function smsRecipient(phone: string, defaultCountryCode: string | null = null): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  const countryCode = defaultCountryCode?.replace(/\D/g, '') || null;
  if (countryCode) {
    if (digits.startsWith('0')) return `+${countryCode}${digits.slice(1)}`;
    if (digits.length <= 10) return `+${countryCode}${digits}`;
    return `+${digits}`;
  }
  if (digits.length >= 11 && !digits.startsWith('0')) return `+${digits}`;
  return digits;
}

/** A staff reply sent (or kept) as a text message to the patient of a chat. */
export class SmsMessage {
  id: string = randomUUID();
  pharmacyId!: string;
  /** the chat it came from; null once that chat was cleared (the record of what was sent stays) */
  sessionId: string | null = null;
  to!: string;
  body!: string;
  status: SmsStatus = 'queued';
  /** which adapter handles it: 'twilio' or 'local_outbox' */
  provider!: string;
  providerMessageId: string | null = null;
  error: string | null = null;
  /** hand-over attempts so far (transient provider failures are retried) */
  attempts = 0;
  createdAt: Date = new Date();
  /** when the provider accepted it (sent) or it was kept in the local outbox (stored) */
  sentAt: Date | null = null;

  static forReply(props: { pharmacyId: string; sessionId: string; pharmacyName: string; patientPhone: string; reply: string; provider: string; defaultCountryCode?: string | null }): SmsMessage {
    const sms = new SmsMessage();
    sms.pharmacyId = props.pharmacyId;
    sms.sessionId = props.sessionId;
    sms.to = smsRecipient(props.patientPhone, props.defaultCountryCode ?? null);
    sms.body = smsBody(props.pharmacyName, props.reply);
    sms.provider = props.provider;
    return sms;
  }

  /** The platform's message to a pharmacy (the super admin's approval message), to the pharmacy's own phone. */
  static toPharmacy(props: { pharmacyId: string; pharmacyPhone: string; text: string; provider: string; defaultCountryCode?: string | null }): SmsMessage {
    const sms = new SmsMessage();
    sms.pharmacyId = props.pharmacyId;
    sms.sessionId = null;
    sms.to = smsRecipient(props.pharmacyPhone, props.defaultCountryCode ?? null);
    const text = `PharmaChat: ${props.text.trim()}`;
    sms.body = text.length <= MAX_SMS_LENGTH ? text : `${text.slice(0, MAX_SMS_LENGTH - 3).trimEnd()}...`;
    sms.provider = props.provider;
    return sms;
  }

  /** The provider took it (`sent`) or the local outbox kept it (`stored`); a message already settled stays as it is. */
  delivered(outcome: { status: 'sent' | 'stored'; providerMessageId: string | null }, at: Date = new Date()): void {
    if (this.status !== 'queued') return;
    this.status = outcome.status;
    this.providerMessageId = outcome.providerMessageId;
    this.error = null;
    this.sentAt = at;
  }

  failed(reason: string): void {
    if (this.status !== 'queued') return;
    this.status = 'failed';
    this.error = reason.slice(0, 1000);
  }
}
