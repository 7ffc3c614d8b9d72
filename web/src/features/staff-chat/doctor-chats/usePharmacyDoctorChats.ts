import { useQuery, useSubscription } from '@apollo/client/react';
import { PHARMACY_DOCTOR_CHAT_UPDATES, PHARMACY_DOCTOR_CHATS } from './doctor-inbox.graphql';

/**
 * A pharmacy's doctor chats, kept current by the pharmacyDoctorChatUpdates subscription (each change refetches the
 * list, which the staff screens share through the cache); polled only while live updates do not flow.
 */
export function usePharmacyDoctorChats(pharmacyId: string, pollInterval: number) {
  const chats = useQuery(PHARMACY_DOCTOR_CHATS, { variables: { pharmacyId }, pollInterval });
  useSubscription(PHARMACY_DOCTOR_CHAT_UPDATES, {
    variables: { pharmacyId },
    onData: () => void chats.refetch().catch(() => undefined),
  });
  return chats.data?.pharmacyDoctorChats ?? [];
}
