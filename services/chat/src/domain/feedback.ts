import { randomUUID } from 'node:crypto';
import { ChatErrors } from './chat.exception';

/** What a patient rates, one step of the feedback wizard each. */
export const feedbackCategories = ['overall', 'response_quality', 'speed', 'helpfulness'] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];

export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const MAX_FEEDBACK_TEXT = 2000;

/** A rating from 1.0 to 5.0 in steps of 0.1 (what the wizard's sliders give); anything else is refused. */
export function feedbackRating(value: number): number {
  if (!Number.isFinite(value) || value < MIN_RATING || value > MAX_RATING) throw ChatErrors.ratingOutOfRange();
  const tenths = Math.round(value * 10);
  if (Math.abs(value * 10 - tenths) > 1e-6) throw ChatErrors.ratingStep();
  return tenths / 10;
}

/** Comments go with the overall rating only; blank comments are none. */
export function feedbackText(category: FeedbackCategory, text: string | null | undefined): string | null {
  const value = text?.trim() ?? '';
  if (!value) return null;
  if (category !== 'overall') throw ChatErrors.feedbackTextOnlyOverall();
  if (value.length > MAX_FEEDBACK_TEXT) throw ChatErrors.feedbackTooLong({ max: MAX_FEEDBACK_TEXT });
  return value;
}

/** A session's satisfaction: the average of its ratings, one decimal; null without ratings. */
export function satisfactionOf(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10;
}

/** One rating a patient gave one category of one chat session (at most one per category and session). */
export class Feedback {
  id: string = randomUUID();
  sessionId!: string;
  pharmacyId!: string;
  /** the session's patient (a guest's generated id, or the patient account's id) */
  patientId: string | null = null;
  category!: FeedbackCategory;
  rating!: number;
  /** comments, with the overall rating only */
  feedback: string | null = null;
  /** seconds, as the patient's page measured it (optional) */
  responseTime: number | null = null;
  /** the session's message count when the rating was given */
  messageCount: number | null = null;
  wasEscalated = false;
  createdAt = new Date();

  /**
   * A rating of one category of a session by its patient. `rated` is what the patient already rated for the session:
   * a category is rated once (a second rating is a CONFLICT, not an overwrite).
   */
  static give(
    session: { id: string; pharmacyId: string; patientId: string; messageCount: number; wasEscalated: boolean },
    rated: readonly FeedbackCategory[],
    input: { category: FeedbackCategory; rating: number; feedback?: string | null; responseTime?: number | null },
  ): Feedback {
    const rating = feedbackRating(input.rating);
    const text = feedbackText(input.category, input.feedback);
    if (input.responseTime !== undefined && input.responseTime !== null && (!Number.isInteger(input.responseTime) || input.responseTime < 0)) throw ChatErrors.responseTimeInvalid();
    if (rated.includes(input.category)) throw ChatErrors.feedbackAlreadyGiven({ category: input.category });
    return Object.assign(new Feedback(), {
      sessionId: session.id,
      pharmacyId: session.pharmacyId,
      patientId: session.patientId,
      category: input.category,
      rating,
      feedback: text,
      responseTime: input.responseTime ?? null,
      messageCount: session.messageCount,
      wasEscalated: session.wasEscalated,
    });
  }
}
