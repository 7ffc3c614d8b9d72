import { requireRole, type Logger, type Principal, type Transaction } from '@pharmachat/chassis';
import type { EventData } from '@pharmachat/proto';
import { ChatMessage, ChatSession } from '../domain/chat-session';
import { assistantMayAnswer } from '../domain/handoff';
import { KnownPharmacy, PharmacyPlan } from '../infrastructure/chat.entities';
import { FOR_UPDATE, type ChatAccess } from './chat-access';
import { dropHeld, releaseHold } from './patient-chat';

/** What the chat service does with other services' events (each handler runs inside the consumer's transaction). */
export class ChatProjections {
  constructor(
    private readonly access: ChatAccess,
    private readonly logger: Logger,
  ) {}

  /** The assistant's reply joins the chat, unless staff took over meanwhile (a safety reply always goes out). */
  async recordAssistantReply(tx: Transaction, reply: EventData<'assistant.reply.composed'>): Promise<void> {
    const session = await tx.em.findOne(ChatSession, { id: reply.sessionId }, FOR_UPDATE);
    if (!session) return; // cleared in the meantime
    if (session.handoff === 'resolved') return; // resolved while the assistant was composing
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
    this.access.publishPosted(tx, session, message);
    if (!reply.handoff) return;
    if (reply.urgent) this.access.escalateWithin(tx, session, 'red_flag', reply.handoffReason ?? null);
    else if (reply.handoffReason === 'needs_staff' || reply.handoffReason === 'angry') this.access.escalateWithin(tx, session, 'needs_staff', reply.handoffReason);
    else this.access.escalateWithin(tx, session, 'no_answer', reply.handoffReason ?? null);
  }

  /**
   * What triage learned about a patient message: its language and sentiment (on the message and the session), and
   * its urgency. An emergency flags the session even when staff already have it; a patient who needs a pharmacist
   * soon, or is upset, gets staff attention. A message held over the monthly limit is released (an emergency) or
   * removed (anything else): triage comes before the limit.
   */
  async applyTriage(tx: Transaction, triage: EventData<'assistant.triage.completed'>): Promise<void> {
    const session = await tx.em.findOne(ChatSession, { id: triage.sessionId }, FOR_UPDATE);
    if (!session) return;
    if (!session.category || session.category === 'general') session.category = triage.category;
    const message = await tx.em.findOne(ChatMessage, { id: triage.messageId, sessionId: session.id });
    if (message?.metadata.heldForLimit) {
      if (triage.urgency !== 'emergency') {
        await dropHeld(tx, session, message);
        return;
      }
      await releaseHold(tx, this.access, session, message, 'emergency');
    }
    if (message) {
      message.metadata = { ...message.metadata, language: triage.language, sentiment: triage.sentiment, urgency: triage.urgency, ...(triage.reason ? { urgencyReason: triage.reason } : {}) };
    }
    if (triage.language && triage.language !== 'und') session.language = triage.language;
    session.sentiment = triage.sentiment;
    if (session.handoff === 'resolved') return;
    const reason = triage.reason ?? (triage.redFlags.length > 0 ? triage.redFlags.join(',') : null);
    if (triage.urgency === 'emergency') this.access.escalateWithin(tx, session, 'red_flag', reason);
    // the pharmacy turned escalation off: only emergencies are put before staff (the patient was asked to call)
    else if (triage.urgency === 'needs_staff' && !triage.escalationOff) this.access.escalateWithin(tx, session, 'needs_staff', reason);
  }

  /**
   * Each pharmacy event has its own consumer, so they can arrive out of order (a registration handled after the
   * approval would make an open pharmacy pending again): `updatedAt` is the time of the event the row reflects,
   * and an older event, or a registration at the same moment, changes nothing.
   */
  async projectPharmacy(tx: Transaction, pharmacy: EventData<'pharmacy.pharmacy.approved'>, at: Date = new Date(), options: { registration?: boolean } = {}): Promise<void> {
    // an insert that yields to a concurrent one first: two consumers (registered, approved) may project one pharmacy at once
    const inserted = await tx.em.execute<{ pharmacy_id: string }[]>(
      'insert into chat.known_pharmacy (pharmacy_id, name, status, updated_at) values (?, ?, ?, ?) on conflict (pharmacy_id) do nothing returning pharmacy_id',
      [pharmacy.pharmacyId, pharmacy.name, pharmacy.status, at],
    );
    const known = (await tx.em.findOne(KnownPharmacy, { pharmacyId: pharmacy.pharmacyId }, { refresh: true })) ?? Object.assign(new KnownPharmacy(), { pharmacyId: pharmacy.pharmacyId });
    if (inserted.length === 0 && (at < known.updatedAt || (options.registration && at.getTime() === known.updatedAt.getTime()))) return;
    known.name = pharmacy.name;
    known.status = pharmacy.status;
    // the registration event carries no time zone: an approval's is kept
    if ('timeZone' in pharmacy && pharmacy.timeZone) known.timeZone = pharmacy.timeZone;
    // the contact phone (events written before it was carried leave what is known)
    if (pharmacy.phone !== undefined) known.phone = pharmacy.phone;
    known.updatedAt = at;
    tx.em.persist(known);
  }

  async projectPlan(tx: Transaction, subscription: Pick<EventData<'billing.subscription.started'>, 'pharmacyId' | 'plan' | 'conversationLimit'>): Promise<void> {
    const plan = (await tx.em.findOne(PharmacyPlan, { pharmacyId: subscription.pharmacyId })) ?? Object.assign(new PharmacyPlan(), { pharmacyId: subscription.pharmacyId });
    plan.plan = subscription.plan;
    plan.conversationLimit = subscription.conversationLimit;
    plan.updatedAt = new Date();
    tx.em.persist(plan);
  }

