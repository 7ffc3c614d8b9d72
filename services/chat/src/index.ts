import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gql } from 'graphql-tag';
import { z } from 'zod';
import { CHAT_ISSUER, loadConfig, loadSigningKey, TokenIssuer, type ServiceModule } from '@pharmachat/chassis';
import { chatMigrations } from '../migrations/0001-initial.migration';
import { ChatApplication } from './application/chat.application';
import { chatSubscriptions } from './events/subscriptions';
import { chatResolvers } from './graphql/chat.resolver';
import { chatEntities } from './infrastructure/chat.entities';
import { smsSettingsFrom } from './infrastructure/sms/sms-config';
import { SmsMessageSchema } from './infrastructure/sms/sms.entities';

export const chatTypeDefs = gql(readFileSync(new URL('./graphql/schema.graphql', import.meta.url), 'utf8'));

/** The chat context: patient chat sessions and messages, escalation, monthly conversation counting. */
export const chatService: ServiceModule<ChatApplication> = {
  name: 'chat',
  schema: 'chat',
  entities: [...chatEntities, SmsMessageSchema],
  migrations: chatMigrations,
  typeDefs: chatTypeDefs,
  async createApplication({ db, logger, config, env }) {
    const settings = loadConfig({ CHAT_SIGNING_KEY: z.string().optional() }, env);
    const key = await loadSigningKey({ jwkJson: settings.CHAT_SIGNING_KEY, file: join(config.DATA_DIR, 'keys', 'chat.jwk.json') });
    // texts for staff replies: Twilio when TWILIO_* are set, otherwise the local outbox; the bus's retries bound the attempts
    const sms = smsSettingsFrom(env, logger);
    return new ChatApplication(db, await TokenIssuer.create(key, CHAT_ISSUER.issuer), logger, { ...sms, maxAttempts: config.OUTBOX_MAX_ATTEMPTS });
  },
  resolvers: chatResolvers,
  subscriptions: chatSubscriptions,
};

export { ChatApplication };
export * from './domain/chat-session';
