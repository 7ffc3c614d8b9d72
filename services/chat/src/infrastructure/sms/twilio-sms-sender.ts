import { SmsRejected, SmsUnavailable, type SmsSender } from '../../application/sms-sender';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** the sender: a Twilio number in E.164 (or an alphanumeric sender id); or use `messagingServiceSid` */
  from?: string | null;
  messagingServiceSid?: string | null;
  /** https://api.twilio.com, or a stand-in in tests */
  apiBase: string;
  /** how long one request may take before it counts as unanswered (and is retried) */
  timeoutMs: number;
}

interface TwilioMessage {
  sid?: unknown;
  status?: unknown;
  error_message?: unknown;
  error_code?: unknown;
}

interface TwilioError {
  code?: unknown;
  message?: unknown;
}

/** Twilio's states for a message it has given up on, which it may report already in the creation answer. */
const FAILED_STATES = new Set(['failed', 'undelivered', 'canceled']);

/**
 * Sends texts through Twilio's REST API (Messages resource, API version 2010-04-01) with Node's fetch: no SDK, the
 * one request we make is a form-encoded POST with basic auth.
 * POST {apiBase}/2010-04-01/Accounts/{AccountSid}/Messages.json  To, From | MessagingServiceSid, Body
 * 2xx -> sent (Twilio's `sid` is the provider id); 4xx -> rejected with Twilio's message and code; 429, 5xx, no
 * answer within the timeout or no connection -> unavailable (the caller retries).
 */
export class TwilioSmsSender implements SmsSender {
  readonly provider = 'twilio';

  constructor(private readonly settings: TwilioSettings) {
    if (!settings.from && !settings.messagingServiceSid) throw new Error('Twilio needs a sender: TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID.');
  }

  async send(message: { to: string; body: string }): Promise<{ providerMessageId: string; status: 'sent' }> {
    const { accountSid, authToken, apiBase, timeoutMs } = this.settings;
    const url = `${apiBase.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const form = new URLSearchParams({ To: message.to, Body: message.body });
    if (this.settings.messagingServiceSid) form.set('MessagingServiceSid', this.settings.messagingServiceSid);
    else form.set('From', this.settings.from!);

    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') throw new SmsUnavailable(`Twilio did not answer within ${timeoutMs} ms.`);
      throw new SmsUnavailable(`Twilio could not be reached: ${causeOf(error)}`);
    }

    let payload: unknown = null;
    try {
      payload = await response.json();
    } catch {
      payload = null;
    }

    if (response.ok) {
      const created = (payload ?? {}) as TwilioMessage;
      if (typeof created.sid !== 'string' || !created.sid) throw new SmsUnavailable(`Twilio answered ${response.status} without a message sid.`);
      if (typeof created.status === 'string' && FAILED_STATES.has(created.status)) {
        const reason = typeof created.error_message === 'string' && created.error_message ? created.error_message : `Twilio reported the message as ${created.status}.`;
        throw new SmsRejected(withCode(reason, created.error_code));
      }
      return { providerMessageId: created.sid, status: 'sent' };
    }

    const problem = (payload ?? {}) as TwilioError;
    const reason = typeof problem.message === 'string' && problem.message ? problem.message : `Twilio answered HTTP ${response.status}.`;
    const described = withCode(reason, problem.code);
    if (response.status === 429 || response.status >= 500) throw new SmsUnavailable(described);
    throw new SmsRejected(described);
  }
}

function withCode(reason: string, code: unknown): string {
  return typeof code === 'number' || (typeof code === 'string' && code) ? `${reason} (Twilio error ${code})` : reason;
}

function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: unknown }).cause;
  return cause instanceof Error ? cause.message : error.message;
}
