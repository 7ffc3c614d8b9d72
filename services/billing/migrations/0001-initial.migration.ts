import { Migration } from '@mikro-orm/migrations';
import { chassisTablesSql } from '@pharmachat/chassis';
import { PaymentsMigration } from './0002-payments.migration';
import { CardOnFileMigration } from './0003-card-on-file.migration';

export class InitialBillingSchema extends Migration {
  override async up(): Promise<void> {
    for (const sql of chassisTablesSql('billing')) this.addSql(sql);
    this.addSql(`create table billing.subscription (
      id uuid primary key,
      pharmacy_id uuid not null,
      plan text not null check (plan in ('free_trial', 'basic', 'professional', 'enterprise')),
      status text not null check (status in ('active', 'cancelled', 'past_due', 'pending')),
      monthly_price numeric(10, 2) not null check (monthly_price >= 0),
      current_period_start timestamptz not null,
      current_period_end timestamptz not null,
      trial_end timestamptz null,
      cancel_at_period_end boolean not null default false,
      created_at timestamptz not null,
      constraint subscription_pharmacy_unique unique (pharmacy_id)
    )`);
  }
}

export const billingMigrations = [
  { name: '0001-initial', class: InitialBillingSchema },
  { name: '0002-payments', class: PaymentsMigration },
  { name: '0003-card-on-file', class: CardOnFileMigration },
];
