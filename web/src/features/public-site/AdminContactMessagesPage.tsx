import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Empty, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useAuth } from '../../app/auth/AuthProvider';
import { isSuperAdmin } from '../../app/auth/auth-storage';
import { errorMessage } from '../../app/errors';
import { CONTACT_MESSAGES, MARK_CONTACT_MESSAGE_HANDLED } from './graphql/contact';
import { contactTopicLabels } from './support-info';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Contact Messages (/admin/messages, super admin): what people sent with the public contact form, newest first,
 * waiting ones marked; reply by e-mail, then mark the message handled.
 */
export default function AdminContactMessagesPage() {
  const { user } = useAuth();
  const allowed = isSuperAdmin(user);
  const { notification } = App.useApp();
  const { data, loading, error, refetch } = useQuery(CONTACT_MESSAGES, { variables: { first: 200 }, skip: !allowed, fetchPolicy: 'cache-and-network' });
  const [markHandled] = useMutation(MARK_CONTACT_MESSAGE_HANDLED);
  const [busyId, setBusyId] = useState<string | null>(null);

  if (!allowed) return <Result status="403" title="Access Denied" subTitle="This page is only available to super administrators." />;

  const messages = data?.contactMessages ?? [];
  const waiting = messages.filter((m) => !m.handledAt).length;

  const handle = async (id: string) => {
    setBusyId(id);
    try {
      await markHandled({ variables: { id } });
    } catch (failure) {
      notification.error({ title: 'Error', description: errorMessage(failure, 'The message could not be marked handled. Please try again.') });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div style={{ maxWidth: 960 }}>
      <Space align="baseline" wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
          Contact Messages
        </Typography.Title>
        <Button onClick={() => void refetch()}>Refresh</Button>
      </Space>
      <Typography.Paragraph type="secondary">
        Messages sent with the public contact form. {messages.length ? `${waiting} waiting for an answer.` : ''}
      </Typography.Paragraph>
      {error && <Result status="warning" title="Messages could not be loaded" subTitle={errorMessage(error, 'Please try again.')} />}
      {loading && !data ? (
        <Skeleton active />
      ) : messages.length === 0 && !error ? (
        <Empty description="No messages yet" />
      ) : (
        <ul aria-label="Contact messages" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="contact-messages">
          {messages.map((message) => (
            <li key={message.id} style={{ marginBottom: 12 }}>
              <Card size="small" style={{ borderLeft: message.handledAt ? undefined : '4px solid #0f766e' }}>
                <Space wrap size="small" style={{ marginBottom: 4 }}>
                  <Typography.Text strong>{message.subject}</Typography.Text>
                  <Tag>{contactTopicLabels[message.topic] ?? message.topic}</Tag>
                  {message.handledAt ? <Tag color="default">Handled</Tag> : <Tag color="cyan">Waiting</Tag>}
                </Space>
                <div style={{ color: '#4b5563', fontSize: 13, marginBottom: 8, overflowWrap: 'anywhere' }}>
                  {message.name} · <a href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>{message.email}</a>
                  {message.phone ? ` · ${message.phone}` : ''} · {when(message.receivedAt)}
                </div>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', marginBottom: message.handledAt ? 0 : 8 }}>{message.message}</Typography.Paragraph>
                {!message.handledAt && (
                  <Button size="small" onClick={() => void handle(message.id)} loading={busyId === message.id}>
                    Mark handled
                  </Button>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
