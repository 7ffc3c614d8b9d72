import { LockMode } from '@mikro-orm/core';
import { isUuid, requirePrincipal, requireStaffOfPharmacy, type Database, type EntityManager, type Principal, type Transaction } from '@pharmachat/chassis';
import { DoctorChatSession, type DoctorChatMessage } from '../domain/doctor-chat';
import { DoctorErrors } from '../domain/doctor.exception';

export type AccessRecord = {
  action: 'read' | 'list' | 'create' | 'update' | 'delete';
  objectType: 'doctor_chat_session' | 'doctor_chat_message' | 'doctor_connection';
  objectId: string;
  /** the pharmacy whose chat it is (null: a doctor's own list across pharmacies) */
  pharmacyId: string | null;
};

export const FOR_UPDATE = { lockMode: LockMode.PESSIMISTIC_WRITE } as const;

/** A signed-in doctor (or the host); anyone else is refused. */
export function requireDoctor(principal: Principal | null): Principal {
  const caller = requirePrincipal(principal);
  if (caller.kind !== 'doctor' && caller.kind !== 'system') throw DoctorErrors.onlyDoctors();
  return caller;
}

/** Pharmacy staff (any role; which pharmacy is checked on the object), or the host. */
export function requireStaff(principal: Principal | null): Principal {
  const caller = requirePrincipal(principal);
  if (caller.kind !== 'staff' && caller.kind !== 'system') throw DoctorErrors.onlyStaff();
  return caller;
}

/**
 * What every doctor-chat use case shares: finding a chat as its doctor or as staff of its pharmacy (anyone else is
 * told it does not exist), the audit trail (doctor chats hold patient details) and the events a change publishes.
 */
export class DoctorAccess {
  constructor(readonly db: Database) {}

  async sessionForDoctor(em: EntityManager, principal: Principal | null, sessionId: string, lock: { lockMode?: LockMode.PESSIMISTIC_WRITE } = {}): Promise<DoctorChatSession> {
    const caller = requireDoctor(principal);
    const session = isUuid(sessionId) ? await em.findOne(DoctorChatSession, { id: sessionId.toLowerCase() }, lock) : null;
    if (!session || (caller.kind === 'doctor' && session.doctorId !== caller.subject)) throw DoctorErrors.sessionNotFound();
    return session;
  }

  async sessionForStaff(em: EntityManager, principal: Principal | null, sessionId: string, lock: { lockMode?: LockMode.PESSIMISTIC_WRITE } = {}): Promise<DoctorChatSession> {
    const caller = requirePrincipal(principal);
    if (caller.kind !== 'staff' && caller.kind !== 'system') throw DoctorErrors.sessionNotFound();
    const session = isUuid(sessionId) ? await em.findOne(DoctorChatSession, { id: sessionId.toLowerCase() }, lock) : null;
    if (!session) throw DoctorErrors.sessionNotFound();
    try {
      requireStaffOfPharmacy(caller, session.pharmacyId);
    } catch {
      throw DoctorErrors.sessionNotFound();
    }
    return session;
  }

  /** The chat as whoever asks may see it: its doctor, or staff of its pharmacy. */
  sessionForCaller(em: EntityManager, principal: Principal | null, sessionId: string): Promise<DoctorChatSession> {
    return requirePrincipal(principal).kind === 'doctor' ? this.sessionForDoctor(em, principal, sessionId) : this.sessionForStaff(em, principal, sessionId);
  }

  /** Audit trail: every read or change of a doctor chat names who did it (identity keeps the log). */
  recordAccess(tx: Transaction, principal: Principal | null, access: AccessRecord): void {
    tx.publish('doctor.patient-data.accessed', {
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

  publishPosted(tx: Transaction, session: DoctorChatSession, message: DoctorChatMessage): void {
    tx.publish('doctor.chat.message-posted', {
      aggregateId: session.id,
      tenantId: session.pharmacyId,
      data: {
        sessionId: session.id,
        doctorId: session.doctorId,
        pharmacyId: session.pharmacyId,
        messageId: message.id,
        senderType: message.senderType,
        senderName: message.senderName,
        content: message.content,
        postedAt: message.createdAt.toISOString(),
        state: session.state,
      },
    });
  }
}
