import type { EventSubscription } from '@pharmachat/chassis';
import type { PharmacyApplication } from '../application/pharmacy.application';

/** Every event the pharmacy service consumes, and what it does with it. None yet: pharmacy only publishes. */
export function pharmacySubscriptions(_app: PharmacyApplication): EventSubscription[] {
  return [];
}
