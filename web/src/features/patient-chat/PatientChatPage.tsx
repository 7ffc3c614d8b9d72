import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Alert, App, Badge, Button, Card, Col, Descriptions, Modal, Result, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { createGraphClient } from '../../app/apollo';
import { errorCode, errorExtensions } from '../../app/errors';
import { PUBLIC_PHARMACY, type PublicPharmacy } from '../pharmacy-finder/graphql/pharmacies';
import { ChatComposer } from '../conversation/ChatComposer';
import { DetailsForm, type PatientDetails } from './DetailsForm';
import { CHAT_MESSAGES, fromLive, LIVE_CHAT_MESSAGES, mergeLive, mergeMessages, OPEN_GUEST_CHAT, SEND_PATIENT_MESSAGE, type ChatMessage } from '../conversation/graphql/messages';
import { forgetGuestSession, loadGuestSession, saveGuestSession, sessionBadge, type GuestSession } from './guest-session';
import { MessageList } from '../conversation/MessageList';
import { EmergencyCall } from '../emergency/EmergencyNumber';
import { useRetryKeys, withIdempotencyKey } from '../../app/idempotency';
import type { ChatMessageFieldsFragment } from '../../gql/graphql';

const NO_MESSAGES: ChatMessage[] = [];

function PharmacyInfo({ pharmacy }: { pharmacy: PublicPharmacy }) {
  return (
    <Card title="Pharmacy information" size="small">
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Pharmacy">{pharmacy.name}</Descriptions.Item>
        <Descriptions.Item label="Address">{pharmacy.address}</Descriptions.Item>
        <Descriptions.Item label="Phone">{pharmacy.phone}</Descriptions.Item>
        <Descriptions.Item label="Hours">{pharmacy.openingHours}</Descriptions.Item>
        <Descriptions.Item label="Now">
          <Badge status={pharmacy.isOnline ? 'success' : 'default'} text={pharmacy.isOnline ? 'Open: a pharmacist can join' : 'Closed: the assistant answers'} />
        </Descriptions.Item>
      </Descriptions>
      <Alert type="warning" showIcon message={<EmergencyCall pharmacyNumber={pharmacy.emergencyNumber} />} style={{ marginTop: 8 }} />
    </Card>
  );
}

