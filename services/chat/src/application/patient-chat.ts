import { z } from 'zod';
import { defineCommand, isUuid, parseInput, requirePrincipal, type CommandPipeline, type Database, type DomainError, type Logger, type Principal, type TokenIssuer, type Transaction } from '@pharmachat/chassis';
import { ChatErrors } from '../domain/chat.exception';
import { ChatMessage, ChatSession } from '../domain/chat-session';
import { countingMonth, countsAgainstLimit } from '../domain/conversation-limit';
import { KnownPharmacy, PharmacyPlan } from '../infrastructure/chat.entities';
import { SqlConversationUsage } from '../infrastructure/conversation-usage.repository';
import { FOR_UPDATE, requirePatientCaller, sessionMessageInput, type ChatAccess } from './chat-access';

export const GUEST_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

/** how long a message held over the monthly limit waits for the assistant's triage */
const HOLD_SCREEN_MS = 5000;

export interface OpenedChat {
  session: ChatSession;
  messages: ChatMessage[];
  token: string;
}

/** A posted patient message, and the limit's refusal when it was only held (over the limit, waiting for triage). */
interface Posted {
  message: ChatMessage;
  refusal: DomainError | null;
}

const openPatientChatInput = z.object({
  pharmacyId: z.string(ChatErrors.pharmacyNotFound().message),
  patientName: z.string().nullish(),
  phone: z.string().nullish(),
  newChat: z.boolean().nullish(),
});

/** A signed-in patient's chat as opened: the session and its history. */
export interface PatientOpenedChat {
  session: ChatSession;
  messages: ChatMessage[];
}

/** Only a signed-in patient account has chats of its own. */
function requirePatientAccount(principal: Principal | null): Principal {
  const caller = requirePrincipal(principal);
  if (caller.kind !== 'patient') throw ChatErrors.onlyPatientAccounts();
  return caller;
}

const MY_CHATS_LIMIT = 200;

const openGuestChatInput = z.object({
  pharmacyId: z.string(ChatErrors.pharmacyNotFound().message),
  patientName: z.string(ChatErrors.nameRequired().message),
  phone: z.string(ChatErrors.phoneRequired().message),
});

/**
 * The patient's side of a chat: opening it as a guest and writing in it. The first message of a conversation
 * counts against the pharmacy's monthly limit (domain/conversation-limit.ts); over the limit the message is not
 * refused at once: it is held while the assistant screens it (triage comes before the limit), and only a message
 * that is not an emergency is then refused (LIMIT_REACHED) and removed.
 */
export class PatientChat {
  private readonly sendCommand;
  private readonly openPatientCommand;

  constructor(
    private readonly db: Database,
    private readonly access: ChatAccess,
    private readonly commands: CommandPipeline,
    private readonly guestTokens: TokenIssuer,
    private readonly logger: Logger,
  ) {
    this.sendCommand = defineCommand({
      name: 'chat.sendPatientMessage',
      input: sessionMessageInput,
      authorize: requirePatientCaller,
      execute: (tx, input, caller) => this.post(tx, caller, input),
      replay: {
        save: (posted: Posted) => ({ messageId: posted.message.id }),
        load: async (em, saved): Promise<Posted | null> => {
          const message = await em.findOne(ChatMessage, { id: String(saved.messageId) });
          if (!message) return null;
          // a retry while the first attempt is still held over the limit waits for the same screening
          return { message, refusal: message.metadata.heldForLimit ? ChatErrors.monthlyLimitReached({ currentCount: 0, limit: 0 }) : null };
        },
      },
    });

    this.openPatientCommand = defineCommand({
      name: 'chat.openPatientChat',
      input: openPatientChatInput,
      authorize: requirePatientAccount,
      execute: (tx, input, caller) => this.openForPatient(tx, caller, input),
      replay: {
        save: (session: ChatSession) => ({ sessionId: session.id }),
        load: (em, saved) => em.findOne(ChatSession, { id: String(saved.sessionId) }),
      },
    });
  }

  /**
   * A signed-in patient opens a chat with a pharmacy: without `newChat`, their latest open chat with it (or else
   * their latest one there) comes back with its history; otherwise, or when there is none, a new chat linked to the
   * account starts. Name and phone: as given, else those of the patient's latest chat (the account's details live in
   * identity; the patient page prefills them from `mePatient`); a first chat without them is refused with the
   * form's message. Takes an Idempotency-Key (a retried "New chat" starts one chat).
   */
  async openPatientChat(principal: Principal | null, raw: { pharmacyId: string; patientName?: string | null; phone?: string | null; newChat?: boolean | null }): Promise<PatientOpenedChat> {
    const opened = await this.commands.run(this.openPatientCommand, principal, raw);
    return { session: opened, messages: await this.access.loadMessages(this.db.em(), opened.id) };
  }

