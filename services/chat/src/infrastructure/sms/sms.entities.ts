import { defineEntity, p } from '@mikro-orm/postgresql';
import { SmsMessage, type SmsStatus } from '../../domain/sms-message';
import { ChatSessionSchema } from '../chat.entities';

/** Text messages for staff replies (migration 0004); the record stays when its chat is cleared (session_id null). */
export const SmsMessageSchema = defineEntity({
  class: SmsMessage,
  tableName: 'sms_message',
  schema: 'chat',
  properties: {
    id: p.uuid().primary(),
    pharmacyId: p.uuid(),
    sessionId: p
      .manyToOne(ChatSessionSchema)
      .mapToPk()
      .nullable()
      .fieldName('session_id')
      .foreignKeyName('sms_message_session_id_fkey')
      .deleteRule('cascade')
      .updateRule('no action')
      .index('sms_message_session_idx'),
    to: p.text(),
    body: p.text(),
    status: p.text().$type<SmsStatus>().default('queued').check("status in ('queued', 'sent', 'failed', 'stored')"),
    provider: p.text(),
    providerMessageId: p.text().nullable(),
    error: p.text().nullable(),
    attempts: p.integer().default(0),
    createdAt: p.datetime(),
    sentAt: p.datetime().nullable(),
  },
  indexes: [{ name: 'sms_message_pharmacy_idx', columns: [{ name: 'pharmacy_id' }, { name: 'created_at', sort: 'desc' }] }],
});
