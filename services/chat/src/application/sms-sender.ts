/**
 * The SMS port: hands one text message to whatever sends it (adapters in `infrastructure/sms/`: Twilio when
 * configured, otherwise the local outbox that only keeps it).
 */
export interface SmsSender {
  /** names the adapter on each message ('twilio', 'local_outbox') */
  readonly provider: string;
  /**
   * Resolves once the provider accepted the message (`sent`, with its id) or the outbox kept it (`stored`).
   * Throws `SmsRejected` when the provider refused it (retrying would not help: the message fails with the
   * provider's reason) and any other error when it could not be reached or answered with a temporary failure (the
   * delivery is retried).
   */
  send(message: { to: string; body: string }): Promise<{ providerMessageId: string | null; status: 'sent' | 'stored' }>;
}

/** The provider refused the message for good (bad number, unverified sender, wrong credentials...). */
export class SmsRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsRejected';
  }
}

/** The provider could not take the message now (unreachable, timed out, rate limited, a 5xx): try again later. */
export class SmsUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsUnavailable';
  }
}
