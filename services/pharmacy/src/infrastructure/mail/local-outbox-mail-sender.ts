import type { MailSender } from '../../application/mail-sender';

/**
 * The default without an SMTP server: nothing leaves the machine. The mail is kept (status `stored`) in
 * `pharmacy.mail_message`, where the super admin reads it (`mailOutbox`, GET /api/admin/mail-outbox, /admin/mail-outbox).
 */
export class LocalOutboxMailSender implements MailSender {
  readonly provider = 'local_outbox';

  async send(): Promise<{ providerMessageId: null; status: 'stored' }> {
    return { providerMessageId: null, status: 'stored' };
  }
}
