import { useEffect, useRef } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Descriptions, Empty, Result, Space, Spin, Typography } from 'antd';
import { ArrowLeftOutlined, CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { useNavigate, useOutletContext, useParams } from 'react-router-dom';
import { errorMessage } from '../../app/errors';
import { useRetryKeys, withIdempotencyKey } from '../../app/idempotency';
import { ChatComposer } from '../conversation/ChatComposer';
import type { DoctorInfo } from './doctor-session';
import { CLEAR_DOCTOR_CHAT_MESSAGES, DOCTOR_CHAT, MY_DOCTOR_CHATS, RESOLVE_DOCTOR_CHAT, SEND_DOCTOR_MESSAGE } from './graphql/doctor-portal';
import { labelOf, PriorityTag, StatusTag } from './SessionCard';
import { useDoctorLiveUpdates } from './useDoctorLiveUpdates';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** A doctor chat (/doctor-chat/:sessionId, spec part 2 section 2.21): the thread, the composer and the side panel. */
export default function DoctorChatPage() {
  const { sessionId = '' } = useParams();
  const info = useOutletContext<DoctorInfo>();
  const navigate = useNavigate();
  const { modal, notification } = App.useApp();
  const chat = useQuery(DOCTOR_CHAT, { variables: { id: sessionId } });
  const [send] = useMutation(SEND_DOCTOR_MESSAGE);
  const [resolve] = useMutation(RESOLVE_DOCTOR_CHAT, { refetchQueries: [MY_DOCTOR_CHATS] });
  const [clear] = useMutation(CLEAR_DOCTOR_CHAT_MESSAGES);
  const retryKeys = useRetryKeys();
  const bottom = useRef<HTMLDivElement>(null);

  useDoctorLiveUpdates((update) => {
    if (update.sessionId === sessionId || update.sessionIds?.includes(sessionId)) void chat.refetch().catch(() => undefined);
  });

  const session = chat.data?.doctorChatSession ?? null;
  const messages = chat.data?.doctorChatMessages ?? [];
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  if (chat.loading && !chat.data) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spin size="large" />
      </div>
    );
  }
  if (!session) {
    return (
      <Result
        status="404"
        title="Chat Session Not Found"
        subTitle={chat.error ? errorMessage(chat.error, 'Failed to fetch session') : 'This chat does not exist or was cleared.'}
        extra={
          <Button type="primary" onClick={() => navigate('/doctor-dashboard')}>
            Back to Dashboard
          </Button>
        }
      />
    );
  }

  const submit = async (content: string) => {
    try {
      await send({ variables: { sessionId, content }, context: withIdempotencyKey(retryKeys.keyFor(content)) });
      retryKeys.sent();
      await chat.refetch();
      return true;
    } catch (error) {
      notification.error({ key: 'doctor-chat', title: 'Error', description: errorMessage(error, 'Failed to send message') });
      return false;
    }
  };

  const confirmResolve = () =>
    modal.confirm({
      title: 'Mark as resolved?',
      content: 'The chat moves to your Chat History; you can still view it there.',
      okText: 'Mark as Resolved',
      onOk: async () => {
        try {
          await resolve({ variables: { sessionId } });
          notification.success({ key: 'doctor-chat', title: 'Chat resolved' });
          navigate('/doctor-dashboard');
        } catch (error) {
          notification.error({ key: 'doctor-chat', title: 'Failed to resolve chat', description: errorMessage(error, 'Failed to resolve chat session') });
        }
      },
    });

  const confirmClear = () =>
    modal.confirm({
      title: 'Clear this chat?',
      content: 'Every message of this chat will be deleted permanently.',
      okText: 'Clear Chat',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await clear({ variables: { sessionId } });
          await chat.refetch();
          notification.success({ key: 'doctor-chat', title: 'Chat cleared' });
        } catch (error) {
          notification.error({ key: 'doctor-chat', title: 'Failed to clear chat', description: errorMessage(error, 'Failed to clear chat messages') });
        }
      },
    });

  const active = session.status === 'active';
  return (
    <div className="doctor-two-col">
      <div>
        <Card
          title={
            <Space orientation="vertical" size={0} style={{ whiteSpace: 'normal' }}>
              <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate('/doctor-dashboard')} style={{ paddingInline: 0 }}>
                Dashboard
              </Button>
              <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
                {session.subject}
              </Typography.Title>
              <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
                {session.pharmacy.name} · Patient: {session.patientName}
              </Typography.Text>
              <Space size={4}>
                <PriorityTag priority={session.priority} />
                <StatusTag status={session.status} />
              </Space>
            </Space>
          }
          extra={
            <Space wrap>
              {active && (
                <Button icon={<CheckOutlined />} onClick={confirmResolve}>
                  Mark as Resolved
                </Button>
              )}
              {messages.length > 0 && (
                <Button danger icon={<DeleteOutlined />} onClick={confirmClear}>
                  Clear Chat
                </Button>
              )}
            </Space>
          }
          styles={{ header: { flexWrap: 'wrap', gap: 8, paddingBlock: 12 } }}
        >
          <div role="log" aria-label="Messages" style={{ maxHeight: '55vh', minHeight: 200, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 8 }} data-testid="doctor-thread">
            {messages.length === 0 ? (
              <Empty description="No messages yet. Start the conversation!" />
            ) : (
              messages.map((message) => {
                const mine = message.senderType === 'doctor';
                return (
                  <div key={message.id} style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }} data-testid="doctor-message" data-sender={message.senderType}>
                    <div dir="auto" style={{ background: mine ? '#0f766e' : '#f1f5f9', color: mine ? '#fff' : '#111827', borderRadius: 12, padding: '8px 12px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.content}</div>
                    <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', textAlign: mine ? 'right' : 'left' }}>
                      {mine ? 'You' : message.senderName} · {timeOf(message.createdAt)}
                    </Typography.Text>
                  </div>
                );
              })
            )}
            <div ref={bottom} />
          </div>
          {active && (
            <div style={{ marginTop: 12 }}>
              <ChatComposer onSend={submit} placeholder="Type your message... (Enter to send, Shift+Enter for a new line)" />
            </div>
          )}
        </Card>
      </div>
      <div>
        <Card title="Chat details" size="small">
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Patient">{session.patientName}</Descriptions.Item>
            <Descriptions.Item label="Subject">{session.subject}</Descriptions.Item>
            <Descriptions.Item label="Priority">{labelOf(session.priority)}</Descriptions.Item>
            <Descriptions.Item label="Status">{labelOf(session.status)}</Descriptions.Item>
            {session.context && <Descriptions.Item label="Context">{session.context}</Descriptions.Item>}
          </Descriptions>
        </Card>
        <Card title="Pharmacy" size="small" style={{ marginTop: 16 }}>
          <Typography.Paragraph style={{ marginBottom: 4 }}>
            <Typography.Text strong>{session.pharmacy.name}</Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph style={{ marginBottom: 4 }}>{session.pharmacy.address}</Typography.Paragraph>
          <Typography.Text>{session.pharmacy.phone}</Typography.Text>
        </Card>
        <Card title="Doctor" size="small" style={{ marginTop: 16 }}>
          <Typography.Paragraph style={{ marginBottom: 4 }}>
            <Typography.Text strong>
              Dr. {info.firstName} {info.lastName}
            </Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph style={{ marginBottom: 4 }}>{info.specialtyArea}</Typography.Paragraph>
          <Typography.Text>{info.practiceName}</Typography.Text>
        </Card>
      </div>
    </div>
  );
}
