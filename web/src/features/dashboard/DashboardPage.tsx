import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { App, Button, Card, Col, Empty, List, Modal, Progress, Row, Skeleton, Space, Statistic, Table, Tag, Typography } from 'antd';
import { ClockCircleOutlined, MessageOutlined, RobotOutlined, ShopOutlined, SmileOutlined, TeamOutlined, CreditCardOutlined, DollarOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useAuth } from '../../app/auth/AuthProvider';
import { isSuperAdmin } from '../../app/auth/auth-storage';
import { staffSession } from '../../app/auth/AuthProvider';
import { chatCsvPath, downloadCsv } from '../chat-management/csv-export';
import { PHARMACY_CHAT_SESSIONS, shortId, type ChatSessionSummary } from '../staff-chat/graphql/staff-chat';
import { usePharmacyLiveUpdates } from '../staff-chat/usePharmacyLiveUpdates';
import { ChatVolumeChart, BarFigure, tagText, ScrollRegion } from './charts';
import { statusLabels } from './graphql/dashboard';
import { categoryLabel, DASHBOARD_CHAT_MESSAGES, percent, PHARMACY_DASHBOARD, PLATFORM_DASHBOARD, planLabels, RECENT_PHARMACIES } from './graphql/analytics';

const POLL_STATS_MS = 30_000;

/** /dashboard: the pharmacy's overview (spec part 2, section 2.4) or, for the super admin, the platform's (2.5). */
export default function DashboardPage() {
  const { user } = useAuth();
  if (isSuperAdmin(user) && !user?.pharmacyId) return <SuperAdminDashboard />;
  if (!user?.pharmacyId) return <Empty description="This account is not attached to a pharmacy, so there are no pharmacy chats to show here." />;
  return <PharmacyOverview pharmacyId={user.pharmacyId} />;
}

function Kpi({ title, value, icon, loading, suffix, testId = 'kpi-card' }: { title: string; value: string | number; icon: React.ReactNode; loading: boolean; suffix?: string; testId?: string }) {
  return (
    <Col xs={24} sm={12} xl={6}>
      <Card data-testid={testId}>{loading ? <Skeleton active paragraph={{ rows: 1 }} /> : <Statistic title={title} value={value} prefix={icon} suffix={suffix} />}</Card>
    </Col>
  );
}

