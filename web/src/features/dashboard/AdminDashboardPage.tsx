import { useState } from 'react';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Col, Descriptions, Empty, Popconfirm, Progress, Result, Row, Skeleton, Space, Statistic, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useAuth } from '../../app/auth/AuthProvider';
import { isSuperAdmin } from '../../app/auth/auth-storage';
import { BarFigure, ScrollRegion } from './charts';
import { saveCsv } from './csv';
import { duration, percent, PLATFORM_DASHBOARD, planLabels, PURGE_PREVIEW, REQUEST_PURGE, RETENTION_STATUS, whatLabels, type PerformanceRow } from './graphql/analytics';

const usageColours: Record<string, string> = { red: '#dc2626', yellow: '#d97706', green: '#16a34a' };

/** /admin-dashboard: System Administration Dashboard (spec part 2, section 2.7), super admins only. */
export default function AdminDashboardPage() {
  const { user } = useAuth();
  if (!isSuperAdmin(user)) return <Result status="403" title="Access Denied" subTitle="This dashboard is only available to super administrators." />;
  return <SystemDashboard />;
}

/** One row per pharmacy: its patient chats (chat service) and its doctor chats (doctor service) a purge would delete. */
function purgeRows(
  chats: { pharmacyId: string; sessions: number; messages: number; feedback: number }[],
  doctorChats: { pharmacyId: string; sessions: number; messages: number }[],
) {
  const rows = new Map<string, { pharmacyId: string; sessions: number; messages: number; feedback: number; doctorChats: number; doctorMessages: number }>();
  const row = (pharmacyId: string) => {
    let r = rows.get(pharmacyId);
    if (!r) rows.set(pharmacyId, (r = { pharmacyId, sessions: 0, messages: 0, feedback: 0, doctorChats: 0, doctorMessages: 0 }));
    return r;
  };
  for (const c of chats) Object.assign(row(c.pharmacyId), { sessions: c.sessions, messages: c.messages, feedback: c.feedback });
  for (const d of doctorChats) Object.assign(row(d.pharmacyId), { doctorChats: d.sessions, doctorMessages: d.messages });
  return [...rows.values()];
}

