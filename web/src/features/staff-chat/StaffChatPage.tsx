import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { App, Badge, Card, Col, Empty, List, Result, Row, Space, Tag, Typography } from 'antd';
import { AlertOutlined, MessageOutlined } from '@ant-design/icons';
import { useAuth } from '../../app/auth/AuthProvider';
import { ChatComposer, type ChatComposerHandle } from '../conversation/ChatComposer';
import { CHAT_MESSAGES, latestPatientMessage, mergeMessages, type ChatMessage } from '../conversation/graphql/messages';
import { MessageList } from '../conversation/MessageList';
import { isActive, isUrgent, PHARMACY_CHAT_SESSIONS, PHARMACY_CHAT_UPDATES, preview, SEND_STAFF_REPLY, shortId, type ChatSessionSummary } from './graphql/staff-chat';
import { ReplySuggestions } from './ReplySuggestions';
import { sessionTags } from './session-tags';
import { usePharmacyLiveUpdates } from './usePharmacyLiveUpdates';

function SessionGroup({ title, icon, sessions, selectedId, onSelect, urgent }: { title: string; icon: ReactNode; sessions: ChatSessionSummary[]; selectedId: string | null; onSelect(id: string): void; urgent?: boolean }) {
  return (
    <Card
      size="small"
      title={
        <Space>
          {icon}
          {title}
          <Badge count={sessions.length} showZero color={urgent ? '#dc2626' : '#0f766e'} />
        </Space>
      }
      data-testid={urgent ? 'urgent-sessions' : 'active-sessions'}
    >
      <List
        dataSource={sessions}
        locale={{ emptyText: urgent ? 'No urgent chats' : 'No active chats' }}
        renderItem={(session) => (
          <List.Item
            onClick={() => onSelect(session.id)}
            style={{ cursor: 'pointer', background: session.id === selectedId ? '#f0fdfa' : undefined, paddingInline: 8, borderRadius: 6 }}
            data-testid="session-item"
          >
            <List.Item.Meta
              title={
                <Space size={4} wrap>
                  <Typography.Text strong>{session.patientName}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    Patient {shortId(session.patientId)}
                  </Typography.Text>
                  {sessionTags(session)}
                </Space>
              }
              description={preview(session.lastMessage) || 'No messages yet'}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

function Conversation({ session }: { session: ChatSessionSummary }) {
  const { notification } = App.useApp();
  const client = useApolloClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const composer = useRef<ChatComposerHandle>(null);
  const { data, refetch } = useQuery(CHAT_MESSAGES, { variables: { sessionId: session.id }, fetchPolicy: 'network-only' });
  const [reply] = useMutation(SEND_STAFF_REPLY);
  useEffect(() => setMessages([]), [session.id]);
  useEffect(() => {
    if (data) setMessages((current) => mergeMessages(current, data.chatMessages));
  }, [data]);
  useSubscription(PHARMACY_CHAT_UPDATES, {
    variables: { pharmacyId: session.pharmacyId },
    onData: ({ data: update }) => {
      const change = update.data?.pharmacyChatUpdates;
      if (!change || change.sessionId !== session.id) return;
      const message = change.message;
      if (message) setMessages((current) => mergeMessages(current, [message]));
      // a live message lacks what triage and the assistant add (language, urgency, original wording): fetch it
      void refetch().catch(() => undefined);
    },
  });
  const latest = latestPatientMessage(messages);

  const send = async (content: string) => {
    try {
      const { data: sent } = await reply({ variables: { sessionId: session.id, content } });
      if (sent) setMessages((current) => mergeMessages(current, [sent.sendStaffReply]));
      void client.refetchQueries({ include: [PHARMACY_CHAT_SESSIONS] });
      return true;
    } catch {
      notification.error({ title: 'Failed to send message', description: 'Please try again.' });
      return false;
    }
  };

  return (
    <Card
      title={
        // the card title does not wrap by itself: on a phone the tags go onto more lines instead of being cut off
        <Space wrap size={[8, 4]} style={{ whiteSpace: 'normal', paddingBlock: 8 }}>
          <span>{session.patientName}</span>
          <Typography.Text type="secondary">Patient {shortId(session.patientId)}</Typography.Text>
          {isUrgent(session) && <Tag color="red">Urgent</Tag>}
          {sessionTags(session)}
          {session.category && <Tag>{session.category.replace('_', ' ')}</Tag>}
        </Space>
      }
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}
      data-testid="conversation"
    >
      <div style={{ height: '55vh', minHeight: 320, overflowY: 'auto', padding: 4 }}>
        <MessageList messages={messages} viewer="staff" />
      </div>
      {latest && <ReplySuggestions pharmacyId={session.pharmacyId} message={latest.content} patientName={session.patientName} onPick={(text) => composer.current?.setDraft(text)} />}
      <ChatComposer ref={composer} onSend={send} placeholder="Reply to the patient..." />
    </Card>
  );
}

/** Staff live chat (/staff-chat): the pharmacy's sessions, urgent first, and the selected conversation, live. */
export default function StaffChatPage() {
  const { user } = useAuth();
  const pharmacyId = user?.pharmacyId ?? null;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { data, refetch } = useQuery(PHARMACY_CHAT_SESSIONS, { variables: { pharmacyId: pharmacyId ?? '' }, skip: !pharmacyId });
  usePharmacyLiveUpdates(pharmacyId, () => void refetch());

  const sessions = useMemo(() => data?.pharmacyChatSessions ?? [], [data]);
  const urgent = sessions.filter(isUrgent);
  const active = sessions.filter((s) => !isUrgent(s) && isActive(s));
  const selected = sessions.find((s) => s.id === selectedId) ?? null;

  if (!pharmacyId) {
    return <Result status="info" title="No pharmacy" subTitle="Live chat shows one pharmacy's patients, and this account is not attached to a pharmacy." />;
  }
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={9}>
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          <SessionGroup title="Urgent" icon={<AlertOutlined style={{ color: '#dc2626' }} />} sessions={urgent} selectedId={selectedId} onSelect={setSelectedId} urgent />
          <SessionGroup title="Active" icon={<MessageOutlined />} sessions={active} selectedId={selectedId} onSelect={setSelectedId} />
        </Space>
      </Col>
      <Col xs={24} lg={15}>
        {selected ? (
          <Conversation key={selected.id} session={selected} />
        ) : (
          <Card>
            <Empty description="Select a conversation" />
          </Card>
        )}
      </Col>
    </Row>
  );
}
