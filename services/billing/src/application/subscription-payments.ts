import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { z } from 'zod';
import { requireRole, requireStaffOfPharmacy, type Database, type Logger, type Principal, type Transaction } from '@pharmachat/chassis';
import { Invoice } from '../domain/invoice';
import { testInvoicePdf } from '../domain/invoice-pdf';
import { PaymentErrors } from '../domain/payment.exception';
import { featureAccess, isPlanFeature, paidPlanIds, planFeatures, planOf, type PlanFeature, type PlanId } from '../domain/plan';
import { oneMonthAfter, Subscription } from '../domain/subscription';
import { chargeTestCard, testCardProblem, type TestCard } from '../domain/test-card';
import { TestPaymentProvider } from '../infrastructure/payments/test-payment-provider';
import type { PaymentEvent, PaymentProvider, ProviderInvoice } from './payment-provider';

const pharmacyIdSchema = z.uuid();
const FOR_UPDATE = { lockMode: LockMode.PESSIMISTIC_WRITE } as const;

type ChangeReason = 'plan_paid' | 'renewed' | 'payment_failed' | 'cancel_scheduled' | 'ended' | 'provider_updated';

export interface TestPaymentResult {
  paid: boolean;
  /** the provider's message when the card was declined */
  message: string | null;
  subscription: Subscription;
}

/**
 * Paying for plans: choosing a plan (an incomplete provider subscription whose payment the browser confirms),
 * cancelling at period end, the provider's events (webhooks, or the test provider's events of the same shape) applied
 * once each by event id, feature access and invoices. Every change of plan, status or limit publishes
 * billing.subscription.changed, from which chat takes the conversation limit at once.
 */
