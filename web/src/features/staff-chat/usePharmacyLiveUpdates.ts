import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { liveSocketOf } from '../../app/apollo';
import { CHAT_MESSAGES, fromLive, mergeLive } from '../conversation/graphql/messages';
import { CHAT_INBOX, INBOX_SESSION, PHARMACY_CHAT_SESSIONS, PHARMACY_CHAT_UPDATES, type LiveSessionUpdate } from './graphql/staff-chat';
import { applySession, readSession, removeAllSessions, removeSession } from './inbox-cache';

/**
 * Applies one live event to the Apollo cache, so every query that shows the session or its messages updates:
 * - a cleared session leaves every list and the cache (Clear All: every session of the pharmacy);
 * - a rating updates the session's satisfaction;
 * - a message goes into the session's cached `chatMessages` and its last message;
 * - a resolution or escalation moves the session between the inbox lists at once (see inbox-cache.ts), from what
 *   the event carries (status, isUrgent, handoff);
 * - otherwise (a message, a new session) that one session is read again (`chatSession(id)`): what the server derives (isUrgent, urgency and its
 *   reason, handoff, language, sentiment) is not in the event, and the web app does not work it out itself; the
 *   answer moves it to the list it now belongs in, or adds a session new to the inbox.
 * No list is fetched again.
 */
export async function applyLiveUpdate(client: ApolloClient, update: LiveSessionUpdate): Promise<void> {
  const { cache } = client;
  if (update.event === 'cleared') {
    if (update.allSessions) removeAllSessions(cache, update.pharmacyId);
    else for (const id of update.sessionIds ?? [update.sessionId]) removeSession(cache, update.pharmacyId, id);
    return;
  }
  if (update.event === 'feedback') {
    cache.modify({ id: cache.identify({ __typename: 'ChatSession', id: update.sessionId }), fields: { satisfactionRating: (current) => update.satisfactionRating ?? current } });
    return;
  }
  const message = update.message ? fromLive(update.message) : null;
  if (message) {
    cache.modify({
      id: cache.identify({ __typename: 'ChatSession', id: update.sessionId }),
      fields: { lastMessage: () => message.content, lastMessageAt: () => message.timestamp },
    });
    cache.updateQuery({ query: CHAT_MESSAGES, variables: { sessionId: update.sessionId } }, (data) => (data ? { chatMessages: mergeLive(data.chatMessages, message) } : data));
  }
  const known = readSession(cache, update.sessionId);
  if (known && (update.event === 'resolved' || update.event === 'escalated')) {
    const resolved = update.event === 'resolved';
    applySession(cache, {
      ...known,
      status: (update.status as typeof known.status | null) ?? (resolved ? 'resolved' : 'escalated'),
      needsStaffAttention: update.needsStaffAttention ?? !resolved,
      isUrgent: update.isUrgent ?? !resolved,
      urgency: (update.urgency as typeof known.urgency | null) ?? known.urgency,
      handoffState: (update.handoffState as typeof known.handoffState | null) ?? (resolved ? 'resolved' : known.handoffState),
    });
    // the event said all that changed
    if (update.isUrgent !== null && update.isUrgent !== undefined) return;
  }
  // not cached: the read's answer is written by applySession, which must see the session's list before it
  const { data } = await client.query({ query: INBOX_SESSION, variables: { id: update.sessionId }, fetchPolicy: 'no-cache' });
  if (data?.chatSession) applySession(cache, data.chatSession);
}

type Listener = (update: LiveSessionUpdate) => void;

interface Feed {
  listeners: Set<Listener>;
  stop(): void;
}

/** One subscription per client and pharmacy, however many screens follow it (the shell's widget and a page). */
const feeds = new WeakMap<ApolloClient, Map<string, Feed>>();

