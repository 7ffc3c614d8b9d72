import { graphql } from '../../../gql';
import type { AuditLogQuery } from '../../../gql/graphql';

/** One audit record: who did what to which object, when (append-only on the server). */
export type AuditEntry = NonNullable<AuditLogQuery['auditLog']>['entries'][number];

export const AUDIT_LOG = graphql(`
  query AuditLog($first: Int, $after: String, $pharmacyId: ID) {
    auditLog(first: $first, after: $after, pharmacyId: $pharmacyId) {
      entries { id at actorId actorName actorRole pharmacyId action objectType objectId }
      nextCursor
    }
  }
`);
