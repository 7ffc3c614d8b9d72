import { useApolloClient, useSubscription } from '@apollo/client/react';
import type { DoctorChatUpdatesSubscription } from '../../gql/graphql';
import { DOCTOR_CHAT_UPDATES, MY_DOCTOR_CHATS, MY_DOCTOR_STATS } from './graphql/doctor-portal';

type Update = DoctorChatUpdatesSubscription['doctorChatUpdates'];

/**
 * The doctor's chats, live: one doctorChatUpdates subscription; each change refreshes what it touches (the list and
 * the cards, or the open chat through `onUpdate`). The spec's 3-second polling is the ceiling, not the design.
 */
export function useDoctorLiveUpdates(onUpdate?: (update: Update) => void): void {
  const client = useApolloClient();
  useSubscription(DOCTOR_CHAT_UPDATES, {
    onData: ({ data }) => {
      const update = data.data?.doctorChatUpdates;
      if (!update) return;
      onUpdate?.(update);
      void client.refetchQueries({ include: [MY_DOCTOR_CHATS, MY_DOCTOR_STATS] }).catch(() => undefined);
    },
  });
}
