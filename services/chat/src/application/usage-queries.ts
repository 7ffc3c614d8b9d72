import { isUuid, requireStaffOfPharmacy, type Database, type Principal } from '@pharmachat/chassis';
import { countingMonth } from '../domain/conversation-limit';
import { PharmacyPlan } from '../infrastructure/chat.entities';

export interface ConversationUsageView {
  /** YYYY-MM (UTC), the month the limit counts in now */
  month: string;
  /** conversations counted this month (what the limit compares with) */
  conversations: number;
  /** the limit chat enforces now (from billing's events); null: unlimited */
  conversationLimit: number | null;
  plan: string | null;
  /** the last `months` months, oldest first, zero where none were counted */
  history: { month: string; conversations: number }[];
}

/** The monthly conversation counts the limit is enforced with, as the subscription page and stats show them. */
export class UsageQueries {
  constructor(private readonly db: Database) {}

  async conversationUsage(principal: Principal | null, pharmacyId: string, months = 6, now = new Date()): Promise<ConversationUsageView> {
    requireStaffOfPharmacy(principal, pharmacyId);
    const span = Math.min(Math.max(Math.trunc(months) || 1, 1), 24);
    const monthList = Array.from({ length: span }, (_, i) => countingMonth(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (span - 1 - i), 1))));
    if (!isUuid(pharmacyId)) return { month: countingMonth(now), conversations: 0, conversationLimit: null, plan: null, history: monthList.map((m) => ({ month: m, conversations: 0 })) };
    const rows = await this.db
      .em()
      .execute<{ month: string; conversations: number }[]>('select month, conversations from chat.conversation_usage where pharmacy_id = ? and month >= ?', [pharmacyId, monthList[0]]);
    const counted = new Map(rows.map((row) => [row.month, Number(row.conversations)]));
    const plan = await this.db.em().findOne(PharmacyPlan, { pharmacyId });
    const month = countingMonth(now);
    return {
      month,
      conversations: counted.get(month) ?? 0,
      conversationLimit: plan ? plan.conversationLimit : null,
      plan: plan?.plan ?? null,
      history: monthList.map((m) => ({ month: m, conversations: counted.get(m) ?? 0 })),
    };
  }
}