export class SubscriptionPayments {
  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    readonly provider: PaymentProvider,
  ) {}

  /** What the payment form needs: test mode (no Stripe) or Stripe's publishable key. Public. */
  settings(): { mode: 'stripe' | 'test'; publishableKey: string | null } {
    return { mode: this.provider.mode, publishableKey: this.provider.publishableKey };
  }

  /** Whether the pharmacy's plan allows a feature, and the cheapest plan that does (staff of the pharmacy, super admins). */
  async featureAccess(principal: Principal | null, pharmacyId: string, feature: string): Promise<{ allowed: boolean; planRequired: PlanId }> {
    requireStaffOfPharmacy(principal, pharmacyId);
    if (!isPlanFeature(feature)) throw PaymentErrors.unknownFeature({ feature, features: planFeatures });
    // a super admin, also while viewing as a pharmacy (role switch: actualRole)
    if (principal?.kind === 'staff' && (principal.role === 'super_admin' || principal.actualRole === 'super_admin') && feature === 'advanced_analytics') {
      return { allowed: true, planRequired: featureAccess(null, feature).planRequired }; // full analytics regardless of plan (spec part 2, section 6)
    }
    const subscription = pharmacyIdSchema.safeParse(pharmacyId).success ? await this.db.em().findOne(Subscription, { pharmacyId }) : null;
    const usable = subscription && subscription.status !== 'cancelled' ? subscription.plan : null;
    return featureAccess(usable, feature as PlanFeature);
  }

  /** The pharmacy's invoices, newest first (staff of the pharmacy, super admins). */
  async invoices(principal: Principal | null, pharmacyId: string): Promise<Invoice[]> {
    requireStaffOfPharmacy(principal, pharmacyId);
    if (!pharmacyIdSchema.safeParse(pharmacyId).success) return [];
    return this.db.em().find(Invoice, { pharmacyId }, { orderBy: { createdAt: 'desc' }, limit: 100 });
  }

  /**
   * An invoice's PDF as base64: the provider's when it has one (null: download it from pdfUrl), billing's own for a
   * test-mode invoice. Another pharmacy's invoice is not found.
   */
  async invoicePdf(principal: Principal | null, pharmacyId: string, invoiceId: string, pharmacyName: string | null): Promise<string | null> {
    requireStaffOfPharmacy(principal, pharmacyId);
    const invoice = pharmacyIdSchema.safeParse(pharmacyId).success && pharmacyIdSchema.safeParse(invoiceId).success ? await this.db.em().findOne(Invoice, { id: invoiceId, pharmacyId }) : null;
    if (!invoice) throw PaymentErrors.invoiceNotFound();
    if (invoice.pdfUrl) return null;
    return testInvoicePdf(invoice, pharmacyName).toString('base64');
  }

  /**
   * Chooses a paid plan (pharmacy admins of the pharmacy, super admins): a new incomplete subscription, or on a paid
   * plan the change prorated and invoiced; returns the PaymentIntent's client secret. The plan applies once paid.
   */
  async createSubscription(principal: Principal | null, input: { pharmacyId?: string | null; planType: string; idempotencyKey?: string | null }): Promise<{ clientSecret: string; subscriptionId: string; testMode: boolean }> {
    const pharmacyId = this.adminPharmacy(principal, input.pharmacyId);
    if (!(paidPlanIds as readonly string[]).includes(input.planType)) {
      if (input.planType === 'free_trial') throw PaymentErrors.planNotForSale();
      planOf(input.planType); // unknown plan: its declared message
    }
    const plan = planOf(input.planType);
    const current = await this.db.em().findOne(Subscription, { pharmacyId });
    if (!current) throw PaymentErrors.noSubscription();
    current.assertCanChoose(plan.id);
    let customerId = current.providerCustomerId;
    if (!customerId) {
      customerId = await this.provider.createCustomer({ pharmacyId, name: null });
      await this.db.transaction(async (tx) => {
        const subscription = await tx.em.findOneOrFail(Subscription, { pharmacyId }, FOR_UPDATE);
        subscription.providerCustomerId ??= customerId;
        customerId = subscription.providerCustomerId;
      });
    }
    const idempotencyKey = `subscription-${pharmacyId}-${plan.id}-${input.idempotencyKey ?? randomUUID()}`;
    const paidOn = current.providerSubscriptionId && current.status !== 'cancelled' && current.plan !== 'free_trial' ? current.providerSubscriptionId : null;
    const pending = paidOn
      ? await this.provider.changePlan({ subscriptionId: paidOn, pharmacyId, plan, idempotencyKey })
      : await this.provider.createSubscription({ customerId: customerId!, pharmacyId, plan, idempotencyKey });
    await this.db.transaction(async (tx) => {
      const subscription = await tx.em.findOneOrFail(Subscription, { pharmacyId }, FOR_UPDATE);
      subscription.choose(plan.id, pending.subscriptionId);
    });
    this.logger.info({ pharmacyId, plan: plan.id, providerSubscriptionId: pending.subscriptionId, mode: this.provider.mode }, 'plan chosen; waiting for its payment');
    return { clientSecret: pending.clientSecret, subscriptionId: pending.subscriptionId, testMode: this.provider.mode === 'test' };
  }

  /** Cancels the paid plan at the end of its period (pharmacy admins, super admins); it stays active until then. */
  async cancelSubscription(principal: Principal | null, input: { pharmacyId?: string | null }): Promise<Subscription> {
    const pharmacyId = this.adminPharmacy(principal, input.pharmacyId);
    const current = await this.db.em().findOne(Subscription, { pharmacyId });
    if (!current) throw PaymentErrors.noSubscription();
    current.scheduleCancel(); // refuses before the provider is asked
    await this.provider.cancelAtPeriodEnd(current.providerSubscriptionId!);
    const cancelled = await this.db.transaction(async (tx) => {
      const subscription = await tx.em.findOneOrFail(Subscription, { pharmacyId }, FOR_UPDATE);
      if (!subscription.cancelAtPeriodEnd) subscription.scheduleCancel();
      this.publishChanged(tx, subscription, 'cancel_scheduled');
      return subscription;
    });
    this.logger.info({ pharmacyId, periodEnd: cancelled.currentPeriodEnd }, 'plan cancelled at period end');
    return cancelled;
  }

  /** A provider webhook: verified with the signing secret (a forgery is refused), then applied once by event id. */
  async receiveWebhook(payload: string, signature: string): Promise<{ eventId: string; duplicate: boolean }> {
    const event = this.provider.verifyWebhook(payload, signature);
    const duplicate = await this.db.transaction((tx) => this.apply(tx, event));
    return { eventId: event.id, duplicate };
  }

  /**
   * Test mode: pays the waiting plan with a test card. The test provider answers with Stripe-shaped events that are
   * applied as a webhook's would be; a declined card leaves the current plan and says why.
   */
  async confirmTestPayment(principal: Principal | null, input: { pharmacyId?: string | null; clientSecret: string; card: TestCard }): Promise<TestPaymentResult> {
    const pharmacyId = this.adminPharmacy(principal, input.pharmacyId);
    if (!(this.provider instanceof TestPaymentProvider)) throw PaymentErrors.testModeOnly();
    const problem = testCardProblem(input.card);
    if (problem) throw PaymentErrors.cardDeclined({ providerMessage: problem.message, field: problem.field });
    const current = await this.db.em().findOne(Subscription, { pharmacyId });
    if (!current?.pendingPlan || !current.pendingProviderSubscriptionId || !current.providerCustomerId) throw PaymentErrors.paymentNotFound();
    const outcome = chargeTestCard(input.card);
    const plan = planOf(current.pendingPlan);
    const change = current.pendingProviderSubscriptionId === current.providerSubscriptionId;
    const now = new Date();
    const periodStart = change ? current.currentPeriodStart : now;
    const periodEnd = change ? current.currentPeriodEnd : oneMonthAfter(now);
    const events = this.provider.invoiceEvents({
      customerId: current.providerCustomerId,
      subscriptionId: current.pendingProviderSubscriptionId,
      pharmacyId,
      plan,
      paid: outcome.paid,
      message: outcome.paid ? undefined : outcome.message,
      periodStart,
      periodEnd,
      card: { brand: outcome.brand, last4: outcome.last4, expMonth: outcome.expMonth, expYear: outcome.expYear },
    });
    const subscription = await this.db.transaction(async (tx) => {
      for (const event of events) await this.apply(tx, event);
      return tx.em.findOneOrFail(Subscription, { pharmacyId });
    });
    return { paid: outcome.paid, message: outcome.paid ? null : outcome.message, subscription };
  }

  /**
   * Test mode: the current paid plan's next invoice, paid or failed, as the provider would bill it at renewal (a failure
   * makes the plan past_due with its grace period; a payment starts the next period). Lets the past_due path be seen
   * without waiting a month.
   */
  async simulateTestRenewal(principal: Principal | null, input: { pharmacyId?: string | null; paid: boolean }): Promise<Subscription> {
    const pharmacyId = this.adminPharmacy(principal, input.pharmacyId);
    if (!(this.provider instanceof TestPaymentProvider)) throw PaymentErrors.testModeOnly();
    const current = await this.db.em().findOne(Subscription, { pharmacyId });
    if (!current?.providerSubscriptionId || !current.providerCustomerId || current.plan === 'free_trial' || current.status === 'cancelled') throw PaymentErrors.nothingToRenew();
    const periodStart = current.currentPeriodEnd;
    const events = this.provider.invoiceEvents({
      customerId: current.providerCustomerId,
      subscriptionId: current.providerSubscriptionId,
      pharmacyId,
      plan: planOf(current.plan),
      paid: input.paid,
      message: input.paid ? undefined : 'Your card was declined.',
      periodStart,
      periodEnd: oneMonthAfter(periodStart),
    });
    return this.db.transaction(async (tx) => {
      for (const event of events) await this.apply(tx, event);
      return tx.em.findOneOrFail(Subscription, { pharmacyId });
    });
  }

  /**
   * Applies one provider event inside the caller's transaction, at most once (its id is claimed first); returns
   * whether it was a duplicate. Events for another subscription than the pharmacy's current or pending one are
   * recorded and otherwise ignored.
   */
  async apply(tx: Transaction, event: PaymentEvent): Promise<boolean> {
    const claimed = await tx.em.execute<{ event_id: string }[]>(
      'insert into billing.payment_event (event_id, type, processed_at) values (?, ?, ?) on conflict (event_id) do nothing returning event_id',
      [event.id, event.kind === 'ignored' ? event.type : event.kind, new Date()],
    );
    if (claimed.length === 0) {
      this.logger.info({ eventId: event.id }, 'payment event already handled');
      return true;
    }
    if (event.kind === 'ignored') return false;
    if (event.kind === 'payment_method') {
      // the customer's card, whichever subscription it pays
      const owner = await tx.em.findOne(Subscription, { providerCustomerId: event.customerId }, FOR_UPDATE);
      if (owner) owner.cardOnFile(event.card);
      else this.logger.warn({ eventId: event.id, customerId: event.customerId }, 'card reported for no known customer; ignored');
      return false;
    }
    const subscription = await tx.em.findOne(Subscription, { providerCustomerId: event.customerId }, FOR_UPDATE);
    if (!subscription || !subscription.billedBy(event.subscriptionId)) {
      this.logger.warn({ eventId: event.id, kind: event.kind, customerId: event.customerId, subscriptionId: event.subscriptionId }, 'payment event for no current subscription; ignored');
      return false;
    }
    const before = { plan: subscription.plan, status: subscription.status, cancel: subscription.cancelAtPeriodEnd, end: subscription.currentPeriodEnd.getTime() };
    const current = event.subscriptionId === subscription.providerSubscriptionId;
    switch (event.kind) {
      case 'payment_succeeded': {
        const pending = event.subscriptionId === subscription.pendingProviderSubscriptionId;
        subscription.paymentSucceeded({ providerSubscriptionId: event.subscriptionId, plan: null, periodStart: event.invoice.periodStart, periodEnd: event.invoice.periodEnd });
        await this.recordInvoice(tx, subscription, event.invoice, 'paid');
        this.publishChanged(tx, subscription, pending ? 'plan_paid' : 'renewed');
        break;
      }
      case 'payment_failed':
        subscription.paymentFailed({ providerSubscriptionId: event.subscriptionId, message: event.message });
        await this.recordInvoice(tx, subscription, event.invoice, 'failed');
        if (subscription.status !== before.status) this.publishChanged(tx, subscription, 'payment_failed');
        break;
      case 'subscription_updated':
        if (!current) break; // the pending subscription's own states (incomplete) change nothing until it is paid
        subscription.providerUpdated(event);
        if (subscription.plan !== before.plan || subscription.status !== before.status || subscription.cancelAtPeriodEnd !== before.cancel || subscription.currentPeriodEnd.getTime() !== before.end) {
          this.publishChanged(tx, subscription, subscription.status === 'cancelled' ? 'ended' : 'provider_updated');
        }
        break;
      case 'subscription_deleted':
        if (!current) {
          // an abandoned choice expired: nothing is waiting any more
          subscription.pendingPlan = null;
          subscription.pendingProviderSubscriptionId = null;
          break;
        }
        subscription.ended();
        this.publishChanged(tx, subscription, 'ended');
        break;
    }
    this.logger.info({ eventId: event.id, kind: event.kind, pharmacyId: subscription.pharmacyId, plan: subscription.plan, status: subscription.status }, 'payment event applied');
    return false;
  }

  private async recordInvoice(tx: Transaction, subscription: Subscription, invoice: ProviderInvoice, status: 'paid' | 'failed'): Promise<void> {
    const existing = await tx.em.findOne(Invoice, { providerInvoiceId: invoice.providerInvoiceId });
    const row = existing ?? Object.assign(new Invoice(), { pharmacyId: subscription.pharmacyId, providerInvoiceId: invoice.providerInvoiceId });
    // a paid invoice stays paid (a late failure event for it changes nothing)
    if (existing?.status === 'paid') return;
    Object.assign(row, { number: invoice.number, plan: subscription.pendingPlan ?? subscription.plan, amount: invoice.amount, currency: invoice.currency, status, periodStart: invoice.periodStart, periodEnd: invoice.periodEnd, pdfUrl: invoice.pdfUrl });
    tx.em.persist(row);
  }

  private publishChanged(tx: Transaction, subscription: Subscription, reason: ChangeReason): void {
    tx.publish('billing.subscription.changed', {
      aggregateId: subscription.id,
      tenantId: subscription.pharmacyId,
      data: {
        subscriptionId: subscription.id,
        pharmacyId: subscription.pharmacyId,
        plan: subscription.plan,
        status: subscription.status,
        conversationLimit: subscription.effectiveConversationLimit,
        currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        graceUntil: subscription.graceUntil?.toISOString() ?? null,
        reason,
        monthlyPrice: subscription.monthlyPrice,
        features: [...planOf(subscription.plan).unlocks],
      },
    });
  }

  /** The pharmacy whose plan the caller may change: their own as its administrator; any, as a super admin. */
  private adminPharmacy(principal: Principal | null, pharmacyId: string | null | undefined): string {
    let caller: Principal;
    try {
      caller = requireRole(principal, ['pharmacy_admin', 'super_admin']);
    } catch (error) {
      if (principal?.kind === 'staff') throw PaymentErrors.adminsOnly();
      throw error;
    }
    const target = pharmacyId ?? (caller.kind === 'staff' ? caller.pharmacyId : null);
    if (!target) throw PaymentErrors.noPharmacy();
    requireStaffOfPharmacy(caller, target);
    if (!pharmacyIdSchema.safeParse(target).success) throw PaymentErrors.noSubscription();
    return target;
  }
}
