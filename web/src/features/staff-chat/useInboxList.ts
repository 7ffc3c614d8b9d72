import { useCallback, useEffect, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { CHAT_INBOX } from './graphql/staff-chat';
import { appendInboxPage, type InboxListName, type InboxVariables } from './inbox-cache';

export const INBOX_PAGE_SIZE = 25;

/** The variables of a list's cached first page. */
export const inboxVariables = (pharmacyId: string, list: InboxListName, search: string): InboxVariables => ({ pharmacyId, list, search: search.trim() || null, first: INBOX_PAGE_SIZE });

/**
 * One inbox list, paged on the server: the first page is a cached query kept current by live events; `loadMore`
 * appends the next page (the cursor of the last one) to it.
 */
export function useInboxList(pharmacyId: string, list: InboxListName, search: string, { skip = false, pollInterval = 0 }: { skip?: boolean; pollInterval?: number } = {}) {
  const client = useApolloClient();
  const variables = inboxVariables(pharmacyId, list, search);
  const query = useQuery(CHAT_INBOX, { variables, skip, pollInterval: skip ? 0 : pollInterval, notifyOnNetworkStatusChange: false });
  const page = query.data?.chatInbox ?? null;
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const key = JSON.stringify(variables);

  useEffect(() => setLoadError(false), [key]);

  const loadMore = useCallback(async () => {
    if (!page?.nextCursor) return;
    setLoadingMore(true);
    setLoadError(false);
    try {
      const vars = JSON.parse(key) as InboxVariables;
      const { data } = await client.query({ query: CHAT_INBOX, variables: { ...vars, after: page.nextCursor }, fetchPolicy: 'no-cache' });
      if (data) appendInboxPage(client.cache, vars, data.chatInbox);
    } catch {
      setLoadError(true);
    } finally {
      setLoadingMore(false);
    }
  }, [client, key, page?.nextCursor]);

  return { page, loading: query.loading && !page, error: query.error, loadMore, loadingMore, loadError };
}

/** `value`, once it stopped changing for `delayMs` (a search box sends one query per pause, not per key). */
export function useDebounced<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(id);
  }, [value, delayMs]);
  return settled;
}
