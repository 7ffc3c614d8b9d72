import { useEffect, useState } from 'react';

/**
 * The urgent chats a staff member has opened (selected in /staff-chat), kept per user in localStorage so every
 * tab of theirs knows: the other tabs hear of it through the `storage` event, the same tab through a window event.
 * The alert rules stop re-alerting an urgent chat once it is here. Entries older than a day are dropped.
 */

const KEY_PREFIX = 'pharmachat.opened-chats.';
const SAME_TAB_EVENT = 'pharmachat:chat-opened';
const KEEP_MS = 24 * 60 * 60 * 1000;
const MAX_ENTRIES = 500;

const keyOf = (userId: string) => `${KEY_PREFIX}${userId}`;

function readAll(userId: string, storage: Storage): Record<string, number> {
  try {
    const raw: unknown = JSON.parse(storage.getItem(keyOf(userId)) ?? '{}');
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
    return Object.fromEntries(Object.entries(raw as Record<string, unknown>).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return {};
  }
}

/** The chats `userId` opened within the last day. */
export function readOpenedChats(userId: string, now = Date.now(), storage: Storage = window.localStorage): Set<string> {
  return new Set(
    Object.entries(readAll(userId, storage))
      .filter(([, at]) => now - at < KEEP_MS)
      .map(([id]) => id),
  );
}

/** Records that `userId` opened `sessionId` (every tab of theirs learns it). */
export function markChatOpened(userId: string, sessionId: string, now = Date.now(), storage: Storage = window.localStorage): void {
  const kept = Object.entries({ ...readAll(userId, storage), [sessionId]: now })
    .filter(([, at]) => now - at < KEEP_MS)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_ENTRIES);
  try {
    storage.setItem(keyOf(userId), JSON.stringify(Object.fromEntries(kept)));
  } catch {
    /* storage full or blocked: this tab still knows through the event */
  }
  window.dispatchEvent(new CustomEvent(SAME_TAB_EVENT, { detail: { userId, sessionId } }));
}

/** The chats the user opened, kept current across their tabs. */
export function useOpenedChats(userId: string | null): ReadonlySet<string> {
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => (userId ? readOpenedChats(userId) : new Set()));
  useEffect(() => {
    if (!userId) {
      setOpened(new Set());
      return;
    }
    const reread = () => setOpened(readOpenedChats(userId));
    reread();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === keyOf(userId)) reread();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(SAME_TAB_EVENT, reread);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(SAME_TAB_EVENT, reread);
    };
  }, [userId]);
  return opened;
}
