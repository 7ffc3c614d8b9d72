import { useEffect, useRef } from 'react';
import { useSubscription } from '@apollo/client/react';
import { PHARMACY_CHAT_UPDATES } from './graphql/staff-chat';

/**
 * Calls `onChange` whenever one of the pharmacy's chats changes (new session, message, escalation), through the
 * live subscription: no polling. Also when the browser comes back online, to catch up on what was missed.
 */
export function usePharmacyLiveUpdates(pharmacyId: string | null, onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useSubscription(PHARMACY_CHAT_UPDATES, {
    variables: { pharmacyId: pharmacyId ?? '' },
    skip: !pharmacyId,
    onData: () => latest.current(),
  });
  useEffect(() => {
    const catchUp = () => latest.current();
    window.addEventListener('online', catchUp);
    return () => window.removeEventListener('online', catchUp);
  }, []);
}
