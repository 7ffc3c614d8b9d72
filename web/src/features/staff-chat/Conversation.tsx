import { useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Checkbox, Space, Tag, Typography } from 'antd';
import { AlertOutlined, ArrowLeftOutlined, CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { useRetryKeys, withIdempotencyKey } from '../../app/idempotency';
import { ChatComposer, type ChatComposerHandle } from '../conversation/ChatComposer';
import { CHAT_MESSAGES, latestPatientMessage, mergeMessages } from '../conversation/graphql/messages';
import { MessageList } from '../conversation/MessageList';
import { SEND_STAFF_REPLY, shortId, type ChatSessionSummary } from './graphql/staff-chat';
import { ReplySuggestions } from './ReplySuggestions';
import { sessionTags } from './session-tags';

export interface ConversationProps {
  session: ChatSessionSummary;
  /** the pharmacy has a phone: replies can also go out as a text message */
  smsAvailable: boolean;
  /** admins (pharmacy_admin, super_admin) see Clear All in the chat header */
  canClearAll: boolean;
  /** refresh the messages by themselves this often (ms) when live updates do not flow; 0: never */
  pollInterval: number;
  /** phone width: a back button returns to the list */
  onBack?(): void;
  onMarkUrgent(): void;
  onResolve(): void;
  onClear(): void;
  onClearAll(): void;
  busy: string | null;
}

/** The selected chat: header with its facts and actions, the messages (live), suggestions and the composer. */
export function Conversation({ session, smsAvailable, canClearAll, pollInterval, onBack, onMarkUrgent, onResolve, onClear, onClearAll, busy }: ConversationProps) {
  const { notification } = App.useApp();
  const composer = useRef<ChatComposerHandle>(null);
  // live messages arrive in this query's cache entry (usePharmacyLiveUpdates): no subscription of its own
  const { data } = useQuery(CHAT_MESSAGES, { variables: { sessionId: session.id }, fetchPolicy: 'cache-and-network', pollInterval });
  const [reply] = useMutation(SEND_STAFF_REPLY);
  const retryKeys = useRetryKeys();
  const [asSms, setAsSms] = useState(false);
  const messages = useMemo(() => data?.chatMessages ?? [], [data]);
  const latest = latestPatientMessage(messages);
  const resolved = session.status === 'resolved';

  const send = async (content: string) => {
    const sendSms = smsAvailable && asSms;
    try {
      const key = retryKeys.keyFor(`${session.id}\n${sendSms}\n${content}`);
      await reply({
        variables: { sessionId: session.id, content, sendSms },
        context: withIdempotencyKey(key),
        update: (cache, { data: sent }) => {
          const message = sent?.sendStaffReply;
          if (!message) return;
          cache.updateQuery({ query: CHAT_MESSAGES, variables: { sessionId: session.id } }, (current) => (current ? { chatMessages: mergeMessages(current.chatMessages, [message]) } : current));
        },
      });
      retryKeys.sent();
      // a text message costs the pharmacy: each one is asked for again
      if (sendSms) setAsSms(false);
      return true;
    } catch {
      notification.error({ title: 'Failed to send message', description: 'Please try again.' });
      return false;
    }
  };

  return (
    <Card
      // a phone: smaller paddings leave the messages room
      size={onBack ? 'small' : 'default'}
      title={
        // the card title does not wrap by itself: on a phone the tags go onto more lines instead of being cut off
        <Space wrap size={[8, 4]} style={{ whiteSpace: 'normal', paddingBlock: 8 }}>
          {onBack && <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack} aria-label="Back to chats" data-testid="back-to-chats" />}
          <span>{session.patientName}</span>
          <Typography.Text type="secondary">Patient {shortId(session.patientId)}</Typography.Text>
          {session.isUrgent && <Tag color="red">Urgent</Tag>}
          {resolved && <Tag data-testid="resolved-tag">Resolved</Tag>}
          {sessionTags(session)}
          {session.category && <Tag>{session.category.replace('_', ' ')}</Tag>}
        </Space>
      }
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}
      data-testid="conversation"
    >
      <div role="toolbar" aria-label="Chat actions" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }} data-testid="chat-actions">
        {!session.isUrgent && !resolved && (
          <Button icon={<AlertOutlined />} onClick={onMarkUrgent} loading={busy === 'urgent'} data-testid="mark-urgent">
            Mark Urgent
          </Button>
        )}
        {!resolved && (
          <Button icon={<CheckOutlined />} onClick={onResolve} loading={busy === 'resolve'} data-testid="resolve-chat">
            Resolve
          </Button>
        )}
        <Button danger icon={<DeleteOutlined />} onClick={onClear} loading={busy === 'clear'} data-testid="clear-chat">
          Clear
        </Button>
        {canClearAll && (
          <Button danger type="primary" icon={<DeleteOutlined />} onClick={onClearAll} loading={busy === 'clear-all'} data-testid="header-clear-all">
            Clear All
          </Button>
        )}
      </div>
      <div style={{ height: '55vh', minHeight: 320, overflowY: 'auto', padding: 4 }}>
        <MessageList messages={messages} viewer="staff" />
      </div>
      {latest && <ReplySuggestions pharmacyId={session.pharmacyId} message={latest.content} patientName={session.patientName} language={latest.language ?? session.language} onPick={(text) => composer.current?.setDraft(text)} />}
      <ChatComposer ref={composer} onSend={send} placeholder="Reply to the patient..." />
      {smsAvailable && (
        <Checkbox checked={asSms} onChange={(e) => setAsSms(e.target.checked)} data-testid="send-as-sms">
          Also send as SMS
        </Checkbox>
      )}
    </Card>
  );
}
