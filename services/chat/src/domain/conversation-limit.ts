/**
 * The monthly conversation limit, as a pharmacy's plan sets it (the only place this rule lives):
 * - a conversation is a chat session; it counts once, when its patient sends the first message, in the calendar
 *   month (UTC) of that message;
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

/** A session counts when it has not counted yet (its first patient message, or the first after a purge of counts). */
export function countsAgainstLimit(session: { countedMonth: string | null }): boolean {
  return session.countedMonth === null;
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
