import { randomUUID } from 'node:crypto';
import { BillingErrors } from './billing.exception';
import { PaymentErrors } from './payment.exception';
import { FREE_TRIAL_DAYS, planOf, TRIAL_DURATIONS_OFFERED, type PlanId } from './plan';

export type SubscriptionStatus = 'active' | 'cancelled' | 'past_due' | 'pending';

const DAY_MS = 24 * 60 * 60 * 1000;
/** After a failed renewal the plan stays usable this long while the provider retries the card (past_due). */
export const PAYMENT_GRACE_DAYS = 7;

/** The same day of the next month (UTC), clamped to the month's last day (Jan 31 -> Feb 28/29). */
export function oneMonthAfter(date: Date): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** A pharmacy's subscription: one per pharmacy, on one plan of the catalogue. */
export class Subscription {
  id: string = randomUUID();
  pharmacyId!: string;
  plan!: PlanId;
  status: SubscriptionStatus = 'active';
  /** US dollars per month: the plan's price unless a custom price was agreed */
  monthlyPrice!: number;
  currentPeriodStart!: Date;
  currentPeriodEnd!: Date;
  /** end of the free trial, for trial subscriptions */
  trialEnd: Date | null = null;
  /** cancelled by the pharmacy: stays active until the end of the current billing period */
  cancelAtPeriodEnd = false;
  createdAt = new Date();
  /** the payment provider's customer for this pharmacy (Stripe `cus_...`, test mode `cus_test_...`) */
  providerCustomerId: string | null = null;
  /** the provider's subscription the current paid plan is billed by */
  providerSubscriptionId: string | null = null;
  /** a plan chosen and waiting for its first payment, and the provider's (incomplete) subscription for it */
  pendingPlan: PlanId | null = null;
  pendingProviderSubscriptionId: string | null = null;
  /** past_due: until when the plan stays usable while the provider retries the payment */
  graceUntil: Date | null = null;
  /** the provider's message for the last failed payment (shown until a payment succeeds) */
  lastPaymentError: string | null = null;
  /** the card the provider last charged or attached (never the number: brand, last 4 digits, expiry) */
  cardBrand: string | null = null;
  cardLast4: string | null = null;
  cardExpMonth: number | null = null;
  cardExpYear: number | null = null;

  /** The provider reported the card on file (a charge, or a card attached to the customer). */
  cardOnFile(card: { brand: string; last4: string; expMonth: number | null; expYear: number | null }): void {
    this.cardBrand = card.brand;
    this.cardLast4 = card.last4;
    this.cardExpMonth = card.expMonth;
    this.cardExpYear = card.expYear;
  }

  /** A subscription on a plan, priced from the catalogue unless `monthlyPrice` is a custom price. */
  static start(props: { pharmacyId: string; plan: PlanId; status?: SubscriptionStatus; monthlyPrice?: number | null; now?: Date }): Subscription {
    const plan = planOf(props.plan);
    const now = props.now ?? new Date();
    const price = props.monthlyPrice ?? plan.monthlyPrice;
    if (!Number.isFinite(price) || price < 0) throw BillingErrors.negativePrice();
    const subscription = new Subscription();
    subscription.pharmacyId = props.pharmacyId;
    subscription.plan = plan.id;
    subscription.status = props.status ?? 'active';
    subscription.monthlyPrice = Math.round(price * 100) / 100;
    subscription.currentPeriodStart = now;
    subscription.createdAt = now;
    if (plan.trialDays !== null) {
      subscription.trialEnd = new Date(now.getTime() + plan.trialDays * DAY_MS);
      subscription.currentPeriodEnd = subscription.trialEnd;
    } else {
      subscription.currentPeriodEnd = oneMonthAfter(now);
    }
    return subscription;
  }

  /** A free trial: $0, up to 100 conversations, for 30 days unless a super admin chose another offered length. */
  static startTrial(pharmacyId: string, now = new Date(), trialDays: number = FREE_TRIAL_DAYS): Subscription {
    if (!(TRIAL_DURATIONS_OFFERED as readonly number[]).includes(trialDays)) {
      throw BillingErrors.trialLengthNotOffered({ offered: TRIAL_DURATIONS_OFFERED });
    }
    const subscription = Subscription.start({ pharmacyId, plan: 'free_trial', now });
    subscription.trialEnd = new Date(now.getTime() + trialDays * DAY_MS);
    subscription.currentPeriodEnd = subscription.trialEnd;
    return subscription;
  }

  /** Conversations per calendar month included in the plan; null means unlimited. */
  get conversationLimit(): number | null {
    return planOf(this.plan).conversationLimit;
  }

