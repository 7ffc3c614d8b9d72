import type { SessionStatus } from '../../gql/graphql';

/** A session's length as minutes and seconds (spec: 'duration shown as minutes and seconds'). */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return minutes > 0 ? `${minutes}m ${rest}s` : `${rest}s`;
}

/** The Avg Response Time card: 'Under 1s' (as on the dashboard) (the assistant's answers), '45s', '2m 5s', '1h 3m', or '—' without replies yet. */
export function formatResponseTime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  const total = Math.max(0, Math.round(seconds));
  if (total === 0) return 'Under 1s';
  if (total >= 3600) return `${Math.floor(total / 3600)}h ${Math.floor((total % 3600) / 60)}m`;
  return formatDuration(total);
}

const statusLabels: Record<SessionStatus, string> = {
  active: 'Active',
  resolved: 'Resolved',
  escalated: 'Escalated',
  waiting_for_staff: 'Waiting for staff',
};

const statusColors: Record<SessionStatus, string> = {
  active: 'green',
  resolved: 'default',
  escalated: 'red',
  waiting_for_staff: 'orange',
};

/** Chat Management's status label ('Active' for active; other values shown as given, readable). */
export function statusLabel(status: string): string {
  return statusLabels[status as SessionStatus] ?? status.replace(/_/g, ' ');
}

export function statusColor(status: string): string {
  return statusColors[status as SessionStatus] ?? 'default';
}

/** A category as people read it: 'drug_interactions' -> 'Drug interactions'. */
export function categoryLabel(category: string | null | undefined): string {
  if (!category) return 'General';
  const words = category.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The categories the assistant files chats under (the knowledge base's categories). */
export const chatCategories = ['medication_info', 'refill_requests', 'side_effects', 'drug_interactions', 'store_hours', 'general'] as const;

export const shortPatientId = (id: string) => id.slice(0, 8);
