import { on, type EventSubscription } from '@pharmachat/chassis';
import type { PharmacySelfService } from '../application/pharmacy-self-service';

/** What the owner's self-service consumes: each pharmacy's plan from billing (several locations need Enterprise). */
export function selfServiceSubscriptions(selfService: PharmacySelfService): EventSubscription[] {
  return [
    on('billing.subscription.started', 'pharmacy.project-plan', (subscription, { tx }) => selfService.projectPlan(tx, subscription)),
    // a plan paid for, cancelled or ended through payments
    on('billing.subscription.changed', 'pharmacy.project-changed-plan', (subscription, { tx }) => selfService.projectPlan(tx, subscription)),
  ] as EventSubscription[];
}
