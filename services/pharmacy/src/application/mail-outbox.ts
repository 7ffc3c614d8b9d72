import { requireRole, type Database, type Logger, type Principal, type Transaction } from '@pharmachat/chassis';
import type { EventData } from '@pharmachat/proto';
import { MailMessage } from '../domain/mail-message';
import { contactMessageMail, doctorApprovedMail, doctorRegistrationReceivedMail, doctorRejectedMail, type MailContent } from '../domain/pharmacy-mails';
import { PharmacyErrors } from '../domain/pharmacy.exception';
import { MailRejected, type MailSender } from './mail-sender';

export interface MailOptions {
  sender: MailSender;
  /** attempts to hand one mail over before it is failed (the bus's OUTBOX_MAX_ATTEMPTS: it retries with backoff) */
  maxAttempts: number;
  /** where contact-form messages go (SUPPORT_EMAIL, else the MAIL_FROM address) */
  supportAddress: string;
}

/** What the hand-over came to, decided outside any transaction; null: nothing to do (already settled, or gone). */
export type MailOutcome = { status: 'sent' | 'stored'; providerMessageId: string | null } | { status: 'failed'; error: string } | null;

/** The largest page of the outbox one request reads. */
export const MAX_MAIL_PAGE = 200;

/** One page of the outbox, newest first. */
export interface MailPage {
  mails: MailMessage[];
  nextCursor: string | null;
  totalCount: number;
}

/**
 * Mails to pharmacy owners. The change that asks for a mail (a registration, an approval...) writes it as `queued`
 * and publishes `pharmacy.mail.requested` in its own transaction, so nothing is sent while a transaction is open and
 * nothing is lost when the process stops: the consumer (`pharmacy.deliver-mail`) hands it to the mail port after the
 * commit, outside any transaction, then records the outcome. A server that cannot be reached is retried by the bus
 * (with backoff); the last attempt, or a refusal, marks the mail failed with the server's reason.
 */
export class MailOutbox {
  constructor(
    private readonly db: Database,
    private readonly options: MailOptions,
    private readonly logger: Logger,
  ) {}

  get provider(): string {
    return this.options.sender.provider;
  }

  /** Queues a mail in the caller's transaction (state + outbox event). */
  queue(tx: Transaction, pharmacyId: string | null, to: string, content: MailContent, options: { replyTo?: string | null } = {}): MailMessage {
    const mail = MailMessage.compose({ pharmacyId, kind: content.kind, to, replyTo: options.replyTo ?? null, subject: content.subject, body: content.body, provider: this.options.sender.provider });
    tx.em.persist(mail);
    tx.publish('pharmacy.mail.requested', {
      aggregateId: mail.id,
      tenantId: pharmacyId,
      data: { mailId: mail.id, pharmacyId, requestedAt: mail.createdAt.toISOString() },
    });
    return mail;
  }

  /** A contact-form message (identity's event): queued to the support address, replies going to the writer. */
  queueContactMessage(tx: Transaction, message: EventData<'identity.contact-message.received'>): MailMessage {
    return this.queue(tx, null, this.options.supportAddress, contactMessageMail(message), { replyTo: message.email });
  }

  /**
   * Doctors' review (the doctor service's events): the platform's mailer writes to the doctor too, so there is one mail
   * port and one outbox the super admin reads. Doctors' mails belong to no pharmacy.
   */
  queueDoctorMail(tx: Transaction, event: { type: 'registered' | 'approved' | 'rejected'; email: string; firstName: string; lastName: string; reason?: string }): MailMessage {
    const content =
      event.type === 'registered' ? doctorRegistrationReceivedMail(event) : event.type === 'approved' ? doctorApprovedMail(event) : doctorRejectedMail({ ...event, reason: event.reason ?? '' });
    return this.queue(tx, null, event.email, content);
  }

  /** The consumer's slow step, outside any transaction: hands a queued mail to the mail port. */
  async deliver(request: EventData<'pharmacy.mail.requested'>): Promise<MailOutcome> {
    const em = this.db.em();
    const mail = await em.findOne(MailMessage, { id: request.mailId });
    if (!mail || mail.status !== 'queued') return null;
    // count the attempt before it is made: a crash mid-send still counts towards giving up
    const [counted] = await em.execute<{ attempts: number }[]>('update pharmacy.mail_message set attempts = attempts + 1 where id = ? returning attempts', [mail.id]);
    const attempts = Number(counted?.attempts ?? 1);
    try {
      const result = await this.options.sender.send({ to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.body });
      return { status: result.status, providerMessageId: result.providerMessageId };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof MailRejected) {
        this.logger.warn({ mailId: mail.id, provider: mail.provider, reason }, 'mail refused by the server');
        return { status: 'failed', error: reason };
      }
      if (attempts >= this.options.maxAttempts) {
        this.logger.warn({ mailId: mail.id, provider: mail.provider, attempts, reason }, 'mail given up after every attempt');
        return { status: 'failed', error: `${reason} (gave up after ${attempts} attempts)` };
      }
      throw error;
    }
  }

  /** The consumer's transaction: records what the hand-over came to (a mail settled or deleted meanwhile stays as it is). */
  async recordDelivery(tx: Transaction, request: EventData<'pharmacy.mail.requested'>, outcome: MailOutcome): Promise<void> {
    if (!outcome) return;
    const mail = await tx.em.findOne(MailMessage, { id: request.mailId });
    if (!mail) return;
    if (outcome.status === 'failed') mail.failed(outcome.error);
    else mail.delivered(outcome);
    this.logger.info({ mailId: mail.id, kind: mail.kind, provider: mail.provider, status: mail.status }, 'mail settled');
  }

  /** Every mail, newest first, paged (super admins): what the platform sent, or kept when no SMTP server is set. */
  async list(principal: Principal | null, options: { first?: number | null; after?: string | null; pharmacyId?: string | null } = {}): Promise<MailPage> {
    try {
      requireRole(principal, ['super_admin']);
    } catch (error) {
      if (!principal) throw error;
      throw PharmacyErrors.superAdminsOnly();
    }
    const size = options.first ?? 50;
    if (!Number.isInteger(size) || size < 1 || size > MAX_MAIL_PAGE) throw PharmacyErrors.mailOutboxPageSize();
    const cursor = options.after ? decodeCursor(options.after) : null;
    const em = this.db.em();
    const filter: Record<string, unknown> = {};
    if (options.pharmacyId) filter.pharmacyId = options.pharmacyId;
    const where = cursor ? { ...filter, $or: [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { $lt: cursor.id } }] } : filter;
    const [mails, totalCount] = await Promise.all([
      em.find(MailMessage, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: size + 1 }),
      em.count(MailMessage, filter),
    ]);
    const page = mails.slice(0, size);
    const last = page.at(-1);
    return { mails: page, totalCount, nextCursor: mails.length > size && last ? encodeCursor(last) : null };
  }
}

function encodeCursor(mail: MailMessage): string {
  return Buffer.from(JSON.stringify([mail.createdAt.toISOString(), mail.id])).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const at = new Date(createdAt);
    if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(at.getTime())) throw new Error('bad cursor');
    return { createdAt: at, id };
  } catch {
    throw PharmacyErrors.badPageCursor();
  }
}
