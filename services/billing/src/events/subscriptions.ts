import { on, type EventSubscription } from '@pharmachat/chassis';
import type { BillingApplication } from '../application/billing.application';

/** Every event the billing service consumes, and what it does with it. */
export function billingSubscriptions(app: BillingApplication): EventSubscription[] {
  return [
    on('pharmacy.pharmacy.approved', 'billing.start-trial-on-approval', (data, { tx }) => app.startTrialOnApproval(tx, data)),
    on('pharmacy.pharmacy.deleted', 'billing.delete-pharmacy-data', (data, { tx }) => app.deletePharmacyData(tx, data)),
  ] as EventSubscription[];
}
