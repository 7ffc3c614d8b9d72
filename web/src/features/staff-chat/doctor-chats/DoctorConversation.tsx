import { useEffect, useRef } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { ToneTag } from '../../admin-pharmacies/PharmacyDialogs';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useRetryKeys, withIdempotencyKey } from '../../../app/idempotency';
import { ChatComposer } from '../../conversation/ChatComposer';
import { SEND_STAFF_DOCTOR_MESSAGE, STAFF_DOCTOR_CHAT } from './doctor-inbox.graphql';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** A doctor chat as staff answer it: the doctor, patient and subject, the thread (live), and the composer. */
export function DoctorConversation({ sessionId, staffMember, pollInterval, onBack }: { sessionId: string; staffMember: string; pollInterval: number; onBack?(): void }) {
  const { notification } = App.useApp();
  // live changes refetch this query (usePharmacyDoctorLiveUpdates in the page)
  const { data } = useQuery(STAFF_DOCTOR_CHAT, { variables: { id: sessionId }, fetchPolicy: 'cache-and-network', pollInterval });
  const [send] = useMutation(SEND_STAFF_DOCTOR_MESSAGE, { refetchQueries: [STAFF_DOCTOR_CHAT] });
  const retryKeys = useRetryKeys();
  const bottom = useRef<HTMLDivElement>(null);
  const session = data?.doctorChatSession;
  const messages = data?.doctorChatMessages ?? [];
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  if (!session) return <Card loading={!data}>{data && <Empty description="This doctor chat is no longer available." />}</Card>;

  const reply = async (content: string) => {
    try {
      await send({ variables: { sessionId, content, staffMember }, context: withIdempotencyKey(retryKeys.keyFor(content)) });
      retryKeys.sent();
      return true;
    } catch {
      notification.error({ title: 'Failed to send message', description: 'Please try again.' });
      return false;
    }
  };
  const resolved = session.status !== 'active';
  return (
    <Card
      size={onBack ? 'small' : 'default'}
      data-testid="doctor-conversation"
      title={
        <Space wrap size={[8, 4]} style={{ whiteSpace: 'normal', paddingBlock: 8 }}>
          {onBack && <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack} aria-label="Back to chats" />}
          <span>{session.doctorName}</span>
          {session.isUrgent && <ToneTag tone="red">Urgent</ToneTag>}
          {resolved && <Tag>Resolved</Tag>}
          <Tag>{session.priority}</Tag>
        </Space>
      }
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}
    >
      <div>
        <Typography.Text strong>{session.subject}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Patient: {session.patientName}, {session.patientPhone}
          {session.patientDob ? `, born ${session.patientDob}` : ''}
          {session.context ? ` — ${session.context}` : ''}
        </Typography.Paragraph>
      </div>
      <div role="log" aria-label="Messages" style={{ height: '50vh', minHeight: 280, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 8, padding: 4 }} data-testid="staff-doctor-thread">
        {messages.length === 0 ? (
          <Empty description="No messages yet" />
        ) : (
          messages.map((message) => {
            const mine = message.senderType === 'staff';
            return (
              <div key={message.id} style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }} data-testid="staff-doctor-message" data-sender={message.senderType}>
                <div dir="auto" style={{ background: mine ? '#0f766e' : '#f1f5f9', color: mine ? '#fff' : '#111827', borderRadius: 12, padding: '8px 12px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.content}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', textAlign: mine ? 'right' : 'left' }}>
                  {message.senderName} · {timeOf(message.createdAt)}
                </Typography.Text>
              </div>
            );
          })
        )}
        <div ref={bottom} />
      </div>
      {resolved ? <Typography.Text type="secondary">The doctor resolved this chat.</Typography.Text> : <ChatComposer onSend={reply} placeholder="Reply to the doctor..." />}
    </Card>
  );
}
