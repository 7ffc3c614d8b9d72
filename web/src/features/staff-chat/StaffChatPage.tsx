import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { App, Badge, Card, Col, Empty, List, Result, Row, Space, Tag, Typography } from 'antd';
import { AlertOutlined, MessageOutlined } from '@ant-design/icons';
import { useAuth } from '../../app/auth/AuthProvider';
import { ChatComposer, type ChatComposerHandle } from '../conversation/ChatComposer';
import { CHAT_MESSAGES, latestPatientMessage, mergeMessages } from '../conversation/graphql/messages';
import { MessageList } from '../conversation/MessageList';
import { isActive, PHARMACY_CHAT_SESSIONS, preview, SEND_STAFF_REPLY, shortId, type ChatSessionSummary } from './graphql/staff-chat';
import { ReplySuggestions } from './ReplySuggestions';
import { sessionTags } from './session-tags';
import { usePharmacyLiveUpdates } from './usePharmacyLiveUpdates';
import { useRetryKeys, withIdempotencyKey } from '../../app/idempotency';

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
  const composer = useRef<ChatComposerHandle>(null);
  // live messages arrive in this query's cache entry (usePharmacyLiveUpdates): no subscription of its own
  const { data } = useQuery(CHAT_MESSAGES, { variables: { sessionId: session.id }, fetchPolicy: 'cache-and-network' });
  const [reply] = useMutation(SEND_STAFF_REPLY);
  const retryKeys = useRetryKeys();
  const messages = useMemo(() => data?.chatMessages ?? [], [data]);
  const latest = latestPatientMessage(messages);

  const send = async (content: string) => {
    try {
      const key = retryKeys.keyFor(`${session.id}\n${content}`);
      await reply({
        variables: { sessionId: session.id, content },
        context: withIdempotencyKey(key),
        update: (cache, { data: sent }) => {
          const message = sent?.sendStaffReply;
          if (!message) return;
          cache.updateQuery({ query: CHAT_MESSAGES, variables: { sessionId: session.id } }, (current) => (current ? { chatMessages: mergeMessages(current.chatMessages, [message]) } : current));
        },
      });
      retryKeys.sent();
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
          {session.isUrgent && <Tag color="red">Urgent</Tag>}
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
  const client = useApolloClient();
  const { data } = useQuery(PHARMACY_CHAT_SESSIONS, { variables: { pharmacyId: pharmacyId ?? '' }, skip: !pharmacyId });
  usePharmacyLiveUpdates(pharmacyId, (update) => {
    // the assistant answers after triage: the patient's message now has its language and urgency, read them once
    if (update.sessionId === selectedId && update.message?.sender === 'ai') {
      void client.query({ query: CHAT_MESSAGES, variables: { sessionId: update.sessionId }, fetchPolicy: 'network-only' }).catch(() => undefined);
    }
  });

  const sessions = useMemo(() => data?.pharmacyChatSessions ?? [], [data]);
  const urgent = sessions.filter((s) => s.isUrgent);
  const active = sessions.filter(isActive);
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
