import { z } from 'zod';
import { isDomainError, requireRole, requireStaffOfPharmacy, type Database, type Logger, type Principal, type Transaction } from '@pharmachat/chassis';
import type { EventData } from '@pharmachat/proto';
import { BillingErrors } from '../domain/billing.exception';
import { planCatalogue, planOf, type Plan, type PlanId } from '../domain/plan';
import { Subscription } from '../domain/subscription';
import { lockPharmacySubscription } from '../infrastructure/pharmacy-lock';

const pharmacyIdSchema = z.uuid();

/** What billing knows of revenue: billed monthly rates of active subscriptions (no payments are taken yet). */
export interface RevenueSummary {
  monthlyRevenue: number;
  activeSubscriptions: number;
  paidSubscriptions: number;
  trialSubscriptions: number;
  totalSubscriptions: number;
  byPlan: { plan: PlanId; count: number; monthlyRevenue: number }[];
}

const round = (value: number) => Math.round(value * 100) / 100;

function requireSuperAdmin(principal: Principal | null): void {
  try {
    requireRole(principal, ['super_admin']);
  } catch (error) {
    if (!principal) throw error;
    throw BillingErrors.superAdminsOnly();
  }
}

/** The billing context's use cases: validate -> authorize -> transaction (state + outbox) -> respond. */
export class BillingApplication {
  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  /** The plan catalogue; public (the pricing section and the plan cards). */
  listPlans(): readonly Plan[] {
    return planCatalogue;
  }

  /** A pharmacy's subscription, for staff of that pharmacy or a super admin; null when it has none. */
  async getSubscription(principal: Principal | null, pharmacyId: string): Promise<Subscription | null> {
    requireStaffOfPharmacy(principal, pharmacyId);
    if (!pharmacyIdSchema.safeParse(pharmacyId).success) return null;
    return this.db.em().findOne(Subscription, { pharmacyId });
  }

  /**
   * The subscription as a field of the pharmacy entity: visible only to staff of that pharmacy or a super
   * admin. Anyone else (the public directory, other pharmacies) sees null rather than an error.
   */
  async subscriptionVisibleTo(principal: Principal | null, pharmacyId: string): Promise<Subscription | null> {
    try {
      return await this.getSubscription(principal, pharmacyId);
    } catch (error) {
      if (isDomainError(error) && (error.code === 'FORBIDDEN' || error.code === 'UNAUTHENTICATED')) return null;
      throw error;
    }
  }

  /**
   * Assign Trial (super admin, spec part 2 section 2.16): the pharmacy goes on the free trial for 7, 30 or 90 days from
   * now, whatever it was on; chat learns the trial's conversation limit from billing.subscription.started.
   */
  async assignTrial(principal: Principal | null, pharmacyId: string, trialDays: number): Promise<Subscription> {
    requireSuperAdmin(principal);
    if (!pharmacyIdSchema.safeParse(pharmacyId).success) throw BillingErrors.pharmacyNotFound();
    const subscription = await this.db.transaction(async (tx) => {
      await lockPharmacySubscription(tx, pharmacyId);
      const trial = Subscription.startTrial(pharmacyId, new Date(), trialDays);
      const existing = await tx.em.findOne(Subscription, { pharmacyId }, { refresh: true });
      if (existing) {
        // one subscription per pharmacy: the existing one becomes the trial (its id and creation stay)
        Object.assign(existing, { plan: trial.plan, status: trial.status, monthlyPrice: trial.monthlyPrice, currentPeriodStart: trial.currentPeriodStart, currentPeriodEnd: trial.currentPeriodEnd, trialEnd: trial.trialEnd, cancelAtPeriodEnd: false });
      } else tx.em.persist(trial);
      const subscription = existing ?? trial;
      this.publishStarted(tx, subscription);
      return subscription;
    });
    this.logger.info({ pharmacyId, trialDays, trialEnd: subscription.trialEnd }, 'trial assigned by a super admin');
    return subscription;
  }

