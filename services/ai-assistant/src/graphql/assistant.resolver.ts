import { withContext, type Resolvers } from '@pharmachat/chassis';
import type { AssistantApplication } from '../application/assistant.application';
import type { KnowledgeEntry, KnowledgeEntryInput } from '../domain/knowledge-entry';

function entryView(entry: KnowledgeEntry) {
  return { ...entry, createdAt: entry.createdAt.toISOString(), updatedAt: entry.updatedAt.toISOString() };
}

export function assistantResolvers(app: AssistantApplication): Resolvers {
  return {
    Query: {
      knowledgeBaseEntries: withContext(async ({ pharmacyId }: { pharmacyId: string }, ctx) => (await app.listEntries(ctx.principal, pharmacyId)).map(entryView)),
      replySuggestions: withContext(async (args: { pharmacyId: string; message: string; patientName?: string | null }, ctx) => app.replySuggestions(ctx.principal, args)),
    },
    Mutation: {
      createKnowledgeBaseEntry: withContext(async ({ pharmacyId, input }: { pharmacyId: string; input: KnowledgeEntryInput }, ctx) =>
        entryView(await app.createEntry(ctx.principal, pharmacyId, input)),
      ),
    },
  } as Resolvers;
}
