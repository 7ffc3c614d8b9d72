import { randomUUID } from 'node:crypto';
import type { PlanId } from './plan';

/** One invoice of a pharmacy's paid plan, paid or failed, as the payment provider issued it. */
export class Invoice {
  id: string = randomUUID();
  pharmacyId!: string;
  /** the provider's invoice id (Stripe `in_...`); one row per provider invoice */
  providerInvoiceId!: string;
  number: string | null = null;
  plan: PlanId | null = null;
  /** US dollars (paid, or due when failed) */
  amount!: number;
  currency = 'usd';
  status!: 'paid' | 'failed';
  periodStart!: Date;
  periodEnd!: Date;
  /** the provider's PDF; null in test mode, where billing writes the PDF itself */
  pdfUrl: string | null = null;
  createdAt = new Date();
}