  /**
   * What billing knows of revenue (super admins): the sum of the monthly prices of active paid subscriptions (free
   * trials count as $0), and the subscriptions by plan. No payments are taken yet, so this is the billed rate, not
   * money received.
   */
  async revenueSummary(principal: Principal | null): Promise<RevenueSummary> {
    requireSuperAdmin(principal);
    const subscriptions = await this.db.em().find(Subscription, {});
    const active = subscriptions.filter((subscription) => subscription.status === 'active');
    const byPlan = planCatalogue.map((plan) => {
      const onPlan = active.filter((subscription) => subscription.plan === plan.id);
      return { plan: plan.id, count: onPlan.length, monthlyRevenue: round(onPlan.reduce((sum, subscription) => sum + subscription.monthlyPrice, 0)) };
    });
    return {
      monthlyRevenue: round(byPlan.reduce((sum, plan) => sum + plan.monthlyRevenue, 0)),
      activeSubscriptions: active.length,
      paidSubscriptions: active.filter((subscription) => subscription.plan !== 'free_trial').length,
      trialSubscriptions: active.filter((subscription) => subscription.plan === 'free_trial').length,
      totalSubscriptions: subscriptions.length,
      byPlan,
    };
  }

  // ---- event handlers (each runs inside the consumer's transaction) ----

  /** pharmacy.pharmacy.deleted: the pharmacy's subscription goes; the count goes back to the pharmacy service. */
  async deletePharmacyData(tx: Transaction, deleted: EventData<'pharmacy.pharmacy.deleted'>): Promise<void> {
    const subscriptions = await tx.em.nativeDelete(Subscription, { pharmacyId: deleted.pharmacyId });
    tx.publish('billing.pharmacy-data.deleted', {
      aggregateId: deleted.pharmacyId,
      tenantId: deleted.pharmacyId,
      data: { pharmacyId: deleted.pharmacyId, deletionId: deleted.deletionId, counts: { subscriptions } },
    });
    this.logger.info({ pharmacyId: deleted.pharmacyId, subscriptions }, 'deleted pharmacy: subscription removed');
  }

  private publishStarted(tx: Transaction, subscription: Subscription): void {
    tx.publish('billing.subscription.started', {
      aggregateId: subscription.id,
      tenantId: subscription.pharmacyId,
      data: {
        subscriptionId: subscription.id,
        pharmacyId: subscription.pharmacyId,
        plan: subscription.plan,
        status: subscription.status,
        conversationLimit: subscription.conversationLimit,
        currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
        trialEnd: subscription.trialEnd?.toISOString() ?? null,
        monthlyPrice: subscription.monthlyPrice,
        features: [...planOf(subscription.plan).unlocks],
      },
    });
  }

  /** An approved pharmacy starts on a 30-day free trial, unless it already has a subscription. */
  async startTrialOnApproval(tx: Transaction, pharmacy: EventData<'pharmacy.pharmacy.approved'>): Promise<void> {
    await lockPharmacySubscription(tx, pharmacy.pharmacyId);
    const existing = await tx.em.findOne(Subscription, { pharmacyId: pharmacy.pharmacyId }, { refresh: true });
    if (existing) {
      this.logger.debug({ pharmacyId: pharmacy.pharmacyId, subscriptionId: existing.id }, 'pharmacy already has a subscription; no trial started');
      return;
    }
    const trial = Subscription.startTrial(pharmacy.pharmacyId);
    tx.em.persist(trial);
    tx.publish('billing.subscription.started', {
      aggregateId: trial.id,
      tenantId: trial.pharmacyId,
      data: {
        subscriptionId: trial.id,
        pharmacyId: trial.pharmacyId,
        plan: trial.plan,
        status: trial.status,
        conversationLimit: trial.conversationLimit,
        currentPeriodEnd: trial.currentPeriodEnd.toISOString(),
        trialEnd: trial.trialEnd?.toISOString() ?? null,
        monthlyPrice: trial.monthlyPrice,
        features: [...planOf(trial.plan).unlocks],
      },
    });
    this.logger.info({ pharmacyId: trial.pharmacyId, subscriptionId: trial.id, trialEnd: trial.trialEnd }, 'free trial started');
  }
}
