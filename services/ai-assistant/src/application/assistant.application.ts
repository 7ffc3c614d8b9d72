import { isUuid, notFound, requireRole, requireStaffOfPharmacy, type Database, type Logger, type Principal, type Transaction } from '@pharmachat/chassis';
import type { EventData } from '@pharmachat/proto';
import { KnowledgeEntry, type KnowledgeEntryInput } from '../domain/knowledge-entry';
import { AssistantSession } from '../infrastructure/assistant.entities';
import type { ReplyDecision, ReplyPipeline } from './reply-pipeline';

type PostedMessage = EventData<'chat.message.posted'>;

/** The assistant's use cases: the knowledge base, and answering patients from it. */
export class AssistantApplication {
  constructor(
    private readonly db: Database,
    private readonly pipeline: ReplyPipeline,
    private readonly logger: Logger,
  ) {}

  async createEntry(principal: Principal | null, pharmacyId: string, input: KnowledgeEntryInput): Promise<KnowledgeEntry> {
    requireRole(principal, ['pharmacy_admin', 'super_admin'], pharmacyId);
    if (!isUuid(pharmacyId)) throw notFound('Pharmacy not found.');
    const entry = KnowledgeEntry.create(pharmacyId, input);
    await this.db.transaction(async (tx) => {
      tx.em.persist(entry);
    });
    return entry;
  }

  async listEntries(principal: Principal | null, pharmacyId: string): Promise<KnowledgeEntry[]> {
    requireStaffOfPharmacy(principal, pharmacyId);
    if (!isUuid(pharmacyId)) return [];
    return this.db.em().find(KnowledgeEntry, { pharmacyId }, { orderBy: { category: 'asc', question: 'asc' } });
  }

  /**
   * Decides the reply to a patient message, outside any transaction (a model call may take seconds).
   * Returns null when the assistant must not answer: not a patient message, or the session is with staff
   * (except that a red flag always gets its safety message once).
   */
  async decideReply(message: PostedMessage): Promise<ReplyDecision | null> {
    if (message.sender !== 'user') return null;
    const em = this.db.em();
    const state = await em.findOne(AssistantSession, { sessionId: message.sessionId });
    const entries = await em.find(KnowledgeEntry, { pharmacyId: message.pharmacyId });
    const decision = await this.pipeline.invoke({ text: message.content, entries });
    const silenced = Boolean(state?.silenced) || message.session.handedOff;
    if (!silenced) return decision;
    if (decision.kind === 'safety') return state?.safetyMessageSent ? { ...decision, content: '', kind: 'safety' } : decision;
    return null;
  }

  /** Records the decision in one transaction: triage and reply events, and the session falls silent on handoff. */
  async publishReply(tx: Transaction, message: PostedMessage, decision: ReplyDecision | null): Promise<void> {
    if (message.sender === 'staff') {
      await this.silence(tx, message.sessionId, message.pharmacyId, 'staff_replied');
      return;
    }
    if (!decision) return;
    const state = await tx.em.findOne(AssistantSession, { sessionId: message.sessionId });
    if (state?.silenced && decision.kind !== 'safety') return; // handed over while we were composing

    tx.publish('assistant.triage.completed', {
      aggregateId: message.sessionId,
      tenantId: message.pharmacyId,
      data: { sessionId: message.sessionId, pharmacyId: message.pharmacyId, messageId: message.messageId, ...decision.triage },
    });
    if (decision.content) {
      tx.publish('assistant.reply.composed', {
        aggregateId: message.sessionId,
        tenantId: message.pharmacyId,
        data: {
          sessionId: message.sessionId,
          pharmacyId: message.pharmacyId,
          inReplyTo: message.messageId,
          kind: decision.kind,
          content: decision.content,
          citations: decision.citations,
          handoff: decision.handoff,
          urgent: decision.urgent,
        },
      });
    }
    if (decision.handoff) {
      const session = await this.silence(tx, message.sessionId, message.pharmacyId, decision.kind === 'safety' ? 'red_flag' : 'no_answer');
      if (decision.kind === 'safety') session.safetyMessageSent = true;
    }
    this.logger.info({ sessionId: message.sessionId, kind: decision.kind, urgency: decision.triage.urgency }, 'assistant replied');
  }

  async silence(tx: Transaction, sessionId: string, pharmacyId: string, reason: string): Promise<AssistantSession> {
    const state = (await tx.em.findOne(AssistantSession, { sessionId })) ?? Object.assign(new AssistantSession(), { sessionId, pharmacyId });
    if (!state.silenced) {
      state.silenced = true;
      state.silencedReason = reason;
    }
    state.updatedAt = new Date();
    tx.em.persist(state);
    return state;
  }
}
