import type { Plan, PlanId } from '../domain/plan';
import type { SubscriptionStatus } from '../domain/subscription';

/** The card a customer pays with, as the provider reports it (never the number). */
export interface CardOnFile {
  /** visa, mastercard, amex... */
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
}

/** An invoice as the provider reports it with a payment. */
export interface ProviderInvoice {
  providerInvoiceId: string;
  number: string | null;
  /** US dollars */
  amount: number;
  currency: string;
  periodStart: Date;
  periodEnd: Date;
  pdfUrl: string | null;
}

/**
 * What billing acts on, whichever provider sent it: Stripe's webhook events (and the test provider's events of the
 * same shape) read into one of these.
 */
export type PaymentEvent =
  | { id: string; kind: 'payment_succeeded'; customerId: string; subscriptionId: string; invoice: ProviderInvoice }
  | { id: string; kind: 'payment_failed'; customerId: string; subscriptionId: string; message: string; invoice: ProviderInvoice }
  | {
      id: string;
      kind: 'subscription_updated';
      customerId: string;
      subscriptionId: string;
      plan: PlanId | null;
      /** null: a state billing leaves alone (incomplete, paused) */
      status: SubscriptionStatus | null;
      cancelAtPeriodEnd: boolean;
      periodStart: Date | null;
      periodEnd: Date | null;
    }
  | { id: string; kind: 'subscription_deleted'; customerId: string; subscriptionId: string }
  /** the card the customer pays with (a charge succeeded with it, or it was attached): brand and last 4 digits only */
  | { id: string; kind: 'payment_method'; customerId: string; card: CardOnFile }
  | { id: string; kind: 'ignored'; type: string };

/** A subscription created (or changed) and waiting for its payment: the client confirms it with `clientSecret`. */
export interface PendingPayment {
  subscriptionId: string;
  /** the PaymentIntent's client secret (Stripe Elements confirms the payment with it) */
  clientSecret: string;
}

/**
 * The payment provider port: Stripe when configured, the local test provider otherwise. Amounts are the catalogue's;
 * the provider only collects them.
 */
export interface PaymentProvider {
  readonly mode: 'stripe' | 'test';
  /** what the browser needs to show the provider's payment form (Stripe's publishable key; null in test mode) */
  readonly publishableKey: string | null;
  /** a customer for the pharmacy (one per pharmacy, kept by billing) */
  createCustomer(props: { pharmacyId: string; name: string | null }): Promise<string>;
  /** a new subscription on the plan, incomplete until its first invoice is paid */
  createSubscription(props: { customerId: string; pharmacyId: string; plan: Plan; idempotencyKey: string }): Promise<PendingPayment>;
  /** the paid subscription moves to another plan, prorated; the difference is invoiced at once */
  changePlan(props: { subscriptionId: string; pharmacyId: string; plan: Plan; idempotencyKey: string }): Promise<PendingPayment>;
  /** the subscription ends at the end of the paid period */
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /** a webhook's raw body checked against its signature header and read; a forgery throws */
  verifyWebhook(payload: string, signature: string): PaymentEvent;
}
