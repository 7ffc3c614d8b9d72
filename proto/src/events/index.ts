import type { z } from 'zod';
import { analyticsEvents } from './analytics.events';
import { assistantEvents } from './assistant.events';
import { auditEvents } from './audit.events';
import { billingEvents } from './billing.events';
import { chatEvents } from './chat.events';
import { doctorEvents } from './doctor.events';
import { identityEvents } from './identity.events';
import { pharmacyEvents } from './pharmacy.events';
import { retentionEvents } from './retention.events';

export * from './analytics.events';
export * from './assistant.events';
export * from './audit.events';
export * from './billing.events';
export * from './chat.events';
export * from './doctor.events';
export * from './doctor-registration';
export * from './identity.events';
export * from './pharmacy.events';
export * from './retention.events';

/** Every event of the system: its current version and the zod schema of its data. */
export const eventCatalogue = {
  ...identityEvents,
  ...pharmacyEvents,
  ...chatEvents,
  ...assistantEvents,
  ...billingEvents,
  ...doctorEvents,
  ...retentionEvents,
  ...analyticsEvents,
  ...auditEvents,
} as const;

export type EventType = keyof typeof eventCatalogue;
export type EventData<T extends EventType> = z.infer<(typeof eventCatalogue)[T]['data']>;

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(eventCatalogue, type);
}
