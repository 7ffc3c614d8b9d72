import { useRef, useState, type ComponentProps } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Col, DatePicker, Empty, List, Progress, Row, Skeleton, Space, Statistic, Table, Tag, Typography } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useAuth } from '../../app/auth/AuthProvider';
import { usePharmacyLiveUpdates } from '../staff-chat/usePharmacyLiveUpdates';
import { BarFigure, ChatVolumeChart, tagText, ScrollRegion } from './charts';
import { saveCsv } from './csv';
import { categoryLabel, DELETION_LOG, duration, money, percent, PHARMACY_DASHBOARD, planLabels, whatLabels, type PharmacyFigures } from './graphql/analytics';

type RangeValue = NonNullable<ComponentProps<typeof DatePicker.RangePicker>['value']>;

const priorityColours: Record<string, string> = { high: 'red', medium: 'orange', low: 'blue' };

/** The dashboard's figures as CSV rows (Export). */
export function figuresCsv(f: PharmacyFigures): (string | number | null)[][] {
  return [
    ['Figure', 'Value'],
    ['From', f.from],
    ['To', f.to],
    ['Total conversations', f.totalConversations],
    ['Conversations in range', f.periodConversations],
    ['Trend vs previous range (%)', f.conversationTrend],
    ['Monthly conversations', f.monthlyConversations],
    ['Monthly limit', f.conversationLimit ?? 'Unlimited'],
    ['Active users today', f.activeUsersToday],
    ['AI response rate (%)', f.aiResponseRate],
    ['Satisfaction (1-5)', f.satisfactionScore],
    ['Resolution rate (%)', f.resolutionRate],
    ['Escalation rate (%)', f.escalationRate],
    ['Average session duration (s)', f.averageSessionDuration],
    ['Return customer rate (%)', f.returnCustomerRate],
    ['Average cost per session ($)', f.costPerSession],
    ['Assistant first reply (s)', f.firstReply.assistantSeconds],
    ['Staff first reply after handoff (s)', f.firstReply.staffAfterHandoffSeconds],
    ['Staff wait, open hours (s)', f.firstReply.staffWaitOpenSeconds],
    ['Staff wait, closed hours (s)', f.firstReply.staffWaitClosedSeconds],
    [],
    ['Day', 'Conversations', 'Messages'],
    ...f.chatVolume.map((d) => [d.day, d.conversations, d.messages]),
    [],
    ['Hour', 'Patient messages'],
    ...f.hourlyMessages.map((h) => [h.label, h.messages]),
    [],
    ['Category', 'Chats', 'Questions', 'Handed over', 'Share (%)'],
    ...f.topCategories.map((c) => [c.category, c.sessions, c.questions, c.handedOver, c.percentage]),
  ];
}

