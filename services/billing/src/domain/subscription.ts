import { randomUUID } from 'node:crypto';
import { BillingErrors } from './billing.exception';
import { FREE_TRIAL_DAYS, planOf, TRIAL_DURATIONS_OFFERED, type PlanId } from './plan';

export type SubscriptionStatus = 'active' | 'cancelled' | 'past_due' | 'pending';

const DAY_MS = 24 * 60 * 60 * 1000;

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
}
