import { gql, type TypedDocumentNode } from '@apollo/client';

/** One audit record: who did what to which object, when (append-only on the server). */
export interface AuditEntry {
  id: string;
  at: string;
  actorId: string | null;
  actorName: string | null;
  actorRole: string | null;
  pharmacyId: string | null;
  action: string;
  objectType: string;
  objectId: string | null;
}

export const AUDIT_LOG: TypedDocumentNode<{ auditLog: { entries: AuditEntry[]; nextCursor: string | null } | null }, { first?: number; after?: string | null; pharmacyId?: string | null }> = gql`
  query AuditLog($first: Int, $after: String, $pharmacyId: ID) {
    auditLog(first: $first, after: $after, pharmacyId: $pharmacyId) {
      entries { id at actorId actorName actorRole pharmacyId action objectType objectId }
      nextCursor
    }
  }
`;
