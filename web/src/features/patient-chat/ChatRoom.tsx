import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import type { Client } from 'graphql-ws';
import { Alert, App, Button, Modal, Space } from 'antd';
import { Panel, Tag, Typography } from '../../app/light-ui';
import { CheckCircleOutlined, StarOutlined } from '@ant-design/icons';
import { errorCode, errorExtensions } from '../../app/errors';
import { useRetryKeys, withIdempotencyKey } from '../../app/idempotency';
import type { ChatMessageFieldsFragment } from '../../gql/graphql';
import { ChatComposer } from '../conversation/ChatComposer';
import { CHAT_MESSAGES, fromLive, mergeLive, mergeMessages, SEND_PATIENT_MESSAGE, type ChatMessage } from '../conversation/graphql/messages';
import { MessageList } from '../conversation/MessageList';
import type { PublicPharmacy } from '../pharmacy-finder/graphql/pharmacies';
import { PATIENT_CHAT_STATE, PATIENT_CHAT_UPDATES, PHARMACY_GREETING } from './graphql/patient-chat';
import { sessionBadge } from './guest-session';

// the rating dialog (sliders, progress) loads when a patient first opens it, not with the chat
const FeedbackWizard = lazy(() => import('./FeedbackWizard').then((module) => ({ default: module.FeedbackWizard })));

const NO_MESSAGES: ChatMessage[] = [];
/** Spec: the feedback prompt appears once the session has more than 2 messages. */
export const FEEDBACK_AFTER_MESSAGES = 2;
/** The keys of this screen's toasts: a later success replaces them, leaving the screen removes them. */
export const CHAT_TOASTS = { send: 'patient-chat-send', session: 'patient-chat-session' } as const;

/** Writes messages into the cached conversation of `sessionId` (opening, sending, live, catch-up all go there). */
export function addToConversation(client: ApolloClient, sessionId: string, incoming: ChatMessageFieldsFragment[], live = false): void {
  client.cache.updateQuery({ query: CHAT_MESSAGES, variables: { sessionId } }, (current) => {
    const known = current?.chatMessages ?? [];
    return { chatMessages: live ? incoming.reduce<ChatMessageFieldsFragment[]>((list, message) => mergeLive(list, message), known) : mergeMessages(known, incoming) };
  });
}

export interface ChatRoomProps {
  /** the client of whoever chats: the guest's (its requests carry the chat token) or the signed-in patient's */
  client: ApolloClient;
  /** its live connection (to catch up after a reconnect) */
  ws: Client;
  sessionId: string;
  pharmacy: PublicPharmacy;
  patientName: string;
  onNewChat(): void;
  newChatLoading?: boolean;
  /** shown above the conversation (e.g. who is signed in) */
  note?: ReactNode;
}

/**
 * One open chat: the live conversation, the composer, the resolved notice, the feedback prompt and wizard, and
 * the monthly-limit dialog. The same for a guest and a signed-in patient; only the client differs.
 */
