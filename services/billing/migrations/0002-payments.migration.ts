import { Migration } from '@mikro-orm/migrations';

/** Payments: the provider's customer and subscriptions, grace after a failed payment, handled events, invoices. */
export class PaymentsMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table billing.subscription
      add column provider_customer_id text null,
      add column provider_subscription_id text null,
      add column pending_plan text null check (pending_plan is null or pending_plan in ('basic', 'professional', 'enterprise')),
      add column pending_provider_subscription_id text null,
      add column grace_until timestamptz null,
      add column last_payment_error text null`);
    this.addSql(`create table billing.payment_event (
      event_id text primary key,
      type text not null,
      processed_at timestamptz not null
    )`);
    this.addSql(`create table billing.invoice (
      id uuid primary key,
      pharmacy_id uuid not null,
      provider_invoice_id text not null,
      number text null,
      plan text null,
      amount numeric(10, 2) not null check (amount >= 0),
      currency text not null,
      status text not null check (status in ('paid', 'failed')),
      period_start timestamptz not null,
      period_end timestamptz not null,
      pdf_url text null,
      created_at timestamptz not null,
      constraint invoice_provider_unique unique (provider_invoice_id)
    )`);
    this.addSql('create index invoice_pharmacy_idx on billing.invoice (pharmacy_id)');
  }
}