/** /pharmacy-dashboard: real-time insights of the pharmacy (spec part 2, section 2.6). */
export default function PharmacyDashboardPage() {
  const { user } = useAuth();
  const pharmacyId = user?.pharmacyId ?? null;
  const [range, setRange] = useState<RangeValue | null>(null);
  const variables = { pharmacyId: pharmacyId ?? '', from: range?.[0]?.format('YYYY-MM-DD') ?? null, to: range?.[1]?.format('YYYY-MM-DD') ?? null };
  const figures = useQuery(PHARMACY_DASHBOARD, { variables, skip: !pharmacyId, pollInterval: 30_000, notifyOnNetworkStatusChange: true });
  // the pharmacy's live chat events (new chats, messages, resolutions) refresh the figures at once; the poll is the safety net
  const refresh = useRef<ReturnType<typeof setTimeout> | null>(null);
  usePharmacyLiveUpdates(pharmacyId, () => {
    if (refresh.current) return; // one refetch for a burst of events
    refresh.current = setTimeout(() => {
      refresh.current = null;
      void figures.refetch().catch(() => undefined);
    }, 2000);
  });
  if (!pharmacyId) return <Empty description="Switch to a pharmacy (role switcher in the header) to see its dashboard." />;
  const f = figures.data?.pharmacyDashboard;
  const loading = figures.loading && !figures.data;
  const usage = f?.conversationLimit ? Math.min(100, Math.round((f.monthlyConversations / f.conversationLimit) * 100)) : null;
  const cards = f
    ? [
        { title: 'Total Conversations', value: f.periodConversations, note: f.conversationTrend === null ? 'No earlier range to compare' : `${f.conversationTrend >= 0 ? '+' : ''}${f.conversationTrend}% vs previous range` },
        { title: 'Satisfaction Rating', value: f.satisfactionScore === null ? '–' : `${f.satisfactionScore.toFixed(1)} / 5`, note: `${f.totalRatings} ratings` },
        { title: 'Resolution Rate', value: percent(f.resolutionRate), note: `Escalated ${percent(f.escalationRate)}` },
        { title: 'Avg Session Duration', value: duration(f.averageSessionDuration), note: 'first to last message' },
        { title: 'Return Customer Rate', value: percent(f.returnCustomerRate), note: 'chats by returning patients' },
        { title: 'Avg Cost per Session', value: money(f.costPerSession), note: f.monthlyPrice === null ? 'no plan price' : `$${f.monthlyPrice}/month over this month's chats` },
      ]
    : [];
  return (
    <div>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%', marginBottom: 16 }}>
        <Space wrap>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Pharmacy Dashboard
          </Typography.Title>
          {f?.plan && <Tag color="blue" style={{ color: tagText.blue }}>{planLabels[f.plan] ?? f.plan}</Tag>}
        </Space>
        <Space wrap>
          <Button icon={<ReloadOutlined />} onClick={() => void figures.refetch()} loading={figures.loading && !!figures.data}>
            Refresh
          </Button>
          <DatePicker.RangePicker aria-label="Date Range" value={range} onChange={(value) => setRange(value && value[0] && value[1] ? value : null)} allowClear />
          <Button icon={<DownloadOutlined />} disabled={!f} onClick={() => f && saveCsv(figuresCsv(f), `pharmacy-dashboard-${f.from}-to-${f.to}.csv`)}>
            Export
          </Button>
        </Space>
      </Space>
      {f && (
        <Typography.Paragraph type="secondary">
          {f.from} to {f.to} ({f.timeZone}); updated every 30 seconds
        </Typography.Paragraph>
      )}
      <Row gutter={[16, 16]}>
        {loading
          ? [0, 1, 2, 3].map((i) => (
              <Col xs={24} sm={12} xl={6} key={i}>
                <Card>
                  <Skeleton active paragraph={{ rows: 1 }} />
                </Card>
              </Col>
            ))
          : cards.map((card) => (
              <Col xs={24} sm={12} xl={6} key={card.title}>
                <Card data-testid="insight-card">
                  <Statistic title={card.title} value={card.value} />
                  <Typography.Text type="secondary">{card.note}</Typography.Text>
                </Card>
              </Col>
            ))}
        {f && (
          <Col xs={24} sm={12} xl={6}>
            <Card data-testid="insight-card">
              <Statistic title="Monthly Usage" value={f.monthlyConversations} suffix={`/ ${f.conversationLimit ?? 'Unlimited'}`} />
              {usage !== null && <Progress percent={usage} status={usage >= 90 ? 'exception' : 'normal'} aria-label="Monthly usage of the plan's limit" />}
            </Card>
          </Col>
        )}
      </Row>
      {f && (
        <>
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            <Col xs={24} lg={12}>
              <Card title="Chat Volume">
                <ChatVolumeChart days={f.chatVolume} />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title="First replies">
                <Space wrap size="large">
                  <Statistic title="Assistant, first reply" value={duration(f.firstReply.assistantSeconds)} />
                  <Statistic title="Staff, after a handoff" value={duration(f.firstReply.staffAfterHandoffSeconds)} />
                </Space>
                <Typography.Paragraph style={{ marginTop: 12 }}>
                  Waiting for staff while open: <strong>{duration(f.firstReply.staffWaitOpenSeconds)}</strong> ({f.firstReply.staffWaitsOpen} chats); while closed:{' '}
                  <strong>{duration(f.firstReply.staffWaitClosedSeconds)}</strong> ({f.firstReply.staffWaitsClosed} chats)
                </Typography.Paragraph>
              </Card>
            </Col>
          </Row>
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            <Col xs={24} lg={8}>
              <Card title="Peak Usage Hours">
                {f.peakHours.length === 0 ? (
                  <Empty description="No usage data available" />
                ) : (
                  <List size="small" dataSource={f.peakHours} renderItem={(h) => (
                      <List.Item>
                        <span>{h.label}</span>
                        <span>{h.messages} messages</span>
                      </List.Item>
                    )} />
                )}
              </Card>
            </Col>
            <Col xs={24} lg={8}>
              <Card title="Top Question Categories">
                {f.topCategories.length === 0 ? (
                  <Empty description="No question data available" />
                ) : (
                  <List size="small" dataSource={f.topCategories} renderItem={(c) => (
                      <List.Item>
                        <span>{categoryLabel(c.category)}</span>
                        <span>
                          {c.sessions} chats ({c.percentage}%)
                        </span>
                      </List.Item>
                    )} />
                )}
              </Card>
            </Col>
            <Col xs={24} lg={8}>
              <Card title="AI-Powered Recommendations">
                {f.recommendations.length === 0 ? (
                  <Typography.Text type="secondary">Analyzing your data to generate recommendations...</Typography.Text>
                ) : (
                  <List
                    dataSource={f.recommendations}
                    renderItem={(r) => (
                      <List.Item>
                        <List.Item.Meta
                          title={
                            <Space wrap>
                              {r.title}
                              <Tag color={priorityColours[r.priority]} style={{ color: tagText[priorityColours[r.priority] ?? 'default'] }}>{r.priority} priority</Tag>
                            </Space>
                          }
                          description={
                            <>
                              <div>Impact: {r.impact}</div>
                              <div>Action: {r.action}</div>
                            </>
                          }
                        />
                      </List.Item>
                    )}
                  />
                )}
              </Card>
            </Col>
          </Row>
          <Card title="Hourly patient messages" style={{ marginTop: 16 }}>
            <BarFigure label="Patient messages by hour of the day" valueName="Messages" data={f.hourlyMessages.map((h) => ({ name: h.label.slice(0, 2), value: h.messages }))} />
          </Card>
          {user?.role !== 'pharmacy_staff' && <DeletionLog pharmacyId={pharmacyId} />}
        </>
      )}
      {figures.error && <Alert type="error" showIcon style={{ marginTop: 16 }} title="Could not load the figures" description={figures.error.message} />}
    </div>
  );
}

/** What the 90-day purge deleted of this pharmacy's data (pharmacy admins). */
function DeletionLog({ pharmacyId }: { pharmacyId: string }) {
  const log = useQuery(DELETION_LOG, { variables: { pharmacyId } });
  return (
    <Card title="Data deleted by the 90-day retention" style={{ marginTop: 16 }}>
      <ScrollRegion label="Deletion log">
        <Table
          size="small"
          rowKey={(row) => `${row.runId}-${row.what}`}
          loading={log.loading && !log.data}
          dataSource={log.data?.deletionLog ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: <Typography.Text>Nothing has been deleted yet: chats are kept for 90 days.</Typography.Text> }}
          columns={[
            { title: 'When', dataIndex: 'deletedAt', render: (d: string) => new Date(d).toLocaleString() },
            { title: 'What', dataIndex: 'what', render: (w: string) => whatLabels[w] ?? w },
            { title: 'How many', dataIndex: 'count' },
            { title: 'Older than', dataIndex: 'cutoff', render: (d: string) => new Date(d).toLocaleDateString() },
          ]}
        />
      </ScrollRegion>
    </Card>
  );
}
