import { z } from 'zod';
import { ConfigError, loadConfig, type Logger } from '@pharmachat/chassis';
import type { SmsSender } from '../../application/sms-sender';
import { LocalOutboxSmsSender } from './local-outbox-sms-sender';
import { TwilioSmsSender } from './twilio-sms-sender';

/** The SMS settings (README, "Settings"): Twilio when its account is configured, otherwise the local outbox. */
export const smsConfigShape = {
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio Account SID (AC followed by 32 hexadecimal characters)').optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** the sending number in E.164 (+15005550006) or an alphanumeric sender id (up to 11 letters, digits, spaces) */
  TWILIO_FROM: z
    .string()
    .regex(/^(\+[1-9]\d{6,14}|[A-Za-z0-9 ]{1,11})$/, 'must be a phone number in E.164 (+15005550006) or an alphanumeric sender id of up to 11 characters')
    .optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().regex(/^MG[0-9a-fA-F]{32}$/, 'must be a Twilio Messaging Service SID (MG followed by 32 hexadecimal characters)').optional(),
  TWILIO_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://api.twilio.com'),
  TWILIO_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** the country code national numbers get (1, 44, ...); without it only numbers that carry one can be completed */
  SMS_DEFAULT_COUNTRY_CODE: z
    .string()
    .regex(/^\+?[1-9]\d{0,2}$/, 'must be a country calling code such as 1 or 44')
    .transform((value) => value.replace('+', ''))
    .optional(),
};

export interface SmsSettings {
  sender: SmsSender;
  defaultCountryCode: string | null;
}

/** Reads the SMS settings: a half-configured Twilio account stops the start with a message naming what is missing. */
export function smsSettingsFrom(env: Record<string, string | undefined>, logger?: Logger): SmsSettings {
  const settings = loadConfig(smsConfigShape, env);
  const defaultCountryCode = settings.SMS_DEFAULT_COUNTRY_CODE ?? null;
  const twilioNamed = [settings.TWILIO_ACCOUNT_SID, settings.TWILIO_AUTH_TOKEN, settings.TWILIO_FROM, settings.TWILIO_MESSAGING_SERVICE_SID].some(Boolean);
  if (!twilioNamed) {
    logger?.info({ provider: 'local_outbox' }, 'SMS: no provider configured, texts are kept in the local outbox');
    return { sender: new LocalOutboxSmsSender(), defaultCountryCode };
  }
  const missing = [
    !settings.TWILIO_ACCOUNT_SID && 'TWILIO_ACCOUNT_SID',
    !settings.TWILIO_AUTH_TOKEN && 'TWILIO_AUTH_TOKEN',
    !settings.TWILIO_FROM && !settings.TWILIO_MESSAGING_SERVICE_SID && 'TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID)',
  ].filter(Boolean);
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n  Twilio is partly configured; also set ${missing.join(', ')} (or unset every TWILIO_* variable to keep texts in the local outbox).`);
  logger?.info({ provider: 'twilio', apiBase: settings.TWILIO_API_BASE }, 'SMS: texts are sent through Twilio');
  return {
    sender: new TwilioSmsSender({
      accountSid: settings.TWILIO_ACCOUNT_SID!,
      authToken: settings.TWILIO_AUTH_TOKEN!,
      from: settings.TWILIO_FROM ?? null,
      messagingServiceSid: settings.TWILIO_MESSAGING_SERVICE_SID ?? null,
      apiBase: settings.TWILIO_API_BASE,
      timeoutMs: settings.TWILIO_TIMEOUT_MS,
    }),
    defaultCountryCode,
  };
}
