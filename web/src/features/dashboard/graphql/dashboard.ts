import { gql, type TypedDocumentNode } from '@apollo/client';

export interface PharmacyActivity {
  totalConversations: number;
  monthlyConversations: number;
  escalations: number;
  averageResponseTime: number | null;
}

export const PHARMACY_ACTIVITY: TypedDocumentNode<{ pharmacyActivity: PharmacyActivity | null }, { pharmacyId: string }> = gql`
  query PharmacyActivity($pharmacyId: ID!) {
    pharmacyActivity(pharmacyId: $pharmacyId) { totalConversations monthlyConversations escalations averageResponseTime }
  }
`;

export function formatSeconds(seconds: number | null): string {
  if (seconds === null) return 'No replies yet';
  if (seconds < 1) return 'Under 1s';
  if (seconds < 60) return `${Math.round(seconds)}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m ${Math.round(seconds % 60)}s`;
}

export const statusLabels: Record<string, string> = {
  active: 'In Progress',
  waiting_for_staff: 'Waiting for staff',
  escalated: 'Escalated',
  resolved: 'Resolved',
};
