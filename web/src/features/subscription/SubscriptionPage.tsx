import { lazy, Suspense, useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Badge, Button, Card, Col, Empty, Modal, Popconfirm, Progress, Result, Row, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { CheckOutlined, CreditCardOutlined, DownloadOutlined, ExperimentOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../app/auth/AuthProvider';
import { isSuperAdmin, readStoredSession } from '../../app/auth/auth-storage';
import { errorExtensions, errorMessage } from '../../app/errors';
import { CANCEL_SUBSCRIPTION, CONFIRM_TEST_PAYMENT, CREATE_SUBSCRIPTION, SIMULATE_TEST_RENEWAL, SUBSCRIPTION_PAGE, type CurrentSubscription, type Invoice, type PlanCard } from './graphql/subscription';
import { TestCardForm, type TestCardValues } from './TestCardForm';

// Stripe's code loads only when Stripe is configured and a payment is being made
const StripePaymentForm = lazy(() => import('./StripePaymentForm'));

const planNames: Record<string, string> = { free_trial: 'Free Trial', basic: 'Basic', professional: 'Professional', enterprise: 'Enterprise' };
const statusTags: Record<string, { color: string; label: string }> = {
  active: { color: 'green', label: 'Active' },
  past_due: { color: 'red', label: 'Past due' },
  cancelled: { color: 'default', label: 'Cancelled' },
  pending: { color: 'gold', label: 'Pending' },
};

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const formatDate = (iso: string | null | undefined) => (iso ? dateFormat.format(new Date(iso)) : '—');
const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: amount % 1 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;
const brandNames: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', jcb: 'JCB', diners: 'Diners Club', unionpay: 'UnionPay' };
/** 1536 -> '1.5 KB', 2_400_000 -> '2.3 MB' */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString('en-US', { maximumFractionDigits: value < 10 ? 1 : 0 })} ${units[unit]}`;
}
const monthLabel = (month: string) => new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

interface PendingPayment {
  plan: PlanCard;
  clientSecret: string;
  testMode: boolean;
}

/** Subscription management (/subscription, spec part 1, sections 2-4 and 7-9): plan, usage, plans, payment, cancel, history. */
export default function SubscriptionPage() {
  const { user } = useAuth();
  const { message, notification } = App.useApp();
  const [params, setParams] = useSearchParams();
  const pharmacyId = user?.pharmacyId ?? null;
  const query = useQuery(SUBSCRIPTION_PAGE, { variables: { pharmacyId: pharmacyId ?? '' }, skip: !pharmacyId, fetchPolicy: 'cache-and-network' });
  const [createSubscription, creating] = useMutation(CREATE_SUBSCRIPTION);
  const [confirmTestPayment, confirming] = useMutation(CONFIRM_TEST_PAYMENT);
  const [cancelSubscription, cancelling] = useMutation(CANCEL_SUBSCRIPTION);
  const [simulateRenewal, simulating] = useMutation(SIMULATE_TEST_RENEWAL);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [payment, setPayment] = useState<PendingPayment | null>(null);
  const [cardError, setCardError] = useState<{ field: string; message: string } | null>(null);
  const canManage = !!user && (user.role === 'pharmacy_admin' || user.role === 'super_admin');

  // back from Stripe's redirect (3-D Secure): the webhook may still be on its way
  useEffect(() => {
    if (params.get('success') !== 'true') return;
    void message.success('Payment received. Your new plan is active as soon as Stripe confirms it.');
    setParams({}, { replace: true });
    void query.refetch();
  }, [params, setParams, message, query]);

  if (!user) return null;
  if (!pharmacyId) {
    return (
      <Result
        status="info"
        title="Switch to Pharmacy Context"
        subTitle={isSuperAdmin(user) ? 'Plans belong to one pharmacy. Use the role switcher to view a pharmacy, then manage its subscription here.' : 'You need to be associated with a pharmacy to manage its subscription.'}
      />
    );
  }
  if (query.loading && !query.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (query.error && !query.data) return <Alert type="error" showIcon title="Could not load the subscription" description={errorMessage(query.error, 'Please reload the page.')} />;

  const data = query.data!;
  const subscription = data.subscription ?? null;
  const usage = data.conversationUsage;
  const testMode = data.paymentSettings.mode === 'test';

  const choose = async (plan: PlanCard) => {
    setChoosing(plan.id);
    try {
      const result = await createSubscription({ variables: { planType: plan.id } });
      const created = result.data!.createSubscription;
      setCardError(null);
      setPayment({ plan, clientSecret: created.clientSecret, testMode: created.testMode });
    } catch (error) {
      notification.error({ title: 'Error', description: `Failed to create subscription${errorMessage(error, '') ? `: ${errorMessage(error, '')}` : ''}` });
    } finally {
      setChoosing(null);
    }
  };

  const paid = async (plan: PlanCard) => {
    setPayment(null);
    await query.refetch();
    void message.success(`Your ${plan.name} plan is active.`);
  };

  const failed = (providerMessage: string) => notification.error({ title: 'Payment Failed', description: providerMessage });

  const payWithTestCard = async (card: TestCardValues) => {
    if (!payment) return;
    setCardError(null);
    try {
      const result = await confirmTestPayment({ variables: { clientSecret: payment.clientSecret, card } });
      const outcome = result.data!.confirmTestPayment;
      if (outcome.paid) await paid(payment.plan);
      else {
        failed(outcome.message ?? 'The card was declined.');
        void query.refetch();
      }
    } catch (error) {
      const field = errorExtensions(error).field;
      if (typeof field === 'string') setCardError({ field, message: errorMessage(error, 'Check the card details.') });
      else failed(errorMessage(error, 'The payment could not be completed.'));
    }
  };

  const cancel = async () => {
    try {
      const result = await cancelSubscription();
      await query.refetch();
      void message.success(`Your plan is cancelled. It stays active until ${formatDate(result.data!.cancelSubscription.currentPeriodEnd)}.`);
    } catch (error) {
      notification.error({ title: 'Failed to cancel subscription', description: errorMessage(error, 'Please try again.') });
    }
  };

  const renew = async (paidRenewal: boolean) => {
    try {
      const result = await simulateRenewal({ variables: { paid: paidRenewal } });
      await query.refetch();
      const renewed = result.data!.simulateTestRenewal;
      if (renewed.status === 'past_due') failed(renewed.lastPaymentError ?? 'The renewal payment failed.');
      else void message.success('Renewal paid: the next period has started.');
    } catch (error) {
      notification.error({ title: 'Error', description: errorMessage(error, 'The renewal could not be simulated.') });
    }
  };

  // a test-mode invoice's PDF, written by billing (Stripe's invoices link to Stripe's PDF)
  const downloadInvoice = async (invoice: Invoice) => {
    try {
      const response = await fetch(`/api/pharmacies/${pharmacyId}/invoices/${invoice.id}/pdf`, { headers: { authorization: `Bearer ${readStoredSession()?.token ?? ''}` } });
      if (!response.ok) throw new Error(((await response.json().catch(() => null)) as { message?: string } | null)?.message ?? 'The invoice could not be downloaded.');
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `invoice-${invoice.number ?? invoice.id}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      notification.error({ title: 'Download failed', description: error instanceof Error ? error.message : 'Please try again.' });
    }
  };

  const limit = usage.conversationLimit;
  const percent = limit === null ? 0 : limit === 0 ? 100 : Math.min(100, Math.round((usage.conversations / limit) * 100));
  const maxMonth = Math.max(1, ...usage.history.map((m) => m.conversations));
  const status = subscription ? (statusTags[subscription.status] ?? { color: 'default', label: subscription.status }) : null;
  const cancellable = !!subscription && subscription.plan !== 'free_trial' && subscription.status === 'active' && !subscription.cancelAtPeriodEnd;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ marginBottom: 0 }}>
          Subscription
        </Typography.Title>
        <Typography.Text type="secondary">Your plan, this month&apos;s conversations, payments and invoices.</Typography.Text>
      </div>
      {testMode && (
        <Alert
          type="warning"
          showIcon
          icon={<ExperimentOutlined />}
          title="Test mode"
          description="No Stripe keys are configured on this installation: plans are paid with test cards and no money moves."
          data-testid="payments-test-mode"
        />
      )}
      {subscription?.status === 'past_due' && (
        <Alert
          type="error"
          showIcon
          title="Payment failed"
          description={`${subscription.lastPaymentError ?? 'The last payment did not go through.'} Your plan keeps working until ${formatDate(subscription.graceUntil)} while the payment is retried; choose the plan again to pay with another card.`}
        />
      )}
      {subscription?.cancelAtPeriodEnd && subscription.status === 'active' && (
        <Alert type="info" showIcon title={`Your ${planNames[subscription.plan]} plan is cancelled and ends on ${formatDate(subscription.currentPeriodEnd)}.`} description="It stays active until then. Choose a plan below to keep it." />
      )}

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title="Current Plan" data-testid="current-plan">
            {subscription ? (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Space wrap>
                  <Typography.Title level={3} style={{ margin: 0 }} data-testid="current-plan-name">
                    {planNames[subscription.plan]}
                  </Typography.Title>
                  <Tag color={status!.color} data-testid="current-plan-status">
                    {status!.label}
                  </Tag>
                </Space>
                <Typography.Text>
                  {money(subscription.monthlyPrice)}
                  <Typography.Text type="secondary"> / month</Typography.Text>
                </Typography.Text>
                {subscription.trialEnd ? (
                  <Typography.Text>
                    Trial ends: <strong>{formatDate(subscription.trialEnd)}</strong>
                  </Typography.Text>
                ) : (
                  <Typography.Text>
                    {subscription.cancelAtPeriodEnd ? 'Ends on' : 'Next billing date'}: <strong>{formatDate(subscription.currentPeriodEnd)}</strong>
                  </Typography.Text>
                )}
                {subscription.pendingPlan && <Typography.Text type="secondary">{planNames[subscription.pendingPlan]} chosen, waiting for its payment.</Typography.Text>}
              </Space>
            ) : (
              <Empty description="This pharmacy has no subscription yet. It starts on the free trial once approved." />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Usage this month" data-testid="usage">
            <Typography.Text>
              Chats this month: <strong data-testid="usage-count">{usage.conversations.toLocaleString('en-US')}</strong> /{' '}
              <strong data-testid="usage-limit">{limit === null ? 'Unlimited' : limit.toLocaleString('en-US')}</strong>
            </Typography.Text>
            {limit === null ? (
              <Progress percent={100} showInfo={false} strokeColor="#52c41a" aria-label="Unlimited conversations" />
            ) : (
              <Progress percent={percent} status={percent >= 100 ? 'exception' : 'normal'} strokeColor={percent >= 90 ? '#cf1322' : percent >= 75 ? '#d48806' : undefined} aria-label={`${percent}% of the monthly limit`} />
            )}
            <Typography.Text type="secondary">A conversation counts once, at its patient&apos;s first message. An emergency is never refused.</Typography.Text>
          </Card>
        </Col>
      </Row>

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title="Storage" data-testid="storage">
            {(() => {
              const chats = data.chatStorage;
              const knowledge = data.knowledgeBaseStorage;
              const total = chats.bytes + knowledge.bytes;
              return (
                <Space orientation="vertical" style={{ width: '100%' }}>
                  <Typography.Text>
                    Stored now: <strong data-testid="storage-total">{formatBytes(total)}</strong>
                  </Typography.Text>
                  <Typography.Text data-testid="storage-chats">
                    Chats: {formatBytes(chats.bytes)} ({chats.sessions.toLocaleString('en-US')} chats, {chats.messages.toLocaleString('en-US')} messages)
                  </Typography.Text>
                  <Typography.Text data-testid="storage-knowledge-base">
                    Knowledge base: {formatBytes(knowledge.bytes)} ({knowledge.entries.toLocaleString('en-US')} entries)
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    Chats are deleted automatically after 90 days{chats.oldestAt ? `; the oldest kept started on ${formatDate(chats.oldestAt)}` : ''}. Storage is not limited by your plan.
                  </Typography.Text>
                </Space>
              );
            })()}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Billing information" data-testid="billing-information">
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Typography.Text data-testid="payment-method">
                Payment method:{' '}
                {subscription?.paymentMethod ? (
                  <strong>
                    {brandNames[subscription.paymentMethod.brand] ?? subscription.paymentMethod.brand} ending in {subscription.paymentMethod.last4}
                    {subscription.paymentMethod.expMonth && subscription.paymentMethod.expYear
                      ? `, expires ${String(subscription.paymentMethod.expMonth).padStart(2, '0')}/${subscription.paymentMethod.expYear}`
                      : ''}
                  </strong>
                ) : (
                  <Typography.Text type="secondary">none yet: your card is saved with your first payment</Typography.Text>
                )}
              </Typography.Text>
              <Typography.Text data-testid="next-charge">
                {!subscription || subscription.plan === 'free_trial'
                  ? `No charge during the free trial${subscription?.trialEnd ? ` (ends ${formatDate(subscription.trialEnd)})` : ''}.`
                  : subscription.cancelAtPeriodEnd || subscription.status === 'cancelled'
                    ? 'No further charges: the plan is cancelled.'
                    : `Next charge: ${money(subscription.monthlyPrice)} on ${formatDate(subscription.currentPeriodEnd)}.`}
              </Typography.Text>
              <Typography.Text type="secondary">
                {data.paymentSettings.mode === 'stripe' ? 'Payments are processed by Stripe; PharmaChat never sees your card number.' : 'Test mode: no real payments are taken.'}
              </Typography.Text>
            </Space>
          </Card>
        </Col>
      </Row>

      <Card title="Usage trends" data-testid="usage-trends">
        {usage.history.every((m) => m.conversations === 0) ? (
          <Empty description="No usage data available" />
        ) : (
          <div role="img" aria-label={`Conversations per month: ${usage.history.map((m) => `${monthLabel(m.month)} ${m.conversations}`).join(', ')}`} style={{ display: 'flex', alignItems: 'flex-end', gap: 12, height: 160 }}>
            {usage.history.map((m) => (
              <div key={m.month} style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, height: '100%', justifyContent: 'flex-end' }}>
                <Typography.Text style={{ fontSize: 12 }}>{m.conversations}</Typography.Text>
                <div style={{ width: '100%', maxWidth: 48, height: `${Math.max(2, (m.conversations / maxMonth) * 110)}px`, background: '#1677ff', borderRadius: 4 }} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {monthLabel(m.month)}
                </Typography.Text>
              </div>
            ))}
          </div>
        )}
      </Card>

      <div>
        <Typography.Title level={3}>Plans</Typography.Title>
        <Row gutter={[16, 16]}>
          {data.plans.map((plan) => {
            const current = subscription?.plan === plan.id && subscription.status !== 'cancelled';
            const card = (
              <Card
                title={plan.name}
                data-testid={`plan-${plan.id}`}
                style={{ height: '100%', borderColor: current ? '#1677ff' : undefined }}
                actions={
                  current
                    ? [
                        <Button key="current" disabled icon={<CheckOutlined />}>
                          Current Plan
                        </Button>,
                      ]
                    : plan.trialDays !== null
                      ? []
                      : [
                          <Button key="upgrade" type="primary" disabled={!canManage || creating.loading} loading={choosing === plan.id} onClick={() => void choose(plan)}>
                            Upgrade Now
                          </Button>,
                        ]
                }
              >
                <Typography.Title level={4} style={{ marginTop: 0 }}>
                  {plan.trialDays !== null ? `$0 for ${plan.trialDays} days` : `${money(plan.monthlyPrice)}/month`}
                </Typography.Title>
                <ul style={{ paddingLeft: 18, margin: 0 }}>
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </Card>
            );
            return (
              <Col key={plan.id} xs={24} sm={12} xl={6}>
                {plan.mostPopular ? (
                  <Badge.Ribbon text="Most Popular" color="blue">
                    {card}
                  </Badge.Ribbon>
                ) : (
                  card
                )}
              </Col>
            );
          })}
        </Row>
        {!canManage && <Typography.Text type="secondary">Only the pharmacy&apos;s administrator can change the plan.</Typography.Text>}
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          Billed monthly, cancel anytime, no setup fees. A change between paid plans is prorated for the rest of the period.
        </Typography.Paragraph>
      </div>

      <Card title="Billing history" data-testid="billing-history">
        <Table<Invoice>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={data.subscriptionInvoices}
          locale={{ emptyText: 'No invoices yet: they appear here once a paid plan is billed.' }}
          scroll={{ x: true }}
          columns={[
            { title: 'Date', dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
            { title: 'Invoice', dataIndex: 'number', render: (value: string | null) => value ?? '—' },
            { title: 'Plan', dataIndex: 'plan', render: (value: string | null) => (value ? planNames[value] : '—') },
            { title: 'Period', key: 'period', render: (_: unknown, invoice) => `${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}` },
            { title: 'Amount', dataIndex: 'amount', render: (value: number, invoice) => `${money(value)} ${invoice.currency.toUpperCase()}` },
            { title: 'Status', dataIndex: 'status', render: (value: string) => <Tag color={value === 'paid' ? 'green' : 'red'}>{value === 'paid' ? 'Paid' : 'Failed'}</Tag> },
            {
              title: 'Download',
              key: 'download',
              render: (_: unknown, invoice) =>
                invoice.pdfUrl ? (
                  <Button type="link" icon={<DownloadOutlined />} href={invoice.pdfUrl} target="_blank" rel="noreferrer">
                    PDF
                  </Button>
                ) : (
                  <Button type="link" icon={<DownloadOutlined />} onClick={() => void downloadInvoice(invoice)} aria-label={`Download invoice ${invoice.number ?? ''} (test mode PDF)`}>
                    PDF
                  </Button>
                ),
            },
          ]}
        />
      </Card>

      {testMode && canManage && subscription && subscription.plan !== 'free_trial' && subscription.status !== 'cancelled' && (
        <Card title="Test mode: renewals" data-testid="test-renewals">
          <Typography.Paragraph type="secondary">Bill the next period now, as the provider would at renewal, to see a failed payment and its grace period.</Typography.Paragraph>
          <Space wrap>
            <Button onClick={() => void renew(false)} loading={simulating.loading}>
              Simulate failed renewal
            </Button>
            <Button onClick={() => void renew(true)} loading={simulating.loading}>
              Simulate paid renewal
            </Button>
          </Space>
        </Card>
      )}

      {cancellable && canManage && (
        <Card title="Cancel subscription" data-testid="cancel-panel">
          <Typography.Paragraph>
            Cancelling keeps your {planNames[subscription.plan]} plan active until the end of the current billing period, {formatDate(subscription.currentPeriodEnd)}. You will not be charged again.
          </Typography.Paragraph>
          <Popconfirm title="Cancel your subscription?" description={`It stays active until ${formatDate(subscription.currentPeriodEnd)}.`} okText="Cancel subscription" cancelText="Keep plan" onConfirm={() => void cancel()}>
            <Button danger loading={cancelling.loading}>
              Cancel Subscription
            </Button>
          </Popconfirm>
        </Card>
      )}

      <Modal
        open={payment !== null}
        title={
          <Space>
            <CreditCardOutlined />
            {payment ? `Upgrade to ${payment.plan.name}` : 'Payment'}
          </Space>
        }
        footer={null}
        onCancel={() => setPayment(null)}
        destroyOnHidden
      >
        {payment && (
          <>
            <Typography.Paragraph>
              {money(payment.plan.monthlyPrice)} a month, billed monthly. Your {payment.plan.name} plan starts as soon as the payment goes through.
            </Typography.Paragraph>
            {payment.testMode ? (
              <TestCardForm busy={confirming.loading} fieldError={cardError} amountLabel={money(payment.plan.monthlyPrice)} onPay={(card) => void payWithTestCard(card)} onCancel={() => setPayment(null)} />
            ) : (
              <Suspense fallback={<Skeleton active />}>
                <StripePaymentForm
                  publishableKey={data.paymentSettings.publishableKey ?? ''}
                  clientSecret={payment.clientSecret}
                  amountLabel={money(payment.plan.monthlyPrice)}
                  onPaid={() => void paid(payment.plan)}
                  onFailed={failed}
                  onCancel={() => setPayment(null)}
                />
              </Suspense>
            )}
          </>
        )}
      </Modal>
    </Space>
  );
}

export type { CurrentSubscription };
