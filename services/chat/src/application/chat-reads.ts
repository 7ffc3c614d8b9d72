import { type Database, type Principal } from '@pharmachat/chassis';
import type { ChatMessage, ChatSession } from '../domain/chat-session';
import type { ChatAccess } from './chat-access';

/** Reading one chat, by its patient or by staff of its pharmacy; every read is audited. */
export class ChatReads {
  constructor(
    private readonly db: Database,
    private readonly access: ChatAccess,
  ) {}

  async getSession(principal: Principal | null, sessionId: string): Promise<ChatSession> {
    const session = await this.access.sessionForCaller(this.db.em(), principal, sessionId);
    await this.access.recordRead(principal, { action: 'read', objectType: 'chat_session', objectId: session.id, pharmacyId: session.pharmacyId });
    return session;
  }

  async getMessages(principal: Principal | null, sessionId: string): Promise<ChatMessage[]> {
    const em = this.db.em();
    const session = await this.access.sessionForCaller(em, principal, sessionId);
    await this.access.recordRead(principal, { action: 'list', objectType: 'chat_message', objectId: session.id, pharmacyId: session.pharmacyId });
    return this.access.loadMessages(em, session.id);
  }

  /** The messages of a session whose reader was authorized when the session was loaded. */
  messagesOf(sessionId: string): Promise<ChatMessage[]> {
    return this.access.loadMessages(this.db.em(), sessionId);
  }
}
