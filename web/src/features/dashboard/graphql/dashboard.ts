import { graphql } from '../../../gql';
import type { PharmacyActivityQuery, SessionStatus } from '../../../gql/graphql';

export type PharmacyActivity = NonNullable<PharmacyActivityQuery['pharmacyActivity']>;

export const PHARMACY_ACTIVITY = graphql(`
  query PharmacyActivity($pharmacyId: ID!) {
    pharmacyActivity(pharmacyId: $pharmacyId) { totalConversations monthlyConversations escalations averageResponseTime }
  }
`);

export function formatSeconds(seconds: number | null): string {
  if (seconds === null) return 'No replies yet';
  if (seconds < 1) return 'Under 1s';
  if (seconds < 60) return `${Math.round(seconds)}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m ${Math.round(seconds % 60)}s`;
}

export const statusLabels: Record<SessionStatus, string> = {
  active: 'In Progress',
  waiting_for_staff: 'Waiting for staff',
  escalated: 'Escalated',
  resolved: 'Resolved',
};