  /** What the purge would delete at that cutoff, per pharmacy, deleting nothing (retention's preview): super admins. */
  async countOlderThan(principal: Principal | null, cutoff: string): Promise<{ pharmacyId: string; sessions: number; messages: number; feedback: number }[]> {
    requireRole(principal, ['super_admin']);
    const at = new Date(cutoff);
    if (Number.isNaN(at.getTime())) return [];
    const rows = await this.access.db.em().execute<{ pharmacy_id: string; sessions: string; messages: string; feedback: string }[]>(
      `select s.pharmacy_id, count(*)::text as sessions, coalesce(sum(s.message_count), 0)::text as messages,
              coalesce(sum((select count(*) from chat.feedback f where f.session_id = s.id)), 0)::text as feedback
       from chat.chat_session s where coalesce(s.last_message_at, s.started_at) < ? group by s.pharmacy_id order by count(*) desc`,
      [at],
    );
    return rows.map((row) => ({ pharmacyId: row.pharmacy_id, sessions: Number(row.sessions), messages: Number(row.messages), feedback: Number(row.feedback) }));
  }

  /**
   * Deletes sessions whose last activity is older than the purge cutoff (messages go with them) and the text
   * messages written before it, and reports the session counts per pharmacy, in one transaction.
   */
  async purgeOlderThan(tx: Transaction, request: EventData<'retention.purge.requested'>): Promise<void> {
    // feedback goes with its session (on delete cascade): counted first, in the same transaction
    const feedback = await tx.em.execute<{ pharmacy_id: string; n: string }[]>(
      `select s.pharmacy_id, count(*)::text as n from chat.feedback f join chat.chat_session s on s.id = f.session_id
       where coalesce(s.last_message_at, s.started_at) < ? group by s.pharmacy_id`,
      [request.cutoff],
    );
    const feedbackOf = new Map(feedback.map((row) => [row.pharmacy_id, Number(row.n)]));
    const deleted = await tx.em.execute<{ pharmacy_id: string; sessions: string; messages: string }[]>(
      `with old as (
         delete from chat.chat_session where coalesce(last_message_at, started_at) < ?
         returning id, pharmacy_id, message_count
       )
       select pharmacy_id, count(*)::text as sessions, coalesce(sum(message_count), 0)::text as messages from old group by pharmacy_id`,
      [request.cutoff],
    );
    // text messages hold patients' phone numbers: they go by the same cutoff (settled ones; a queued one is still due)
    await tx.em.execute(`delete from chat.sms_message where created_at < ? and status <> 'queued'`, [request.cutoff], 'run');
    tx.publish('chat.session.purged', {
      aggregateId: request.runId,
      tenantId: null,
      data: {
        runId: request.runId,
        cutoff: request.cutoff,
        deletions: deleted.map((row) => ({ pharmacyId: row.pharmacy_id, sessions: Number(row.sessions), messages: Number(row.messages), feedback: feedbackOf.get(row.pharmacy_id) ?? 0 })),
      },
    });
    this.logger.info({ runId: request.runId, cutoff: request.cutoff, pharmacies: deleted.length }, 'old chat sessions purged');
  }

  /**
   * pharmacy.pharmacy.deleted: every chat of the pharmacy (messages and feedback go with their sessions), its texts,
   * its monthly usage and what chat knew of it; the counts go back to the pharmacy service.
   */
  async deletePharmacyData(tx: Transaction, deleted: EventData<'pharmacy.pharmacy.deleted'>): Promise<void> {
    const count = async (sql: string) => Number((await tx.em.execute<{ n: string }[]>(sql, [deleted.pharmacyId]))[0]?.n ?? 0);
    const counts = {
      chat_messages: await count('select count(*)::text as n from chat.chat_message where pharmacy_id = ?'),
      feedback: await count('select count(*)::text as n from chat.feedback where pharmacy_id = ?'),
      chat_sessions: await count('with gone as (delete from chat.chat_session where pharmacy_id = ? returning 1) select count(*)::text as n from gone'),
      sms_messages: await count('with gone as (delete from chat.sms_message where pharmacy_id = ? returning 1) select count(*)::text as n from gone'),
      conversation_usage: await count('with gone as (delete from chat.conversation_usage where pharmacy_id = ? returning 1) select count(*)::text as n from gone'),
      pharmacy_plan: await count('with gone as (delete from chat.pharmacy_plan where pharmacy_id = ? returning 1) select count(*)::text as n from gone'),
      known_pharmacy: await count('with gone as (delete from chat.known_pharmacy where pharmacy_id = ? returning 1) select count(*)::text as n from gone'),
    };
    // messages and feedback left with their sessions (on delete cascade); anything not tied to a session goes too
    await tx.em.execute('delete from chat.chat_message where pharmacy_id = ?', [deleted.pharmacyId], 'run');
    await tx.em.execute('delete from chat.feedback where pharmacy_id = ?', [deleted.pharmacyId], 'run');
    tx.publish('chat.pharmacy-data.deleted', {
      aggregateId: deleted.pharmacyId,
      tenantId: deleted.pharmacyId,
      data: { pharmacyId: deleted.pharmacyId, deletionId: deleted.deletionId, counts },
    });
    this.logger.info({ pharmacyId: deleted.pharmacyId, counts }, 'deleted pharmacy: chat data removed');
  }
}
