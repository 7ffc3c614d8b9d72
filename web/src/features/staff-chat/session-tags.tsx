import type { ReactElement } from 'react';
import { Tag } from 'antd';
import { isEnglish, languageName } from '../conversation/language';
import type { ChatSessionSummary } from './graphql/staff-chat';
import { handoffLabel, sentimentLabel, urgencyReasonLabels } from './session-labels';

type SessionFacts = Pick<ChatSessionSummary, 'status' | 'isUrgent' | 'urgency' | 'urgencyReason' | 'handoffState' | 'language' | 'sentiment'>;

/**
 * What staff should know about a session at a glance, as tags (for the inbox and the conversation header): an
 * emergency and why it is urgent (an answered emergency in grey), who has it, the patient's language and mood (neutral shows nothing). A list, so
 * that a wrapping antd Space lays out each tag on its own.
 */
export function sessionTags(session: SessionFacts): ReactElement[] {
  const tags: ReactElement[] = [];
  if (session.urgency === 'emergency') {
    // red while it waits for staff; once staff have it (or it is resolved) it is history, not an alarm
    tags.push(
      session.isUrgent ? (
        <Tag key="emergency" color="red" data-testid="session-emergency">
          Emergency
        </Tag>
      ) : (
        <Tag key="emergency" data-testid="session-emergency">
          Emergency, answered
        </Tag>
      ),
    );
  }
  if (session.isUrgent) {
    for (const reason of urgencyReasonLabels(session.urgencyReason)) {
      tags.push(
        <Tag key={`reason-${reason}`} color={session.urgency === 'emergency' ? 'red' : 'gold'} data-testid="session-reason">
          {reason}
        </Tag>,
      );
    }
  }
  // the handoff state says who has the chat; a session without one falls back on its status
  const handoff = handoffLabel(session.handoffState ?? (session.status === 'waiting_for_staff' ? 'waiting_for_staff' : null));
  if (handoff) {
    tags.push(
      <Tag key="handoff" color={handoff.color} data-testid="session-handoff">
        {handoff.label}
      </Tag>,
    );
  }
  const language = languageName(session.language);
  if (language) {
    tags.push(
      <Tag key="language" color={isEnglish(session.language) ? undefined : 'geekblue'} data-testid="session-language">
        {language}
      </Tag>,
    );
  }
  const sentiment = sentimentLabel(session.sentiment);
  if (sentiment) {
    tags.push(
      <Tag key="sentiment" color={sentiment.color} data-testid="session-sentiment">
        {sentiment.label}
      </Tag>,
    );
  }
  return tags;
}
