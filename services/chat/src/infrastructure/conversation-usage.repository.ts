import type { EntityManager } from '@pharmachat/chassis';
import type { ConversationUsage, PlanLimit } from '../domain/conversation-limit';

/**
 * Monthly conversation counts in `chat.conversation_usage`, changed with one conditional statement each so that
 * concurrent first messages are counted exactly (the row lock of the update serialises them). The condition is
 * `allowsAnotherConversation` (domain/conversation-limit.ts) written in SQL.
 */
export class SqlConversationUsage implements ConversationUsage {
  constructor(private readonly em: EntityManager) {}

  async tryCount(pharmacyId: string, month: string, plan: PlanLimit | null): Promise<boolean> {
    const limit = plan?.conversationLimit ?? null;
    await this.em.execute('insert into chat.conversation_usage (pharmacy_id, month, conversations) values (?, ?, 0) on conflict do nothing', [pharmacyId, month], 'run');
    const updated = await this.em.execute<{ conversations: number }[]>(
      'update chat.conversation_usage set conversations = conversations + 1 where pharmacy_id = ? and month = ? and (?::int is null or conversations < ?::int) returning conversations',
      [pharmacyId, month, limit, limit],
    );
    return updated.length > 0;
  }

  async forceCount(pharmacyId: string, month: string): Promise<void> {
    await this.em.execute(
      'insert into chat.conversation_usage (pharmacy_id, month, conversations) values (?, ?, 1) on conflict (pharmacy_id, month) do update set conversations = chat.conversation_usage.conversations + 1',
      [pharmacyId, month],
      'run',
    );
  }
}
