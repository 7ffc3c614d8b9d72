import { describe, expect, it } from 'vitest';
import { ChatSession, inboxListOf, inboxOrder, inboxRank } from '../src/domain/chat-session';
import { countingMonth, countsAgainstLimit } from '../src/domain/conversation-limit';
import { Feedback, feedbackRating, feedbackText, satisfactionOf } from '../src/domain/feedback';

const pharmacyId = '7c0a3f8e-4b7e-4c39-9b0e-2f1b8f0c1a11';
const session = () => ChatSession.startForGuest({ pharmacyId, patientName: 'Ana Lopez', patientPhone: '555 010 2030' });
const reasonOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { reason?: string }).reason;
  }
  return null;
};

describe('resolving and reopening a chat', () => {
  it('resolves once: a second resolve changes nothing and says so', () => {
    const s = session();
    s.addMessage({ sender: 'user', content: 'hello' });
    expect(s.resolve(new Date('2026-03-01T10:00:00Z'))).toBe(true);
    expect(s.resolve(new Date('2026-03-01T11:00:00Z'))).toBe(false);
    expect(s.resolvedAt?.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect([s.status, s.isUrgent, s.needsStaffAttention]).toEqual(['resolved', false, false]);
  });

  it('a patient writing in a resolved chat reopens it as a new waiting conversation; the feedback stays', () => {
    const s = session();
    s.addMessage({ sender: 'user', content: 'my chest hurts' });
    s.escalate('red_flag', 'chest_pain');
    s.resolve();
    s.recordFeedback([{ category: 'overall', rating: 4 }]);
    s.addMessage({ sender: 'user', content: 'Hi again' });
    expect([s.handoff, s.status, s.isUrgent, s.reopenCount, s.resolvedAt, s.urgency, s.urgencyReason]).toEqual(['waiting_for_staff', 'waiting_for_staff', true, 1, null, 'routine', null]);
    expect([s.satisfactionRating, s.feedbackGiven]).toEqual([4, true]);
    expect(inboxListOf(s)).toBe('urgent');
    s.resolve();
    s.addMessage({ sender: 'user', content: 'and once more' });
    expect(s.reopenCount).toBe(2);
  });

  it('staff cannot mark a resolved chat urgent (it reopens when the patient writes)', () => {
    const s = session();
    s.resolve();
    expect(reasonOf(() => s.escalate('staff'))).toBe('chat.resolved_not_escalated');
    expect(s.status).toBe('resolved');
  });

  it('marking urgent flags an open chat as escalated', () => {
    const s = session();
    s.addMessage({ sender: 'user', content: 'Is my refill ready?' });
    s.escalate('staff');
    expect([s.status, s.needsStaffAttention, s.isUrgent, inboxRank(s)]).toEqual(['escalated', true, true, 1]);
  });

  it('a reopen in the month the chat counted in does not count again; in a later month it does', () => {
    const s = session();
    s.countedMonth = countingMonth(new Date());
    s.resolve();
    expect(countsAgainstLimit(s)).toBe(false);
    s.countedMonth = '2020-01';
    expect(countsAgainstLimit(s)).toBe(true);
    expect(countsAgainstLimit(s, new Date('2020-01-20T00:00:00Z'))).toBe(false);
    // the reopen forgets the old month until a message counts in the new one
    s.addMessage({ sender: 'user', content: 'back again' });
    expect(s.countedMonth).toBeNull();
    expect(countsAgainstLimit(s)).toBe(true);
  });

  it('a reopening message refused over the limit puts the chat back as it was', () => {
    const s = session();
    s.countedMonth = '2020-01';
    s.escalate('red_flag', 'overdose');
    const resolvedAt = new Date('2020-01-15T12:00:00Z');
    s.resolve(resolvedAt);
    const held = s.addMessage({ sender: 'user', content: 'back again', metadata: { heldForLimit: true } });
    expect(held.metadata.reopenedFrom).toBeDefined();
    s.undoReopen(held.metadata.reopenedFrom);
    expect([s.handoff, s.status, s.reopenCount, s.resolvedAt?.toISOString(), s.countedMonth, s.urgency]).toEqual(['resolved', 'resolved', 0, resolvedAt.toISOString(), '2020-01', 'emergency']);
  });
});

describe('the inbox order and lists', () => {
  it('puts emergencies waiting for staff first, then other urgent, then open, then resolved; an answered emergency leaves the top', () => {
    const at = (s: ChatSession, iso: string) => ((s.lastMessageAt = new Date(iso)), s);
    const emergency = session();
    emergency.escalate('red_flag', 'chest_pain');
    const answered = session();
    answered.escalate('red_flag', 'chest_pain');
    answered.addMessage({ sender: 'staff', content: 'Call 911 now.' });
    const urgent = session();
    urgent.escalate('needs_staff', 'angry');
    const open = session();
    const resolved = session();
    resolved.resolve();
    const sessions = [at(resolved, '2026-01-05T10:00:00Z'), at(open, '2026-01-04T10:00:00Z'), at(answered, '2026-01-06T10:00:00Z'), at(urgent, '2026-01-03T10:00:00Z'), at(emergency, '2026-01-01T10:00:00Z')];
    expect(sessions.sort(inboxOrder).map((s) => s.id)).toEqual([emergency.id, urgent.id, answered.id, open.id, resolved.id]);
    expect([emergency, urgent, answered, open, resolved].map(inboxListOf)).toEqual(['urgent', 'urgent', 'active', 'active', 'resolved']);
  });
});

describe('feedback ratings', () => {
  it('accepts 1.0 to 5.0 in steps of 0.1 and refuses the rest', () => {
    expect([1, 1.1, 4.5, 5, 0.1 + 0.2 + 4].map(feedbackRating)).toEqual([1, 1.1, 4.5, 5, 4.3]);
    for (const bad of [0, 0.9, 5.01, 6, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(reasonOf(() => feedbackRating(bad))).toBe('chat.rating_out_of_range');
    expect(reasonOf(() => feedbackRating(4.55))).toBe('chat.rating_step');
  });

  it('takes comments with the overall rating only', () => {
    expect(feedbackText('overall', '  Very helpful  ')).toBe('Very helpful');
    expect(feedbackText('speed', '   ')).toBeNull();
    expect(feedbackText('speed', null)).toBeNull();
    expect(reasonOf(() => feedbackText('speed', 'fast'))).toBe('chat.feedback_text_only_overall');
    expect(reasonOf(() => feedbackText('overall', 'x'.repeat(2001)))).toBe('chat.feedback_too_long');
  });

  it('rates each category once and averages the ratings to one decimal', () => {
    const s = session();
    const facts = { id: s.id, pharmacyId, patientId: s.patientId, messageCount: 3, wasEscalated: false };
    const overall = Feedback.give(facts, [], { category: 'overall', rating: 4.5, feedback: 'Great' });
    expect(overall).toMatchObject({ category: 'overall', rating: 4.5, feedback: 'Great', messageCount: 3, patientId: s.patientId });
    expect(reasonOf(() => Feedback.give(facts, ['overall'], { category: 'overall', rating: 3 }))).toBe('chat.feedback_already_given');
    expect(reasonOf(() => Feedback.give(facts, [], { category: 'speed', rating: 3, responseTime: -5 }))).toBe('chat.response_time_invalid');
    expect(satisfactionOf([4.5, 3.2, 5])).toBe(4.2);
    expect(satisfactionOf([])).toBeNull();
    s.recordFeedback([
      { category: 'overall', rating: 4.5 },
      { category: 'speed', rating: 3 },
    ]);
    expect([s.satisfactionRating, s.feedbackCategories, s.feedbackGiven]).toEqual([3.8, ['overall', 'speed'], true]);
  });
});
