import { z } from 'zod';
import { requireRole, type Database, type Logger, type Principal } from '@pharmachat/chassis';
import { BillingErrors } from '../domain/billing.exception';
import { PaymentErrors } from '../domain/payment.exception';
import { planCatalogue, planOf, type PlanId } from '../domain/plan';
import { Subscription, type SubscriptionStatus } from '../domain/subscription';
import { lockPharmacySubscription } from '../infrastructure/pharmacy-lock';

const DAY_MS = 24 * 60 * 60 * 1000;
const round = (value: number) => Math.round(value * 100) / 100;

export interface AdminSubscriptionSummary {
  total: number;
  active: number;
  /** US dollars a month: monthly prices of active subscriptions */
  monthlyRevenue: number;
  /** that revenue against the revenue of the subscriptions that existed 30 days ago, in percent; null without any then */
  growthRate: number | null;
}

const createSchema = z.object({
  pharmacyId: z.uuid('Please select a pharmacy'),
  plan: z.enum(planCatalogue.map((plan) => plan.id) as [PlanId, ...PlanId[]], `Choose a plan: ${planCatalogue.map((plan) => plan.id).join(', ')}.`),
  status: z.enum(['active', 'cancelled', 'past_due', 'pending'], 'Status must be active, cancelled, past_due or pending.').nullish().transform((status) => status ?? 'active'),
  monthlyPrice: z.number('Monthly price must be a number of US dollars.').nonnegative('Monthly price must be zero or more.').max(100_000, 'Monthly price must be at most $100,000.').nullish(),
});

/** Admin Subscriptions (super admins, spec part 2, section 2.18): every subscription, the cards, and adding one. */
export class AdminSubscriptions {
  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  async list(principal: Principal | null): Promise<Subscription[]> {
    this.requireSuperAdmin(principal);
    return this.db.em().find(Subscription, {}, { orderBy: { createdAt: 'desc' } });
  }

  /** The cards: total, active, monthly revenue from billing, and growth against 30 days ago (computed, not a sample). */
  async summary(principal: Principal | null, now = new Date()): Promise<AdminSubscriptionSummary> {
    this.requireSuperAdmin(principal);
    const subscriptions = await this.db.em().find(Subscription, {});
    const active = subscriptions.filter((s) => s.status === 'active');
    const revenue = round(active.reduce((sum, s) => sum + s.monthlyPrice, 0));
    const monthAgo = now.getTime() - 30 * DAY_MS;
    const before = round(active.filter((s) => s.createdAt.getTime() <= monthAgo).reduce((sum, s) => sum + s.monthlyPrice, 0));
    return { total: subscriptions.length, active: active.length, monthlyRevenue: revenue, growthRate: before > 0 ? round(((revenue - before) / before) * 100) : null };
  }

  /** Adds a subscription to a pharmacy that has none (plan, status default active, optional custom monthly price). */
  async create(principal: Principal | null, input: unknown): Promise<Subscription> {
    this.requireSuperAdmin(principal);
    const parsed = createSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw PaymentErrors.invalidInput({ message: issue.message, field: issue.path.join('.') });
    }
    const { pharmacyId, plan, status, monthlyPrice } = parsed.data;
    const subscription = await this.db.transaction(async (tx) => {
      await lockPharmacySubscription(tx, pharmacyId);
      if (await tx.em.findOne(Subscription, { pharmacyId }, { refresh: true })) throw PaymentErrors.alreadySubscribed();
      const created = Subscription.start({ pharmacyId, plan, status: status as SubscriptionStatus, monthlyPrice: monthlyPrice ?? null });
      tx.em.persist(created);
      tx.publish('billing.subscription.started', {
        aggregateId: created.id,
        tenantId: pharmacyId,
        data: {
          subscriptionId: created.id,
          pharmacyId,
          plan: created.plan,
          status: created.status,
          conversationLimit: created.conversationLimit,
          currentPeriodEnd: created.currentPeriodEnd.toISOString(),
          trialEnd: created.trialEnd?.toISOString() ?? null,
          monthlyPrice: created.monthlyPrice,
          features: [...planOf(created.plan).unlocks],
        },
      });
      return created;
    });
    this.logger.info({ pharmacyId, plan, status, monthlyPrice: subscription.monthlyPrice }, 'subscription added by a super admin');
    return subscription;
  }

  private requireSuperAdmin(principal: Principal | null): void {
    try {
      requireRole(principal, ['super_admin']);
    } catch (error) {
      if (!principal) throw error;
      throw BillingErrors.superAdminsOnly();
    }
  }
}
