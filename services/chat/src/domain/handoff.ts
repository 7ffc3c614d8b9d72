import { ChatErrors } from './chat.exception';

/**
 * Who has a chat session, as one explicit state machine (the only place these rules live):
 *
 *   assistant ──(handed over: no answer, needs a pharmacist, upset patient, emergency)──> waiting_for_staff
 *   assistant | waiting_for_staff ──(a staff member replies)──> with_staff
 *   assistant | waiting_for_staff | with_staff ──(resolved by staff)──> resolved
 *   resolved ──(the patient writes again: reopened, a new waiting conversation for staff)──> waiting_for_staff
 *
 * Emergency is a flag beside the state, not a state: it can be raised in any state but `resolved` (a red flag
 * in a resolved chat reopens it first) and it puts the session at the top of the inbox until staff answer.
 * While waiting for staff the assistant keeps answering what the knowledge base answers; once a staff member
 * has replied it stays silent (a safety reply to a new emergency excepted).
 */
export type HandoffState = 'assistant' | 'waiting_for_staff' | 'with_staff' | 'resolved';
export const handoffStates: readonly HandoffState[] = ['assistant', 'waiting_for_staff', 'with_staff', 'resolved'];

export type HandoffEvent =
  | { type: 'handed_over' }
  | { type: 'staff_replied' }
  | { type: 'resolved' }
  | { type: 'patient_wrote' };

/** The next state, or a CONFLICT for a move the rules do not allow. Moves that change nothing return the state. */
export function nextHandoffState(state: HandoffState, event: HandoffEvent): HandoffState {
  switch (event.type) {
    case 'handed_over':
      if (state === 'assistant') return 'waiting_for_staff';
      if (state === 'waiting_for_staff' || state === 'with_staff') return state; // already with people
      break;
    case 'staff_replied':
      if (state === 'assistant' || state === 'waiting_for_staff' || state === 'with_staff') return 'with_staff';
      break;
    case 'resolved':
      if (state !== 'resolved') return 'resolved';
      break;
    case 'patient_wrote':
      // a reopened chat is a new conversation staff have not seen: it waits for them (the assistant still answers)
      return state === 'resolved' ? 'waiting_for_staff' : state;
  }
  throw ChatErrors.handoffRefused({ reason: transitionRefusal(state, event) });
}

function transitionRefusal(state: HandoffState, event: HandoffEvent): string {
  if (state === 'resolved' && event.type === 'staff_replied') return 'This chat has been resolved. The patient can write again to reopen it.';
  if (state === 'resolved' && event.type === 'resolved') return 'This chat is already resolved.';
  return `A chat that is ${state.replaceAll('_', ' ')} cannot be ${event.type.replaceAll('_', ' ')}.`;
}

/** The assistant may answer a patient in this state (a safety reply is always allowed). */
export function assistantMayAnswer(state: HandoffState): boolean {
  return state === 'assistant' || state === 'waiting_for_staff';
}
