import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Col, Collapse, Input, Result, Row, Select, Space, Statistic, Table, Tooltip, Typography } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, DollarOutlined, PlusOutlined, ShopOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useAuth } from '../../app/auth/AuthProvider';
import { isSuperAdmin } from '../../app/auth/auth-storage';
import { errorMessage, fieldErrors } from '../../app/errors';
import {
  ADMIN_PHARMACY_LIST,
  ADMIN_PHARMACY_SUMMARY,
  APPROVE_PHARMACY_ADMIN,
  ASSIGN_TRIAL_PLAN,
  CREATE_PHARMACY_ADMIN,
  DELETE_PHARMACY_ADMIN,
  PHARMACY_DELETIONS,
  REACTIVATE_PHARMACY_ADMIN,
  REJECT_PHARMACY_ADMIN,
  SEND_APPROVAL_MESSAGE_ADMIN,
  SUSPEND_PHARMACY_ADMIN,
  UPDATE_PHARMACY_ADMIN,
  type AdminPharmacy,
} from './graphql/admin-pharmacies';
import {
  ApprovalMessageDialog,
  AssignTrialDialog,
  DetailsDialog,
  formatDate,
  PharmacyFormDialog,
  planLabels,
  RejectDialog,
  StatusTag,
  statusLabels,
  ToneTag,
  type PharmacyFormResult,
} from './PharmacyDialogs';

type PharmacyStatus = 'pending_approval' | 'active' | 'suspended' | 'rejected';

const SOMETHING_WENT_WRONG = 'Something went wrong';
const FORM_FIELDS = ['name', 'address', 'phone', 'email', 'licenseNumber', 'operatingHours', 'status'];

