import type { EventSubscription } from '@pharmachat/chassis';
import type { IdentityApplication } from '../application/identity.application';

/** Every event the identity service consumes, and what it does with it. None yet: identity only publishes. */
export function identitySubscriptions(_app: IdentityApplication): EventSubscription[] {
  return [];
}
