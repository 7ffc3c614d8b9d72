import { graphql } from '../../../gql';
import type { FeedbackCategory, MyChatSessionsQuery, PatientChatStateQuery, PatientChatUpdatesSubscription } from '../../../gql/graphql';

/** Where the patient's chat stands: resolved or open, and whether feedback was given (read every few seconds). */
export const PATIENT_CHAT_STATE = graphql(`
  query PatientChatState($id: ID!) {
    chatSession(id: $id) { id pharmacyId status messageCount feedbackGiven feedbackCategories resolvedAt reopenCount }
  }
`);

export type PatientChatState = NonNullable<PatientChatStateQuery['chatSession']>;

/**
 * Live: everything that happens to the patient's chat (its messages, resolved, reopened, rated, cleared), for the
 * guest holding its token or the patient's account.
 */
export const PATIENT_CHAT_UPDATES = graphql(`
  subscription PatientChatUpdates($sessionId: ID!) {
    chatSessionUpdates(sessionId: $sessionId) {
      event sessionId status reopenCount
      message { id sessionId sender content timestamp staffMember kind language sentiment urgency original }
    }
  }
`);

export type PatientChatUpdate = PatientChatUpdatesSubscription['chatSessionUpdates'];

/** One rating of the feedback wizard (one call per rated category). */
export const SUBMIT_FEEDBACK = graphql(`
  mutation SubmitFeedback($input: FeedbackInput!) {
    submitFeedback(input: $input) { id sessionId category rating feedback }
  }
`);

/** A signed-in patient's chat with a pharmacy: name and phone from the account unless given. */
export const OPEN_PATIENT_CHAT = graphql(`
  mutation OpenPatientChat($pharmacyId: ID!, $patientName: String, $phone: String, $newChat: Boolean) {
    openPatientChat(pharmacyId: $pharmacyId, patientName: $patientName, phone: $phone, newChat: $newChat) {
      id pharmacyId patientName status startedAt lastMessage lastMessageAt messageCount
      messages { ...ChatMessageFields }
    }
  }
`);

/** A signed-in patient's chats, newest first, with the pharmacy's name. */
export const MY_CHAT_SESSIONS = graphql(`
  query MyChatSessions {
    myChatSessions { id pharmacyId patientName status startedAt lastMessage lastMessageAt messageCount pharmacy { id name } }
  }
`);

export type MyChatSession = MyChatSessionsQuery['myChatSessions'][number];

export const feedbackCategories: FeedbackCategory[] = ['overall', 'response_quality', 'speed', 'helpfulness'];

/** The pharmacy's chat greeting (its Settings): the first thing a patient reads in a chat. */
export const PHARMACY_GREETING = graphql(`
  query PharmacyGreeting($id: ID!) { publicPharmacy(id: $id) { id chatGreeting businessHours } }
`);
