import Stripe from 'stripe';
import type { Logger } from '@pharmachat/chassis';
import { PaymentErrors } from '../../domain/payment.exception';
import type { Plan, PlanId } from '../../domain/plan';
import type { PaymentEvent, PaymentProvider, PendingPayment } from '../../application/payment-provider';
import { toPaymentEvent, type StripeEventLike } from './stripe-events';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Stripe's API base; tests point it at a local server that answers the calls used here */
  apiBase: string;
}

/** The lookup key of a plan's monthly price: prices are found by it, or created once (so no price ids to configure). */
const lookupKeyOf = (plan: PlanId) => `pharmachat_${plan}_monthly`;

/**
 * Stripe through its official SDK: a Customer per pharmacy, a monthly Price per plan (found by lookup key, created on
 * first use), Subscriptions created incomplete whose first invoice's PaymentIntent the browser confirms with Stripe
 * Elements, plan changes prorated and invoiced at once, cancellation at period end, webhooks verified with the
 * endpoint's signing secret.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly mode = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly prices = new Map<PlanId, string>();

  constructor(
    private readonly settings: StripeSettings,
    private readonly logger: Logger,
  ) {
    const base = new URL(settings.apiBase);
    this.publishableKey = settings.publishableKey;
    this.stripe = new Stripe(settings.secretKey, {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'PharmaChat' },
    });
  }

  async createCustomer(props: { pharmacyId: string; name: string | null }): Promise<string> {
    const customer = await this.call(() => this.stripe.customers.create({ name: props.name ?? undefined, metadata: { pharmacyId: props.pharmacyId } }, { idempotencyKey: `customer-${props.pharmacyId}` }));
    return customer.id;
  }

  async createSubscription(props: { customerId: string; pharmacyId: string; plan: Plan; idempotencyKey: string }): Promise<PendingPayment> {
    const price = await this.priceOf(props.plan);
    const subscription = await this.call(() =>
      this.stripe.subscriptions.create(
        {
          customer: props.customerId,
          items: [{ price }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { pharmacyId: props.pharmacyId, plan: props.plan.id },
          expand: ['latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: props.idempotencyKey },
      ),
    );
    return { subscriptionId: subscription.id, clientSecret: this.clientSecretOf(subscription) };
  }

  async changePlan(props: { subscriptionId: string; pharmacyId: string; plan: Plan; idempotencyKey: string }): Promise<PendingPayment> {
    const price = await this.priceOf(props.plan);
    const current = await this.call(() => this.stripe.subscriptions.retrieve(props.subscriptionId));
    const item = current.items.data[0];
    const subscription = await this.call(() =>
      this.stripe.subscriptions.update(
        props.subscriptionId,
        {
          items: [{ ...(item ? { id: item.id } : {}), price }],
          // the difference for the rest of the period is invoiced now; the new plan applies once that invoice is paid
          proration_behavior: 'always_invoice',
          payment_behavior: 'pending_if_incomplete',
          expand: ['latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: props.idempotencyKey },
      ),
    );
    return { subscriptionId: subscription.id, clientSecret: this.clientSecretOf(subscription) };
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<void> {
    await this.call(() => this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
  }

  verifyWebhook(payload: string, signature: string): PaymentEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(payload, signature, this.settings.webhookSecret);
    } catch (error) {
      const problem = error instanceof Error ? error.message.split('\n')[0]! : 'the signature does not match';
      throw PaymentErrors.invalidWebhook({ problem });
    }
    return toPaymentEvent(event as unknown as StripeEventLike);
  }

  private clientSecretOf(subscription: Stripe.Subscription): string {
    const invoice = subscription.latest_invoice;
    const secret = invoice && typeof invoice === 'object' ? invoice.confirmation_secret?.client_secret : null;
    if (!secret) {
      this.logger.error({ subscriptionId: subscription.id }, 'Stripe returned a subscription without a payment to confirm');
      throw PaymentErrors.providerUnavailable();
    }
    return secret;
  }

  /** The plan's monthly price: found by lookup key, or created once with its product. */
  private async priceOf(plan: Plan): Promise<string> {
    const known = this.prices.get(plan.id);
    if (known) return known;
    const lookupKey = lookupKeyOf(plan.id);
    const found = await this.call(() => this.stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 }));
    const price =
      found.data[0] ??
      (await this.call(() =>
        this.stripe.prices.create(
          {
            currency: 'usd',
            unit_amount: Math.round(plan.monthlyPrice * 100),
            recurring: { interval: 'month' },
            lookup_key: lookupKey,
            product_data: { name: `PharmaChat ${plan.name}` },
            metadata: { plan: plan.id },
          },
          { idempotencyKey: `price-${lookupKey}-${Math.round(plan.monthlyPrice * 100)}` },
        ),
      ));
    this.prices.set(plan.id, price.id);
    return price.id;
  }

  /** Stripe's refusals of our requests are our bug or its outage: logged, and the caller is told to retry. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) throw PaymentErrors.cardDeclined({ providerMessage: error.message });
      this.logger.error({ err: error }, 'Stripe request failed');
      throw PaymentErrors.providerUnavailable();
    }
  }
}
