import { defineEntity, p } from '@mikro-orm/postgresql';
import { Invoice } from '../domain/invoice';
import { Subscription } from '../domain/subscription';

export const SubscriptionSchema = defineEntity({
  class: Subscription,
  tableName: 'subscription',
  schema: 'billing',
  properties: {
    id: p.uuid().primary(),
    // one subscription per pharmacy
    pharmacyId: p.uuid().unique('subscription_pharmacy_unique'),
    plan: p.text().check("plan in ('free_trial', 'basic', 'professional', 'enterprise')"),
    status: p.text().check("status in ('active', 'cancelled', 'past_due', 'pending')"),
    monthlyPrice: p.decimal('number').precision(10).scale(2).check('monthly_price >= 0'),
    currentPeriodStart: p.datetime(),
    currentPeriodEnd: p.datetime(),
    trialEnd: p.datetime().nullable(),
    cancelAtPeriodEnd: p.boolean().default(false),
    createdAt: p.datetime(),
    providerCustomerId: p.text().nullable(),
    providerSubscriptionId: p.text().nullable(),
    pendingPlan: p.text().nullable().check("pending_plan is null or pending_plan in ('basic', 'professional', 'enterprise')"),
    pendingProviderSubscriptionId: p.text().nullable(),
    graceUntil: p.datetime().nullable(),
    lastPaymentError: p.text().nullable(),
    cardBrand: p.text().nullable(),
    cardLast4: p.text().nullable(),
    cardExpMonth: p.integer().nullable(),
    cardExpYear: p.integer().nullable(),
  },
});

/** A payment provider's event already handled (webhook or test provider): the same event id is a no-op. */
export const PaymentEventSchema = defineEntity({
  name: 'PaymentEvent',
  tableName: 'payment_event',
  schema: 'billing',
  properties: {
    eventId: p.text().primary(),
    type: p.text(),
    processedAt: p.datetime(),
  },
});

/** An invoice of the provider, as billing history and the invoice download show it. */
export const InvoiceSchema = defineEntity({
  class: Invoice,
  tableName: 'invoice',
  schema: 'billing',
  properties: {
    id: p.uuid().primary(),
    pharmacyId: p.uuid().index('invoice_pharmacy_idx'),
    providerInvoiceId: p.text().unique('invoice_provider_unique'),
    number: p.text().nullable(),
    plan: p.text().nullable(),
    /** US dollars */
    amount: p.decimal('number').precision(10).scale(2).check('amount >= 0'),
    currency: p.text(),
    status: p.text().check("status in ('paid', 'failed')"),
    periodStart: p.datetime(),
    periodEnd: p.datetime(),
    pdfUrl: p.text().nullable(),
    createdAt: p.datetime(),
  },
});

export const billingEntities = [SubscriptionSchema, PaymentEventSchema, InvoiceSchema];
