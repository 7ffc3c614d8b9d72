import { z } from 'zod';
import { loadConfig, type Logger } from '@pharmachat/chassis';
import type { MailSender } from '../../application/mail-sender';
import { LocalOutboxMailSender } from './local-outbox-mail-sender';
import { SmtpMailSender } from './smtp-mail-sender';

/** The mail settings (README, "Configuration"): SMTP when SMTP_URL is set, otherwise the local outbox. */
export const mailConfigShape = {
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, "must be an address, or a name and an address: 'PharmaChat <no-reply@example.com>'")
    .default('PharmaChat <no-reply@pharmachat.local>'),
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** where contact-form messages are mailed; unset = the MAIL_FROM address */
  SUPPORT_EMAIL: z.string().regex(/^[^\s@<>]+@[^\s@<>]+$/, 'must be an e-mail address, e.g. support@example.com').optional(),
};

/** The platform's support address: SUPPORT_EMAIL, or the address in MAIL_FROM. */
export function supportAddressFrom(env: Record<string, string | undefined>): string {
  const settings = loadConfig(mailConfigShape, env);
  return settings.SUPPORT_EMAIL ?? settings.MAIL_FROM.match(/<([^<>]+)>/)?.[1] ?? settings.MAIL_FROM;
}

/** Reads the mail settings: SMTP_URL set = SmtpMailSender, unset = the local outbox. */
export function mailSenderFrom(env: Record<string, string | undefined>, logger?: Logger): MailSender {
  const settings = loadConfig(mailConfigShape, env);
  if (!settings.SMTP_URL) {
    logger?.info({ provider: 'local_outbox' }, 'Mail: no SMTP_URL, mails are kept in the local outbox (super admin: /admin/mail-outbox)');
    return new LocalOutboxMailSender();
  }
  const url = new URL(settings.SMTP_URL);
  logger?.info({ provider: 'smtp', host: url.hostname, port: url.port || null, from: settings.MAIL_FROM }, 'Mail: sending through SMTP');
  return new SmtpMailSender({ url: settings.SMTP_URL, from: settings.MAIL_FROM, timeoutMs: settings.SMTP_TIMEOUT_MS });
}