  /**
   * The conversations a month chat lets through now: the plan's while the subscription is active or past_due (in
   * its grace period the plan keeps working), none once it is cancelled (an emergency still gets through in chat).
   */
  get effectiveConversationLimit(): number | null {
    return this.status === 'cancelled' ? 0 : this.conversationLimit;
  }

  /** Whether `plan` may be bought now: a paid plan other than the active one. */
  assertCanChoose(plan: PlanId): void {
    if (planOf(plan).trialDays !== null) throw PaymentErrors.planNotForSale();
    if (plan === this.plan && this.status === 'active' && !this.cancelAtPeriodEnd) throw PaymentErrors.alreadyOnPlan({ plan: planOf(plan).name });
  }

  /** A plan chosen: it waits for its first payment on the provider's incomplete subscription. */
  choose(plan: PlanId, providerSubscriptionId: string): void {
    this.assertCanChoose(plan);
    this.pendingPlan = plan;
    this.pendingProviderSubscriptionId = providerSubscriptionId;
  }

  /** Whether a provider subscription is this pharmacy's current or pending one. */
  billedBy(providerSubscriptionId: string): boolean {
    return providerSubscriptionId === this.providerSubscriptionId || providerSubscriptionId === this.pendingProviderSubscriptionId;
  }

  /**
   * A payment succeeded on one of its provider subscriptions: a pending plan becomes the plan at once (a trial ends
   * there), a renewal starts the next period; either way the subscription is active again and any grace is over.
   */
  paymentSucceeded(props: { providerSubscriptionId: string; plan: PlanId | null; periodStart: Date; periodEnd: Date }): void {
    const pending = props.providerSubscriptionId === this.pendingProviderSubscriptionId;
    const plan = (pending ? this.pendingPlan : null) ?? props.plan ?? this.plan;
    const planChanged = plan !== this.plan;
    this.plan = plan;
    this.status = 'active';
    if (planChanged || pending) this.monthlyPrice = planOf(plan).monthlyPrice;
    this.trialEnd = null;
    this.providerSubscriptionId = props.providerSubscriptionId;
    if (pending) {
      this.pendingPlan = null;
      this.pendingProviderSubscriptionId = null;
      this.cancelAtPeriodEnd = false;
    }
    this.currentPeriodStart = props.periodStart;
    this.currentPeriodEnd = props.periodEnd;
    this.graceUntil = null;
    this.lastPaymentError = null;
  }

  /**
   * A payment failed. The first payment of a chosen plan: nothing changes but the message (the current plan stays).
   * A renewal: past_due, the plan keeps working for the grace period while the provider retries.
   */
  paymentFailed(props: { providerSubscriptionId: string; message: string; now?: Date }): void {
    this.lastPaymentError = props.message;
    if (props.providerSubscriptionId !== this.providerSubscriptionId || this.plan === 'free_trial') return;
    const now = props.now ?? new Date();
    if (this.status !== 'past_due') this.graceUntil = new Date(now.getTime() + PAYMENT_GRACE_DAYS * DAY_MS);
    this.status = 'past_due';
  }

  /** The pharmacy cancels: its paid plan stays active until the end of the period it paid for. */
  scheduleCancel(): void {
    if (this.plan === 'free_trial' || this.status !== 'active' || !this.providerSubscriptionId) throw PaymentErrors.nothingToCancel();
    if (this.cancelAtPeriodEnd) throw PaymentErrors.alreadyCancelled({ periodEnd: this.currentPeriodEnd.toISOString().slice(0, 10) });
    this.cancelAtPeriodEnd = true;
  }

  /** The provider's view of the current subscription changed (plan, period, cancel at period end, status). */
  providerUpdated(props: { plan: PlanId | null; status: SubscriptionStatus | null; cancelAtPeriodEnd: boolean; periodStart: Date | null; periodEnd: Date | null }): void {
    if (props.plan && props.plan !== this.plan) {
      this.plan = props.plan;
      this.monthlyPrice = planOf(props.plan).monthlyPrice;
    }
    if (props.status) {
      if (props.status === 'past_due' && this.status !== 'past_due') this.graceUntil = new Date(Date.now() + PAYMENT_GRACE_DAYS * DAY_MS);
      if (props.status === 'active') this.graceUntil = null;
      this.status = props.status;
    }
    this.cancelAtPeriodEnd = props.cancelAtPeriodEnd;
    if (props.periodStart) this.currentPeriodStart = props.periodStart;
    if (props.periodEnd) this.currentPeriodEnd = props.periodEnd;
  }

  /** The provider ended the paid subscription (cancelled at period end, or unpaid after its retries): cancelled. */
  ended(): void {
    this.status = 'cancelled';
    this.cancelAtPeriodEnd = false;
    this.graceUntil = null;
  }
}
