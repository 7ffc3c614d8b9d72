import { z } from 'zod';
import { defineCommand, isUuid, requireStaffOfPharmacy, type CommandPipeline, type Database, type EntityManager, type Logger, type Principal, type Transaction } from '@pharmachat/chassis';
import { DoctorChatMessage, DoctorChatSession, startDoctorChatInput, type DoctorChatStatus, type StartDoctorChatInput } from '../domain/doctor-chat';
import { KnownPharmacy } from '../domain/doctor-connection';
import { DoctorProfile } from '../domain/doctor-profile';
import { DoctorErrors } from '../domain/doctor.exception';
import { FOR_UPDATE, requireDoctor, requireStaff, type DoctorAccess } from './doctor-access';

const messageInput = z.object({ sessionId: z.string('Chat session not found.'), content: z.string('Please write a message.') });
const staffMessageInput = messageInput.extend({ staffMember: z.string().trim().max(100).nullish() });

export interface DoctorDashboardStats {
  activeChats: number;
  resolvedChats: number;
  connectedPharmacies: number;
  /** average seconds from a doctor's question to the pharmacy's next answer in the doctor's chats; null without answers */
  averageResponseSeconds: number | null;
}

/** Doctor chats: the doctor's side (open, write, resolve, clear) and the pharmacy staff's side (list, read, answer). */
export class DoctorChats {
  constructor(
    private readonly db: Database,
    private readonly access: DoctorAccess,
    private readonly commands: CommandPipeline,
    private readonly logger: Logger,
  ) {}

  // ---- the doctor's side ----

  start(principal: Principal | null, input: StartDoctorChatInput): Promise<DoctorChatSession> {
    return this.commands.run(this.startCommand, principal, input);
  }

  private readonly startCommand = defineCommand({
    name: 'doctor.startDoctorChat',
    input: startDoctorChatInput,
    authorize: requireDoctor,
    execute: async (tx, input, caller) => {
      const doctor = await this.doctorOf(tx.em, caller);
      await requireOpenPharmacy(tx.em, input.pharmacyId);
      const session = DoctorChatSession.start({ id: doctor.id, name: `Dr. ${doctor.fullName}` }, input);
      tx.em.persist(session);
      tx.publish('doctor.chat.started', {
        aggregateId: session.id,
        tenantId: session.pharmacyId,
        data: { sessionId: session.id, doctorId: session.doctorId, pharmacyId: session.pharmacyId, subject: session.subject, startedAt: session.createdAt.toISOString(), state: session.state },
      });
      this.access.recordAccess(tx, caller, { action: 'create', objectType: 'doctor_chat_session', objectId: session.id, pharmacyId: session.pharmacyId });
      return session;
    },
    replay: {
      save: (session: DoctorChatSession) => ({ sessionId: session.id }),
      load: (em, saved) => em.findOne(DoctorChatSession, { id: String(saved.sessionId) }),
    },
  });

  /** The doctor's chats, newest first (optionally of one status). */
  async mySessions(principal: Principal | null, status?: DoctorChatStatus | null): Promise<DoctorChatSession[]> {
    const caller = requireDoctor(principal);
    const sessions = await this.db.em().find(DoctorChatSession, { doctorId: caller.subject, ...(status ? { status } : {}) }, { orderBy: { createdAt: 'desc', id: 'asc' } });
    await this.access.recordRead(caller, { action: 'list', objectType: 'doctor_chat_session', objectId: caller.subject, pharmacyId: null });
    return sessions;
  }

