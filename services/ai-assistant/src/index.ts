import { readFileSync } from 'node:fs';
import { gql } from 'graphql-tag';
import { z } from 'zod';
import { loadConfig, type ServiceModule } from '@pharmachat/chassis';
import { assistantMigrations } from '../migrations/0001-initial.migration';
import { AssistantApplication } from './application/assistant.application';
import { buildReplyPipeline } from './application/reply-pipeline';
import { assistantSubscriptions } from './events/subscriptions';
import { assistantResolvers } from './graphql/assistant.resolver';
import { assistantEntities } from './infrastructure/assistant.entities';
import { detectLanguage } from './infrastructure/language-detector';
import { createOpenAiComposer } from './infrastructure/openai.composer';

export const assistantTypeDefs = gql(readFileSync(new URL('./graphql/schema.graphql', import.meta.url), 'utf8'));

export const assistantConfigShape = {
  /** an OpenAI-compatible endpoint (e.g. http://localhost:11434/v1); without it the assistant answers extractively */
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_API_KEY: z.string().default('not-needed'),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  EMERGENCY_NUMBER: z.string().regex(/^[0-9+ -]{2,20}$/, 'must be a phone number such as 911 or 112').default('911'),
};

/** The assistant context: knowledge base, triage, grounded replies, handoff. */
export const assistantService: ServiceModule<AssistantApplication> = {
  name: 'ai-assistant',
  schema: 'assistant',
  entities: assistantEntities,
  migrations: assistantMigrations,
  typeDefs: assistantTypeDefs,
  createApplication({ db, logger, env }) {
    const settings = loadConfig(assistantConfigShape, env);
    // without a model endpoint the assistant answers extractively from the knowledge base; with one, the model
    // may word the answer (rules decide first and the model can only be more careful)
    const model = settings.OPENAI_BASE_URL ? createOpenAiComposer({ baseUrl: settings.OPENAI_BASE_URL, apiKey: settings.OPENAI_API_KEY, model: settings.LLM_MODEL, logger }) : null;
    logger.info({ composer: model?.name ?? 'extractive' }, 'assistant composer');
    return new AssistantApplication(db, buildReplyPipeline({ detectLanguage, model }), logger, { emergencyNumber: settings.EMERGENCY_NUMBER }, detectLanguage);
  },
  resolvers: assistantResolvers,
  subscriptions: assistantSubscriptions,
};

export { AssistantApplication };
