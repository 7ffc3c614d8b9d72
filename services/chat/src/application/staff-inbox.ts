import { defineCommand, isUuid, requireStaffOfPharmacy, type CommandPipeline, type Database, type Principal } from '@pharmachat/chassis';
import { ChatMessage, ChatSession, inboxOrder } from '../domain/chat-session';
import { FOR_UPDATE, requireStaffCaller, sessionMessageInput, type ChatAccess } from './chat-access';

/** The staff's side: the pharmacy's inbox and replies to patients (a reply takes an Idempotency-Key). */
export class StaffInbox {
  private readonly replyCommand;

  constructor(
    private readonly db: Database,
    private readonly access: ChatAccess,
    private readonly commands: CommandPipeline,
  ) {
    this.replyCommand = defineCommand({
      name: 'chat.sendStaffReply',
      input: sessionMessageInput,
      authorize: requireStaffCaller,
      execute: async (tx, input, caller) => {
        const session = await this.access.sessionForStaff(tx.em, caller, input.sessionId, FOR_UPDATE);
        const lastPatientMessage = await tx.em.findOne(ChatMessage, { sessionId: session.id, sender: 'user' }, { orderBy: { createdAt: 'desc' } });
        const message = session.addMessage({ sender: 'staff', content: input.content, staffMember: caller.username ?? caller.subject, inReplyTo: lastPatientMessage?.id ?? null });
        tx.em.persist(message);
        this.access.publishPosted(tx, session, message);
        this.access.recordAccess(tx, caller, { action: 'create', objectType: 'chat_message', objectId: message.id, pharmacyId: session.pharmacyId });
        return message;
      },
      replay: {
        save: (message: ChatMessage) => ({ messageId: message.id }),
        load: (em, saved) => em.findOne(ChatMessage, { id: String(saved.messageId) }),
      },
    });
  }

  postStaffReply(principal: Principal | null, input: { sessionId: string; content: string }): Promise<ChatMessage> {
    return this.commands.run(this.replyCommand, principal, input);
  }

  /** The inbox: the pharmacy's sessions, emergencies first, then other urgent ones, then the most recent. */
  async listPharmacySessions(principal: Principal | null, pharmacyId: string): Promise<ChatSession[]> {
    requireStaffOfPharmacy(principal, pharmacyId);
    if (!isUuid(pharmacyId)) return [];
    const sessions = await this.db.em().find(ChatSession, { pharmacyId }, { orderBy: { lastMessageAt: 'desc' }, limit: 500 });
    await this.access.recordRead(principal, { action: 'list', objectType: 'chat_session', objectId: pharmacyId, pharmacyId });
    return sessions.sort(inboxOrder);
  }
}
