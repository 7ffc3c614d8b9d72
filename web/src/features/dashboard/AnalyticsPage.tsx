import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Col, Empty, Progress, Result, Row, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useAuth } from '../../app/auth/AuthProvider';
import { BarFigure, ChatVolumeChart } from './charts';
import { ANALYTICS_ACCESS, categoryLabel, duration, percent, PHARMACY_ANALYTICS, planLabels } from './graphql/analytics';

/** /analytics: Analytics & Reports (spec part 2, section 2.9). Full for super admins and plans with advanced analytics. */
export default function AnalyticsPage() {
  const { user } = useAuth();
  const pharmacyId = user?.pharmacyId ?? null;
  const access = useQuery(ANALYTICS_ACCESS, { variables: { pharmacyId: pharmacyId ?? '' }, skip: !pharmacyId });
  const allowed = access.data?.featureAccess.allowed === true;
  const report = useQuery(PHARMACY_ANALYTICS, { variables: { pharmacyId: pharmacyId ?? '' }, skip: !pharmacyId || !allowed, pollInterval: 60_000 });
  if (!pharmacyId) return <Result status="info" title="Analytics need a pharmacy" subTitle="Switch to a pharmacy context with the role switcher in the top navigation to see its analytics." />;
  if (access.loading && !access.data) return <Skeleton active />;
  const basic = access.data?.pharmacyDashboard;
  if (!allowed) {
    const required = access.data?.featureAccess.planRequired ?? 'professional';
    const usage = basic?.conversationLimit ? Math.min(100, Math.round((basic.monthlyConversations / basic.conversationLimit) * 100)) : null;
    return (
      <div>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          Analytics & Reports
        </Typography.Title>
        <Alert
          type="info"
          showIcon
          title={`Advanced analytics are part of the ${planLabels[required] ?? required} plan`}
          description="Upgrade to see chat volume, categories, response times, peak hours and satisfaction in detail."
          action={
            <Link to="/subscription">
              <Button type="primary">Upgrade</Button>
            </Link>
          }
        />
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          <Col xs={24} md={8}>
            <Card>
              <Statistic title="Total Conversations" value={basic?.totalConversations ?? 0} />
            </Card>
          </Col>
          <Col xs={24} md={8}>
            <Card>
              <Statistic title="Monthly Usage" value={basic?.monthlyConversations ?? 0} suffix={`/ ${basic?.conversationLimit ?? 'Unlimited'}`} />
              {usage !== null && <Progress percent={usage} aria-label="Monthly usage of the plan's limit" />}
            </Card>
          </Col>
          <Col xs={24} md={8}>
            <Card>
              <Statistic title="Average Rating" value={basic?.satisfactionScore?.toFixed(1) ?? '–'} suffix={basic?.satisfactionScore ? '/ 5' : undefined} />
            </Card>
          </Col>
        </Row>
      </div>
    );
  }
  const f = report.data?.pharmacyAnalytics;
  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Analytics & Reports
      </Typography.Title>
      {!f ? (
        report.error ? <Alert type="error" showIcon title="Could not load the analytics" description={report.error.message} /> : <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            Last 30 days ({f.from} to {f.to}, {f.timeZone})
          </Typography.Paragraph>
          <Row gutter={[16, 16]}>
            {[
              { title: 'Total Conversations', value: f.periodConversations },
              { title: 'AI Response Rate', value: percent(f.aiResponseRate) },
              { title: 'Avg Response Time', value: duration(f.averageResponseTime) },
              { title: 'Satisfaction', value: f.satisfactionScore === null ? '–' : `${f.satisfactionScore.toFixed(1)} / 5` },
            ].map((card) => (
              <Col xs={24} sm={12} xl={6} key={card.title}>
                <Card data-testid="analytics-card">
                  <Statistic title={card.title} value={card.value} />
                </Card>
              </Col>
            ))}
          </Row>
          <Card title="Chat Volume" style={{ marginTop: 16 }}>
            <ChatVolumeChart days={f.chatVolume} />
          </Card>
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            <Col xs={24} lg={12}>
              <Card title="Category Breakdown">
                <BarFigure horizontal label="Chats by category" valueName="Chats" empty="No category data available" data={f.topCategories.map((c) => ({ name: categoryLabel(c.category), value: c.sessions, note: `${c.percentage}%` }))} />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title="Response Time Distribution">
                <BarFigure horizontal label="Replies by response time" valueName="Replies" data={f.responseTimeDistribution.map((b) => ({ name: b.label, value: b.count, note: `${b.percentage}%` }))} />
                <Typography.Paragraph style={{ marginTop: 8 }}>
                  Assistant first reply {duration(f.firstReply.assistantSeconds)}; staff after a handoff {duration(f.firstReply.staffAfterHandoffSeconds)} (open hours{' '}
                  {duration(f.firstReply.staffWaitOpenSeconds)}, closed {duration(f.firstReply.staffWaitClosedSeconds)})
                </Typography.Paragraph>
              </Card>
            </Col>
          </Row>
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            <Col xs={24} lg={12}>
              <Card title="Peak Hours">
                <BarFigure label="Patient messages by hour" valueName="Messages" data={f.peakHours.map((h) => ({ name: h.label, value: h.messages }))} />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title="Satisfaction Ratings">
                {f.totalRatings === 0 ? (
                  <Empty description="No ratings yet" />
                ) : (
                  <BarFigure label="Ratings by stars" valueName="Ratings" data={f.ratingDistribution.map((s) => ({ name: `${s.stars} stars`, value: s.count, note: `${s.percentage}%` }))} />
                )}
                <Typography.Paragraph style={{ marginTop: 8 }}>
                  {f.satisfactionByCategory.map((c) => `${categoryLabel(c.category)}: ${c.average === null ? '–' : c.average.toFixed(1)}`).join(' · ')}
                </Typography.Paragraph>
              </Card>
            </Col>
          </Row>
          {f.topQuestions.length > 0 && (
            <Card title="Top questions the assistant answered" style={{ marginTop: 16 }}>
              <ol>
                {f.topQuestions.map((q) => (
                  <li key={q.question}>
                    {q.question} ({q.count})
                  </li>
                ))}
              </ol>
            </Card>
          )}
        </>
      )}
    </div>
  );
}