  /** One chat, for its doctor or staff of its pharmacy; null for anyone else and unknown ids. */
  async session(principal: Principal | null, sessionId: string): Promise<DoctorChatSession | null> {
    try {
      const session = await this.access.sessionForCaller(this.db.em(), principal, sessionId);
      await this.access.recordRead(principal, { action: 'read', objectType: 'doctor_chat_session', objectId: session.id, pharmacyId: session.pharmacyId });
      return session;
    } catch (error) {
      if ((error as { code?: string }).code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  /** A chat's messages, oldest first, for its doctor or staff of its pharmacy. */
  async messages(principal: Principal | null, sessionId: string): Promise<DoctorChatMessage[]> {
    const em = this.db.em();
    const session = await this.access.sessionForCaller(em, principal, sessionId);
    const messages = await em.find(DoctorChatMessage, { sessionId: session.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    await this.access.recordRead(principal, { action: 'read', objectType: 'doctor_chat_message', objectId: session.id, pharmacyId: session.pharmacyId });
    return messages;
  }

  sendAsDoctor(principal: Principal | null, input: { sessionId: string; content: string }): Promise<DoctorChatMessage> {
    return this.commands.run(this.doctorSendCommand, principal, input);
  }

  private readonly doctorSendCommand = defineCommand({
    name: 'doctor.sendDoctorChatMessage',
    input: messageInput,
    authorize: requireDoctor,
    execute: async (tx, input, caller) => {
      const session = await this.access.sessionForDoctor(tx.em, caller, input.sessionId, FOR_UPDATE);
      const message = session.post('doctor', session.doctorName, input.content);
      return this.posted(tx, caller, session, message);
    },
    replay: {
      save: (message: DoctorChatMessage) => ({ messageId: message.id }),
      load: (em, saved) => em.findOne(DoctorChatMessage, { id: String(saved.messageId) }),
    },
  });

  async resolve(principal: Principal | null, sessionId: string): Promise<DoctorChatSession> {
    const caller = requireDoctor(principal);
    return this.db.transaction(async (tx) => {
      const session = await this.access.sessionForDoctor(tx.em, caller, sessionId, FOR_UPDATE);
      if (session.resolve()) {
        tx.publish('doctor.chat.resolved', {
          aggregateId: session.id,
          tenantId: session.pharmacyId,
          data: { sessionId: session.id, doctorId: session.doctorId, pharmacyId: session.pharmacyId, resolvedAt: session.resolvedAt!.toISOString(), state: session.state },
        });
      }
      this.access.recordAccess(tx, caller, { action: 'update', objectType: 'doctor_chat_session', objectId: session.id, pharmacyId: session.pharmacyId });
      return session;
    });
  }

  /** Clear Chat: deletes the chat's messages (the chat stays); answers how many went. */
  async clearMessages(principal: Principal | null, sessionId: string): Promise<number> {
    const caller = requireDoctor(principal);
    return this.db.transaction(async (tx) => {
      const session = await this.access.sessionForDoctor(tx.em, caller, sessionId, FOR_UPDATE);
      const deleted = await tx.em.nativeDelete(DoctorChatMessage, { sessionId: session.id });
      session.messagesCleared();
      tx.publish('doctor.chat.cleared', {
        aggregateId: session.id,
        tenantId: session.pharmacyId,
        data: { doctorId: session.doctorId, pharmacyId: session.pharmacyId, sessionIds: [session.id], messagesOnly: true, clearedAt: new Date().toISOString() },
      });
      this.access.recordAccess(tx, caller, { action: 'delete', objectType: 'doctor_chat_message', objectId: session.id, pharmacyId: session.pharmacyId });
      return deleted;
    });
  }

  /** Clear History (resolved only) or Clear All: the doctor's chats go with their messages; answers how many chats. */
  async clearSessions(principal: Principal | null, which: 'resolved' | 'all'): Promise<number> {
    const caller = requireDoctor(principal);
    return this.db.transaction(async (tx) => {
      const sessions = await tx.em.find(DoctorChatSession, { doctorId: caller.subject, ...(which === 'resolved' ? { status: { $ne: 'active' as const } } : {}) }, FOR_UPDATE);
      if (sessions.length === 0) return 0;
      await tx.em.nativeDelete(DoctorChatSession, { id: { $in: sessions.map((s) => s.id) } });
      const byPharmacy = new Map<string, string[]>();
      for (const session of sessions) byPharmacy.set(session.pharmacyId, [...(byPharmacy.get(session.pharmacyId) ?? []), session.id]);
      const clearedAt = new Date().toISOString();
      for (const [pharmacyId, sessionIds] of byPharmacy) {
        tx.publish('doctor.chat.cleared', { aggregateId: caller.subject, tenantId: pharmacyId, data: { doctorId: caller.subject, pharmacyId, sessionIds, messagesOnly: false, clearedAt } });
        for (const sessionId of sessionIds) this.access.recordAccess(tx, caller, { action: 'delete', objectType: 'doctor_chat_session', objectId: sessionId, pharmacyId });
      }
      this.logger.info({ doctorId: caller.subject, which, sessions: sessions.length }, 'doctor chats cleared');
      return sessions.length;
    });
  }

  /** The dashboard's four cards, from the doctor's own data. */
  async dashboardStats(principal: Principal | null): Promise<DoctorDashboardStats> {
    const caller = requireDoctor(principal);
    const em = this.db.em();
    const [counts] = await em.execute<{ active: string; resolved: string; connected: string; response: string | null }[]>(
      `select
         (select count(*) from doctor.doctor_chat_session where doctor_id = ? and status = 'active')::text as active,
         (select count(*) from doctor.doctor_chat_session where doctor_id = ? and status <> 'active')::text as resolved,
         (select count(*) from doctor.doctor_connection where doctor_id = ? and status = 'accepted')::text as connected,
         (with m as (
            select m.session_id, m.sender_type, m.created_at,
                   lag(m.sender_type) over (partition by m.session_id order by m.created_at, m.id) as previous
            from doctor.doctor_chat_message m join doctor.doctor_chat_session s on s.id = m.session_id
            where s.doctor_id = ?
          ), asked as (select * from m where sender_type = 'doctor' and (previous is null or previous = 'staff'))
          select avg(extract(epoch from (select min(r.created_at) from m r where r.session_id = a.session_id and r.sender_type = 'staff' and r.created_at >= a.created_at) - a.created_at))
          from asked a)::text as response`,
      [caller.subject, caller.subject, caller.subject, caller.subject],
    );
    return {
      activeChats: Number(counts?.active ?? 0),
      resolvedChats: Number(counts?.resolved ?? 0),
      connectedPharmacies: Number(counts?.connected ?? 0),
      averageResponseSeconds: counts?.response == null ? null : Math.round(Number(counts.response)),
    };
  }

  // ---- the pharmacy staff's side ----

  /** A pharmacy's doctor chats for its inbox: open ones first, then the latest activity first. */
  async pharmacyChats(principal: Principal | null, pharmacyId: string): Promise<DoctorChatSession[]> {
    const caller = requireStaffOfPharmacy(requireStaff(principal), pharmacyId);
    if (!isUuid(pharmacyId)) return [];
    const sessions = await this.db.em().find(DoctorChatSession, { pharmacyId }, { orderBy: { status: 'asc', lastMessageAt: 'desc nulls last', createdAt: 'desc', id: 'asc' }, limit: 500 });
    await this.access.recordRead(caller, { action: 'list', objectType: 'doctor_chat_session', objectId: pharmacyId, pharmacyId });
    return sessions;
  }

  sendAsStaff(principal: Principal | null, input: { sessionId: string; content: string; staffMember?: string | null }): Promise<DoctorChatMessage> {
    return this.commands.run(this.staffSendCommand, principal, input);
  }

  private readonly staffSendCommand = defineCommand({
    name: 'doctor.sendStaffDoctorChatMessage',
    input: staffMessageInput,
    authorize: requireStaff,
    execute: async (tx, input, caller) => {
      const session = await this.access.sessionForStaff(tx.em, caller, input.sessionId, FOR_UPDATE);
      const message = session.post('staff', input.staffMember || caller.username || 'Pharmacy staff', input.content);
      return this.posted(tx, caller, session, message);
    },
    replay: {
      save: (message: DoctorChatMessage) => ({ messageId: message.id }),
      load: (em, saved) => em.findOne(DoctorChatMessage, { id: String(saved.messageId) }),
    },
  });

  private posted(tx: Transaction, caller: Principal, session: DoctorChatSession, message: DoctorChatMessage): DoctorChatMessage {
    tx.em.persist(message);
    this.access.publishPosted(tx, session, message);
    this.access.recordAccess(tx, caller, { action: 'create', objectType: 'doctor_chat_message', objectId: message.id, pharmacyId: session.pharmacyId });
    return message;
  }

  private async doctorOf(em: EntityManager, caller: Principal): Promise<DoctorProfile> {
    const doctor = await em.findOne(DoctorProfile, { id: caller.subject });
    if (!doctor || doctor.status !== 'approved') throw DoctorErrors.onlyDoctors();
    return doctor;
  }
}

/** A pharmacy doctors may reach now (known from its events, open); an unknown id is NOT_FOUND. */
export async function requireOpenPharmacy(em: EntityManager, pharmacyId: string): Promise<KnownPharmacy> {
  const pharmacy = await em.findOne(KnownPharmacy, { pharmacyId });
  if (!pharmacy) throw DoctorErrors.pharmacyNotFound();
  if (!pharmacy.open) throw DoctorErrors.pharmacyNotOpen();
  return pharmacy;
}
