import { planCatalogue, type PlanId } from '../../domain/plan';
import type { SubscriptionStatus } from '../../domain/subscription';
import type { CardOnFile, PaymentEvent, ProviderInvoice } from '../../application/payment-provider';

/** The parts of a Stripe event billing reads (the test provider writes events of the same shape). */
export interface StripeEventLike {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj => (value && typeof value === 'object' ? (value as Obj) : {});
const str = (value: unknown): string | null => (typeof value === 'string' ? value : value && typeof value === 'object' && typeof (value as Obj).id === 'string' ? ((value as Obj).id as string) : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const date = (seconds: unknown): Date | null => (num(seconds) === null ? null : new Date((seconds as number) * 1000));

function planOfMetadata(metadata: unknown): PlanId | null {
  const plan = obj(metadata).plan;
  return planCatalogue.some((candidate) => candidate.id === plan) ? (plan as PlanId) : null;
}

/** Stripe's subscription statuses in billing's words (null: leave billing's status as it is). */
function statusOf(status: unknown): SubscriptionStatus | null {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'past_due' || status === 'unpaid') return 'past_due';
  if (status === 'canceled' || status === 'incomplete_expired') return 'cancelled';
  return null;
}

/** The subscription an invoice bills (the current API's `parent.subscription_details`, or the older top-level field). */
function invoiceSubscription(invoice: Obj): string | null {
  return str(obj(obj(invoice.parent).subscription_details).subscription) ?? str(invoice.subscription);
}

function invoiceOf(invoice: Obj, paid: boolean): ProviderInvoice {
  const line = obj((obj(invoice.lines).data as unknown[] | undefined)?.[0]);
  const period = obj(line.period);
  const cents = num(paid ? invoice.amount_paid : invoice.amount_due) ?? 0;
  return {
    providerInvoiceId: str(invoice.id) ?? 'unknown',
    number: str(invoice.number),
    amount: Math.max(0, cents) / 100,
    currency: str(invoice.currency) ?? 'usd',
    periodStart: date(period.start) ?? date(invoice.period_start) ?? new Date(),
    periodEnd: date(period.end) ?? date(invoice.period_end) ?? new Date(),
    pdfUrl: str(invoice.invoice_pdf),
  };
}

/** A card object (a PaymentMethod's `card`, or a Charge's `payment_method_details.card`) with its brand and last 4. */
function cardOf(card: Obj): CardOnFile | null {
  const brand = str(card.brand);
  const last4 = str(card.last4);
  if (!brand || !last4 || !/^\d{4}$/.test(last4)) return null;
  return { brand, last4, expMonth: num(card.exp_month), expYear: num(card.exp_year) };
}

/** Reads a Stripe event (or the test provider's of the same shape) into what billing acts on. */
export function toPaymentEvent(event: StripeEventLike): PaymentEvent {
  const object = obj(event.data?.object);
  const customerId = str(object.customer);
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscription(object);
      if (!subscriptionId || !customerId) return { id: event.id, kind: 'ignored', type: event.type };
      if (event.type !== 'invoice.payment_failed') return { id: event.id, kind: 'payment_succeeded', customerId, subscriptionId, invoice: invoiceOf(object, true) };
      const error = obj(object.last_finalization_error);
      const message = str(error.message) ?? 'The payment was declined. Update the card to keep the plan.';
      return { id: event.id, kind: 'payment_failed', customerId, subscriptionId, message, invoice: invoiceOf(object, false) };
    }
    case 'customer.subscription.updated': {
      const subscriptionId = str(object.id);
      if (!subscriptionId || !customerId) return { id: event.id, kind: 'ignored', type: event.type };
      const item = obj((obj(object.items).data as unknown[] | undefined)?.[0]);
      return {
        id: event.id,
        kind: 'subscription_updated',
        customerId,
        subscriptionId,
        plan: planOfMetadata(obj(item.price).metadata) ?? planOfMetadata(object.metadata),
        status: statusOf(object.status),
        cancelAtPeriodEnd: object.cancel_at_period_end === true,
        periodStart: date(item.current_period_start) ?? date(object.current_period_start),
        periodEnd: date(item.current_period_end) ?? date(object.current_period_end),
      };
    }
    case 'charge.succeeded':
    case 'payment_method.attached': {
      const card = cardOf(obj(event.type === 'charge.succeeded' ? obj(object.payment_method_details).card : object.card));
      if (!card || !customerId) return { id: event.id, kind: 'ignored', type: event.type };
      return { id: event.id, kind: 'payment_method', customerId, card };
    }
    case 'customer.subscription.deleted': {
      const subscriptionId = str(object.id);
      if (!subscriptionId || !customerId) return { id: event.id, kind: 'ignored', type: event.type };
      return { id: event.id, kind: 'subscription_deleted', customerId, subscriptionId };
    }
    default:
      return { id: event.id, kind: 'ignored', type: event.type };
  }
}
