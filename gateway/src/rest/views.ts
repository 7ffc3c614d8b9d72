/** The spec's REST shapes, built from GraphQL results; the field sets several operations share, as fragments. */
import { graphql } from './gql';
import type { RestChatMessageFieldsFragment } from './gql/graphql';

graphql(`
  fragment RestChatMessageFields on ChatMessage {
    id sessionId sender content timestamp staffMember kind citations { entryId question } language sentiment urgency original
  }
`);

graphql(`
  fragment RestChatSessionFields on ChatSession {
    id pharmacyId patientId patientName category status needsStaffAttention urgency urgencyReason handoffState language sentiment
    messageCount lastMessage lastMessageAt startedAt duration satisfactionRating
    isUrgent feedbackGiven feedbackCategories reopenCount resolvedAt registeredPatient
  }
`);

/** A staff user as every account path returns it (spec part 2 section 3, plus actualRole). */
graphql(`
  fragment RestStaffUserFields on StaffUser {
    id username email firstName lastName role pharmacyId status isActive createdAt isAdmin lastActive switchedRole actualRole
  }
`);

export function toChatMessage(m: RestChatMessageFieldsFragment) {
  return {
    id: m.id,
    sessionId: m.sessionId,
    sender: m.sender,
    content: m.content,
    timestamp: m.timestamp,
    staffMember: m.staffMember,
    metadata: {
      staffMember: m.staffMember,
      kind: m.kind,
      citations: m.citations,
      language: m.language ?? null,
      sentiment: m.sentiment ?? null,
      urgency: m.urgency ?? null,
      ...(m.original ? { original: m.original } : {}),
    },
  };
}
