import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Result, Space, Table, Typography } from 'antd';
import { useAuth } from '../../app/auth/AuthProvider';
import { isSuperAdmin } from '../../app/auth/auth-storage';
import { MAIL_OUTBOX, type OutboxMail } from './graphql/admin-pharmacies';
import { ToneTag, type Tone } from './PharmacyDialogs';

const statusTones: Record<string, Tone> = { queued: 'blue', sent: 'green', stored: 'grey', failed: 'red' };
const kindLabels: Record<string, string> = {
  registration_received: 'Registration received',
  registration_refused: 'Registration refused',
  approved: 'Approved',
  rejected: 'Rejected',
  approval_message: 'Approval message',
  suspended: 'Suspended',
  reactivated: 'Reactivated',
  contact_message: 'Contact message',
  doctor_registration_received: 'Doctor registration received',
  doctor_approved: 'Doctor approved',
  doctor_rejected: 'Doctor rejected',
};

const formatTime = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '—');

const OUTBOX_POLL_MS = 5_000;

/**
 * Mail Outbox (/admin/mail-outbox): every mail the platform sent to pharmacy owners, newest first. Without SMTP_URL
 * nothing leaves the machine and this is where the mails are (status Stored); with it, what the server accepted.
 */
export default function MailOutboxPage() {
  const { user } = useAuth();
  const allowed = isSuperAdmin(user);
  // mails are written by the notification service after the event that causes them (an approval, a registration):
  // the list polls so a mail sent a moment ago shows up without a reload
  const outbox = useQuery(MAIL_OUTBOX, { variables: { first: 50 }, skip: !allowed, fetchPolicy: 'cache-and-network', pollInterval: OUTBOX_POLL_MS });
  const [open, setOpen] = useState<string | null>(null);
  if (!user) return null;
  if (!allowed) return <Result status="403" title="Access Denied" subTitle="This page is only available to super administrators." />;
  const page = outbox.data?.mailOutbox;

  const more = () =>
    void outbox.fetchMore({
      variables: { after: page?.nextCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        mailOutbox: { ...fetchMoreResult.mailOutbox, mails: [...previous.mailOutbox.mails, ...fetchMoreResult.mailOutbox.mails] },
      }),
    });

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Mail Outbox
        </Typography.Title>
        <Typography.Text type="secondary">Every e-mail the platform sent to pharmacy owners: registrations, approvals, rejections and approval messages.</Typography.Text>
      </div>
      {page && (
        <Alert
          type="info"
          showIcon
          title={page.provider === 'smtp' ? 'Mails are sent through your SMTP server (SMTP_URL).' : 'No SMTP server is configured (SMTP_URL): mails are kept here and nothing leaves this machine.'}
        />
      )}
      <Card>
        <Table<OutboxMail>
          rowKey="id"
          loading={outbox.loading && !page}
          dataSource={page?.mails ?? []}
          pagination={false}
          scroll={{ x: 800 }}
          locale={{ emptyText: 'No mails yet' }}
          expandable={{
            expandedRowKeys: open ? [open] : [],
            onExpand: (expanded, mail) => setOpen(expanded ? mail.id : null),
            expandedRowRender: (mail) => (
              <div>
                {mail.error && <Alert type="error" title={mail.error} style={{ marginBottom: 8 }} />}
                {mail.replyTo && <Typography.Paragraph type="secondary">Reply-To: {mail.replyTo}</Typography.Paragraph>}
                <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }} data-testid="mail-body">
                  {mail.body}
                </pre>
              </div>
            ),
          }}
          columns={[
            { title: 'When', key: 'when', render: (_, m) => formatTime(m.createdAt) },
            { title: 'To', dataIndex: 'to' },
            { title: 'Subject', dataIndex: 'subject' },
            { title: 'Kind', key: 'kind', render: (_, m) => kindLabels[m.kind] ?? m.kind },
            { title: 'Status', key: 'status', render: (_, m) => <ToneTag tone={statusTones[m.status] ?? 'grey'}>{m.status.charAt(0).toUpperCase() + m.status.slice(1)}</ToneTag> },
          ]}
        />
        {page?.nextCursor && (
          <Button style={{ marginTop: 16 }} onClick={more}>
            Load more
          </Button>
        )}
        {page && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {page.mails.length} of {page.totalCount} mail(s)
          </Typography.Paragraph>
        )}
      </Card>
    </Space>
  );
}
