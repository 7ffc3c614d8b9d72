import {
  DomainError,
  isUuid,
  notFound,
  requirePrincipal,
  requireStaffOfPharmacy,
  type Database,
  type EntityManager,
  type Logger,
  type Principal,
  type TokenIssuer,
  type Transaction,
} from '@pharmachat/chassis';
import { LockMode } from '@mikro-orm/core';
import type { EventData } from '@pharmachat/proto';
import { ChatMessage, ChatSession, inboxOrder, type EscalationReason } from '../domain/chat-session';
import { assistantMayAnswer } from '../domain/handoff';
import { KnownPharmacy, PharmacyPlan } from '../infrastructure/chat.entities';

export const GUEST_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

export interface OpenedChat {
  session: ChatSession;
  messages: ChatMessage[];
  token: string;
}

const sessionNotFound = () => notFound('Chat session not found.');

type SessionLock = { lockMode?: LockMode.PESSIMISTIC_WRITE };
/**
 * Every write to a session (a message, a reply, a triage, an escalation) locks its row first: the counters kept on
 * it (message count, last message, urgency) are read-modify-write, and two writers at once (a patient typing while
 * the assistant's reply lands) would otherwise lose one update.
 */
const FOR_UPDATE: SessionLock = { lockMode: LockMode.PESSIMISTIC_WRITE };

/** how long a message held over the monthly limit waits for the assistant's triage */
const HOLD_SCREEN_MS = 5000;

function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The chat context's use cases: validate -> authorize -> transaction (state + outbox) -> respond. */
export class ChatApplication {
  constructor(
    private readonly db: Database,
    private readonly guestTokens: TokenIssuer,
    private readonly logger: Logger,
  ) {}

  /**
   * Opens a guest's chat with a pharmacy. A caller holding a guest token for a session of this pharmacy and
   * this patient gets that session back; anyone else gets a new session and its token. Nobody learns another
   * person's messages by knowing their name and phone.
   */
  async openGuestChat(principal: Principal | null, input: { pharmacyId: string; patientName: string; phone: string }): Promise<OpenedChat> {
    if (!isUuid(input.pharmacyId)) throw notFound('Pharmacy not found.');
    const fresh = ChatSession.startForGuest({ pharmacyId: input.pharmacyId, patientName: input.patientName, patientPhone: input.phone });
    const em = this.db.em();
    const pharmacy = await em.findOne(KnownPharmacy, { pharmacyId: input.pharmacyId });
    if (!pharmacy || pharmacy.status !== 'active') throw notFound('Pharmacy not found.');

    if (principal?.kind === 'guest' && principal.sessionId) {
      const existing = await em.findOne(ChatSession, { id: principal.sessionId, pharmacyId: input.pharmacyId });
      if (existing && existing.belongsTo(input.patientName, input.phone)) {
        await this.recordRead(principal, { action: 'read', objectType: 'chat_session', objectId: existing.id, pharmacyId: existing.pharmacyId });
        return { session: existing, messages: await this.loadMessages(em, existing.id), token: await this.tokenFor(existing) };
      }
    }

    await this.db.transaction(async (tx) => {
      tx.em.persist(fresh);
      this.recordAccess(tx, { kind: 'guest', subject: fresh.patientId, role: null, pharmacyId: fresh.pharmacyId, sessionId: fresh.id, username: fresh.patientName, authSessionId: null, actualRole: null }, {
        action: 'create',
        objectType: 'chat_session',
        objectId: fresh.id,
        pharmacyId: fresh.pharmacyId,
      });
      tx.publish('chat.session.started', {
        aggregateId: fresh.id,
        tenantId: fresh.pharmacyId,
        data: { sessionId: fresh.id, pharmacyId: fresh.pharmacyId, patientId: fresh.patientId, guest: true, startedAt: fresh.startedAt.toISOString() },
      });
    });
    this.logger.info({ sessionId: fresh.id, pharmacyId: fresh.pharmacyId }, 'guest chat started');
    return { session: fresh, messages: [], token: await this.tokenFor(fresh) };
  }

