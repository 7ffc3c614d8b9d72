import { z } from 'zod';
import { defineCommand, requirePrincipal, type CommandPipeline, type Principal } from '@pharmachat/chassis';
import { ChatErrors } from '../domain/chat.exception';
import { Feedback, feedbackCategories } from '../domain/feedback';
import { FOR_UPDATE, type ChatAccess } from './chat-access';

const feedbackInput = z.object({
  sessionId: z.string(ChatErrors.sessionNotFound().message),
  pharmacyId: z.string(ChatErrors.feedbackPharmacyMismatch().message),
  /** ignored: the patient is the session's */
  patientId: z.string().nullish(),
  category: z.enum(feedbackCategories, { error: 'category must be one of overall, response_quality, speed or helpfulness.' }),
  rating: z.number({ error: ChatErrors.ratingOutOfRange().message }),
  feedback: z.string().nullish(),
  responseTime: z.number({ error: ChatErrors.responseTimeInvalid().message }).nullish(),
  /** ignored: the server counts the session's messages */
  messageCount: z.number().nullish(),
  /** ignored: the server knows whether the session was escalated */
  wasEscalated: z.boolean().nullish(),
});

export type FeedbackInput = z.input<typeof feedbackInput>;

/**
 * The patient rates their chat: one call per category (overall, response quality, speed, helpfulness), each once.
 * Only the session's own patient (its guest token, or the patient account owning it) may; anyone else is told the
 * chat does not exist. The session keeps its satisfaction (the average of its ratings) and rated categories on its
 * row; `chat.feedback.submitted` feeds analytics (the pharmacy's public rating and review count).
 */
export class PatientFeedback {
  private readonly submitCommand;

  constructor(
    private readonly access: ChatAccess,
    private readonly commands: CommandPipeline,
  ) {
    this.submitCommand = defineCommand({
      name: 'chat.submitFeedback',
      input: feedbackInput,
      authorize: (principal) => requirePrincipal(principal),
      execute: async (tx, input, caller) => {
        // the row lock serialises two ratings of one session: the second of a category sees the first
        const session = await this.access.sessionForPatient(tx.em, caller, input.sessionId, FOR_UPDATE);
        if (input.pharmacyId !== session.pharmacyId) throw ChatErrors.feedbackPharmacyMismatch();
        const given = await tx.em.find(Feedback, { sessionId: session.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
        const feedback = Feedback.give(
          { id: session.id, pharmacyId: session.pharmacyId, patientId: session.patientId, messageCount: session.messageCount, wasEscalated: session.wasEscalated },
          given.map((f) => f.category),
          input,
        );
        tx.em.persist(feedback);
        session.recordFeedback([...given, feedback]);
        this.access.recordAccess(tx, caller, { action: 'create', objectType: 'chat_feedback', objectId: feedback.id, pharmacyId: session.pharmacyId });
        tx.publish('chat.feedback.submitted', {
          aggregateId: session.id,
          tenantId: session.pharmacyId,
          data: {
            feedbackId: feedback.id,
            sessionId: session.id,
            pharmacyId: session.pharmacyId,
            category: feedback.category,
            rating: feedback.rating,
            sessionRating: session.satisfactionRating ?? feedback.rating,
            wasEscalated: feedback.wasEscalated,
            submittedAt: feedback.createdAt.toISOString(),
          },
        });
        return feedback;
      },
      replay: {
        save: (feedback: Feedback) => ({ feedbackId: feedback.id }),
        load: (em, saved) => em.findOne(Feedback, { id: String(saved.feedbackId) }),
      },
    });
  }

  /** One category's rating (takes an Idempotency-Key: the wizard's calls may be retried). */
  submit(principal: Principal | null, input: FeedbackInput): Promise<Feedback> {
    return this.commands.run(this.submitCommand, principal, input);
  }
}
