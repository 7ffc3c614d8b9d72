import type { SmsSender } from '../../application/sms-sender';

/**
 * The default without an SMS provider: nothing leaves the machine. The message is kept (status `stored`) in
 * `chat.sms_message`, where the pharmacy's admins read it (`pharmacySmsOutbox`, GET /api/staff/sms-outbox/{id}).
 */
export class LocalOutboxSmsSender implements SmsSender {
  readonly provider = 'local_outbox';

  async send(): Promise<{ providerMessageId: null; status: 'stored' }> {
    return { providerMessageId: null, status: 'stored' };
  }
}
