import { describe, expect, it } from 'vitest';
import { ChatSession } from '../src/domain/chat-session';
import { assistantMayAnswer, handoffStates, nextHandoffState, type HandoffEvent, type HandoffState } from '../src/domain/handoff';

const session = () => ChatSession.startForGuest({ pharmacyId: '7c0a3f8e-4b7e-4c39-9b0e-2f1b8f0c1a11', patientName: 'Ana Lopez', patientPhone: '555 010 2030' });

describe('the handoff state machine', () => {
  const allowed: [HandoffState, HandoffEvent['type'], HandoffState][] = [
    ['assistant', 'handed_over', 'waiting_for_staff'],
    ['waiting_for_staff', 'handed_over', 'waiting_for_staff'],
    ['with_staff', 'handed_over', 'with_staff'],
    ['assistant', 'staff_replied', 'with_staff'],
    ['waiting_for_staff', 'staff_replied', 'with_staff'],
    ['with_staff', 'staff_replied', 'with_staff'],
    ['assistant', 'resolved', 'resolved'],
    ['waiting_for_staff', 'resolved', 'resolved'],
    ['with_staff', 'resolved', 'resolved'],
    ['resolved', 'patient_wrote', 'waiting_for_staff'],
    ['assistant', 'patient_wrote', 'assistant'],
    ['waiting_for_staff', 'patient_wrote', 'waiting_for_staff'],
    ['with_staff', 'patient_wrote', 'with_staff'],
  ];
  it.each(allowed)('%s --%s--> %s', (from, event, to) => {
    expect(nextHandoffState(from, { type: event } as HandoffEvent)).toBe(to);
  });

  it.each([
    ['resolved', 'staff_replied', /resolved\. The patient can write again/],
    ['resolved', 'resolved', /already resolved/],
    ['resolved', 'handed_over', /cannot be handed over/],
  ] as const)('refuses %s --%s', (from, event, message) => {
    expect(() => nextHandoffState(from, { type: event })).toThrow(message);
  });

  it('lets the assistant answer while the patient waits, and not once staff have replied', () => {
    expect(handoffStates.filter(assistantMayAnswer)).toEqual(['assistant', 'waiting_for_staff']);
  });
});

describe('a chat session moving through the handoff', () => {
  it('waits for staff when the assistant hands over, and is with staff after their reply', () => {
    const s = session();
    s.addMessage({ sender: 'user', content: 'Can I take 20 mg instead of 10?' });
    s.escalate('no_answer', 'clinical_judgement');
    expect([s.handoff, s.status, s.handedOff, s.needsStaffAttention]).toEqual(['waiting_for_staff', 'waiting_for_staff', false, false]);
    s.addMessage({ sender: 'ai', content: 'Your refill can be requested online.' }); // the assistant still answers
    s.addMessage({ sender: 'staff', content: 'Please keep to 10 mg until we talk.', staffMember: 'downtown.staff' });
    expect([s.handoff, s.status, s.handedOff]).toEqual(['with_staff', 'active', true]);
  });

  it('flags an emergency at the top of the inbox in any open state, with its reason, until staff answer', () => {
    const s = session();
    s.addMessage({ sender: 'staff', content: 'Hello, how can I help?' });
    s.addMessage({ sender: 'user', content: 'my chest hurts and my arm is numb' });
    s.escalate('red_flag', 'chest_pain');
    expect([s.handoff, s.status, s.urgency, s.urgencyReason, s.needsStaffAttention]).toEqual(['with_staff', 'escalated', 'emergency', 'chest_pain', true]);
    s.addMessage({ sender: 'staff', content: 'Call 911 now; we are calling you too.' });
    expect([s.status, s.needsStaffAttention, s.urgency]).toEqual(['active', false, 'emergency']);
  });

  it('gets staff attention for an upset patient without calling it an emergency', () => {
    const s = session();
    s.addMessage({ sender: 'user', content: 'This is the third time I ask!!!' });
    s.escalate('needs_staff', 'angry');
    expect([s.handoff, s.status, s.urgency, s.needsStaffAttention, s.urgencyReason]).toEqual(['waiting_for_staff', 'waiting_for_staff', 'routine', true, 'angry']);
  });

  it('resolves, refuses replies to a resolved chat, and reopens it for staff when the patient writes', () => {
    const s = session();
    s.addMessage({ sender: 'user', content: 'hello' });
    s.escalate('red_flag', 'overdose');
    s.resolve();
    expect([s.handoff, s.status, s.needsStaffAttention]).toEqual(['resolved', 'resolved', false]);
    expect(() => s.addMessage({ sender: 'staff', content: 'one more thing' })).toThrow(/resolved/);
    expect(() => s.addMessage({ sender: 'ai', content: 'late answer' })).toThrow(/resolved/);
    s.addMessage({ sender: 'user', content: 'Hi again, is my refill ready?' });
    expect([s.handoff, s.status, s.urgency, s.urgencyReason, s.resolvedAt, s.reopenCount, s.isUrgent]).toEqual(['waiting_for_staff', 'waiting_for_staff', 'routine', null, null, 1, true]);
  });
});
