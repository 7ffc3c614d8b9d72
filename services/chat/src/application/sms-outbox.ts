import { isUuid, requireRole, type Database, type Logger, type Principal, type Transaction } from '@pharmachat/chassis';
import type { EventData } from '@pharmachat/proto';
import { ChatErrors } from '../domain/chat.exception';
import type { ChatMessage, ChatSession } from '../domain/chat-session';
import { SmsMessage } from '../domain/sms-message';
import { KnownPharmacy } from '../infrastructure/chat.entities';
import { FOR_UPDATE, type ChatAccess } from './chat-access';
import { SmsRejected, type SmsSender } from './sms-sender';

export interface SmsOptions {
  sender: SmsSender;
  /** the country code national numbers get (SMS_DEFAULT_COUNTRY_CODE); null: only numbers carrying one are completed */
  defaultCountryCode: string | null;
  /** attempts to hand one message over before it is failed (the bus's OUTBOX_MAX_ATTEMPTS: it retries with backoff) */
  maxAttempts: number;
}

/** What the hand-over came to, decided outside any transaction; null: nothing to do (already settled, or gone). */
export type SmsOutcome = { status: 'sent' | 'stored'; providerMessageId: string | null } | { status: 'failed'; error: string } | null;

/** The largest page of the outbox one request reads. */
export const MAX_OUTBOX_PAGE = 200;

/**
 * Staff replies as text messages. The reply's transaction writes the message as `queued` and publishes
 * `chat.sms.requested` (the outbox), so nothing is sent while a transaction is open and nothing is lost when the
 * process stops: the event's consumer (`chat.deliver-sms`) hands it to the SMS port after the commit, outside any
 * transaction, then records the outcome. A provider that cannot be reached is retried by the bus (with backoff);
 * the last attempt, or a refusal, marks the message failed with the provider's reason.
 */
export class SmsOutbox {
  constructor(
    private readonly db: Database,
    private readonly access: ChatAccess,
    private readonly options: SmsOptions,
    private readonly logger: Logger,
  ) {}

  get provider(): string {
    return this.options.sender.provider;
  }

  /**
   * Checks, inside the reply's transaction and before the reply is written, that the reply can go out as a text:
   * the pharmacy has a phone on file and the patient gave one. Returns the pharmacy's name for the text.
   */
  async checkReplyCanBeTexted(tx: Transaction, session: ChatSession): Promise<{ pharmacyName: string }> {
    const pharmacy = await tx.em.findOne(KnownPharmacy, { pharmacyId: session.pharmacyId });
    if (!pharmacy?.phone?.trim()) throw ChatErrors.smsPharmacyWithoutPhone();
    if (!session.patientPhone?.replace(/\D/g, '')) throw ChatErrors.smsPatientWithoutPhone();
    return { pharmacyName: pharmacy.name };
  }

  /** Queues the reply as a text to the session's patient, in the reply's transaction (state + outbox event). */
  queueReply(tx: Transaction, caller: Principal, session: ChatSession, reply: ChatMessage, pharmacyName: string): SmsMessage {
    const sms = SmsMessage.forReply({
      pharmacyId: session.pharmacyId,
      sessionId: session.id,
      pharmacyName,
      patientPhone: session.patientPhone,
      reply: reply.content,
      provider: this.options.sender.provider,
      defaultCountryCode: this.options.defaultCountryCode,
    });
    tx.em.persist(sms);
    tx.publish('chat.sms.requested', {
      aggregateId: sms.id,
      tenantId: sms.pharmacyId,
      data: { smsId: sms.id, sessionId: session.id, pharmacyId: sms.pharmacyId, requestedAt: sms.createdAt.toISOString() },
    });
    // the patient's phone number leaves the chat: part of the audit trail
    this.access.recordAccess(tx, caller, { action: 'create', objectType: 'sms_message', objectId: sms.id, pharmacyId: sms.pharmacyId });
    return sms;
  }

