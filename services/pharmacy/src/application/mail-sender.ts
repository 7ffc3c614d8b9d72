/**
 * The mail port: hands one e-mail to whatever sends it (adapters in `infrastructure/mail/`: SMTP through nodemailer
 * when SMTP_URL is set, otherwise the local outbox that only keeps it for the super admin to read).
 */
export interface MailSender {
  /** names the adapter on each mail ('smtp', 'local_outbox') */
  readonly provider: string;
  /**
   * Resolves once the server accepted the mail (`sent`, with its message id) or the outbox kept it (`stored`).
   * Throws `MailRejected` when the server refused it for good (a 5xx answer: retrying would not help) and any other
   * error when it could not be reached or answered with a temporary failure (the delivery is retried).
   */
  send(mail: { to: string; subject: string; text: string; replyTo?: string | null }): Promise<{ providerMessageId: string | null; status: 'sent' | 'stored' }>;
}

/** The server refused the mail for good (unknown recipient, refused sender, wrong credentials...). */
export class MailRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailRejected';
  }
}