function SystemDashboard() {
  const { message } = App.useApp();
  const platform = useQuery(PLATFORM_DASHBOARD, { pollInterval: 30_000 });
  const retention = useQuery(RETENTION_STATUS, { pollInterval: 5 * 60_000 });
  const [preview, previewed] = useLazyQuery(PURGE_PREVIEW, { fetchPolicy: 'network-only' });
  const [requestPurge, purging] = useMutation(REQUEST_PURGE);
  const [started, setStarted] = useState<string | null>(null);
  const stats = platform.data?.platformStats;
  const rows = platform.data?.pharmacyPerformance ?? [];
  const r = retention.data?.retentionStats;
  const loading = platform.loading && !platform.data;
  const previewCounts = purgeRows(previewed.data?.purgePreview.chatCounts ?? [], previewed.data?.purgePreview.doctorChatCounts ?? []);
  const names = new Map(rows.map((row) => [row.pharmacyId, row.name]));

  const runPurge = async () => {
    const result = await requestPurge();
    setStarted(result.data?.requestPurge.requestedAt ?? null);
    void message.success('Purge started: each service deletes its data older than the cutoff and reports what it deleted.');
    setTimeout(() => void retention.refetch(), 3000);
  };

  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        System Administration Dashboard
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {[
          { title: 'Pharmacies', value: stats?.totalPharmacies ?? 0, note: `${stats?.activePharmacies ?? 0} active, ${stats?.pendingPharmacies ?? 0} pending, ${stats?.suspendedPharmacies ?? 0} suspended` },
          { title: 'Users', value: stats?.totalUsers ?? 0, note: `${stats?.staffUsers ?? 0} staff, ${stats?.patientAccounts ?? 0} patient accounts` },
          { title: 'Conversations', value: stats?.totalConversations ?? 0, note: `${stats?.conversationsToday ?? 0} today, ${stats?.totalMessages ?? 0} messages` },
          { title: 'System Uptime', value: stats?.uptimePercent === null || stats?.uptimePercent === undefined ? '–' : `${stats.uptimePercent}%`, note: stats?.uptimeSince ? `measured since ${new Date(stats.uptimeSince).toLocaleString()} (30 days at most)` : 'not measured yet' },
        ].map((card) => (
          <Col xs={24} sm={12} xl={6} key={card.title}>
            <Card data-testid="system-card">
              {loading ? <Skeleton active paragraph={{ rows: 1 }} /> : <Statistic title={card.title} value={card.value} />}
              <Typography.Text type="secondary">{card.note}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={12}>
          <Card title="Revenue and subscriptions">
            <Statistic title="Monthly revenue (active subscriptions)" value={`$${(stats?.monthlyRevenue ?? 0).toFixed(2)}`} />
            <BarFigure
              horizontal
              label="Subscriptions by plan"
              valueName="Subscriptions"
              empty="No subscriptions yet"
              data={(stats?.subscriptionBreakdown ?? []).map((p) => ({ name: planLabels[p.plan] ?? p.plan, value: p.subscriptions, note: `${p.active} active, $${p.monthlyRevenue.toFixed(2)}/month` }))}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Data Retention">
            {!r ? (
              <Skeleton active />
            ) : (
              <>
                <Descriptions size="small" column={1} bordered>
                  <Descriptions.Item label="Retention">{r.retentionDays} days (patient and doctor chats, messages, feedback)</Descriptions.Item>
                  <Descriptions.Item label="Cleanup">
                    Daily at {r.cleanupTime} ({r.timeZone})
                  </Descriptions.Item>
                  <Descriptions.Item label="Next Cleanup">
                    in {r.nextCleanupIn} ({new Date(r.nextCleanup).toLocaleString()})
                  </Descriptions.Item>
                  <Descriptions.Item label="Last Cleanup">{r.lastCleanup ? `${new Date(r.lastCleanup).toLocaleString()} (${r.lastCleanupTrigger})` : 'Not run yet'}</Descriptions.Item>
                  <Descriptions.Item label="Deleted">
                    {r.lastRunDeleted} rows in the last run, {r.totalDeleted} in all ({r.pharmaciesWithDeletions} pharmacies)
                  </Descriptions.Item>
                  <Descriptions.Item label="Audit records">Kept: records of access to patient data are never purged</Descriptions.Item>
                </Descriptions>
                {r.deletedByKind.length > 0 && (
                  <Typography.Paragraph style={{ marginTop: 8 }}>
                    {r.deletedByKind.map((k) => `${whatLabels[k.what] ?? k.what}: ${k.total}`).join(' · ')}
                  </Typography.Paragraph>
                )}
                <Space wrap style={{ marginTop: 12 }}>
                  <Button onClick={() => void preview()} loading={previewed.loading}>
                    Preview a run
                  </Button>
                  <Popconfirm title="Delete every chat older than the retention period now?" okText="Run now" onConfirm={() => void runPurge()}>
                    <Button danger loading={purging.loading}>
                      Run cleanup now
                    </Button>
                  </Popconfirm>
                </Space>
                {started && <Typography.Paragraph style={{ marginTop: 8 }}>Cleanup requested at {new Date(started).toLocaleString()}.</Typography.Paragraph>}
                {previewed.data && (
                  <div style={{ marginTop: 12 }} aria-live="polite">
                    <Typography.Text strong>
                      A run now would delete (older than {new Date(previewed.data.purgePreview.cutoff).toLocaleDateString()}):
                    </Typography.Text>
                    {previewCounts.length === 0 ? (
                      <Empty description="Nothing is old enough to delete" />
                    ) : (
                      <ScrollRegion label="Purge preview">
                        <Table
                          size="small"
                          rowKey="pharmacyId"
                          pagination={false}
                                        dataSource={previewCounts}
                          columns={[
                            { title: 'Pharmacy', dataIndex: 'pharmacyId', render: (id: string) => names.get(id) ?? id.slice(0, 8) },
                            { title: 'Sessions', dataIndex: 'sessions' },
                            { title: 'Messages', dataIndex: 'messages' },
                            { title: 'Feedback', dataIndex: 'feedback' },
                            { title: 'Doctor chats', dataIndex: 'doctorChats' },
                            { title: 'Doctor chat messages', dataIndex: 'doctorMessages' },
                          ]}
                        />
                      </ScrollRegion>
                    )}
                  </div>
                )}
              </>
            )}
          </Card>
        </Col>
      </Row>
      <Card
        title="Pharmacy Performance"
        style={{ marginTop: 16 }}
        extra={
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              saveCsv(
                [['Pharmacy', 'Status', 'Plan', 'Monthly conversations', 'Limit', 'Usage %', 'Total conversations', 'Satisfaction', 'Avg response (s)', 'Escalation %'], ...rows.map((row) => [row.name, row.status, row.plan, row.monthlyConversations, row.conversationLimit ?? 'Unlimited', row.usagePercent, row.totalConversations, row.satisfactionScore, row.averageResponseTime, row.escalationRate])],
                'pharmacy-performance.csv',
              )
            }
          >
            Export
          </Button>
        }
      >
        <ScrollRegion label="Pharmacy performance">
          <Table<PerformanceRow>
            rowKey="pharmacyId"
            size="small"
            loading={loading}
            dataSource={rows}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            locale={{ emptyText: <Typography.Text>No pharmacies yet</Typography.Text> }}
            columns={[
              { title: 'Pharmacy', dataIndex: 'name' },
              { title: 'Plan', dataIndex: 'plan', render: (p: string | null) => planLabels[p ?? ''] ?? 'None' },
              {
                title: 'Monthly usage',
                render: (_: unknown, row: PerformanceRow) => (
                  <div style={{ minWidth: 140 }}>
                    {row.monthlyConversations} / {row.conversationLimit ?? 'Unlimited'}
                    {row.usagePercent !== null && row.usagePercent !== undefined && (
                      <Progress percent={Math.min(100, row.usagePercent)} showInfo={false} strokeColor={usageColours[row.usageLevel]} aria-label={`${row.name}: ${row.usagePercent}% of the monthly limit`} />
                    )}
                  </div>
                ),
              },
              { title: 'Conversations', dataIndex: 'totalConversations' },
              { title: 'Satisfaction', dataIndex: 'satisfactionScore', render: (s: number | null) => (s === null ? '–' : `${s.toFixed(1)} / 5`) },
              { title: 'Avg response', dataIndex: 'averageResponseTime', render: (s: number | null) => duration(s) },
              { title: 'Escalated', dataIndex: 'escalationRate', render: (s: number | null) => percent(s) },
            ]}
          />
        </ScrollRegion>
      </Card>
    </div>
  );
}
