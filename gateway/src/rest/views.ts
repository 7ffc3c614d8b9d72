/** The spec's REST shapes, built from GraphQL results. */

export const chatMessageFields = 'id sessionId sender content timestamp staffMember kind citations { entryId question }';

export interface ChatMessageData {
  id: string;
  sessionId: string;
  sender: 'user' | 'ai' | 'staff';
  content: string;
  timestamp: string;
  staffMember: string | null;
  kind: string | null;
  citations: { entryId: string; question: string }[];
}

export function toChatMessage(m: ChatMessageData) {
  return {
    id: m.id,
    sessionId: m.sessionId,
    sender: m.sender,
    content: m.content,
    timestamp: m.timestamp,
    staffMember: m.staffMember,
    metadata: { staffMember: m.staffMember, kind: m.kind, citations: m.citations },
  };
}

export const chatSessionFields =
  'id pharmacyId patientId patientName category status needsStaffAttention urgency messageCount lastMessage lastMessageAt startedAt duration satisfactionRating';
