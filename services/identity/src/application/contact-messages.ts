import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { CommandPipeline, defineCommand, isUuid, requireRole, type Database, type Logger, type Principal } from '@pharmachat/chassis';
import { CONTACT_LIMITS, CONTACT_MESSAGES_PER_HOUR, ContactMessage, contactTopics, type ContactTopic } from '../domain/contact-message';
import { IdentityErrors } from '../domain/identity.exception';
import { emailAddress } from './identity.inputs';
import type { CaptchaCheck, Clock } from './ports';

const L = CONTACT_LIMITS;
const HOUR_MS = 60 * 60 * 1000;

const sendInput = z.object({
  name: z.string('Please enter your name').trim().min(1, 'Please enter your name').max(L.name, `Your name can be at most ${L.name} characters`),
  email: emailAddress(),
  phone: z
    .string('Phone must be text')
    .trim()
    .max(L.phone, `Phone can be at most ${L.phone} characters`)
    .nullish()
    .transform((value) => value || null),
  topic: z.enum(contactTopics, `Topic must be one of: ${contactTopics.join(', ')}`).nullish().transform((value): ContactTopic => value ?? 'general'),
  subject: z.string(`Subject must be at least ${L.minSubject} characters`).trim().min(L.minSubject, `Subject must be at least ${L.minSubject} characters`).max(L.subject, `Subject can be at most ${L.subject} characters`),
  message: z.string(`Message must be at least ${L.minMessage} characters`).trim().min(L.minMessage, `Message must be at least ${L.minMessage} characters`).max(L.message, `Message can be at most ${L.message} characters`),
  // required from everyone but the host itself (checked in prepare, after the form: a refused form keeps its captcha)
  captcha: z.string('captcha must be text').nullish(),
});
export type SendContactMessageInput = z.input<typeof sendInput>;

const listInput = z.object({
  first: z.number('first must be between 1 and 200.').int('first must be between 1 and 200.').min(1, 'first must be between 1 and 200.').max(200, 'first must be between 1 and 200.').nullish(),
});

/** A one-way fingerprint of the sender's address: enough to count their messages, not to know where they are. */
const senderKeyOf = (clientIp: string | null) => (clientIp ? createHash('sha256').update(`pharmachat.contact:${clientIp}`).digest('hex') : null);

/**
 * The public contact form (/contact, /support): anyone may write to the people who run the platform, with a solved
 * captcha and at most CONTACT_MESSAGES_PER_HOUR (default 5, `CONTACT_MESSAGES_PER_HOUR`) messages an hour from one address; only the super admin reads them.
 */
export class ContactMessages {
  private readonly commands: CommandPipeline;

  constructor(
    private readonly db: Database,
    private readonly captcha: CaptchaCheck,
    private readonly now: Clock,
    logger: Logger,
    private readonly perHour: number = CONTACT_MESSAGES_PER_HOUR,
  ) {
    this.commands = new CommandPipeline(db, logger);
  }

  /** Stores a message from the contact form (takes an Idempotency-Key: a retried submission is stored once). */
  send(principal: Principal | null, input: SendContactMessageInput | Record<string, unknown>, clientIp: string | null): Promise<ContactMessage> {
    return this.commands.run(this.sendCommand(clientIp), principal, input);
  }

  /** The messages, newest first (super admin only). */
  async list(principal: Principal | null, input: { first?: number | null }): Promise<ContactMessage[]> {
    requireRole(principal, ['super_admin']);
    const parsed = listInput.safeParse(input);
    if (!parsed.success) throw IdentityErrors.pageSizeOutOfRange();
    return this.db.em().find(ContactMessage, {}, { orderBy: { receivedAt: 'desc', id: 'desc' }, limit: parsed.data.first ?? 50 });
  }

  /** Marks a message handled (super admin only); an unknown id is not found. */
  markHandled(principal: Principal | null, id: string): Promise<ContactMessage> {
    return this.commands.run(this.markHandledCommand, principal, { id });
  }

  private sendCommand(clientIp: string | null) {
    const senderKey = senderKeyOf(clientIp);
    return defineCommand({
      name: 'identity.sendContactMessage',
      input: sendInput,
      authorize: (principal: Principal | null) => principal,
      prepare: async (command: z.output<typeof sendInput>, principal: Principal | null) => {
        if (senderKey) await this.refuseFloods(senderKey);
        if (principal?.kind !== 'system') await this.captcha.verify(command.captcha);
        return command;
      },
      execute: async (tx, command: z.output<typeof sendInput>) => {
        const { captcha: _captcha, ...fields } = command;
        const message = ContactMessage.receive(fields, randomUUID(), this.now(), senderKey);
        tx.em.persist(message);
        // the support team hears of it by mail (the pharmacy service's mailer), in the same transaction as the record
        tx.publish('identity.contact-message.received', {
          aggregateId: message.id,
          tenantId: null,
          data: {
            messageId: message.id,
            name: message.name,
            email: message.email,
            phone: message.phone,
            topic: message.topic,
            subject: message.subject,
            message: message.message,
            receivedAt: message.receivedAt.toISOString(),
          },
        });
        return message;
      },
      replay: {
        save: (message: ContactMessage) => ({ id: message.id }),
        load: (em, saved) => em.findOne(ContactMessage, { id: String(saved.id) }),
      },
    });
  }

  /** RATE_LIMITED once an address sent `perHour` messages in the last hour, saying when to try again. */
  private async refuseFloods(senderKey: string): Promise<void> {
    const since = new Date(this.now().getTime() - HOUR_MS);
    const recent = await this.db.em().find(ContactMessage, { senderKey, receivedAt: { $gt: since } }, { orderBy: { receivedAt: 'desc' }, limit: this.perHour, fields: ['id', 'receivedAt'] });
    if (recent.length < this.perHour) return;
    // free again an hour after the oldest of the last `perHour`
    const retryAfter = Math.max(1, Math.ceil((recent[recent.length - 1]!.receivedAt.getTime() + HOUR_MS - this.now().getTime()) / 1000));
    throw IdentityErrors.tooManyContactMessages({ retryAfter });
  }

  private readonly markHandledCommand = defineCommand({
    name: 'identity.markContactMessageHandled',
    input: z.object({ id: z.string() }),
    authorize: (principal: Principal | null) => requireRole(principal, ['super_admin']),
    execute: async (tx, input) => {
      const message = isUuid(input.id) ? await tx.em.findOne(ContactMessage, { id: input.id }) : null;
      if (!message) throw IdentityErrors.contactMessageNotFound();
      message.markHandled(this.now());
      return message;
    },
  });
}
