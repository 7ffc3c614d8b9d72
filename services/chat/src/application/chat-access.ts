import { z } from 'zod';
import { LockMode } from '@mikro-orm/core';
import { isUuid, requirePrincipal, requireStaffOfPharmacy, type Database, type EntityManager, type Principal, type Transaction } from '@pharmachat/chassis';
import { ChatErrors } from '../domain/chat.exception';
import { ChatMessage, ChatSession, type EscalationReason } from '../domain/chat-session';

/** A message written into a session, by its patient or by staff: what both send commands take. */
export const sessionMessageInput = z.object({
  sessionId: z.string(ChatErrors.sessionNotFound().message),
  content: z.string(ChatErrors.messageEmpty().message),
});

export type SessionLock = { lockMode?: LockMode.PESSIMISTIC_WRITE };

/**
 * Every write to a session (a message, a reply, a triage, an escalation) locks its row first: the counters kept on
 * it (message count, last message, urgency) are read-modify-write, and two writers at once (a patient typing while
 * the assistant's reply lands) would otherwise lose one update.
 */
export const FOR_UPDATE: SessionLock = { lockMode: LockMode.PESSIMISTIC_WRITE };

export type AccessRecord = {
  action: 'read' | 'list' | 'create' | 'update' | 'delete';
  objectType: 'chat_session' | 'chat_message' | 'chat_feedback' | 'sms_message';
  objectId: string;
  /** the tenant whose data it is (null: a patient's own chats across pharmacies) */
  pharmacyId: string | null;
};

/** Whether the caller writes as the patient of a chat (a guest, a registered patient) or as the host. */
export function requirePatientCaller(principal: Principal | null): Principal {
  const caller = requirePrincipal(principal);
  if (caller.kind !== 'guest' && caller.kind !== 'patient' && caller.kind !== 'system') throw ChatErrors.onlyPatients();
  return caller;
}

/** Whether the caller works a pharmacy's inbox (staff, or the host); which pharmacy is checked on the session. */
export function requireStaffCaller(principal: Principal | null): Principal {
  const caller = requirePrincipal(principal);
  if (caller.kind !== 'staff' && caller.kind !== 'system') throw ChatErrors.onlyStaff();
  return caller;
}

/**
 * What every chat use case shares: finding a session as its patient or as staff of its pharmacy (anyone else is
 * told it does not exist), the audit trail of patient data, and the events a change of a session publishes.
 */
export class ChatAccess {
  constructor(readonly db: Database) {}

  async sessionForPatient(em: EntityManager, principal: Principal | null, sessionId: string, lock: SessionLock = {}): Promise<ChatSession> {
    const caller = requirePrincipal(principal);
    const session = isUuid(sessionId) ? await em.findOne(ChatSession, { id: sessionId }, lock) : null;
    if (!session) throw ChatErrors.sessionNotFound();
    const isOwner =
      (caller.kind === 'guest' && caller.sessionId === session.id) || (caller.kind === 'patient' && !session.guest && session.patientId === caller.subject) || caller.kind === 'system';
    if (!isOwner) throw ChatErrors.sessionNotFound();
    return session;
  }

  async sessionForStaff(em: EntityManager, principal: Principal | null, sessionId: string, lock: SessionLock = {}): Promise<ChatSession> {
    const caller = requirePrincipal(principal);
    if (caller.kind !== 'staff' && caller.kind !== 'system') throw ChatErrors.sessionNotFound();
    const session = isUuid(sessionId) ? await em.findOne(ChatSession, { id: sessionId }, lock) : null;
    if (!session) throw ChatErrors.sessionNotFound();
    try {
      requireStaffOfPharmacy(caller, session.pharmacyId);
    } catch {
      throw ChatErrors.sessionNotFound();
    }
    return session;
  }

  /** The session as whoever asks may see it: staff of its pharmacy, or its patient. */
  sessionForCaller(em: EntityManager, principal: Principal | null, sessionId: string): Promise<ChatSession> {
    const caller = requirePrincipal(principal);
    return caller.kind === 'staff' || caller.kind === 'system' ? this.sessionForStaff(em, caller, sessionId) : this.sessionForPatient(em, caller, sessionId);
  }

  loadMessages(em: EntityManager, sessionId: string): Promise<ChatMessage[]> {
    return em.find(ChatMessage, { sessionId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** Audit trail: every read or change of patient chat data names who did it (identity keeps the log). */
  recordAccess(tx: Transaction, principal: Principal | null, access: AccessRecord): void {
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
  async recordRead(principal: Principal | null, access: AccessRecord): Promise<void> {
    await this.db.transaction(async (tx) => this.recordAccess(tx, principal, access));
  }

  /** Escalates and tells staff, once: a repeat of what the session already is (same flags, same state) is not news. */
  escalateWithin(tx: Transaction, session: ChatSession, reason: EscalationReason, detail: string | null = null): void {
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

  publishPosted(tx: Transaction, session: ChatSession, message: ChatMessage): void {
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
        patientId: session.patientId,
      },
    });
  }
}