const money = (value: number) => `$${value.toLocaleString(undefined, { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Admin Pharmacies (/admin-pharmacies and /admin/pharmacies, spec part 2 section 2.16): the summary cards from real
 * data, search and status filter (on the server), the table and the dialogs: assign trial, details, approve,
 * reject, approval message, add, edit, suspend and reactivate, delete. Super admins only.
 */
export default function AdminPharmaciesPage() {
  const { user } = useAuth();
  const { notification, modal } = App.useApp();
  const allowed = isSuperAdmin(user);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<PharmacyStatus | 'all'>('all');
  const debouncedSearch = useDebounced(search.trim(), 300);
  const list = useQuery(ADMIN_PHARMACY_LIST, { variables: { search: debouncedSearch || null, status: status === 'all' ? null : status }, skip: !allowed, fetchPolicy: 'cache-and-network' });
  const summary = useQuery(ADMIN_PHARMACY_SUMMARY, { skip: !allowed, fetchPolicy: 'cache-and-network' });
  const deletions = useQuery(PHARMACY_DELETIONS, { skip: !allowed });
  // each service reports what it deleted a moment after the deletion: read again until every report is in
  const deletionPending = deletions.data?.pharmacyDeletions.some((d) => !d.complete) ?? false;
  useEffect(() => {
    if (!deletionPending) return;
    deletions.startPolling(2000);
    return () => deletions.stopPolling();
  }, [deletionPending, deletions]);
  const refetchQueries = ['AdminPharmacyList', 'AdminPharmacySummary'];
  const [assignTrial, assigning] = useMutation(ASSIGN_TRIAL_PLAN, { refetchQueries });
  const [approve] = useMutation(APPROVE_PHARMACY_ADMIN, { refetchQueries });
  const [reject, rejecting] = useMutation(REJECT_PHARMACY_ADMIN, { refetchQueries });
  const [suspend] = useMutation(SUSPEND_PHARMACY_ADMIN, { refetchQueries });
  const [reactivate] = useMutation(REACTIVATE_PHARMACY_ADMIN, { refetchQueries });
  const [sendMessage, sending] = useMutation(SEND_APPROVAL_MESSAGE_ADMIN);
  const [createPharmacy, creating] = useMutation(CREATE_PHARMACY_ADMIN, { refetchQueries });
  const [updatePharmacy, updating] = useMutation(UPDATE_PHARMACY_ADMIN, { refetchQueries });
  const [deletePharmacy] = useMutation(DELETE_PHARMACY_ADMIN, { refetchQueries: [...refetchQueries, 'PharmacyDeletionRecords'] });

  const [trialFor, setTrialFor] = useState<AdminPharmacy | null>(null);
  const [detailsOf, setDetailsOf] = useState<AdminPharmacy | null>(null);
  const [rejecting_, setRejecting] = useState<AdminPharmacy | null>(null);
  const [messageTo, setMessageTo] = useState<AdminPharmacy | null>(null);
  const [form, setForm] = useState<{ open: boolean; pharmacy: AdminPharmacy | null }>({ open: false, pharmacy: null });

  if (!user) return null;
  if (!allowed) return <Result status="403" title="Access Denied" subTitle="This page is only available to super administrators." />;

  const all = summary.data?.adminPharmacies ?? [];
  const revenue = summary.data?.revenueSummary;
  const cards = [
    { title: 'Total Pharmacies', value: all.length, icon: <ShopOutlined /> },
    { title: 'Active', value: all.filter((p) => p.status === 'active').length, icon: <CheckCircleOutlined style={{ color: '#16a34a' }} /> },
    { title: 'Pending Approval', value: all.filter((p) => p.status === 'pending_approval').length, icon: <ClockCircleOutlined style={{ color: '#ca8a04' }} /> },
    {
      title: 'Revenue / Month',
      value: revenue ? money(revenue.monthlyRevenue) : '—',
      icon: <DollarOutlined style={{ color: '#2563eb' }} />,
      hint: revenue ? `Billed monthly rate of ${revenue.paidSubscriptions} paid subscription(s); ${revenue.trialSubscriptions} free trial(s) count as $0.` : undefined,
    },
  ];

  const fail = (title: string, error: unknown) => notification.error({ title, description: errorMessage(error, SOMETHING_WENT_WRONG) });

  const doApprove = async (pharmacy: AdminPharmacy) => {
    try {
      await approve({ variables: { id: pharmacy.id } });
      notification.success({ title: 'Pharmacy approved', description: `${pharmacy.name} is active; the owner has been e-mailed.` });
    } catch (error) {
      fail('Failed to approve pharmacy', error);
    }
  };

  const doReject = async (reason: string) => {
    if (!rejecting_) return;
    try {
      await reject({ variables: { id: rejecting_.id, reason } });
      notification.success({ title: 'Pharmacy rejected', description: `The owner of ${rejecting_.name} has been e-mailed the reason.` });
      setRejecting(null);
    } catch (error) {
      fail('Failed to reject pharmacy', error);
    }
  };

  const doAssignTrial = async (trialDays: number) => {
    if (!trialFor) return;
    try {
      await assignTrial({ variables: { pharmacyId: trialFor.id, trialDays } });
      notification.success({ title: 'Trial plan assigned', description: `${trialFor.name} is on a ${trialDays}-day free trial.` });
      setTrialFor(null);
    } catch (error) {
      fail('Failed to assign trial plan', error);
    }
  };

  const doSendMessage = async (message: string, sendSms: boolean) => {
    if (!messageTo) return;
    try {
      await sendMessage({ variables: { id: messageTo.id, message, sendSms } });
      notification.success({ title: 'Approval message sent', description: `Sent to ${messageTo.ownerEmail ?? messageTo.email}${sendSms ? ' and by SMS' : ''}.` });
      setMessageTo(null);
    } catch (error) {
      fail('Failed to send approval message', error);
    }
  };

  const doSuspendOrReactivate = (pharmacy: AdminPharmacy) => {
    const suspending = pharmacy.status === 'active';
    modal.confirm({
      title: suspending ? `Suspend ${pharmacy.name}?` : `Reactivate ${pharmacy.name}?`,
      content: suspending ? 'It leaves the pharmacy finder, takes no new chats, and its staff are signed out.' : 'It returns to the pharmacy finder and takes chats again.',
      okText: suspending ? 'Suspend' : 'Reactivate',
      okButtonProps: { danger: suspending },
      onOk: async () => {
        try {
          if (suspending) await suspend({ variables: { id: pharmacy.id } });
          else await reactivate({ variables: { id: pharmacy.id } });
          notification.success({ title: suspending ? 'Pharmacy suspended' : 'Pharmacy reactivated' });
        } catch (error) {
          fail(suspending ? 'Failed to suspend pharmacy' : 'Failed to reactivate pharmacy', error);
        }
      },
    });
  };

  const doDelete = (pharmacy: AdminPharmacy) => {
    modal.confirm({
      title: `Delete ${pharmacy.name}?`,
      content: 'This deletes the pharmacy and all of its data in every service: staff accounts, chats, knowledge base, subscription and statistics. It cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deletePharmacy({ variables: { id: pharmacy.id } });
          notification.success({ title: 'Pharmacy deleted', description: `${pharmacy.name} and its data are being removed from every service.` });
        } catch (error) {
          fail('Failed to delete pharmacy', error);
        }
      },
    });
  };

  const save = async (values: PharmacyFormResult): Promise<Record<string, string> | null> => {
    const editing = form.pharmacy;
    const details = { name: values.name.trim(), address: values.address.trim(), phone: values.phone.trim(), email: values.email.trim(), licenseNumber: values.licenseNumber.trim(), operatingHours: values.operatingHours };
    try {
      if (!editing) {
        await createPharmacy({ variables: { input: { ...details, status: values.status } } });
        notification.success({ title: 'Pharmacy added successfully' });
      } else {
        await updatePharmacy({ variables: { id: editing.id, input: details } });
        // a status change is a lifecycle step with its own rules and mail
        if (values.status !== editing.status) {
          if (values.status === 'suspended' && editing.status === 'active') await suspend({ variables: { id: editing.id } });
          else if (values.status === 'active' && editing.status === 'suspended') await reactivate({ variables: { id: editing.id } });
          else if (values.status === 'active' && editing.status === 'pending_approval') await approve({ variables: { id: editing.id } });
          else throw new Error(`A ${statusLabels[editing.status ?? ''] ?? editing.status} pharmacy cannot be made ${statusLabels[values.status]} here.`);
        }
        notification.success({ title: 'Pharmacy updated successfully' });
      }
      setForm({ open: false, pharmacy: null });
      return null;
    } catch (error) {
      const byField = Object.fromEntries(Object.entries(fieldErrors(error)).filter(([field]) => FORM_FIELDS.includes(field)));
      notification.error({ title: editing ? 'Failed to update pharmacy' : 'Failed to add pharmacy', description: error instanceof Error && !('errors' in error) ? error.message : errorMessage(error, SOMETHING_WENT_WRONG) });
      return Object.keys(byField).length ? byField : null;
    }
  };

  const rows = list.data?.adminPharmacies ?? [];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', alignItems: 'center' }}>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Pharmacy Management
          </Typography.Title>
          <Typography.Text type="secondary">Review registrations, manage trials and keep every pharmacy in good standing.</Typography.Text>
        </div>
        <Space wrap>
          <Link to="/admin/mail-outbox">Mail Outbox</Link>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, pharmacy: null })}>
            Add Pharmacy
          </Button>
        </Space>
      </div>

      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.title} xs={12} lg={6}>
            <Card>
              <Tooltip title={card.hint}>
                <Statistic title={card.title} value={card.value} prefix={card.icon} />
              </Tooltip>
            </Card>
          </Col>
        ))}
      </Row>

      <Card>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder="Search pharmacies by name, email, phone, address, license or owner..."
            aria-label="Search pharmacies"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ flex: '1 1 260px', maxWidth: 480 }}
          />
          <Select
            aria-label="Filter by status"
            value={status}
            onChange={setStatus}
            style={{ minWidth: 180 }}
            options={[
              { value: 'all', label: 'All statuses' },
              { value: 'pending_approval', label: 'Pending' },
              { value: 'active', label: 'Active' },
              { value: 'suspended', label: 'Suspended' },
              { value: 'rejected', label: 'Rejected' },
            ]}
          />
        </div>
        <Table<AdminPharmacy>
          rowKey="id"
          loading={list.loading && !list.data}
          dataSource={rows}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 960 }}
          locale={{ emptyText: debouncedSearch || status !== 'all' ? 'No pharmacies match your search' : 'No pharmacies yet' }}
          columns={[
            {
              title: 'Pharmacy',
              key: 'pharmacy',
              render: (_, p) => (
                <div>
                  <Typography.Text strong>{p.name}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{p.address}</Typography.Text>
                </div>
              ),
            },
            {
              title: 'Contact',
              key: 'contact',
              render: (_, p) => (
                <div>
                  {p.ownerName && <div>{p.ownerName}</div>}
                  <div>{p.ownerEmail ?? p.email}</div>
                  <Typography.Text type="secondary">{p.phone}</Typography.Text>
                </div>
              ),
            },
            {
              title: 'Status',
              key: 'status',
              width: 110,
              render: (_, p) => <StatusTag status={p.status} />,
            },
            {
              title: 'Plan',
              key: 'plan',
              width: 130,
              render: (_, p) =>
                p.subscription ? (
                  <div>
                    <ToneTag tone="blue">{planLabels[p.subscription.plan] ?? p.subscription.plan}</ToneTag>
                    {p.subscription.trialEnd && <div style={{ fontSize: 12 }}>Trial ends {formatDate(p.subscription.trialEnd)}</div>}
                  </div>
                ) : (
                  <Typography.Text type="secondary">None</Typography.Text>
                ),
            },
            { title: 'Registered', key: 'registered', width: 130, render: (_, p) => formatDate(p.createdAt) },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, p) => (
                <Space wrap size={4}>
                  <Button size="small" onClick={() => setDetailsOf(p)} aria-label={`Details of ${p.name}`}>
                    Details
                  </Button>
                  {p.status === 'pending_approval' && (
                    <>
                      <Button size="small" type="primary" onClick={() => void doApprove(p)} aria-label={`Approve ${p.name}`}>
                        Approve
                      </Button>
                      <Button size="small" danger onClick={() => setRejecting(p)} aria-label={`Reject ${p.name}`}>
                        Reject
                      </Button>
                    </>
                  )}
                  {p.status === 'active' && (
                    <Button size="small" onClick={() => setMessageTo(p)} aria-label={`Send approval message to ${p.name}`}>
                      Message
                    </Button>
                  )}
                  <Button size="small" onClick={() => setTrialFor(p)} aria-label={`Assign trial to ${p.name}`}>
                    Trial
                  </Button>
                  <Button size="small" onClick={() => setForm({ open: true, pharmacy: p })} aria-label={`Edit ${p.name}`}>
                    Edit
                  </Button>
                  {(p.status === 'active' || p.status === 'suspended') && (
                    <Button size="small" onClick={() => doSuspendOrReactivate(p)} aria-label={`${p.status === 'active' ? 'Suspend' : 'Reactivate'} ${p.name}`}>
                      {p.status === 'active' ? 'Suspend' : 'Reactivate'}
                    </Button>
                  )}
                  <Button size="small" danger onClick={() => doDelete(p)} aria-label={`Delete ${p.name}`}>
                    Delete
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>

      {(deletions.data?.pharmacyDeletions.length ?? 0) > 0 && (
        <Collapse
          items={[
            {
              key: 'deleted',
              label: `Deleted pharmacies (${deletions.data!.pharmacyDeletions.length})`,
              children: (
                <Table
                  rowKey="id"
                  size="small"
                  pagination={false}
                  scroll={{ x: 640 }}
                  dataSource={deletions.data!.pharmacyDeletions}
                  columns={[
                    { title: 'Pharmacy', dataIndex: 'name' },
                    { title: 'Deleted', render: (_, d) => `${formatDate(d.deletedAt)} by ${d.deletedBy ?? 'unknown'}` },
                    {
                      title: 'What each service deleted',
                      render: (_, d) => (
                        <div>
                          {d.reports.map((r) => (
                            <div key={r.service}>
                              <strong>{r.service}</strong>: {r.counts.map((c) => `${c.count} ${c.what.replace(/_/g, ' ')}`).join(', ') || 'nothing'}
                            </div>
                          ))}
                          {!d.complete && <Typography.Text type="secondary">Waiting for the other services...</Typography.Text>}
                        </div>
                      ),
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      )}

      <DetailsDialog pharmacy={detailsOf} onClose={() => setDetailsOf(null)} />
      <AssignTrialDialog pharmacy={trialFor} saving={assigning.loading} onCancel={() => setTrialFor(null)} onAssign={(days) => void doAssignTrial(days)} />
      <RejectDialog pharmacy={rejecting_} saving={rejecting.loading} onCancel={() => setRejecting(null)} onReject={(reason) => void doReject(reason)} />
      <ApprovalMessageDialog pharmacy={messageTo} saving={sending.loading} onCancel={() => setMessageTo(null)} onSend={(message, sms) => void doSendMessage(message, sms)} />
      <PharmacyFormDialog open={form.open} pharmacy={form.pharmacy} saving={creating.loading || updating.loading} onCancel={() => setForm({ open: false, pharmacy: null })} onSave={save} />
    </Space>
  );
}
