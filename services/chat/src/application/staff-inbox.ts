import { z } from 'zod';
import { defineCommand, type CommandPipeline, type Database, type Principal } from '@pharmachat/chassis';
import { ChatMessage } from '../domain/chat-session';
import { FOR_UPDATE, requireStaffCaller, sessionMessageInput, type ChatAccess } from './chat-access';
import type { SmsOutbox } from './sms-outbox';

/** The staff's replies to patients (a reply takes an Idempotency-Key); the inbox's lists are inbox-queries.ts, its actions inbox-actions.ts. */
export class StaffInbox {
  private readonly replyCommand;

  constructor(
    private readonly db: Database,
    private readonly access: ChatAccess,
    private readonly commands: CommandPipeline,
    private readonly sms: SmsOutbox,
  ) {
    this.replyCommand = defineCommand({
      name: 'chat.sendStaffReply',
      // sendSms: the reply also goes to the patient's phone as a text (queued here, sent after the commit)
      input: sessionMessageInput.extend({ sendSms: z.boolean('sendSms must be true or false.').nullish() }),
      authorize: requireStaffCaller,
      execute: async (tx, input, caller) => {
        const session = await this.access.sessionForStaff(tx.em, caller, input.sessionId, FOR_UPDATE);
        const texting = input.sendSms ? await this.sms.checkReplyCanBeTexted(tx, session) : null;
        const lastPatientMessage = await tx.em.findOne(ChatMessage, { sessionId: session.id, sender: 'user' }, { orderBy: { createdAt: 'desc' } });
        const message = session.addMessage({ sender: 'staff', content: input.content, staffMember: caller.username ?? caller.subject, inReplyTo: lastPatientMessage?.id ?? null });
        tx.em.persist(message);
        this.access.publishPosted(tx, session, message);
        this.access.recordAccess(tx, caller, { action: 'create', objectType: 'chat_message', objectId: message.id, pharmacyId: session.pharmacyId });
        if (texting) this.sms.queueReply(tx, caller, session, message, texting.pharmacyName);
        return message;
      },
      replay: {
        save: (message: ChatMessage) => ({ messageId: message.id }),
        load: (em, saved) => em.findOne(ChatMessage, { id: String(saved.messageId) }),
      },
    });
  }

  postStaffReply(principal: Principal | null, input: { sessionId: string; content: string; sendSms?: boolean | null }): Promise<ChatMessage> {
    return this.commands.run(this.replyCommand, principal, input);
  }
}
