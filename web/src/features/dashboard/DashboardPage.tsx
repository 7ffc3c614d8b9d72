import { useQuery } from '@apollo/client/react';
import { Card, Col, Result, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { AlertOutlined, ClockCircleOutlined, MessageOutlined, RiseOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useAuth } from '../../app/auth/AuthProvider';
import { PHARMACY_CHAT_SESSIONS, shortId, type ChatSessionSummary } from '../staff-chat/graphql/staff-chat';
import { usePharmacyLiveUpdates } from '../staff-chat/usePharmacyLiveUpdates';
import { formatSeconds, PHARMACY_ACTIVITY, statusLabels } from './graphql/dashboard';

/** Staff overview (/dashboard): the pharmacy's real figures from the chat and analytics services, live. */
export default function DashboardPage() {
  const { user } = useAuth();
  const pharmacyId = user?.pharmacyId ?? null;
  const sessions = useQuery(PHARMACY_CHAT_SESSIONS, { variables: { pharmacyId: pharmacyId ?? '' }, skip: !pharmacyId });
  const activity = useQuery(PHARMACY_ACTIVITY, { variables: { pharmacyId: pharmacyId ?? '' }, skip: !pharmacyId });
  // sessions update in the cache from the live events; the activity figures are counted by analytics, read them again
  usePharmacyLiveUpdates(pharmacyId, () => void activity.refetch().catch(() => undefined));

  if (!pharmacyId) {
    return <Result status="info" title={`Welcome, ${user?.username ?? ''}`} subTitle="This account is not attached to a pharmacy, so there are no pharmacy chats to show here." />;
  }
  const list = sessions.data?.pharmacyChatSessions ?? [];
  const stats = activity.data?.pharmacyActivity;
  const loading = (sessions.loading && !sessions.data) || (activity.loading && !activity.data);
  const urgentCount = list.filter((s) => s.isUrgent).length;
  const openCount = list.filter((s) => s.status !== 'resolved').length;

  const cards = [
    { title: 'Total Conversations', value: stats?.totalConversations ?? 0, icon: <MessageOutlined /> },
    { title: 'Conversations This Month', value: stats?.monthlyConversations ?? 0, icon: <RiseOutlined /> },
    { title: 'Urgent Chats Now', value: urgentCount, icon: <AlertOutlined style={{ color: urgentCount ? '#dc2626' : undefined }} />, suffix: `of ${openCount} open` },
    { title: 'Average Response Time', value: formatSeconds(stats?.averageResponseTime ?? null), icon: <ClockCircleOutlined /> },
  ];

  return (
    <div>
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col xs={24} sm={12} xl={6} key={card.title}>
            <Card data-testid="kpi-card">{loading ? <Skeleton active paragraph={{ rows: 1 }} /> : <Statistic title={card.title} value={card.value} prefix={card.icon} suffix={card.suffix} />}</Card>
          </Col>
        ))}
      </Row>
      <Card title="Recent Chat Sessions" style={{ marginTop: 16 }} extra={<Link to="/staff-chat">Open live chat</Link>}>
        <Table<ChatSessionSummary>
          rowKey="id"
          size="small"
          loading={loading}
          dataSource={list.slice(0, 10)}
          pagination={false}
          locale={{ emptyText: 'No recent chat sessions found' }}
          columns={[
            { title: 'Patient ID', dataIndex: 'patientId', render: (id: string) => <Typography.Text code>{shortId(id)}</Typography.Text> },
            { title: 'Category', dataIndex: 'category', render: (c: string | null) => (c ? c.replace('_', ' ') : 'general') },
            {
              title: 'Status',
              render: (_: unknown, s: ChatSessionSummary) => <Tag color={s.isUrgent ? 'red' : s.status === 'resolved' ? 'default' : 'green'}>{statusLabels[s.status] ?? s.status}</Tag>,
            },
            { title: 'Duration', dataIndex: 'duration', render: (d: number) => `${Math.floor(d / 60)}m ${d % 60}s` },
            { title: 'Messages', dataIndex: 'messageCount' },
            { title: 'Satisfaction', dataIndex: 'satisfactionRating', render: (r: number | null) => (r === null ? 'Pending' : `${r.toFixed(1)} / 5`) },
          ]}
        />
      </Card>
    </div>
  );
}
