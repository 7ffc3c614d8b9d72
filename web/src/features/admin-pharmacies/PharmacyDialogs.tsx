import { useEffect, useState, type ReactNode } from 'react';
import { Checkbox, Descriptions, Form, Input, Modal, Select, Tag, Typography } from 'antd';
import { emailRule, minLengthRule } from '../../app/form-rules';
import type { AdminPharmacy } from './graphql/admin-pharmacies';
import { formatOperatingHours, HoursTextError, parseHoursText, type OperatingHours } from './hours-text';

export const statusLabels: Record<string, string> = { pending_approval: 'Pending', active: 'Active', suspended: 'Suspended', rejected: 'Rejected' };
/** Tag colours whose text keeps 4.5:1 on its background (antd's preset tags are lighter than WCAG AA allows). */
const tones = {
  amber: { color: '#92400e', background: '#fef3c7', borderColor: '#fcd34d' },
  green: { color: '#166534', background: '#dcfce7', borderColor: '#86efac' },
  red: { color: '#991b1b', background: '#fee2e2', borderColor: '#fca5a5' },
  grey: { color: '#374151', background: '#f3f4f6', borderColor: '#d1d5db' },
  blue: { color: '#1e40af', background: '#dbeafe', borderColor: '#93c5fd' },
} as const;
export type Tone = keyof typeof tones;
const statusTones: Record<string, Tone> = { pending_approval: 'amber', active: 'green', suspended: 'red', rejected: 'grey' };

export function ToneTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <Tag style={tones[tone]}>{children}</Tag>;
}

export function StatusTag({ status }: { status: string | null | undefined }) {
  return <ToneTag tone={statusTones[status ?? ''] ?? 'grey'}>{statusLabels[status ?? ''] ?? status}</ToneTag>;
}
export const planLabels: Record<string, string> = { free_trial: 'Free Trial', basic: 'Basic', professional: 'Professional', enterprise: 'Enterprise' };

export const formatDate = (iso: string | null | undefined) =>
  iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }) : '—';

/** Spec part 2, section 5: the admin pharmacy form's rules and messages. */
export const pharmacyFormMessages = {
  name: 'Pharmacy name is required',
  address: 'Complete address is required',
  phone: 'Valid phone number is required',
  email: 'Valid email is required',
  licenseNumber: 'License number is required',
  operatingHours: 'Operating hours are required',
};

/** Spec part 2, section 5: the Add form's default hours (Monday-Friday 9 to 6, Saturday 9 to 2, Sunday closed). */
export const DEFAULT_ADMIN_HOURS = 'Monday-Friday 9:00 AM - 6:00 PM, Saturday 9:00 AM - 2:00 PM, Sunday Closed';

export interface PharmacyFormValues {
  name: string;
  address: string;
  phone: string;
  email: string;
  licenseNumber: string;
  operatingHours: string;
  status: 'active' | 'pending_approval' | 'suspended';
}

export interface PharmacyFormResult {
  name: string;
  address: string;
  phone: string;
  email: string;
  licenseNumber: string;
  operatingHours: OperatingHours;
  status: PharmacyFormValues['status'];
}

const hoursRule = {
  required: true,
  validator: (_rule: unknown, value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text.length < 5) return Promise.reject(new Error(pharmacyFormMessages.operatingHours));
    try {
      parseHoursText(text);
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(new Error(error instanceof HoursTextError ? error.message : pharmacyFormMessages.operatingHours));
    }
  },
};

const phoneRule = {
  required: true,
  validator: (_rule: unknown, value: unknown) =>
    typeof value === 'string' && value.replace(/\D/g, '').length >= 10 ? Promise.resolve() : Promise.reject(new Error(pharmacyFormMessages.phone)),
};