  /** A signed-in patient's own chats, newest first (the latest 200). */
  async myChatSessions(principal: Principal | null): Promise<ChatSession[]> {
    const caller = requirePatientAccount(principal);
    const sessions = await this.db.em().find(ChatSession, { patientId: caller.subject, guest: false }, { orderBy: { startedAt: 'desc', id: 'desc' }, limit: MY_CHATS_LIMIT });
    await this.access.recordRead(caller, { action: 'list', objectType: 'chat_session', objectId: caller.subject, pharmacyId: null });
    return sessions;
  }

  private async openForPatient(tx: Transaction, caller: Principal, input: z.infer<typeof openPatientChatInput>): Promise<ChatSession> {
    if (!isUuid(input.pharmacyId)) throw ChatErrors.pharmacyNotFound();
    const pharmacy = await tx.em.findOne(KnownPharmacy, { pharmacyId: input.pharmacyId });
    if (pharmacy?.status === 'suspended') throw ChatErrors.pharmacySuspended();
    if (!pharmacy || pharmacy.status !== 'active') throw ChatErrors.pharmacyNotFound();
    const mine = { patientId: caller.subject, guest: false };
    if (!input.newChat) {
      const latest =
        (await tx.em.findOne(ChatSession, { ...mine, pharmacyId: input.pharmacyId, status: { $ne: 'resolved' } }, { orderBy: { startedAt: 'desc', id: 'desc' } })) ??
        (await tx.em.findOne(ChatSession, { ...mine, pharmacyId: input.pharmacyId }, { orderBy: { startedAt: 'desc', id: 'desc' } }));
      if (latest) {
        this.access.recordAccess(tx, caller, { action: 'read', objectType: 'chat_session', objectId: latest.id, pharmacyId: latest.pharmacyId });
        return latest;
      }
    }
    const previous = await tx.em.findOne(ChatSession, mine, { orderBy: { startedAt: 'desc', id: 'desc' } });
    const fresh = ChatSession.startForPatient({
      pharmacyId: input.pharmacyId,
      patientId: caller.subject,
      patientName: input.patientName?.trim() || previous?.patientName || '',
      patientPhone: input.phone?.trim() || previous?.patientPhone || '',
    });
    tx.em.persist(fresh);
    this.access.recordAccess(tx, caller, { action: 'create', objectType: 'chat_session', objectId: fresh.id, pharmacyId: fresh.pharmacyId });
    tx.publish('chat.session.started', {
      aggregateId: fresh.id,
      tenantId: fresh.pharmacyId,
      data: { sessionId: fresh.id, pharmacyId: fresh.pharmacyId, patientId: fresh.patientId, guest: false, startedAt: fresh.startedAt.toISOString() },
    });
    this.logger.info({ sessionId: fresh.id, pharmacyId: fresh.pharmacyId }, 'patient chat started');
    return fresh;
  }

  /**
   * Opens a guest's chat with a pharmacy. A caller holding a guest token for a session of this pharmacy and
   * this patient gets that session back; anyone else gets a new session and its token. Nobody learns another
   * person's messages by knowing their name and phone.
   */
  async openGuestChat(principal: Principal | null, raw: { pharmacyId: string; patientName: string; phone: string }): Promise<OpenedChat> {
    const { pharmacyId, patientName, phone } = parseInput(openGuestChatInput, raw);
    if (!isUuid(pharmacyId)) throw ChatErrors.pharmacyNotFound();
    const fresh = ChatSession.startForGuest({ pharmacyId, patientName, patientPhone: phone });
    const em = this.db.em();
    const pharmacy = await em.findOne(KnownPharmacy, { pharmacyId });
    if (pharmacy?.status === 'suspended') throw ChatErrors.pharmacySuspended();
    if (!pharmacy || pharmacy.status !== 'active') throw ChatErrors.pharmacyNotFound();

    if (principal?.kind === 'guest' && principal.sessionId) {
      const existing = await em.findOne(ChatSession, { id: principal.sessionId, pharmacyId });
      if (existing && existing.belongsTo(patientName, phone)) {
        await this.access.recordRead(principal, { action: 'read', objectType: 'chat_session', objectId: existing.id, pharmacyId: existing.pharmacyId });
        return { session: existing, messages: await this.access.loadMessages(em, existing.id), token: await this.tokenFor(existing) };
      }
    }

    await this.db.transaction(async (tx) => {
      tx.em.persist(fresh);
      const self: Principal = { kind: 'guest', subject: fresh.patientId, role: null, pharmacyId: fresh.pharmacyId, sessionId: fresh.id, username: fresh.patientName, authSessionId: null, actualRole: null };
      this.access.recordAccess(tx, self, { action: 'create', objectType: 'chat_session', objectId: fresh.id, pharmacyId: fresh.pharmacyId });
      tx.publish('chat.session.started', {
        aggregateId: fresh.id,
        tenantId: fresh.pharmacyId,
        data: { sessionId: fresh.id, pharmacyId: fresh.pharmacyId, patientId: fresh.patientId, guest: true, startedAt: fresh.startedAt.toISOString() },
      });
    });
    this.logger.info({ sessionId: fresh.id, pharmacyId: fresh.pharmacyId }, 'guest chat started');
    return { session: fresh, messages: [], token: await this.tokenFor(fresh) };
  }