export function ChatRoom({ client, ws, sessionId, pharmacy, patientName, onNewChat, newChatLoading, note }: ChatRoomProps) {
  const { notification } = App.useApp();
  const [sendMessage] = useMutation(SEND_PATIENT_MESSAGE, { client });
  const retryKeys = useRetryKeys();
  const conversation = useQuery(CHAT_MESSAGES, { client, variables: { sessionId }, fetchPolicy: 'cache-first' });
  const messages = conversation.data?.chatMessages ?? NO_MESSAGES;
  const state = useQuery(PATIENT_CHAT_STATE, { client, variables: { id: sessionId }, fetchPolicy: 'cache-and-network', errorPolicy: 'ignore' });
  const session = state.data?.chatSession ?? null;
  const refreshState = state.refetch;
  const [limit, setLimit] = useState<{ currentCount: number; limit: number } | null>(null);
  const [rating, setRating] = useState(false);
  // mounted from the first opening on (it closes with its own animation and resets itself after that)
  const [ratingUsed, setRatingUsed] = useState(false);
  if (rating && !ratingUsed) setRatingUsed(true);
  // the pharmacy's greeting from its Settings, read fresh when the chat opens
  const greetingQuery = useQuery(PHARMACY_GREETING, { client, variables: { id: pharmacy.id }, fetchPolicy: 'cache-and-network', errorPolicy: 'ignore' });
  const greetingPharmacy = greetingQuery.data?.publicPharmacy ?? null;
  const greeting = greetingPharmacy?.chatGreeting ? `${greetingPharmacy.chatGreeting}${greetingPharmacy.businessHours ? `\n\nOur hours: ${greetingPharmacy.businessHours}` : ''}` : null;

  const add = useCallback((incoming: ChatMessageFieldsFragment[], live = false) => addToConversation(client, sessionId, incoming, live), [client, sessionId]);
  const recheck = useCallback(() => void refreshState().catch(() => undefined), [refreshState]);

  // one live subscription for the chat: its messages, and staff resolving it, the patient reopening it, ratings,
  // and the pharmacy clearing it
  const [cleared, setCleared] = useState(false);
  useSubscription(PATIENT_CHAT_UPDATES, {
    client,
    variables: { sessionId },
    onData: ({ data }) => {
      const update = data.data?.chatSessionUpdates;
      if (!update) return;
      if (update.event === 'cleared') {
        setCleared(true);
        return;
      }
      if (update.message) add([fromLive(update.message)], true);
      if (update.status) {
        const status = update.status;
        client.cache.modify({ id: client.cache.identify({ __typename: 'ChatSession', id: sessionId }), fields: { status: () => status } });
      }
      // what the event does not carry (feedbackGiven, resolvedAt) is read once
      if (update.event !== 'message') recheck();
    },
  });

  // after the live connection drops and comes back, fetch what was missed
  useEffect(
    () =>
      ws.on('connected', (_socket, _payload, wasRetry) => {
        if (!wasRetry) return;
        // no-cache: the answer is merged into the cached list, so a live message that arrived meanwhile is kept
        client
          .query({ query: CHAT_MESSAGES, variables: { sessionId }, fetchPolicy: 'no-cache' })
          .then(({ data }) => data && add(data.chatMessages))
          .catch(() => notification.error({ key: CHAT_TOASTS.session, title: 'Failed to fetch messages', description: 'Please try again.' }));
        recheck();
      }),
    [add, client, notification, recheck, sessionId, ws],
  );

  const send = async (content: string): Promise<boolean> => {
    try {
      // a retry of the same text (after a network error) reuses the key: the message is stored once
      const key = retryKeys.keyFor(`${sessionId}\n${content}`);
      const { data } = await sendMessage({ variables: { sessionId, content }, context: withIdempotencyKey(key) });
      retryKeys.sent();
      notification.destroy(CHAT_TOASTS.send);
      if (data) add([data.sendPatientMessage]);
      // writing in a resolved chat reopens it: the live update of this message carries the new status
      return true;
    } catch (error) {
      if (errorCode(error) === 'LIMIT_REACHED') {
        const { currentCount, limit: max } = errorExtensions(error);
        if (typeof currentCount === 'number' && typeof max === 'number') setLimit({ currentCount, limit: max });
        else notification.error({ key: CHAT_TOASTS.send, title: 'Monthly limit reached', description: 'Please upgrade your plan to continue chatting' });
      } else {
        notification.error({ key: CHAT_TOASTS.send, title: 'Failed to send message', description: 'Please try again.' });
      }
      return false;
    }
  };

  const resolved = !cleared && session?.status === 'resolved';
  const feedbackGiven = session?.feedbackGiven ?? false;
  // an emergency still open is no time to ask for a rating: the prompt waits until the pharmacy resolves the chat
  const emergencyOpen = !resolved && messages.some((m) => (m.sender === 'user' && m.urgency === 'emergency') || m.kind === 'safety');
  // until the first answer about the session arrives, no prompt (it might already have feedback)
  const offerFeedback =
    !cleared && session !== null && !feedbackGiven && !emergencyOpen && (messages.length > FEEDBACK_AFTER_MESSAGES || (resolved && messages.some((m) => m.sender === 'user')));

  const feedbackDone = () => {
    // the prompt goes at once; the server's answer follows
    client.cache.modify({ id: client.cache.identify({ __typename: 'ChatSession', id: sessionId }), fields: { feedbackGiven: () => true } });
    recheck();
  };

  return (
    <Panel
      title={
        <Space wrap size={[8, 4]} style={{ whiteSpace: 'normal', paddingBlock: 8 }}>
          <span>{pharmacy.name}</span>
          <Tag color="teal" title={patientName} data-testid="session-badge">
            {sessionBadge(patientName)}
          </Tag>
          {resolved && (
            <Tag color="green" icon={<CheckCircleOutlined />} data-testid="chat-resolved-tag">
              Resolved
            </Tag>
          )}
        </Space>
      }
      extra={
        <Button size="small" onClick={onNewChat} loading={newChatLoading}>
          New chat
        </Button>
      }
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}
      data-testid="patient-chat"
    >
      {note}
      <div style={{ height: '55vh', minHeight: 320, overflowY: 'auto', padding: 4 }}>
        <MessageList messages={messages} viewer="patient" greeting={greeting} empty="Ask a question: the pharmacy assistant answers right away." />
      </div>
      {resolved && (
        <Alert
          type="success"
          showIcon
          data-testid="chat-resolved"
          title="This chat was resolved by the pharmacy"
          description="Need anything else? Just write below: your message reopens the chat and the pharmacy sees it."
        />
      )}
      {offerFeedback && (
        <Alert
          type="info"
          showIcon
          icon={<StarOutlined />}
          data-testid="feedback-prompt"
          title="How was your chat?"
          description={
            // the button under the text when the screen is narrow, beside it otherwise
            <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
              <span style={{ flex: '1 1 200px' }}>Rate it in a few seconds: it helps the pharmacy improve.</span>
              <Button size="small" type="primary" onClick={() => setRating(true)}>
                Rate this chat
              </Button>
            </div>
          }
        />
      )}
      {cleared && (
        <Alert
          type="warning"
          showIcon
          data-testid="chat-cleared"
          title="The pharmacy has deleted this chat"
          description={
            <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
              <span style={{ flex: '1 1 200px' }}>Its messages are gone from the pharmacy's records. Start a new chat if you need anything else.</span>
              <Button size="small" type="primary" onClick={onNewChat} loading={newChatLoading}>
                Start a new chat
              </Button>
            </div>
          }
        />
      )}
      <ChatComposer onSend={send} showCounter disabled={cleared} />
      {ratingUsed && (
        <Suspense fallback={null}>
          <FeedbackWizard open={rating} sessionId={sessionId} pharmacyId={pharmacy.id} client={client} onClose={() => setRating(false)} onSubmitted={feedbackDone} />
        </Suspense>
      )}
      <Modal open={limit !== null} title="Monthly Limit Reached" onCancel={() => setLimit(null)} onOk={() => setLimit(null)} cancelButtonProps={{ style: { display: 'none' } }}>
        <Typography.Paragraph>
          {pharmacy.name} has used {limit?.currentCount} of its {limit?.limit} chat conversations this month, so new chats cannot start right now.
        </Typography.Paragraph>
        <Typography.Paragraph>Please contact the pharmacy directly at {pharmacy.phone}, or ask the pharmacy administrator about their plan.</Typography.Paragraph>
      </Modal>
    </Panel>
  );
}
