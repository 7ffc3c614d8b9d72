import { Migration } from '@mikro-orm/migrations';

/**
 * Patients' ratings (from chat.feedback.submitted): the numbers only, no comments and no patient, so the pharmacy's
 * public rating and review count are computed from real feedback. Kept when chat clears a session: a pharmacy cannot
 * take back a review by clearing the chat.
 */
export class FeedbackRatingsMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table analytics.feedback_rating (
      id uuid primary key,
      pharmacy_id uuid not null,
      session_id uuid not null,
      category text not null check (category in ('overall', 'response_quality', 'speed', 'helpfulness')),
      rating double precision not null check (rating >= '1' and rating <= '5'),
      submitted_at timestamptz not null
    )`);
    this.addSql('create index feedback_rating_pharmacy_idx on analytics.feedback_rating (pharmacy_id, session_id)');
  }
}