  /** A patient's message (takes an Idempotency-Key: a phone on a bad network retries). */
  async postPatientMessage(principal: Principal | null, input: { sessionId: string; content: string }): Promise<ChatMessage> {
    const posted = await this.commands.run(this.sendCommand, principal, input);
    if (!posted.refusal) return posted.message;
    try {
      return await this.awaitScreening(posted.message, posted.refusal);
    } catch (error) {
      // refused after all: a retry with the same key is a new attempt (and is refused again while over the limit)
      await this.commands.forget(this.sendCommand.name, principal);
      throw error;
    }
  }

  private async post(tx: Transaction, caller: Principal, input: { sessionId: string; content: string }): Promise<Posted> {
    const session = await this.access.sessionForPatient(tx.em, caller, input.sessionId, FOR_UPDATE);
    const refusal = countsAgainstLimit(session) ? await this.countConversation(tx, session) : null;
    const message = session.addMessage({ sender: 'user', content: input.content, metadata: refusal ? { heldForLimit: true } : {} });
    tx.em.persist(message);
    this.access.publishPosted(tx, session, message);
    this.access.recordAccess(tx, caller, { action: 'create', objectType: 'chat_message', objectId: message.id, pharmacyId: session.pharmacyId });
    return { message, refusal };
  }

  /** The first patient message of a session counts one conversation against the monthly limit; over it, the refusal. */
  private async countConversation(tx: Transaction, session: ChatSession): Promise<DomainError | null> {
    const month = countingMonth(new Date());
    const plan = await tx.em.findOne(PharmacyPlan, { pharmacyId: session.pharmacyId });
    if (!(await new SqlConversationUsage(tx.em).tryCount(session.pharmacyId, month, plan))) {
      const limit = plan?.conversationLimit ?? 0;
      return ChatErrors.monthlyLimitReached({ currentCount: limit, limit });
    }
    session.countedMonth = month;
    return null;
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
      if (!current) throw await this.currentRefusal(message.pharmacyId, refusal);
      if (!current.metadata.heldForLimit) return current;
    }
    this.logger.warn({ sessionId: message.sessionId, messageId: message.id }, 'no triage within the hold: message accepted over the monthly limit');
    return this.db.transaction(async (tx) => {
      const session = await tx.em.findOne(ChatSession, { id: message.sessionId }, FOR_UPDATE);
      const held = await tx.em.findOne(ChatMessage, { id: message.id });
      if (!session || !held) throw await this.currentRefusal(message.pharmacyId, refusal);
      if (held.metadata.heldForLimit) await releaseHold(tx, this.access, session, held, 'unscreened');
      return held;
    });
  }

  /** The limit's refusal with the pharmacy's current figures (a replayed hold does not know them). */
  private async currentRefusal(pharmacyId: string, refusal: DomainError): Promise<DomainError> {
    if (Number(refusal.details.limit) > 0) return refusal;
    const plan = await this.db.em().findOne(PharmacyPlan, { pharmacyId });
    const limit = plan?.conversationLimit ?? 0;
    return ChatErrors.monthlyLimitReached({ currentCount: limit, limit });
  }

  private tokenFor(session: ChatSession): Promise<string> {
    return this.guestTokens.sign(
      { kind: 'guest', subject: session.patientId, role: null, pharmacyId: session.pharmacyId, sessionId: session.id, username: session.patientName },
      GUEST_TOKEN_TTL_SECONDS,
    );
  }
}

/** A held message goes through over the limit (an emergency): counted, kept, and shown to staff. */
export async function releaseHold(tx: Transaction, access: ChatAccess, session: ChatSession, message: ChatMessage, why: 'emergency' | 'unscreened'): Promise<void> {
  const { heldForLimit: _held, reopenedFrom: _reopened, ...metadata } = message.metadata;
  message.metadata = { ...metadata, overLimit: why, screened: true };
  if (countsAgainstLimit(session)) {
    const month = countingMonth(new Date());
    await new SqlConversationUsage(tx.em).forceCount(session.pharmacyId, month);
    session.countedMonth = month;
  }
  // staff feeds skipped the held message; now it is theirs (the assistant does not screen it twice)
  access.publishPosted(tx, session, message);
}

/** A held message that is not an emergency: removed, as if it had been refused at once. */
export async function dropHeld(tx: Transaction, session: ChatSession, message: ChatMessage): Promise<void> {
  tx.em.remove(message);
  // a message that reopened a resolved chat: the chat is resolved again, as it was
  if (message.metadata.reopenedFrom) session.undoReopen(message.metadata.reopenedFrom);
  session.messageCount = Math.max(0, session.messageCount - 1);
  const previous = await tx.em.findOne(ChatMessage, { sessionId: session.id, id: { $ne: message.id } }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  session.lastMessage = previous ? previous.content.slice(0, 200) : null;
  session.lastMessageAt = previous?.createdAt ?? null;
}
