import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Col, Form, InputNumber, Modal, Result, Row, Select, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useAuth } from '../../app/auth/AuthProvider';
import { isSuperAdmin } from '../../app/auth/auth-storage';
import { errorMessage } from '../../app/errors';
import { ADMIN_SUBSCRIPTIONS, CREATE_ADMIN_SUBSCRIPTION } from './graphql/subscription';

const planNames: Record<string, string> = { free_trial: 'Free Trial', basic: 'Basic', professional: 'Professional', enterprise: 'Enterprise' };
const statusColors: Record<string, string> = { active: 'green', past_due: 'red', cancelled: 'default', pending: 'gold' };
const statusLabels: Record<string, string> = { active: 'Active', past_due: 'Past due', cancelled: 'Cancelled', pending: 'Pending' };
const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
const formatDate = (iso: string | null | undefined) => (iso ? new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso)) : '—');

interface CreateForm {
  pharmacyId?: string;
  plan: string;
  status: string;
  monthlyPrice?: number | null;
}

/** Admin Subscriptions (/admin-subscriptions and /admin/subscriptions, spec part 2, section 2.18): super admins only. */
export default function AdminSubscriptionsPage() {
  const { user } = useAuth();
  const { message, notification } = App.useApp();
  const allowed = !!user && isSuperAdmin(user);
  const query = useQuery(ADMIN_SUBSCRIPTIONS, { skip: !allowed, fetchPolicy: 'cache-and-network' });
  const [create, creating] = useMutation(CREATE_ADMIN_SUBSCRIPTION);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<CreateForm>();

  if (!user) return null;
  if (!allowed) return <Result status="403" title="Access Denied" subTitle="Subscriptions are managed by super administrators." />;
  if (query.loading && !query.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.error && !query.data) return <Alert type="error" showIcon title="Could not load subscriptions" description={errorMessage(query.error, 'Please reload the page.')} />;

  const data = query.data!;
  const names = new Map(data.adminPharmacies.map((p) => [p.id, p.name]));
  const subscribed = new Set(data.adminSubscriptions.map((s) => s.pharmacyId));
  const offered = data.adminPharmacies.filter((p) => !subscribed.has(p.id));
  const summary = data.adminSubscriptionSummary;

  const submit = async (values: CreateForm) => {
    try {
      await create({ variables: { input: { pharmacyId: values.pharmacyId ?? '', plan: values.plan, status: values.status, monthlyPrice: values.monthlyPrice ?? null } } });
      setOpen(false);
      form.resetFields();
      await query.refetch();
      void message.success('Subscription created.');
    } catch (error) {
      notification.error({ title: 'Error', description: errorMessage(error, 'Failed to create subscription') });
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 12 }}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 0 }}>
            Subscription Management
          </Typography.Title>
          <Typography.Text type="secondary">Every pharmacy&apos;s plan, from billing.</Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
          Create Subscription
        </Button>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={12} lg={6}>
          <Card data-testid="admin-subscriptions-total">
            <Statistic title="Total Subscriptions" value={summary.total} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card data-testid="admin-subscriptions-active">
            <Statistic title="Active" value={summary.active} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card data-testid="admin-subscriptions-revenue">
            <Statistic title="Monthly Revenue" value={money(summary.monthlyRevenue)} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card data-testid="admin-subscriptions-growth">
            <Statistic title="Growth (30 days)" value={summary.growthRate === null ? '—' : `${summary.growthRate > 0 ? '+' : ''}${summary.growthRate}%`} />
          </Card>
        </Col>
      </Row>
      <Card title="Subscriptions">
        <Table
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          dataSource={data.adminSubscriptions}
          locale={{ emptyText: 'No subscriptions yet.' }}
          columns={[
            { title: 'Pharmacy', dataIndex: 'pharmacyId', render: (id: string) => names.get(id) ?? <Typography.Text type="secondary">Unknown pharmacy</Typography.Text> },
            { title: 'Plan', dataIndex: 'plan', render: (plan: string) => planNames[plan] ?? plan },
            { title: 'Status', dataIndex: 'status', render: (status: string, row) => <Tag color={statusColors[status]}>{row.cancelAtPeriodEnd ? 'Cancels at period end' : (statusLabels[status] ?? status)}</Tag> },
            { title: 'Monthly Price', dataIndex: 'monthlyPrice', render: (price: number) => money(price) },
            { title: 'Trial Ends', dataIndex: 'trialEnd', render: (value: string | null) => formatDate(value) },
            { title: 'Next Billing', dataIndex: 'currentPeriodEnd', render: (value: string) => formatDate(value) },
            { title: 'Created', dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
          ]}
        />
      </Card>
      <Modal open={open} title="Create Subscription" onCancel={() => setOpen(false)} onOk={() => form.submit()} okText="Create" confirmLoading={creating.loading} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} initialValues={{ plan: 'basic', status: 'active' }} requiredMark={false}>
          <Form.Item label="Pharmacy" name="pharmacyId" rules={[{ required: true, message: 'Please select a pharmacy' }]}>
            <Select
              showSearch
              optionFilterProp="label"
              placeholder={offered.length ? 'Select a pharmacy' : 'Every pharmacy has a subscription'}
              options={offered.map((p) => ({ value: p.id, label: p.name }))}
            />
          </Form.Item>
          <Form.Item label="Plan" name="plan">
            <Select options={Object.entries(planNames).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          <Form.Item label="Status" name="status">
            <Select options={Object.entries(statusLabels).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          <Form.Item label="Custom monthly price (USD)" name="monthlyPrice" extra="Leave empty for the plan's price.">
            <InputNumber min={0} max={100000} step={1} style={{ width: '100%' }} placeholder="Plan price" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
