import { CommandPipeline, type Database, type Logger, type TokenIssuer } from '@pharmachat/chassis';
import { ChatAccess } from './chat-access';
import { UsageQueries } from './usage-queries';
import { ChatProjections } from './chat-projections';
import { ChatReads } from './chat-reads';
import { InboxActions } from './inbox-actions';
import { InboxQueries } from './inbox-queries';
import { PatientChat } from './patient-chat';
import { PatientFeedback } from './patient-feedback';
import { SmsOutbox, type SmsOptions } from './sms-outbox';
import { StaffInbox } from './staff-inbox';

export { GUEST_TOKEN_TTL_SECONDS, type OpenedChat, type PatientOpenedChat } from './patient-chat';

/**
 * The chat service's use cases, one area per file: the patient's side (patient-chat.ts), the staff's
 * (staff-inbox.ts), reading a chat (chat-reads.ts) and other services' events (chat-projections.ts). Commands go
 * through the chassis's pipeline: validate -> authorize -> transaction (state + outbox) -> respond.
 */
export class ChatApplication {
  readonly patients: PatientChat;
  readonly staff: StaffInbox;
  /** mark urgent, resolve, clear, clear all */
  readonly actions: InboxActions;
  /** the inbox and Chat Management at any volume */
  readonly inbox: InboxQueries;
  readonly feedback: PatientFeedback;
  readonly reads: ChatReads;
  readonly projections: ChatProjections;
  readonly usage: UsageQueries;
  /** staff replies as text messages (the SMS port) */
  readonly sms: SmsOutbox;

  constructor(db: Database, guestTokens: TokenIssuer, logger: Logger, sms: SmsOptions) {
    const access = new ChatAccess(db);
    const commands = new CommandPipeline(db, logger);
    this.patients = new PatientChat(db, access, commands, guestTokens, logger);
    this.sms = new SmsOutbox(db, access, sms, logger);
    this.staff = new StaffInbox(db, access, commands, this.sms);
    this.actions = new InboxActions(access, commands);
    this.inbox = new InboxQueries(db, access);
    this.feedback = new PatientFeedback(access, commands);
    this.reads = new ChatReads(db, access);
    this.projections = new ChatProjections(access, logger);
    this.usage = new UsageQueries(db);
  }
}
