import { Router } from 'express';
import { z } from 'zod';
import { graphql } from './gql';
import { parseBody, pathId, route, typedRun, type Execute } from './rest-support';

graphql(`
  fragment RestKnowledgeBaseEntryFields on KnowledgeBaseEntry { id pharmacyId category question answer tags createdAt updatedAt }
`);

const KnowledgeBaseEntriesDocument = graphql(`
  query KnowledgeBaseEntries($pharmacyId: ID!) { knowledgeBaseEntries(pharmacyId: $pharmacyId) { ...RestKnowledgeBaseEntryFields } }
`);

const CreateKnowledgeBaseEntryDocument = graphql(`
  mutation CreateKnowledgeBaseEntry($pharmacyId: ID!, $input: KnowledgeBaseEntryInput!) {
    createKnowledgeBaseEntry(pharmacyId: $pharmacyId, input: $input) { ...RestKnowledgeBaseEntryFields }
  }
`);

const UpdateKnowledgeBaseEntryDocument = graphql(`
  mutation UpdateKnowledgeBaseEntry($id: ID!, $input: KnowledgeBaseEntryInput!) {
    updateKnowledgeBaseEntry(id: $id, input: $input) { ...RestKnowledgeBaseEntryFields }
  }
`);

const DeleteKnowledgeBaseEntryDocument = graphql(`
  mutation DeleteKnowledgeBaseEntry($id: ID!) { deleteKnowledgeBaseEntry(id: $id) }
`);

const text = (message: string) => z.string(message).max(10_000, message);

/**
 * The spec's body: {category, question, answer, tags[]}. Tags may also come as the dialog's comma-separated text
 * ("refill, prescription"); they are trimmed and empty ones dropped either way. The rules (category list, lengths)
 * are the assistant service's.
 */
const entrySchema = z.object({
  category: text('Category is required.'),
  question: text('Question is required.'),
  answer: text('Answer is required.'),
  tags: z
    .union([z.array(z.string('Tags must be text.').max(200, 'A tag can be at most 200 characters.'), 'Tags must be a list of words.'), z.string('Tags must be a list of words.').max(2000, 'Tags are too long.')], 'Tags must be a list of words.')
    .nullish()
    .transform((tags) => (typeof tags === 'string' ? tags.split(',') : (tags ?? [])).map((tag) => tag.trim()).filter(Boolean)),
});

/** The knowledge base the assistant answers from (spec part 2, sections 2.10 and 7): list, add, change, delete. */
export function knowledgeBaseRoutes(execute: Execute): Router {
  const router = Router();
  const run = typedRun(execute);

  route(router, 'get', '/pharmacies/:pharmacyId/knowledge-base', async (req) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    return (await run(req, KnowledgeBaseEntriesDocument, { pharmacyId })).knowledgeBaseEntries;
  });

  route(router, 'post', '/pharmacies/:pharmacyId/knowledge-base', async (req, res) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    const input = parseBody(entrySchema, req);
    const created = (await run(req, CreateKnowledgeBaseEntryDocument, { pharmacyId, input })).createKnowledgeBaseEntry;
    res.status(201);
    return created;
  });

  route(router, 'put', '/knowledge-base/:id', async (req) => {
    const id = pathId(req, 'id', 'Knowledge base entry not found.');
    const input = parseBody(entrySchema, req);
    return (await run(req, UpdateKnowledgeBaseEntryDocument, { id, input })).updateKnowledgeBaseEntry;
  });

  route(router, 'delete', '/knowledge-base/:id', async (req) => {
    const id = pathId(req, 'id', 'Knowledge base entry not found.');
    return { id: (await run(req, DeleteKnowledgeBaseEntryDocument, { id })).deleteKnowledgeBaseEntry, deleted: true };
  });

  return router;
}
