import { graphql } from '../../../gql';
import type { ChatManagementSessionFieldsFragment } from '../../../gql/graphql';

/** A row of the Chat Management table. */
export const CHAT_MANAGEMENT_SESSION_FIELDS = graphql(`
  fragment ChatManagementSessionFields on ChatSession {
    id pharmacyId patientId patientName category status isUrgent needsStaffAttention startedAt duration messageCount
    lastMessageAt satisfactionRating feedbackGiven resolvedAt reopenCount
  }
`);

export type ChatManagementSession = ChatManagementSessionFieldsFragment;

/** The pharmacy's sessions, filtered and paged on the server (newest first). */
export const CHAT_MANAGEMENT_SESSIONS = graphql(`
  query ChatManagementSessions($pharmacyId: ID!, $filter: ChatSessionFilter, $first: Int, $after: String) {
    chatManagementSessions(pharmacyId: $pharmacyId, filter: $filter, first: $first, after: $after) {
      sessions { ...ChatManagementSessionFields }
      totalCount
      nextCursor
    }
  }
`);

/** The four summary cards. */
export const CHAT_MANAGEMENT_SUMMARY = graphql(`
  query ChatManagementSummary($pharmacyId: ID!) {
    chatManagementSummary(pharmacyId: $pharmacyId) { activeChats resolvedToday avgResponseSeconds escalated }
  }
`);

/** View: one session with its conversation. */
export const CHAT_MANAGEMENT_CONVERSATION = graphql(`
  query ChatManagementConversation($id: ID!) {
    chatSession(id: $id) {
      ...ChatManagementSessionFields
      messages { ...ChatMessageFields }
    }
  }
`);
