import type { SmsMessage } from '../domain/sms-message';

/** A text message as GraphQL shows it (`SmsMessage`). */
export function smsView(sms: SmsMessage) {
  return {
    id: sms.id,
    sessionId: sms.sessionId,
    pharmacyId: sms.pharmacyId,
    to: sms.to,
    body: sms.body,
    status: sms.status,
    provider: sms.provider,
    providerMessageId: sms.providerMessageId,
    error: sms.error,
    createdAt: sms.createdAt.toISOString(),
  };
}
