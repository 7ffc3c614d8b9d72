import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Descriptions, Empty, Input, Modal, Result, Segmented, Space, Typography } from 'antd';
import { ToneTag } from '../admin-pharmacies/PharmacyDialogs';
import { useAuth } from '../../app/auth/AuthProvider';
import { isSuperAdmin } from '../../app/auth/auth-storage';
import { errorMessage } from '../../app/errors';
import { ADMIN_DOCTORS, APPROVE_DOCTOR, REJECT_DOCTOR } from './graphql/admin-doctors';

type Status = 'pending' | 'approved' | 'rejected' | 'all';
const STATUS_TONES = { pending: 'amber', approved: 'green', rejected: 'red' } as const;
const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—');

/**
 * Doctor review (/admin/doctors, super admin): registrations newest first by status, the details, Approve and
 * Reject with a reason (at least 5 characters). Each decision is mailed to the doctor (see Mail Outbox).
 */
export default function AdminDoctorsPage() {
  const { user } = useAuth();
  const allowed = isSuperAdmin(user);
  const { notification } = App.useApp();
  const [status, setStatus] = useState<Status>('pending');
  const { data, loading, refetch } = useQuery(ADMIN_DOCTORS, { variables: { status: status === 'all' ? null : status }, skip: !allowed, fetchPolicy: 'cache-and-network' });
  const [approve] = useMutation(APPROVE_DOCTOR);
  const [reject] = useMutation(REJECT_DOCTOR);
  const [rejecting, setRejecting] = useState<{ id: string; name: string } | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  if (!allowed) return <Result status="403" title="Access Denied" subTitle="This page is only available to super administrators." />;
  const doctors = data?.doctors ?? [];

  const decide = async (id: string, action: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(id);
    try {
      await action();
      notification.success({ key: 'admin-doctors', title: success });
      await refetch();
      return true;
    } catch (error) {
      notification.error({ key: 'admin-doctors', title: failure, description: errorMessage(error, 'Something went wrong') });
      return false;
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          Doctor Registrations
        </Typography.Title>
        <Typography.Text type="secondary">Review doctors' credentials; approved doctors can sign in at /doctor-login. Every decision is e-mailed to the doctor.</Typography.Text>
      </div>
      <Segmented<Status>
        value={status}
        onChange={setStatus}
        options={[
          { value: 'pending', label: 'Pending' },
          { value: 'approved', label: 'Approved' },
          { value: 'rejected', label: 'Rejected' },
          { value: 'all', label: 'All' },
        ]}
        aria-label="Status"
      />
      {loading && !data ? (
        <Card loading />
      ) : doctors.length === 0 ? (
        <Card>
          <Empty description={status === 'pending' ? 'No doctors waiting for review' : 'No doctors'} />
        </Card>
      ) : (
        doctors.map((doctor) => {
          const name = `Dr. ${doctor.firstName} ${doctor.lastName}`;
          return (
            <Card
              key={doctor.id}
              size="small"
              data-testid="admin-doctor"
              data-doctor-email={doctor.email}
              title={
                <Space wrap>
                  <span>{name}</span>
                  <ToneTag tone={STATUS_TONES[doctor.status as keyof typeof STATUS_TONES] ?? 'grey'}>{doctor.status}</ToneTag>
                </Space>
              }
              extra={
                (
                  <Space wrap>
                    {doctor.status !== 'approved' && (
                      <Button type="primary" loading={busy === doctor.id} onClick={() => void decide(doctor.id, () => approve({ variables: { id: doctor.id } }), `${name} approved`, 'Failed to approve doctor')}>
                        Approve
                      </Button>
                    )}
                    {doctor.status === 'pending' && (
                      <Button danger onClick={() => setRejecting({ id: doctor.id, name })}>
                        Reject
                      </Button>
                    )}
                  </Space>
                )
              }
              styles={{ header: { flexWrap: 'wrap', gap: 8, paddingBlock: 8 } }}
            >
              <Descriptions size="small" column={{ xs: 1, md: 2 }}>
                <Descriptions.Item label="Email">{doctor.email}</Descriptions.Item>
                <Descriptions.Item label="Phone">{doctor.phone}</Descriptions.Item>
                <Descriptions.Item label="Specialty">{doctor.specialtyArea}</Descriptions.Item>
                <Descriptions.Item label="License">
                  {doctor.licenseNumber} ({doctor.licenseState})
                </Descriptions.Item>
                <Descriptions.Item label="NPI">{doctor.npiNumber ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="DEA">{doctor.deaNumber ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="Practice">{doctor.practiceName}</Descriptions.Item>
                <Descriptions.Item label="Address">{doctor.practiceAddress}</Descriptions.Item>
                <Descriptions.Item label="Registered">{when(doctor.createdAt)}</Descriptions.Item>
                {doctor.reviewedAt && <Descriptions.Item label="Reviewed">{when(doctor.reviewedAt)}</Descriptions.Item>}
                {doctor.rejectionReason && <Descriptions.Item label="Reason">{doctor.rejectionReason}</Descriptions.Item>}
              </Descriptions>
            </Card>
          );
        })
      )}
      <Modal
        open={!!rejecting}
        title={`Reject ${rejecting?.name ?? ''}`}
        okText="Reject"
        okButtonProps={{ danger: true, disabled: reason.trim().length < 5, loading: !!rejecting && busy === rejecting.id }}
        onCancel={() => setRejecting(null)}
        onOk={async () => {
          if (!rejecting) return;
          const done = await decide(rejecting.id, () => reject({ variables: { id: rejecting.id, reason: reason.trim() } }), `${rejecting.name} rejected`, 'Failed to reject doctor');
          if (done) {
            setRejecting(null);
            setReason('');
          }
        }}
      >
        <Typography.Paragraph>The doctor is e-mailed this reason.</Typography.Paragraph>
        <Input.TextArea rows={4} aria-label="Reason" placeholder="Reason (at least 5 characters)" value={reason} onChange={(e) => setReason(e.target.value)} />
      </Modal>
    </Space>
  );
}