function PharmacyOverview({ pharmacyId }: { pharmacyId: string }) {
  const { notification } = App.useApp();
  const sessions = useQuery(PHARMACY_CHAT_SESSIONS, { variables: { pharmacyId } });
  const figures = useQuery(PHARMACY_DASHBOARD, { variables: { pharmacyId }, pollInterval: POLL_STATS_MS });
  usePharmacyLiveUpdates(pharmacyId, () => void figures.refetch().catch(() => undefined));
  const [viewing, setViewing] = useState<ChatSessionSummary | null>(null);
  const stats = figures.data?.pharmacyDashboard;
  const subscription = figures.data?.subscription;
  const loading = figures.loading && !figures.data;
  const list = sessions.data?.pharmacyChatSessions ?? [];
  const live = list.filter((s) => s.status !== 'resolved').slice(0, 5);

  const exportChat = async (session: ChatSessionSummary) => {
    try {
      const name = await downloadCsv(chatCsvPath(session.id), staffSession, `chat-${shortId(session.patientId)}.csv`);
      notification.success({ title: 'Export ready', description: `Saved ${name}` });
    } catch (error) {
      notification.error({ title: 'Export failed', description: error instanceof Error ? error.message : 'Please try again.' });
    }
  };

  const usage = stats && stats.conversationLimit ? Math.min(100, Math.round((stats.monthlyConversations / stats.conversationLimit) * 100)) : null;
  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Pharmacy Overview
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Kpi loading={loading} title="Total Conversations" value={stats?.totalConversations ?? 0} icon={<MessageOutlined />} />
        <Kpi loading={loading} title="Active Users Today" value={stats?.activeUsersToday ?? 0} icon={<TeamOutlined />} />
        <Kpi loading={loading} title="AI Response Rate" value={percent(stats?.aiResponseRate)} icon={<RobotOutlined />} />
        <Kpi loading={loading} title="Satisfaction Score" value={stats?.satisfactionScore?.toFixed(1) ?? '–'} suffix={stats?.satisfactionScore ? '/ 5' : undefined} icon={<SmileOutlined />} />
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={16}>
          <Card title="Chat Volume (last 30 days)">{loading ? <Skeleton active /> : <ChatVolumeChart days={stats?.chatVolume ?? []} />}</Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title="Top Chat Categories">
            {loading ? (
              <Skeleton active />
            ) : (
              <BarFigure
                label="Top chat categories"
                valueName="Chats"
                horizontal
                empty="No category data available"
                data={(stats?.topCategories ?? []).map((c) => ({ name: categoryLabel(c.category), value: c.sessions, note: `${c.percentage}%` }))}
              />
            )}
          </Card>
        </Col>
      </Row>
      <Card title="Recent Chat Sessions" style={{ marginTop: 16 }} extra={<Link to="/chat-management">All chats</Link>}>
        <ScrollRegion label="Recent chat sessions">
          <Table<ChatSessionSummary>
            rowKey="id"
            size="small"
            loading={sessions.loading && !sessions.data}
            dataSource={list.slice(0, 10)}
            pagination={false}
            locale={{ emptyText: <Typography.Text>No recent chat sessions found</Typography.Text> }}
            columns={[
              { title: 'Patient ID', dataIndex: 'patientId', render: (id: string) => <Typography.Text code>{shortId(id)}</Typography.Text> },
              { title: 'Category', dataIndex: 'category', render: (c: string | null) => categoryLabel(c ?? 'general') },
              { title: 'Status', render: (_: unknown, s: ChatSessionSummary) => <Tag color={s.isUrgent ? 'red' : s.status === 'resolved' ? 'default' : 'green'} style={{ color: tagText[s.isUrgent ? 'red' : s.status === 'resolved' ? 'default' : 'green'] ?? tagText.default }}>{statusLabels[s.status] ?? s.status}</Tag> },
              { title: 'Duration', dataIndex: 'duration', render: (d: number) => `${Math.floor(d / 60)}m ${d % 60}s` },
              { title: 'Satisfaction', dataIndex: 'satisfactionRating', render: (r: number | null) => (r === null ? 'Pending' : `${r.toFixed(1)} / 5`) },
              {
                title: 'Actions',
                render: (_: unknown, s: ChatSessionSummary) => (
                  <Space size={4}>
                    <Button size="small" onClick={() => setViewing(s)} aria-label={`View chat ${shortId(s.patientId)}`}>
                      View
                    </Button>
                    <Button size="small" onClick={() => void exportChat(s)} aria-label={`Export chat ${shortId(s.patientId)}`}>
                      Export
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        </ScrollRegion>
      </Card>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={12}>
          <Card title="Live Chat Preview" extra={<Link to="/staff-chat">Open live chat</Link>}>
            {live.length === 0 ? (
              <Empty description="No active conversations" />
            ) : (
              <List
                dataSource={live}
                renderItem={(s) => (
                  <List.Item>
                    <List.Item.Meta
                      title={
                        <Space wrap>
                          <span>Patient {shortId(s.patientId)}</span>
                          {s.isUrgent && <Tag color="red" style={{ color: tagText.red }}>Urgent</Tag>}
                        </Space>
                      }
                      description={(s.lastMessage ?? '').slice(0, 50)}
                    />
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Subscription Status" extra={<Link to="/subscription">Manage</Link>}>
            {loading ? (
              <Skeleton active />
            ) : subscription ? (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Space wrap>
                  <Typography.Text strong>{planLabels[subscription.plan] ?? subscription.plan}</Typography.Text>
                  <Tag color={subscription.status === 'active' ? 'green' : 'orange'} style={{ color: tagText[subscription.status === 'active' ? 'green' : 'orange'] ?? tagText.default }}>{subscription.status}</Tag>
                  <Typography.Text type="secondary">${subscription.monthlyPrice}/month</Typography.Text>
                </Space>
                <div>
                  Usage this month: {stats?.monthlyConversations ?? 0} of {stats?.conversationLimit ?? 'Unlimited'} conversations
                  {usage !== null && <Progress percent={usage} status={usage >= 90 ? 'exception' : 'normal'} aria-label="Monthly usage" />}
                </div>
                <Typography.Text type="secondary">
                  {subscription.trialEnd ? 'Trial ends' : subscription.cancelAtPeriodEnd ? 'Ends' : 'Next billing'} {new Date(subscription.trialEnd ?? subscription.currentPeriodEnd).toLocaleDateString()}
                </Typography.Text>
              </Space>
            ) : (
              <Empty description="No subscription yet" />
            )}
          </Card>
        </Col>
      </Row>
      <ChatViewer session={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}

function ChatViewer({ session, onClose }: { session: ChatSessionSummary | null; onClose(): void }) {
  const messages = useQuery(DASHBOARD_CHAT_MESSAGES, { variables: { sessionId: session?.id ?? '' }, skip: !session });
  return (
    <Modal open={session !== null} onCancel={onClose} footer={null} destroyOnHidden title={session ? `Chat with patient ${shortId(session.patientId)}` : 'Chat'}>
      {messages.loading ? (
        <Skeleton active />
      ) : (
        <List
          dataSource={messages.data?.chatMessages ?? []}
          locale={{ emptyText: 'No messages' }}
          renderItem={(m) => (
            <List.Item>
              <List.Item.Meta title={`${m.sender === 'user' ? 'Patient' : m.sender === 'ai' ? 'Assistant' : (m.staffMember ?? 'Staff')} · ${new Date(m.timestamp).toLocaleTimeString()}`} description={m.content} />
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}

/** The super admin's first screen (spec part 2, section 2.5). */
function SuperAdminDashboard() {
  const platform = useQuery(PLATFORM_DASHBOARD, { pollInterval: POLL_STATS_MS });
  const pharmacies = useQuery(RECENT_PHARMACIES);
  const stats = platform.data?.platformStats;
  const loading = platform.loading && !platform.data;
  const recent = [...(pharmacies.data?.adminPharmacies ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 5);
  const cards = [
    { title: 'Manage Pharmacies', to: '/admin/pharmacies', text: 'Approve, suspend and edit pharmacies', icon: <ShopOutlined /> },
    { title: 'Manage Users', to: '/admin/users', text: 'Staff accounts of every pharmacy', icon: <TeamOutlined /> },
    { title: 'Manage Subscriptions', to: '/admin/subscriptions', text: 'Plans, trials and revenue', icon: <CreditCardOutlined /> },
  ];
  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Super Admin Dashboard
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Kpi loading={loading} title="Total Pharmacies" value={stats?.totalPharmacies ?? 0} icon={<ShopOutlined />} />
        <Kpi loading={loading} title="Total Users" value={stats?.totalUsers ?? 0} icon={<TeamOutlined />} />
        <Kpi loading={loading} title="Active Subscriptions" value={stats?.activeSubscriptions ?? 0} icon={<CreditCardOutlined />} />
        <Kpi loading={loading} title="Total Revenue" value={`$${(stats?.monthlyRevenue ?? 0).toFixed(2)}`} suffix="/ month" icon={<DollarOutlined />} />
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {cards.map((card) => (
          <Col xs={24} md={8} key={card.title}>
            <Card title={<Space>{card.icon}{card.title}</Space>}>
              <Typography.Paragraph type="secondary">{card.text}</Typography.Paragraph>
              <Link to={card.to}>{card.title}</Link>
            </Card>
          </Col>
        ))}
      </Row>
      <Card title="Recent Pharmacy Registrations" style={{ marginTop: 16 }} extra={<Link to="/admin/pharmacies">View All</Link>}>
        <ScrollRegion label="Recent pharmacy registrations">
          <Table
            rowKey="id"
            size="small"
            loading={pharmacies.loading && !pharmacies.data}
            dataSource={recent}
            pagination={false}
            columns={[
              { title: 'Name', dataIndex: 'name' },
              { title: 'Email', dataIndex: 'email' },
              { title: 'Status', dataIndex: 'status', render: (s: string) => <Tag color={s === 'active' ? 'green' : s === 'pending_approval' ? 'orange' : 'default'} style={{ color: tagText[s === 'active' ? 'green' : s === 'pending_approval' ? 'orange' : 'default'] ?? tagText.default }}>{s === 'pending_approval' ? 'Pending' : s}</Tag> },
              { title: 'Plan', render: (_: unknown, p: (typeof recent)[number]) => planLabels[p.subscription?.plan ?? ''] ?? 'None' },
              { title: 'Action', render: () => <Link to="/admin/pharmacies">View</Link> },
            ]}
          />
        </ScrollRegion>
      </Card>
      <Card style={{ marginTop: 16 }} title="Platform today">
        <Space wrap size="large">
          <Statistic title="Conversations today" value={stats?.conversationsToday ?? 0} prefix={<MessageOutlined />} />
          <Statistic title="Uptime (30 days)" value={stats?.uptimePercent === null || stats?.uptimePercent === undefined ? '–' : `${stats.uptimePercent}%`} prefix={<ClockCircleOutlined />} />
          <Link to="/admin-dashboard">System Administration Dashboard</Link>
        </Space>
      </Card>
    </div>
  );
}