function follow(client: ApolloClient, pharmacyId: string, listener: Listener): () => void {
  let perClient = feeds.get(client);
  if (!perClient) feeds.set(client, (perClient = new Map()));
  let feed = perClient.get(pharmacyId);
  if (!feed) {
    watchLiveConnection(client);
    const listeners = new Set<Listener>();
    // events apply in order: a later event's read must not be overtaken by an earlier one's
    let queue = Promise.resolve();
    const subscription = client.subscribe({ query: PHARMACY_CHAT_UPDATES, variables: { pharmacyId } }).subscribe({
      next: (result) => {
        const update = result.data?.pharmacyChatUpdates;
        if (!update) return;
        queue = queue
          .then(() => applyLiveUpdate(client, update))
          .catch(() => undefined)
          .then(() => listeners.forEach((l) => l(update)));
      },
      // refused or ended by the server: screens poll instead; the next screen to follow subscribes again
      error: () => ended(),
      complete: () => ended(),
    });
    const ended = () => {
      if (perClient.get(pharmacyId) === created) perClient.delete(pharmacyId);
      setLiveState(client, 'failed');
    };
    const created: Feed = {
      listeners,
      stop: () => {
        subscription.unsubscribe();
        if (perClient.get(pharmacyId) === created) perClient.delete(pharmacyId);
      },
    };
    feed = created;
    perClient.set(pharmacyId, created);
  }
  const current = feed;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0) current.stop();
  };
}

/** Whether live updates flow: 'connected', 'connecting' (not yet, or reconnecting), 'failed' (the subscription ended). */
export type LiveState = 'connecting' | 'connected' | 'failed';

interface LiveWatch {
  state: LiveState;
  listeners: Set<() => void>;
}

const liveWatches = new WeakMap<ApolloClient, LiveWatch>();

function liveWatchOf(client: ApolloClient): LiveWatch {
  let watch = liveWatches.get(client);
  if (!watch) liveWatches.set(client, (watch = { state: 'connecting', listeners: new Set() }));
  return watch;
}

function setLiveState(client: ApolloClient, state: LiveState) {
  const watch = liveWatchOf(client);
  if (watch.state === state) return;
  const reconnected = state === 'connected' && watch.state !== 'connecting';
  watch.state = state;
  watch.listeners.forEach((l) => l());
  // back after a gap: events may have been missed, read the inbox again once
  if (reconnected) void client.refetchQueries({ include: [CHAT_INBOX, PHARMACY_CHAT_SESSIONS] }).catch(() => undefined);
}

const watchedSockets = new WeakSet<object>();

/** Follows the client's graphql-ws connection (before its first subscription starts it: the socket is lazy). */
function watchLiveConnection(client: ApolloClient) {
  const ws = liveSocketOf(client);
  if (!ws) {
    // a client without a socket of ours (tests): the subscription's own link is all there is
    if (liveWatchOf(client).state === 'connecting') setLiveState(client, 'connected');
    return;
  }
  if (watchedSockets.has(ws)) return;
  watchedSockets.add(ws);
  let wasConnected = false;
  ws.on('connected', () => {
    wasConnected = true;
    setLiveState(client, 'connected');
  });
  ws.on('closed', () => setLiveState(client, wasConnected ? 'failed' : 'connecting'));
  ws.on('error', () => setLiveState(client, 'failed'));
}

/** The live connection's state, for screens that poll only when live updates do not flow. */
export function useLiveState(): LiveState {
  const client = useApolloClient();
  const watch = liveWatchOf(client);
  return useSyncExternalStore(
    (onChange) => {
      watch.listeners.add(onChange);
      return () => watch.listeners.delete(onChange);
    },
    () => watch.state,
  );
}

/**
 * Follows the pharmacy's chats live (new session, message, escalation, resolution, clearing): each event updates
 * the Apollo cache once (see applyLiveUpdate), then `onUpdate` runs for what a screen adds. Screens share one
 * subscription. When the browser comes back online, or the live connection comes back, the lists are read again
 * once, to catch up on what was missed.
 */
export function usePharmacyLiveUpdates(pharmacyId: string | null, onUpdate?: (update: LiveSessionUpdate) => void): void {
  const client = useApolloClient();
  const latest = useRef(onUpdate);
  useEffect(() => {
    latest.current = onUpdate;
  });
  useEffect(() => {
    if (!pharmacyId) return;
    return follow(client, pharmacyId, (update) => latest.current?.(update));
  }, [client, pharmacyId]);
  useEffect(() => {
    if (!pharmacyId) return;
    const catchUp = () => void client.refetchQueries({ include: [CHAT_INBOX, PHARMACY_CHAT_SESSIONS] }).catch(() => undefined);
    window.addEventListener('online', catchUp);
    return () => window.removeEventListener('online', catchUp);
  }, [client, pharmacyId]);
}