/** Add Pharmacy and Edit Pharmacy: the same form; the status select offers active, pending approval and suspended. */
export function PharmacyFormDialog(props: {
  open: boolean;
  pharmacy: AdminPharmacy | null;
  saving: boolean;
  onCancel(): void;
  onSave(values: PharmacyFormResult): Promise<Record<string, string> | null>;
}) {
  const [form] = Form.useForm<PharmacyFormValues>();
  const editing = props.pharmacy;
  useEffect(() => {
    if (!props.open) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? {
            name: editing.name,
            address: editing.address,
            phone: editing.phone,
            email: editing.email ?? '',
            licenseNumber: editing.licenseNumber ?? '',
            operatingHours: formatOperatingHours(editing.operatingHours as OperatingHours),
            status: (editing.status === 'rejected' ? 'pending_approval' : (editing.status ?? 'active')) as PharmacyFormValues['status'],
          }
        : { operatingHours: DEFAULT_ADMIN_HOURS, status: 'active' },
    );
  }, [props.open, editing, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const errors = await props.onSave({ ...values, operatingHours: parseHoursText(values.operatingHours) });
    if (errors) form.setFields(Object.entries(errors).map(([name, message]) => ({ name: name as keyof PharmacyFormValues, errors: [message] })));
  };

  return (
    <Modal
      open={props.open}
      title={editing ? 'Edit Pharmacy' : 'Add Pharmacy'}
      okText={props.saving ? 'Saving...' : editing ? 'Save Changes' : 'Add Pharmacy'}
      confirmLoading={props.saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={props.onCancel}
      forceRender
    >
      <Form<PharmacyFormValues> form={form} layout="vertical" requiredMark="optional" name="admin-pharmacy" noValidate>
        <Form.Item label="Pharmacy Name" name="name" rules={[minLengthRule(2, pharmacyFormMessages.name)]}>
          <Input />
        </Form.Item>
        <Form.Item label="Address" name="address" rules={[minLengthRule(5, pharmacyFormMessages.address)]}>
          <Input />
        </Form.Item>
        <Form.Item label="Phone" name="phone" rules={[phoneRule]}>
          <Input type="tel" />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={[emailRule(pharmacyFormMessages.email)]}>
          <Input type="email" />
        </Form.Item>
        <Form.Item label="License Number" name="licenseNumber" rules={[minLengthRule(3, pharmacyFormMessages.licenseNumber)]}>
          <Input />
        </Form.Item>
        <Form.Item label="Operating Hours" name="operatingHours" rules={[hoursRule]} extra="By day, for example: Mon-Fri 9-6, Sat 9-2, Sun closed">
          <Input />
        </Form.Item>
        <Form.Item label="Status" name="status">
          <Select
            options={[
              { value: 'active', label: 'Active' },
              { value: 'pending_approval', label: 'Pending Approval' },
              { value: 'suspended', label: 'Suspended' },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Assign Trial: 7, 30 or 90 days (default 30), from today. */
export function AssignTrialDialog(props: { pharmacy: AdminPharmacy | null; saving: boolean; onCancel(): void; onAssign(days: number): void }) {
  const [days, setDays] = useState(30);
  useEffect(() => setDays(30), [props.pharmacy]);
  return (
    <Modal open={!!props.pharmacy} title="Assign Trial Plan" okText={props.saving ? 'Assigning...' : 'Assign Trial'} confirmLoading={props.saving} onOk={() => props.onAssign(days)} onCancel={props.onCancel}>
      <Typography.Paragraph>
        Put <strong>{props.pharmacy?.name}</strong> on the free trial (up to 100 conversations a month) starting today.
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="Trial length" htmlFor="trial-days">
          <Select
            id="trial-days"
            aria-label="Trial length"
            value={days}
            onChange={setDays}
            options={[
              { value: 7, label: '7 days' },
              { value: 30, label: '30 days' },
              { value: 90, label: '90 days' },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Reject: the reason is mailed to the owner and shown when they sign in. */
export function RejectDialog(props: { pharmacy: AdminPharmacy | null; saving: boolean; onCancel(): void; onReject(reason: string): void }) {
  const [form] = Form.useForm<{ reason: string }>();
  useEffect(() => form.resetFields(), [props.pharmacy, form]);
  const submit = async () => props.onReject((await form.validateFields()).reason.trim());
  return (
    <Modal forceRender open={!!props.pharmacy} title="Reject Pharmacy" okText={props.saving ? 'Rejecting...' : 'Reject'} okButtonProps={{ danger: true }} confirmLoading={props.saving} onOk={() => void submit().catch(() => undefined)} onCancel={props.onCancel}>
      <Typography.Paragraph>
        The owner of <strong>{props.pharmacy?.name}</strong> receives this reason by e-mail and sees it when they try to sign in.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="reject-pharmacy">
        <Form.Item label="Reason" name="reason" rules={[minLengthRule(5, 'Please give a reason for the rejection (at least 5 characters).')]}>
          <Input.TextArea rows={4} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The approval message the super admin edits: a welcome with the first steps. */
export function defaultApprovalMessage(pharmacy: AdminPharmacy): string {
  const name = pharmacy.ownerName ?? pharmacy.name;
  return (
    `Hello ${name},\n\nWelcome to PharmaChat! ${pharmacy.name} is approved and live.\n\n` +
    `Next steps:\n1. Sign in at /pharmacy-login.\n2. Check your opening hours and chat greeting in Settings.\n` +
    `3. Add your most common questions to the Knowledge Base.\n4. Invite your staff in User Management.\n\n` +
    `We are glad to have you on board.\n\nThe PharmaChat team`
  );
}

/** Send Approval Message: a 12-row message, mailed to the owner; optionally also texted to the pharmacy's phone. */
export function ApprovalMessageDialog(props: { pharmacy: AdminPharmacy | null; saving: boolean; onCancel(): void; onSend(message: string, sendSms: boolean): void }) {
  const [message, setMessage] = useState('');
  const [sendSms, setSendSms] = useState(false);
  useEffect(() => {
    if (props.pharmacy) setMessage(defaultApprovalMessage(props.pharmacy));
    setSendSms(false);
  }, [props.pharmacy]);
  const tooShort = message.trim().length < 5;
  return (
    <Modal
      open={!!props.pharmacy}
      title="Send Approval Message"
      okText={props.saving ? 'Sending...' : 'Send Message'}
      okButtonProps={{ disabled: tooShort }}
      confirmLoading={props.saving}
      onOk={() => props.onSend(message.trim(), sendSms)}
      onCancel={props.onCancel}
      width={640}
    >
      <Typography.Paragraph>
        To {props.pharmacy?.ownerEmail ?? props.pharmacy?.email} ({props.pharmacy?.name})
      </Typography.Paragraph>
      <label htmlFor="approval-message" style={{ display: 'block', marginBottom: 8 }}>
        Message
      </label>
      <Input.TextArea id="approval-message" rows={12} value={message} onChange={(event) => setMessage(event.target.value)} status={tooShort ? 'error' : undefined} />
      <Checkbox style={{ marginTop: 12 }} checked={sendSms} onChange={(event) => setSendSms(event.target.checked)}>
        Also send as SMS to {props.pharmacy?.phone}
      </Checkbox>
    </Modal>
  );
}

/** Details: everything known of the pharmacy, its owner and its subscription. */
export function DetailsDialog(props: { pharmacy: AdminPharmacy | null; onClose(): void }) {
  const p = props.pharmacy;
  return (
    <Modal open={!!p} title="Pharmacy Details" footer={null} onCancel={props.onClose} width={680}>
      {p && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="Name">{p.name}</Descriptions.Item>
          <Descriptions.Item label="Status">
            <StatusTag status={p.status} />
          </Descriptions.Item>
          {p.rejectionReason && <Descriptions.Item label="Rejection reason">{p.rejectionReason}</Descriptions.Item>}
          <Descriptions.Item label="Owner">{p.ownerName ? `${p.ownerName} (${p.ownerEmail})` : 'Added by a super admin'}</Descriptions.Item>
          <Descriptions.Item label="Email">{p.email}</Descriptions.Item>
          <Descriptions.Item label="Phone">{p.phone}</Descriptions.Item>
          <Descriptions.Item label="Address">{p.address}</Descriptions.Item>
          <Descriptions.Item label="License Number">{p.licenseNumber}</Descriptions.Item>
          <Descriptions.Item label="Operating Hours">{p.openingHours}</Descriptions.Item>
          <Descriptions.Item label="Time zone">{p.timeZone}</Descriptions.Item>
          <Descriptions.Item label="Plan">
            {p.subscription ? `${planLabels[p.subscription.plan] ?? p.subscription.plan} · $${p.subscription.monthlyPrice}/month${p.subscription.trialEnd ? ` · trial ends ${formatDate(p.subscription.trialEnd)}` : ''}` : 'No subscription'}
          </Descriptions.Item>
          <Descriptions.Item label="Registered">{formatDate(p.createdAt)}</Descriptions.Item>
          {p.approvedAt && <Descriptions.Item label="Approved">{formatDate(p.approvedAt)}</Descriptions.Item>}
          {p.suspendedAt && <Descriptions.Item label="Suspended">{formatDate(p.suspendedAt)}</Descriptions.Item>}
          <Descriptions.Item label="ID">
            <Typography.Text code>{p.id}</Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
