import { defineEntity, p } from '@mikro-orm/postgresql';
import { MailMessage, type MailKind, type MailStatus } from '../../domain/mail-message';

/** Every mail the platform sent or kept (migration 0003). */
export const MailMessageSchema = defineEntity({
  class: MailMessage,
  tableName: 'mail_message',
  schema: 'pharmacy',
  properties: {
    id: p.uuid().primary(),
    pharmacyId: p.uuid().nullable().index('mail_message_pharmacy_idx'),
    kind: p.text().$type<MailKind>(),
    to: p.text(),
    replyTo: p.text().nullable(),
    subject: p.text(),
    body: p.text(),
    status: p.text().$type<MailStatus>().default('queued').check("status in ('queued', 'sent', 'failed', 'stored')"),
    provider: p.text(),
    providerMessageId: p.text().nullable(),
    error: p.text().nullable(),
    attempts: p.integer().default(0),
    createdAt: p.datetime(),
    sentAt: p.datetime().nullable(),
  },
  indexes: [{ name: 'mail_message_created_idx', columns: [{ name: 'created_at', sort: 'desc' }, { name: 'id', sort: 'desc' }] }],
});
