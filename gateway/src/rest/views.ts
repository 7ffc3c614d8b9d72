/** The spec's REST shapes, built from GraphQL results. */

export const chatMessageFields = 'id sessionId sender content timestamp staffMember kind citations { entryId question } language sentiment urgency original';

export interface ChatMessageData {
  id: string;
  sessionId: string;
  sender: 'user' | 'ai' | 'staff';
  content: string;
  timestamp: string;
  staffMember: string | null;
  kind: string | null;
  citations: { entryId: string; question: string }[];
  language?: string | null;
  sentiment?: string | null;
  urgency?: string | null;
  original?: string | null;
}

export function toChatMessage(m: ChatMessageData) {
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

export const chatSessionFields =
  'id pharmacyId patientId patientName category status needsStaffAttention urgency urgencyReason handoffState language sentiment messageCount lastMessage lastMessageAt startedAt duration satisfactionRating';
