import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { App, type ButtonProps } from 'antd';
import { errorMessage } from '../../app/errors';
import { CLEAR_ALL_CHAT_SESSIONS, CLEAR_CHAT_SESSION, ESCALATE_CHAT_SESSION, RESOLVE_CHAT_SESSION, type ChatSessionSummary } from './graphql/staff-chat';
import { applySession, removeAllSessions, removeSession } from './inbox-cache';

/**
 * The inbox actions with the spec's confirmations and messages (part 2, sections 2.12 and 8). Each answer moves
 * the session in the cached lists at once (inbox-cache.ts); the same change reaching this tab again as a live
 * event changes nothing more. Answers are not written by Apollo itself (`no-cache`): applySession must see the
 * session's list before the new state is written. Each action resolves to whether it happened.
 */
export function useInboxActions() {
  const client = useApolloClient();
  const { notification, modal } = App.useApp();
  const [escalate] = useMutation(ESCALATE_CHAT_SESSION, { fetchPolicy: 'no-cache' });
  const [resolve] = useMutation(RESOLVE_CHAT_SESSION, { fetchPolicy: 'no-cache' });
  const [clear] = useMutation(CLEAR_CHAT_SESSION, { fetchPolicy: 'no-cache' });
  const [clearAll] = useMutation(CLEAR_ALL_CHAT_SESSIONS, { fetchPolicy: 'no-cache' });

  const markUrgent = useCallback(
    async (session: ChatSessionSummary) => {
      try {
        const { data } = await escalate({ variables: { sessionId: session.id } });
        if (data) applySession(client.cache, data.escalateChatSession);
        notification.success({ key: 'inbox-action', title: 'Marked as urgent', description: `${session.patientName}'s chat is in the Urgent list.` });
        return true;
      } catch (error) {
        // the spec shows nothing here; a silent failure would leave staff believing it worked
        notification.error({ key: 'inbox-action', title: 'Failed to mark as urgent', description: errorMessage(error, 'Please try again.') });
        return false;
      }
    },
    [client, escalate, notification],
  );

  const resolveChat = useCallback(
    async (session: ChatSessionSummary) => {
      try {
        const { data } = await resolve({ variables: { sessionId: session.id } });
        if (data) applySession(client.cache, data.resolveChatSession);
        notification.success({ key: 'inbox-action', title: 'Chat resolved', description: `${session.patientName}'s chat is resolved. Writing again reopens it.` });
        return true;
      } catch {
        notification.error({ key: 'inbox-action', title: 'Failed to resolve chat', description: 'Please try again.' });
        return false;
      }
    },
    [client, resolve, notification],
  );

  /** Asks first; resolves to true once the session is deleted. */
  const clearChat = useCallback(
    (session: ChatSessionSummary) =>
      new Promise<boolean>((done) => {
        modal.confirm({
          title: 'Clear this chat?',
          content: `The chat with ${session.patientName} and all its messages will be deleted for good. This cannot be undone.`,
          okText: 'Clear chat',
          okButtonProps: { danger: true, 'data-testid': 'confirm-clear' } as ButtonProps,
          cancelText: 'Cancel',
          onCancel: () => done(false),
          onOk: async () => {
            try {
              await clear({ variables: { sessionId: session.id } });
              removeSession(client.cache, session.pharmacyId, session.id);
              notification.success({ key: 'inbox-action', title: 'Chat cleared', description: `The chat with ${session.patientName} was deleted.` });
              done(true);
            } catch (error) {
              notification.error({ key: 'inbox-action', title: errorMessage(error, 'Failed to clear session') });
              done(false);
            }
          },
        });
      }),
    [client, clear, modal, notification],
  );

  /** Asks first, naming how many chats go for good; resolves to true once they are deleted. */
  const clearAllChats = useCallback(
    (pharmacyId: string, count: number) =>
      new Promise<boolean>((done) => {
        const chats = `${count} ${count === 1 ? 'chat' : 'chats'}`;
        modal.confirm({
          title: `Delete all ${chats}?`,
          content: `All ${chats} of this pharmacy, with every message, will be deleted for good. This cannot be undone.`,
          okText: `Delete ${chats}`,
          okButtonProps: { danger: true, 'data-testid': 'confirm-clear-all' } as ButtonProps,
          cancelText: 'Cancel',
          onCancel: () => done(false),
          onOk: async () => {
            try {
              const { data } = await clearAll({ variables: { pharmacyId } });
              removeAllSessions(client.cache, pharmacyId);
              const deleted = data?.clearAllChatSessions ?? count;
              notification.success({ key: 'inbox-action', title: 'All Chats Cleared', description: `${deleted} ${deleted === 1 ? 'chat was' : 'chats were'} deleted.` });
              done(true);
            } catch (error) {
              notification.error({ key: 'inbox-action', title: errorMessage(error, 'Failed to clear chats') });
              done(false);
            }
          },
        });
      }),
    [client, clearAll, modal, notification],
  );

  return { markUrgent, resolveChat, clearChat, clearAllChats };
}