/** Patient chat with one pharmacy (/chat/:pharmacyId): details, then the live conversation. */
export default function PatientChatPage() {
  const { pharmacyId = '' } = useParams();
  const { notification } = App.useApp();
  const token = useRef<string | null>(null);
  // the guest's own client: every request and the live connection carry the chat session token
  const guest = useMemo(() => createGraphClient(() => token.current), []);
  useEffect(() => () => void guest.ws.dispose(), [guest]);

  const pharmacyQuery = useQuery(PUBLIC_PHARMACY, { variables: { id: pharmacyId }, client: guest.client });
  const [openChat, opening] = useMutation(OPEN_GUEST_CHAT, { client: guest.client });
  const [sendMessage] = useMutation(SEND_PATIENT_MESSAGE, { client: guest.client });
  const retryKeys = useRetryKeys();
  const [session, setSession] = useState<GuestSession | null>(null);
  // the conversation lives in the Apollo cache (chatMessages of the session): opening, sending, live messages and a
  // catch-up after a reconnect all write there, and the list below reads it
  const conversation = useQuery(CHAT_MESSAGES, { client: guest.client, skip: !session, variables: { sessionId: session?.sessionId ?? '' }, fetchPolicy: 'cache-first' });
  const messages = conversation.data?.chatMessages ?? NO_MESSAGES;
  const addToConversation = useCallback(
    (sessionId: string, incoming: ChatMessageFieldsFragment[], live = false) =>
      guest.client.cache.updateQuery({ query: CHAT_MESSAGES, variables: { sessionId } }, (current) => {
        const known = current?.chatMessages ?? [];
        return { chatMessages: live ? incoming.reduce<ChatMessageFieldsFragment[]>((list, message) => mergeLive(list, message), known) : mergeMessages(known, incoming) };
      }),
    [guest],
  );
  const [limit, setLimit] = useState<{ currentCount: number; limit: number } | null>(null);

  const start = useCallback(
    async (details: PatientDetails, stored: GuestSession | null = null) => {
      token.current = stored?.token ?? null;
      try {
        const { data } = await openChat({ variables: { pharmacyId, patientName: details.patientName, phone: details.phone } });
        if (!data) throw new Error('no data');
        const opened = data.openGuestChat;
        const next = { token: opened.token, sessionId: opened.session.id, patientName: opened.session.patientName, phone: details.phone };
        token.current = opened.token;
        guest.reconnect();
        saveGuestSession(pharmacyId, next);
        addToConversation(next.sessionId, opened.session.messages);
        setSession(next);
      } catch (error) {
        token.current = null;
        if (stored && errorCode(error) === 'UNAUTHENTICATED') {
          // the stored chat token expired: start afresh with the same details
          forgetGuestSession(pharmacyId);
          return start(details, null);
        }
        notification.error({ title: 'Failed to fetch session', description: 'Please try again.' });
      }
    },
    [addToConversation, guest, notification, openChat, pharmacyId],
  );

  // a reload returns to the same chat
  useEffect(() => {
    const stored = loadGuestSession(pharmacyId);
    if (stored) void start({ patientName: stored.patientName, phone: stored.phone }, stored);
  }, [pharmacyId]);

  useSubscription(LIVE_CHAT_MESSAGES, {
    client: guest.client,
    skip: !session,
    variables: { sessionId: session?.sessionId ?? '' },
    onData: ({ data }) => {
      const message = data.data?.chatMessages;
      if (message && session) addToConversation(session.sessionId, [fromLive(message)], true);
    },
  });

  // after the live connection drops and comes back, fetch what was missed
  useEffect(() => {
    if (!session) return;
    return guest.ws.on('connected', (_socket, _payload, wasRetry) => {
      if (!wasRetry) return;
      // no-cache: the answer is merged into the cached list, so a live message that arrived meanwhile is kept
      guest.client
        .query({ query: CHAT_MESSAGES, variables: { sessionId: session.sessionId }, fetchPolicy: 'no-cache' })
        .then(({ data }) => data && addToConversation(session.sessionId, data.chatMessages))
        .catch(() => notification.error({ title: 'Failed to fetch messages', description: 'Please try again.' }));
    });
  }, [addToConversation, guest, notification, session]);

  const send = async (content: string): Promise<boolean> => {
    if (!session) return false;
    try {
      // a retry of the same text (after a network error) reuses the key: the message is stored once
      const key = retryKeys.keyFor(`${session.sessionId}\n${content}`);
      const { data } = await sendMessage({ variables: { sessionId: session.sessionId, content }, context: withIdempotencyKey(key) });
      retryKeys.sent();
      if (data) addToConversation(session.sessionId, [data.sendPatientMessage]);
      return true;
    } catch (error) {
      if (errorCode(error) === 'LIMIT_REACHED') {
        const { currentCount, limit: max } = errorExtensions(error);
        if (typeof currentCount === 'number' && typeof max === 'number') setLimit({ currentCount, limit: max });
        else notification.error({ title: 'Monthly limit reached', description: 'Please upgrade your plan to continue chatting' });
      } else {
        notification.error({ title: 'Failed to send message', description: 'Please try again.' });
      }
      return false;
    }
  };

  const newChat = () => {
    forgetGuestSession(pharmacyId);
    token.current = null;
    guest.reconnect();
    setSession(null);
  };

  if (pharmacyQuery.loading && !pharmacyQuery.data) {
    return (
      <div style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }}>
        <Skeleton active />
      </div>
    );
  }
  const pharmacy = pharmacyQuery.data?.publicPharmacy;
  if (!pharmacy) {
    return (
      <Result
        status="404"
        title="Pharmacy Not Found"
        subTitle="We couldn't find this pharmacy. It may have moved or is no longer on PharmaChat."
        extra={
          <Link to="/pharmacy-finder">
            <Button type="primary">Find Pharmacies</Button>
          </Link>
        }
      />
    );
  }

  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          {!session ? (
            <DetailsForm pharmacyName={pharmacy.name} onStart={(details) => void start(details)} starting={opening.loading} />
          ) : (
            <Card
              title={
                <Space>
                  <span>{pharmacy.name}</span>
                  <Tag color="teal" title={session.patientName} data-testid="session-badge">
                    {sessionBadge(session.patientName)}
                  </Tag>
                </Space>
              }
              extra={
                <Button size="small" onClick={newChat}>
                  New chat
                </Button>
              }
              styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}
            >
              <div style={{ height: '55vh', minHeight: 320, overflowY: 'auto', padding: 4 }}>
                <MessageList messages={messages} viewer="patient" empty="Ask a question: the pharmacy assistant answers right away." />
              </div>
              <ChatComposer onSend={send} showCounter />
            </Card>
          )}
        </Col>
        <Col xs={24} lg={8}>
          <PharmacyInfo pharmacy={pharmacy} />
        </Col>
      </Row>
      <Modal open={limit !== null} title="Monthly Limit Reached" onCancel={() => setLimit(null)} onOk={() => setLimit(null)} cancelButtonProps={{ style: { display: 'none' } }}>
        <Typography.Paragraph>
          {pharmacy.name} has used {limit?.currentCount} of its {limit?.limit} chat conversations this month, so new chats cannot start right now.
        </Typography.Paragraph>
        <Typography.Paragraph>Please contact the pharmacy directly at {pharmacy.phone}, or ask the pharmacy administrator about their plan.</Typography.Paragraph>
      </Modal>
    </div>
  );
}
