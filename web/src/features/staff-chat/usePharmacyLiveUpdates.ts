import { useEffect, useRef } from 'react';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { CHAT_MESSAGES, fromLive, mergeLive } from '../conversation/graphql/messages';
import { INBOX_SESSION, PHARMACY_CHAT_SESSIONS, PHARMACY_CHAT_UPDATES, type LiveSessionUpdate } from './graphql/staff-chat';

/**
 * Applies one live event to the Apollo cache, so every query that shows the session or its messages updates:
 * - what the event carries (status, needs-staff flag, the message) is written at once into `ChatSession:<id>` and
 *   into the session's cached `chatMessages`;
 * - then that one session is read again (`chatSession(id)`): what the server derives (isUrgent, urgency and its
 *   reason, handoff, language, sentiment) is not in the event, and the web app does not work it out itself;
 * - a session new to the inbox is added to the cached `pharmacyChatSessions` list.
 * No list is fetched again.
 */
export async function applyLiveUpdate(client: ApolloClient, update: LiveSessionUpdate): Promise<void> {
  const { cache } = client;
  const id = cache.identify({ __typename: 'ChatSession', id: update.sessionId });
  const message = update.message ? fromLive(update.message) : null;
  cache.modify({
    id,
    fields: {
      status: (current) => update.status ?? current,
      needsStaffAttention: (current) => update.needsStaffAttention ?? current,
      ...(message
        ? {
            lastMessage: () => message.content,
            lastMessageAt: () => message.timestamp,
          }
        : {}),
    },
  });
  if (message) {
    cache.updateQuery({ query: CHAT_MESSAGES, variables: { sessionId: update.sessionId } }, (data) =>
      data ? { chatMessages: mergeLive(data.chatMessages, message) } : data,
    );
  }
  const { data } = await client.query({ query: INBOX_SESSION, variables: { id: update.sessionId }, fetchPolicy: 'network-only' });
  const session = data?.chatSession;
  if (!session) return;
  cache.updateQuery({ query: PHARMACY_CHAT_SESSIONS, variables: { pharmacyId: update.pharmacyId } }, (list) =>
    list && !list.pharmacyChatSessions.some((s) => s.id === session.id) ? { pharmacyChatSessions: [session, ...list.pharmacyChatSessions] } : list,
  );
}

/**
 * The page's one live subscription to the pharmacy's chats (new session, message, escalation, resolution): each
 * event updates the Apollo cache (see applyLiveUpdate), then `onUpdate` runs for what a page adds. When the browser
 * comes back online, the sessions list is read again once, to catch up on what was missed.
 */
export function usePharmacyLiveUpdates(pharmacyId: string | null, onUpdate?: (update: LiveSessionUpdate) => void): void {
  const client = useApolloClient();
  const latest = useRef(onUpdate);
  latest.current = onUpdate;
  useSubscription(PHARMACY_CHAT_UPDATES, {
    variables: { pharmacyId: pharmacyId ?? '' },
    skip: !pharmacyId,
    onData: ({ data }) => {
      const update = data.data?.pharmacyChatUpdates;
      if (!update) return;
      void applyLiveUpdate(client, update)
        .catch(() => undefined)
        .then(() => latest.current?.(update));
    },
  });
  useEffect(() => {
    if (!pharmacyId) return;
    const catchUp = () => void client.refetchQueries({ include: [PHARMACY_CHAT_SESSIONS] }).catch(() => undefined);
    window.addEventListener('online', catchUp);
    return () => window.removeEventListener('online', catchUp);
  }, [client, pharmacyId]);
}
