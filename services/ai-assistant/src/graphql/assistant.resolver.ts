import { withContext } from '@pharmachat/chassis';
import type { AssistantApplication } from '../application/assistant.application';
import type { KnowledgeEntry } from '../domain/knowledge-entry';
import type { Resolvers } from './resolvers.generated';

function entryView(entry: KnowledgeEntry) {
  return { ...entry, createdAt: entry.createdAt.toISOString(), updatedAt: entry.updatedAt.toISOString() };
}

export function assistantResolvers(app: AssistantApplication): Resolvers {
  return {
    Query: {
      knowledgeBaseEntries: withContext(async ({ pharmacyId }, ctx) => (await app.listEntries(ctx.principal, pharmacyId)).map(entryView)),
      knowledgeBaseStorage: withContext(async ({ pharmacyId }, ctx) => app.knowledgeBaseStorage(ctx.principal, pharmacyId)),
      replySuggestions: withContext(async (args, ctx) => app.replySuggestions(ctx.principal, args)),
    },
    Mutation: {
      createKnowledgeBaseEntry: withContext(async ({ pharmacyId, input }, ctx) =>
        entryView(await app.createEntry(ctx.principal, pharmacyId, { ...input, tags: input.tags ?? undefined })),
      ),
      updateKnowledgeBaseEntry: withContext(async ({ id, input }, ctx) => entryView(await app.updateEntry(ctx.principal, id, input))),
      deleteKnowledgeBaseEntry: withContext(async ({ id }, ctx) => app.deleteEntry(ctx.principal, id)),
      importKnowledgeBaseEntries: withContext(async ({ pharmacyId, entries }, ctx) => (await app.importEntries(ctx.principal, pharmacyId, entries)).map(entryView)),
    },
  };
}
