import { randomBytes } from 'node:crypto';
import { PaymentErrors } from '../../domain/payment.exception';
import type { Plan } from '../../domain/plan';
import type { CardOnFile, PaymentEvent, PaymentProvider, PendingPayment } from '../../application/payment-provider';
import { toPaymentEvent, type StripeEventLike } from './stripe-events';

const id = (prefix: string) => `${prefix}_test_${randomBytes(10).toString('hex')}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The local test provider (no Stripe keys): ids marked `_test_`, no network, no money. The app confirms a payment
 * with a test card (`domain/test-card.ts`) and the provider answers with events of Stripe's webhook shape, which
 * billing reads exactly as Stripe's. Refused when NODE_ENV=production (see payment-config.ts).
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly mode = 'test' as const;
  readonly publishableKey = null;

  createCustomer(): Promise<string> {
    return Promise.resolve(id('cus'));
  }

  createSubscription(): Promise<PendingPayment> {
    const subscriptionId = id('sub');
    return Promise.resolve({ subscriptionId, clientSecret: `${id('pi')}_secret_${randomBytes(8).toString('hex')}` });
  }

  changePlan(props: { subscriptionId: string }): Promise<PendingPayment> {
    return Promise.resolve({ subscriptionId: props.subscriptionId, clientSecret: `${id('pi')}_secret_${randomBytes(8).toString('hex')}` });
  }

  cancelAtPeriodEnd(): Promise<void> {
    return Promise.resolve();
  }

  verifyWebhook(): PaymentEvent {
    throw PaymentErrors.webhooksNotConfigured();
  }

  /**
   * The events Stripe would send for an invoice of `plan` on `subscriptionId`: paid (invoice.paid, then the
   * subscription's update with its period) or failed (invoice.payment_failed), read as billing reads Stripe's.
   */
  invoiceEvents(props: { customerId: string; subscriptionId: string; pharmacyId: string; plan: Plan; paid: boolean; message?: string; periodStart: Date; periodEnd: Date; card?: CardOnFile }): PaymentEvent[] {
    const cents = Math.round(props.plan.monthlyPrice * 100);
    const invoice = {
      id: id('in'),
      object: 'invoice',
      customer: props.customerId,
      number: `TEST-${randomBytes(3).toString('hex').toUpperCase()}`,
      currency: 'usd',
      amount_due: cents,
      amount_paid: props.paid ? cents : 0,
      status: props.paid ? 'paid' : 'open',
      invoice_pdf: null,
      parent: { type: 'subscription_details', subscription_details: { subscription: props.subscriptionId, metadata: { pharmacyId: props.pharmacyId, plan: props.plan.id } } },
      lines: { data: [{ period: { start: seconds(props.periodStart), end: seconds(props.periodEnd) } }] },
      last_finalization_error: props.paid ? null : { message: props.message ?? 'Your card was declined.' },
    };
    const events: StripeEventLike[] = [];
    if (props.paid && props.card) {
      // Stripe reports the card with the charge (charge.succeeded, payment_method_details.card)
      const card = { brand: props.card.brand, last4: props.card.last4, exp_month: props.card.expMonth, exp_year: props.card.expYear };
      events.push({ id: id('evt'), type: 'charge.succeeded', data: { object: { id: id('ch'), object: 'charge', customer: props.customerId, amount: cents, paid: true, payment_method_details: { type: 'card', card } } } });
    }
    events.push({ id: id('evt'), type: props.paid ? 'invoice.paid' : 'invoice.payment_failed', data: { object: invoice } });
    return events.map(toPaymentEvent);
  }

  /** The event Stripe sends when a subscription ends (cancelled at period end, or unpaid after its retries). */
  deletedEvent(props: { customerId: string; subscriptionId: string }): PaymentEvent {
    return toPaymentEvent({ id: id('evt'), type: 'customer.subscription.deleted', data: { object: { id: props.subscriptionId, object: 'subscription', customer: props.customerId, status: 'canceled' } } });
  }
}
