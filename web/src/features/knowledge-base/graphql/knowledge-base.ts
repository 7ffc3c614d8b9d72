import { graphql } from '../../../gql';
import type { KnowledgeBaseEntriesListQuery } from '../../../gql/graphql';

/** One question and answer the assistant may answer from (spec part 2, section 2.10). */
export type KnowledgeEntry = KnowledgeBaseEntriesListQuery['knowledgeBaseEntries'][number];

graphql(`
  fragment KnowledgeEntryFields on KnowledgeBaseEntry { id pharmacyId category question answer tags createdAt updatedAt }
`);

export const KNOWLEDGE_BASE_ENTRIES = graphql(`
  query KnowledgeBaseEntriesList($pharmacyId: ID!) { knowledgeBaseEntries(pharmacyId: $pharmacyId) { ...KnowledgeEntryFields } }
`);

export const CREATE_KNOWLEDGE_ENTRY = graphql(`
  mutation CreateKnowledgeEntry($pharmacyId: ID!, $input: KnowledgeBaseEntryInput!) {
    createKnowledgeBaseEntry(pharmacyId: $pharmacyId, input: $input) { ...KnowledgeEntryFields }
  }
`);

export const UPDATE_KNOWLEDGE_ENTRY = graphql(`
  mutation UpdateKnowledgeEntry($id: ID!, $input: KnowledgeBaseEntryInput!) {
    updateKnowledgeBaseEntry(id: $id, input: $input) { ...KnowledgeEntryFields }
  }
`);

export const DELETE_KNOWLEDGE_ENTRY = graphql(`
  mutation DeleteKnowledgeEntry($id: ID!) { deleteKnowledgeBaseEntry(id: $id) }
`);

export const IMPORT_KNOWLEDGE_ENTRIES = graphql(`
  mutation ImportKnowledgeEntries($pharmacyId: ID!, $entries: [KnowledgeBaseEntryInput!]!) {
    importKnowledgeBaseEntries(pharmacyId: $pharmacyId, entries: $entries) { ...KnowledgeEntryFields }
  }
`);
