import { z } from 'zod';
import { isDomainError, requireStaffOfPharmacy, type Database, type Logger, type Principal, type Transaction } from '@pharmachat/chassis';
import type { EventData } from '@pharmachat/proto';
import { planCatalogue, type Plan } from '../domain/plan';
import { Subscription } from '../domain/subscription';

const pharmacyIdSchema = z.uuid();

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

  // ---- event handlers (each runs inside the consumer's transaction) ----

  /** An approved pharmacy starts on a 30-day free trial, unless it already has a subscription. */
  async startTrialOnApproval(tx: Transaction, pharmacy: EventData<'pharmacy.pharmacy.approved'>): Promise<void> {
    const existing = await tx.em.findOne(Subscription, { pharmacyId: pharmacy.pharmacyId });
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
      },
    });
    this.logger.info({ pharmacyId: trial.pharmacyId, subscriptionId: trial.id, trialEnd: trial.trialEnd }, 'free trial started');
  }
}