  /**
   * A patient's message. The first one of a conversation counts against the pharmacy's monthly limit; over the
   * limit the message is not refused at once: it is held while the assistant screens it (triage comes before the
   * limit), and only a message that is not an emergency is then refused (LIMIT_REACHED) and removed.
   */
  async postPatientMessage(principal: Principal | null, input: { sessionId: string; content: string }): Promise<ChatMessage> {
    const posted = await this.db.transaction(async (tx) => {
      const session = await this.sessionForPatient(tx.em, principal, input.sessionId, FOR_UPDATE);
      const refusal = session.countedMonth === null ? await this.countConversation(tx.em, session) : null;
      const message = session.addMessage({ sender: 'user', content: input.content, metadata: refusal ? { heldForLimit: true } : {} });
      tx.em.persist(message);
      this.publishPosted(tx, session, message);
      this.recordAccess(tx, principal, { action: 'create', objectType: 'chat_message', objectId: message.id, pharmacyId: session.pharmacyId });
      return { message, refusal };
    });
    if (!posted.refusal) return posted.message;
    return this.awaitScreening(posted.message, posted.refusal);
  }

  /**
   * Waits for triage of a message held over the limit: released (an emergency) -> accepted; removed -> refused with
   * the limit. If triage does not come in time (the assistant is down), the message is accepted: an emergency is
   * never refused for want of a screen.
   */
  private async awaitScreening(message: ChatMessage, refusal: DomainError): Promise<ChatMessage> {
    const deadline = Date.now() + HOLD_SCREEN_MS;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 40));
      const current = await this.db.em().findOne(ChatMessage, { id: message.id });
      if (!current) throw refusal;
      if (!current.metadata.heldForLimit) return current;
    }
    this.logger.warn({ sessionId: message.sessionId, messageId: message.id }, 'no triage within the hold: message accepted over the monthly limit');
    return this.db.transaction(async (tx) => {
      const session = await tx.em.findOne(ChatSession, { id: message.sessionId }, FOR_UPDATE);
      const held = await tx.em.findOne(ChatMessage, { id: message.id });
      if (!session || !held) throw refusal;
      if (held.metadata.heldForLimit) await this.releaseHold(tx, session, held, 'unscreened');
      return held;
    });
  }

  /** A held message goes through over the limit (an emergency): counted, kept, and shown to staff. */
  private async releaseHold(tx: Transaction, session: ChatSession, message: ChatMessage, why: 'emergency' | 'unscreened'): Promise<void> {
    const { heldForLimit: _held, ...metadata } = message.metadata;
    message.metadata = { ...metadata, overLimit: why, screened: true };
    if (session.countedMonth === null) {
      const month = monthOf(new Date());
      await tx.em.execute('insert into chat.conversation_usage (pharmacy_id, month, conversations) values (?, ?, 1) on conflict (pharmacy_id, month) do update set conversations = chat.conversation_usage.conversations + 1', [session.pharmacyId, month], 'run');
      session.countedMonth = month;
    }
    // staff feeds skipped the held message; now it is theirs (the assistant does not screen it twice)
    this.publishPosted(tx, session, message);
  }

  /** A held message that is not an emergency: removed, as if it had been refused at once. */
  private async dropHeld(tx: Transaction, session: ChatSession, message: ChatMessage): Promise<void> {
    tx.em.remove(message);
    session.messageCount = Math.max(0, session.messageCount - 1);
    const previous = await tx.em.findOne(ChatMessage, { sessionId: session.id, id: { $ne: message.id } }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    session.lastMessage = previous ? previous.content.slice(0, 200) : null;
    session.lastMessageAt = previous?.createdAt ?? null;
  }

  async postStaffReply(principal: Principal | null, input: { sessionId: string; content: string }): Promise<ChatMessage> {
    return this.db.transaction(async (tx) => {
      const session = await this.sessionForStaff(tx.em, principal, input.sessionId, FOR_UPDATE);
      const caller = requirePrincipal(principal);
      const lastPatientMessage = await tx.em.findOne(ChatMessage, { sessionId: session.id, sender: 'user' }, { orderBy: { createdAt: 'desc' } });
      const message = session.addMessage({
        sender: 'staff',
        content: input.content,
        staffMember: caller.username ?? caller.subject,
        inReplyTo: lastPatientMessage?.id ?? null,
      });
      tx.em.persist(message);
      this.publishPosted(tx, session, message);
      this.recordAccess(tx, principal, { action: 'create', objectType: 'chat_message', objectId: message.id, pharmacyId: session.pharmacyId });
      return message;
    });
  }

  async getSession(principal: Principal | null, sessionId: string): Promise<ChatSession> {
    const em = this.db.em();
    const caller = requirePrincipal(principal);
    const session = caller.kind === 'staff' || caller.kind === 'system' ? await this.sessionForStaff(em, caller, sessionId) : await this.sessionForPatient(em, caller, sessionId);
    await this.recordRead(caller, { action: 'read', objectType: 'chat_session', objectId: session.id, pharmacyId: session.pharmacyId });
    return session;
  }

  async getMessages(principal: Principal | null, sessionId: string): Promise<ChatMessage[]> {
    const em = this.db.em();
    const caller = requirePrincipal(principal);
    const session = caller.kind === 'staff' || caller.kind === 'system' ? await this.sessionForStaff(em, caller, sessionId) : await this.sessionForPatient(em, caller, sessionId);
    await this.recordRead(caller, { action: 'list', objectType: 'chat_message', objectId: session.id, pharmacyId: session.pharmacyId });
    return this.loadMessages(em, session.id);
  }

  async messagesOf(sessionId: string): Promise<ChatMessage[]> {
    return this.loadMessages(this.db.em(), sessionId);
  }

  async listPharmacySessions(principal: Principal | null, pharmacyId: string): Promise<ChatSession[]> {
    requireStaffOfPharmacy(principal, pharmacyId);
    if (!isUuid(pharmacyId)) return [];
    const sessions = await this.db.em().find(ChatSession, { pharmacyId }, { orderBy: { lastMessageAt: 'desc' }, limit: 500 });
    await this.recordRead(principal, { action: 'list', objectType: 'chat_session', objectId: pharmacyId, pharmacyId });
    return sessions.sort(inboxOrder);
  }

  // ---- event handlers (each runs inside the consumer's transaction) ----

  async recordAssistantReply(tx: Transaction, reply: EventData<'assistant.reply.composed'>): Promise<void> {
    const session = await tx.em.findOne(ChatSession, { id: reply.sessionId }, FOR_UPDATE);
    if (!session) return; // cleared in the meantime
    if (session.handoff === 'resolved') return; // resolved while the assistant was composing
    // staff took over while the assistant was composing: only a safety reply still goes out
    if (!assistantMayAnswer(session.handoff) && reply.kind !== 'safety') return;
    const message = session.addMessage({
      sender: 'ai',
      content: reply.content,
      inReplyTo: reply.inReplyTo,
      metadata: {
        kind: reply.kind,
        citations: reply.citations,
        ...(reply.original ? { original: reply.original } : {}),
        ...(reply.language ? { language: reply.language } : {}),
      },
    });
    tx.em.persist(message);
    this.publishPosted(tx, session, message);
    if (!reply.handoff) return;
    if (reply.urgent) this.escalateWithin(tx, session, 'red_flag', reply.handoffReason ?? null);
    else if (reply.handoffReason === 'needs_staff' || reply.handoffReason === 'angry') this.escalateWithin(tx, session, 'needs_staff', reply.handoffReason);
    else this.escalateWithin(tx, session, 'no_answer', reply.handoffReason ?? null);
  }

  /**
   * What triage learned about a patient message: its language and sentiment (on the message and the session), and
   * its urgency. An emergency flags the session even when staff already have it; a patient who needs a pharmacist
   * soon, or is upset, gets staff attention.
   */
  async applyTriage(tx: Transaction, triage: EventData<'assistant.triage.completed'>): Promise<void> {
    const session = await tx.em.findOne(ChatSession, { id: triage.sessionId }, FOR_UPDATE);
    if (!session) return;
    if (!session.category || session.category === 'general') session.category = triage.category;
    const message = await tx.em.findOne(ChatMessage, { id: triage.messageId, sessionId: session.id });
    if (message?.metadata.heldForLimit) {
      // triage before the monthly limit: an emergency goes through, anything else is refused
      if (triage.urgency !== 'emergency') {
        await this.dropHeld(tx, session, message);
        return;
      }
      await this.releaseHold(tx, session, message, 'emergency');
    }
    if (message) {
      message.metadata = { ...message.metadata, language: triage.language, sentiment: triage.sentiment, urgency: triage.urgency, ...(triage.reason ? { urgencyReason: triage.reason } : {}) };
    }
    if (triage.language && triage.language !== 'und') session.language = triage.language;
    session.sentiment = triage.sentiment;
    if (session.handoff === 'resolved') return;
    const reason = triage.reason ?? (triage.redFlags.length > 0 ? triage.redFlags.join(',') : null);
    if (triage.urgency === 'emergency') this.escalateWithin(tx, session, 'red_flag', reason);
    else if (triage.urgency === 'needs_staff') this.escalateWithin(tx, session, 'needs_staff', reason);
  }

  async projectPharmacy(tx: Transaction, pharmacy: EventData<'pharmacy.pharmacy.approved'>): Promise<void> {
    const known = (await tx.em.findOne(KnownPharmacy, { pharmacyId: pharmacy.pharmacyId })) ?? Object.assign(new KnownPharmacy(), { pharmacyId: pharmacy.pharmacyId });
    known.name = pharmacy.name;
    known.status = pharmacy.status;
    known.updatedAt = new Date();
    tx.em.persist(known);
  }

  async projectPlan(tx: Transaction, subscription: EventData<'billing.subscription.started'>): Promise<void> {
    const plan = (await tx.em.findOne(PharmacyPlan, { pharmacyId: subscription.pharmacyId })) ?? Object.assign(new PharmacyPlan(), { pharmacyId: subscription.pharmacyId });
    plan.plan = subscription.plan;
    plan.conversationLimit = subscription.conversationLimit;
    plan.updatedAt = new Date();
    tx.em.persist(plan);
  }

  /**
   * Deletes sessions whose last activity is older than the purge cutoff (messages go with them) and reports
   * the counts per pharmacy, in one transaction.
   */
  async purgeOlderThan(tx: Transaction, request: EventData<'retention.purge.requested'>): Promise<void> {
    const deleted = await tx.em.execute<{ pharmacy_id: string; sessions: string; messages: string }[]>(
      `with old as (
         delete from chat.chat_session where coalesce(last_message_at, started_at) < ?
         returning id, pharmacy_id, message_count
       )
       select pharmacy_id, count(*)::text as sessions, coalesce(sum(message_count), 0)::text as messages from old group by pharmacy_id`,
      [request.cutoff],
    );
    tx.publish('chat.session.purged', {
      aggregateId: request.runId,
      tenantId: null,
      data: {
        runId: request.runId,
        cutoff: request.cutoff,
        deletions: deleted.map((row) => ({ pharmacyId: row.pharmacy_id, sessions: Number(row.sessions), messages: Number(row.messages) })),
      },
    });
    this.logger.info({ runId: request.runId, cutoff: request.cutoff, pharmacies: deleted.length }, 'old chat sessions purged');
  }

  // ---- helpers ----

  /** Audit trail: every read or change of patient chat data names who did it (identity keeps the log). */
  private recordAccess(
    tx: Transaction,
    principal: Principal | null,
    access: { action: 'read' | 'list' | 'create' | 'update' | 'delete'; objectType: 'chat_session' | 'chat_message'; objectId: string; pharmacyId: string },
  ): void {
    tx.publish('chat.patient-data.accessed', {
      aggregateId: access.objectId,
      tenantId: access.pharmacyId,
      data: {
        actorId: principal?.subject ?? 'anonymous',
        actorKind: principal?.kind ?? 'guest',
        actorRole: principal?.role ?? null,
        actorName: principal?.username ?? null,
        at: new Date().toISOString(),
        ...access,
      },
    });
  }

  /** Records a read in its own small transaction (reads change nothing else). */
  private async recordRead(principal: Principal | null, access: Parameters<ChatApplication['recordAccess']>[2]): Promise<void> {
    await this.db.transaction(async (tx) => this.recordAccess(tx, principal, access));
  }

  /** Escalates and tells staff, once: a repeat of what the session already is (same flags, same state) is not news. */
  private escalateWithin(tx: Transaction, session: ChatSession, reason: EscalationReason, detail: string | null = null): void {
    const before = JSON.stringify([session.state, session.urgency, session.urgencyReason]);
    if (reason === 'red_flag' && session.urgency === 'emergency' && session.needsStaffAttention && (!detail || session.urgencyReason === detail)) return;
    if (reason === 'no_answer' && session.handoff !== 'assistant') return;
    if (reason === 'needs_staff' && session.needsStaffAttention) return;
    session.escalate(reason, detail);
    if (JSON.stringify([session.state, session.urgency, session.urgencyReason]) === before) return;
    tx.publish('chat.session.escalated', {
      aggregateId: session.id,
      tenantId: session.pharmacyId,
      data: { sessionId: session.id, pharmacyId: session.pharmacyId, reason, detail, escalatedAt: new Date().toISOString(), session: session.state },
    });
  }

  private publishPosted(tx: Transaction, session: ChatSession, message: ChatMessage): void {
    tx.publish('chat.message.posted', {
      aggregateId: session.id,
      tenantId: session.pharmacyId,
      data: {
        messageId: message.id,
        sessionId: session.id,
        pharmacyId: session.pharmacyId,
        sender: message.sender,
        content: message.content,
        staffMember: message.staffMember,
        inReplyTo: message.inReplyTo,
        metadata: message.metadata,
        postedAt: message.createdAt.toISOString(),
        session: session.state,
      },
    });
  }

  /** The first patient message of a session counts one conversation against the monthly limit; over it, the refusal. */
  private async countConversation(em: EntityManager, session: ChatSession): Promise<DomainError | null> {
    const month = monthOf(new Date());
    const plan = await em.findOne(PharmacyPlan, { pharmacyId: session.pharmacyId });
    const limit = plan?.conversationLimit ?? null;
    await em.execute('insert into chat.conversation_usage (pharmacy_id, month, conversations) values (?, ?, 0) on conflict do nothing', [session.pharmacyId, month], 'run');
    const updated = await em.execute<{ conversations: number }[]>(
      'update chat.conversation_usage set conversations = conversations + 1 where pharmacy_id = ? and month = ? and (?::int is null or conversations < ?::int) returning conversations',
      [session.pharmacyId, month, limit, limit],
    );
    if (updated.length === 0) {
      return new DomainError('LIMIT_REACHED', 'This pharmacy has reached its monthly conversation limit. Please contact the pharmacy directly.', {
        currentCount: limit,
        limit,
      });
    }
    session.countedMonth = month;
    return null;
  }

  private async sessionForPatient(em: EntityManager, principal: Principal | null, sessionId: string, lock: SessionLock = {}): Promise<ChatSession> {
    const caller = requirePrincipal(principal);
    const session = isUuid(sessionId) ? await em.findOne(ChatSession, { id: sessionId }, lock) : null;
    if (!session) throw sessionNotFound();
    const isOwner =
      (caller.kind === 'guest' && caller.sessionId === session.id) || (caller.kind === 'patient' && !session.guest && session.patientId === caller.subject) || caller.kind === 'system';
    if (!isOwner) throw sessionNotFound();
    return session;
  }

  private async sessionForStaff(em: EntityManager, principal: Principal | null, sessionId: string, lock: SessionLock = {}): Promise<ChatSession> {
    const caller = requirePrincipal(principal);
    if (caller.kind !== 'staff' && caller.kind !== 'system') throw sessionNotFound();
    const session = isUuid(sessionId) ? await em.findOne(ChatSession, { id: sessionId }, lock) : null;
    if (!session) throw sessionNotFound();
    try {
      requireStaffOfPharmacy(caller, session.pharmacyId);
    } catch {
      throw sessionNotFound();
    }
    return session;
  }

  private loadMessages(em: EntityManager, sessionId: string): Promise<ChatMessage[]> {
    return em.find(ChatMessage, { sessionId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  private tokenFor(session: ChatSession): Promise<string> {
    return this.guestTokens.sign(
      { kind: 'guest', subject: session.patientId, role: null, pharmacyId: session.pharmacyId, sessionId: session.id, username: session.patientName },
      GUEST_TOKEN_TTL_SECONDS,
    );
  }
}
