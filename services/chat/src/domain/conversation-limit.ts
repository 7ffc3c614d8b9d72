/**
 * The monthly conversation limit, as a pharmacy's plan sets it (the only place this rule lives):
 * - a conversation is a chat session; it counts once, when its patient sends the first message, in the calendar
 *   month (UTC) of that message; a resolved chat reopened in a later month counts again (see countsAgainstLimit);
 * - a plan without a limit (null) never refuses;
 * - over the limit a new conversation is refused, unless its first message is an emergency: triage comes before the
 *   limit, so that message is held until triage has screened it (see the patient chat use case).
 */
export interface PlanLimit {
  /** conversations per month; null: unlimited */
  conversationLimit: number | null;
}

/** The month a conversation counts in: YYYY-MM, UTC. */
export function countingMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** Whether one more conversation fits under the plan, given how many were counted this month. */
export function allowsAnotherConversation(plan: PlanLimit | null, countedThisMonth: number): boolean {
  const limit = plan?.conversationLimit ?? null;
  return limit === null || countedThisMonth < limit;
}

/**
 * Whether a patient's message now counts a conversation:
 * - a session that has not counted yet: its first patient message counts;
 * - a resolved session its patient reopens (writes again): in the same calendar month as the one it counted in, it
 *   does not count again; in a later month it is that month's conversation, counted (and refused over the limit)
 *   like a new one. The session's reopen then forgets its old month (`countedMonth` null) until a message counts.
 */
export function countsAgainstLimit(session: { countedMonth: string | null; handoff?: string }, at: Date = new Date()): boolean {
  if (session.countedMonth === null) return true;
  return session.handoff === 'resolved' && session.countedMonth !== countingMonth(at);
}

/**
 * Where usage is kept: `tryCount` adds one conversation to the month only if `allowsAnotherConversation` holds at
 * that moment, atomically (two first messages at once cannot both take the last place), and says whether it did.
 */
export interface ConversationUsage {
  tryCount(pharmacyId: string, month: string, plan: PlanLimit | null): Promise<boolean>;
  /** counts a conversation whatever the limit (an emergency let through) */
  forceCount(pharmacyId: string, month: string): Promise<void>;
}
