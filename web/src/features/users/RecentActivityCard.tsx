import { useQuery } from '@apollo/client/react';
import { Avatar, Card, Empty, Skeleton, Typography } from 'antd';
import { roleLabels, type StaffRole } from '../../app/auth/auth-storage';
import { AUDIT_LOG, type AuditEntry } from './graphql/audit-log';
import { timeAgo } from './last-active';

const verbs: Record<string, string> = { read: 'viewed', list: 'listed', create: 'created', update: 'updated', delete: 'deleted' };
const objects: Record<string, string> = { chat_session: 'chat session', chat_message: 'chat messages', patient_account: 'patient account' };

/** One audit record in words: "downtown.staff viewed chat session 1a2b3c4d". */
export function describeEntry(entry: AuditEntry): string {
  const who = entry.actorName ?? (entry.actorRole ? (roleLabels[entry.actorRole as StaffRole] ?? entry.actorRole) : 'Someone');
  const verb = verbs[entry.action] ?? entry.action;
  const object = objects[entry.objectType] ?? entry.objectType.replace(/_/g, ' ');
  return `${who} ${verb} ${object}${entry.objectId && entry.action !== 'list' ? ` ${entry.objectId.slice(0, 8)}` : ''}`;
}

/** Recent Activity: the pharmacy's latest audit records (real reads and changes of patient data, newest first). */
export function RecentActivityCard({ pharmacyId }: { pharmacyId: string }) {
  const { data, loading, error } = useQuery(AUDIT_LOG, { variables: { first: 8, pharmacyId }, fetchPolicy: 'cache-and-network' });
  const entries = data?.auditLog?.entries ?? [];
  return (
    <Card title="Recent Activity" data-testid="recent-activity" style={{ height: '100%' }}>
      {loading && !data ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={error ? 'Recent activity is not available right now.' : 'No recent activity yet'} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry) => (
            <li key={entry.id} style={{ display: 'flex', gap: 12, alignItems: 'flex-start', padding: '8px 0', borderBottom: '1px solid #f0f0f0' }} data-testid="activity-entry">
              <Avatar style={{ background: '#ccfbf1', color: '#0f766e', flex: 'none' }}>{(entry.actorName ?? '?').charAt(0).toUpperCase()}</Avatar>
              <div style={{ minWidth: 0 }}>
                <Typography.Text style={{ display: 'block' }}>{describeEntry(entry)}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {entry.actorRole ? `${roleLabels[entry.actorRole as StaffRole] ?? entry.actorRole} · ` : ''}
                  {timeAgo(entry.at)}
                </Typography.Text>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
