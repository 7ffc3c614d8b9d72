import { Button, Card, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ToneTag } from '../admin-pharmacies/PharmacyDialogs';
import { PRIORITY_TONES, STATUS_TONES } from './doctor-constants';
import type { DoctorChatSession } from './graphql/doctor-portal';

export const labelOf = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
export const dateOf = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }) : 'No date');

export function PriorityTag({ priority }: { priority: string | null | undefined }) {
  const value = priority || 'normal';
  return <ToneTag tone={PRIORITY_TONES[value as keyof typeof PRIORITY_TONES] ?? 'blue'}>{labelOf(value)}</ToneTag>;
}

export function StatusTag({ status }: { status: string | null | undefined }) {
  const value = status || 'active';
  return <ToneTag tone={STATUS_TONES[value as keyof typeof STATUS_TONES] ?? 'grey'}>{labelOf(value)}</ToneTag>;
}

/** A chat on the dashboard (spec part 2 section 2.20): subject, pharmacy, category, priority, status, patient, date. */
export function SessionCard({ session }: { session: DoctorChatSession }) {
  return (
    <Card size="small" data-testid="doctor-session-card" data-session-id={session.id}>
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <Typography.Text strong>{session.subject}</Typography.Text>
          <Space size={4}>
            <PriorityTag priority={session.priority} />
            <StatusTag status={session.status} />
          </Space>
        </Space>
        <Typography.Text type="secondary">
          {session.pharmacy.name} · {labelOf(session.category)}
        </Typography.Text>
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {session.patientInitials ? `Patient: ${session.patientInitials} · ` : ''}
            {dateOf(session.createdAt)}
          </Typography.Text>
          <Link to={`/doctor-chat/${session.id}`}>
            <Button size="small" type="primary" aria-label={`Open Chat: ${session.subject}`}>
              Open Chat
            </Button>
          </Link>
        </Space>
      </Space>
    </Card>
  );
}
