import { randomUUID } from 'node:crypto';

export const mailStatuses = ['queued', 'sent', 'failed', 'stored'] as const;
/**
 * queued: written with the change that asked for it, waiting to be handed over after the commit; sent: the SMTP
 * server accepted it; failed: the server refused it (or could not be reached after every attempt), `error` says why;
 * stored: no SMTP server is configured, the mail is kept in the local outbox for the super admin to read.
 */
export type MailStatus = (typeof mailStatuses)[number];

export const mailKinds = ['registration_received', 'registration_refused', 'approved', 'rejected', 'approval_message', 'suspended', 'reactivated', 'contact_message', 'doctor_registration_received', 'doctor_approved', 'doctor_rejected'] as const;
/** Why the mail was written (the admin's outbox shows and filters by it). */
export type MailKind = (typeof mailKinds)[number];

/** One mail the platform sends, kept whatever the adapter: the outbox is also the record of what was sent. */
export class MailMessage {
  id: string = randomUUID();
  /** the pharmacy it is about (its mails are deleted with it); null for mails about no pharmacy */
  pharmacyId: string | null = null;
  kind!: MailKind;
  to!: string;
  /** where a reply goes instead of the From address (a contact-form message: the person who wrote it) */
  replyTo: string | null = null;
  subject!: string;
  body!: string;
  status: MailStatus = 'queued';
  /** which adapter handles it: 'smtp' or 'local_outbox' */
  provider!: string;
  providerMessageId: string | null = null;
  error: string | null = null;
  attempts = 0;
  createdAt: Date = new Date();
  /** when the SMTP server accepted it (sent) or the outbox kept it (stored) */
  sentAt: Date | null = null;

  static compose(props: { pharmacyId: string | null; kind: MailKind; to: string; replyTo?: string | null; subject: string; body: string; provider: string }): MailMessage {
    const mail = new MailMessage();
    mail.pharmacyId = props.pharmacyId;
    mail.kind = props.kind;
    mail.to = props.to;
    mail.replyTo = props.replyTo ?? null;
    mail.subject = props.subject;
    mail.body = props.body;
    mail.provider = props.provider;
    return mail;
  }

  /** The server took it (`sent`) or the local outbox kept it (`stored`); a mail already settled stays as it is. */
  delivered(outcome: { status: 'sent' | 'stored'; providerMessageId: string | null }, at: Date = new Date()): void {
    if (this.status !== 'queued') return;
    this.status = outcome.status;
    this.providerMessageId = outcome.providerMessageId;
    this.error = null;
    this.sentAt = at;
  }

  failed(reason: string): void {
    if (this.status !== 'queued') return;
    this.status = 'failed';
    this.error = reason;
  }
}