  /**
   * pharmacy.approval-message.sent with sendSms: the super admin's message also goes to the pharmacy's phone as a
   * text, through the same port and outbox as staff replies (the pharmacy's admins see it in its SMS outbox).
   */
  async queueApprovalMessage(tx: Transaction, sent: EventData<'pharmacy.approval-message.sent'>): Promise<void> {
    if (!sent.sendSms || !sent.phone.replace(/\D/g, '')) return;
    const sms = SmsMessage.toPharmacy({ pharmacyId: sent.pharmacyId, pharmacyPhone: sent.phone, text: sent.message, provider: this.options.sender.provider, defaultCountryCode: this.options.defaultCountryCode });
    tx.em.persist(sms);
    tx.publish('chat.sms.requested', {
      aggregateId: sms.id,
      tenantId: sms.pharmacyId,
      data: { smsId: sms.id, sessionId: null, pharmacyId: sms.pharmacyId, requestedAt: sms.createdAt.toISOString() },
    });
    this.logger.info({ smsId: sms.id, pharmacyId: sms.pharmacyId }, 'approval message queued as a text to the pharmacy');
  }

  /**
   * The consumer's slow step, outside any transaction: hands a queued message to the SMS port. A refusal fails the
   * message; a provider that cannot take it now throws (the bus retries) until the last attempt, which fails it.
   */
  async deliver(request: EventData<'chat.sms.requested'>): Promise<SmsOutcome> {
    const em = this.db.em();
    const sms = await em.findOne(SmsMessage, { id: request.smsId });
    if (!sms || sms.status !== 'queued') return null;
    // count the attempt before it is made: a crash mid-send still counts towards giving up
    const [counted] = await em.execute<{ attempts: number }[]>('update chat.sms_message set attempts = attempts + 1 where id = ? returning attempts', [sms.id]);
    const attempts = Number(counted?.attempts ?? 1);
    try {
      const result = await this.options.sender.send({ to: sms.to, body: sms.body });
      return { status: result.status, providerMessageId: result.providerMessageId };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof SmsRejected) {
        this.logger.warn({ smsId: sms.id, provider: sms.provider, reason }, 'text message refused by the provider');
        return { status: 'failed', error: reason };
      }
      if (attempts >= this.options.maxAttempts) {
        this.logger.warn({ smsId: sms.id, provider: sms.provider, attempts, reason }, 'text message given up after every attempt');
        return { status: 'failed', error: `${reason} (gave up after ${attempts} attempts)` };
      }
      throw error;
    }
  }

  /** The consumer's transaction: records what the hand-over came to (a message settled meanwhile stays as it is). */
  async recordDelivery(tx: Transaction, request: EventData<'chat.sms.requested'>, outcome: SmsOutcome): Promise<void> {
    if (!outcome) return;
    const sms = await tx.em.findOne(SmsMessage, { id: request.smsId }, FOR_UPDATE);
    if (!sms) return;
    if (outcome.status === 'failed') sms.failed(outcome.error);
    else sms.delivered(outcome);
    this.logger.info({ smsId: sms.id, provider: sms.provider, status: sms.status }, 'text message settled');
  }

  /** The pharmacy's text messages, newest first: its administrators and super admins (patient phone numbers: audited). */
  async listOutbox(principal: Principal | null, pharmacyId: string, first: number | null | undefined = 50): Promise<SmsMessage[]> {
    try {
      requireRole(principal, ['pharmacy_admin', 'super_admin'], pharmacyId);
    } catch (error) {
      if (!principal) throw error;
      throw ChatErrors.smsOutboxAdminsOnly();
    }
    const size = first ?? 50;
    if (!Number.isInteger(size) || size < 1 || size > MAX_OUTBOX_PAGE) throw ChatErrors.smsOutboxPageSize();
    if (!isUuid(pharmacyId)) return [];
    const messages = await this.db.em().find(SmsMessage, { pharmacyId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: size });
    await this.access.recordRead(principal, { action: 'list', objectType: 'sms_message', objectId: pharmacyId, pharmacyId });
    return messages;
  }
}
