import nodemailer, { type Transporter } from 'nodemailer';
import { MailRejected, type MailSender } from '../../application/mail-sender';

export interface SmtpSettings {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS from the start) */
  url: string;
  /** the From header: 'PharmaChat <no-reply@example.com>' */
  from: string;
  /** how long connecting, greeting and each command may take before the attempt counts as unanswered */
  timeoutMs: number;
}

/** SMTP through nodemailer: one pooled-free transport per process, a message per send. */
export class SmtpMailSender implements MailSender {
  readonly provider = 'smtp';
  private readonly transport: Transporter;

  constructor(private readonly settings: SmtpSettings) {
    this.transport = nodemailer.createTransport(smtpOptions(settings));
  }

  async send(mail: { to: string; subject: string; text: string; replyTo?: string | null }): Promise<{ providerMessageId: string | null; status: 'sent' }> {
    try {
      const info = await this.transport.sendMail({ from: this.settings.from, to: mail.to, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}), subject: mail.subject, text: mail.text });
      if ((info.rejected?.length ?? 0) > 0 && (info.accepted?.length ?? 0) === 0) throw new MailRejected(`The mail server refused ${mail.to}: ${info.response}`);
      return { providerMessageId: info.messageId ?? null, status: 'sent' };
    } catch (error) {
      if (error instanceof MailRejected) throw error;
      const responseCode = (error as { responseCode?: unknown }).responseCode;
      // 5xx: a permanent refusal (RFC 5321); 4xx, a dropped connection or a timeout: try again later
      if (typeof responseCode === 'number' && responseCode >= 500) {
        throw new MailRejected(`${(error as Error).message} (SMTP ${responseCode})`);
      }
      throw error;
    }
  }

  close(): void {
    this.transport.close();
  }
}

/**
 * The transport's options from SMTP_URL: smtps:// is TLS from the start (port 465 by default), smtp:// upgrades with
 * STARTTLS when the server offers it (port 587 by default); user and password from the URL, percent-decoded.
 */
export function smtpOptions(settings: Pick<SmtpSettings, 'url' | 'timeoutMs'>) {
  const url = new URL(settings.url);
  const secure = url.protocol === 'smtps:';
  const user = decodeURIComponent(url.username);
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(user ? { auth: { user, pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  };
}
