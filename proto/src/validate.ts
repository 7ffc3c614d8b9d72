import { eventEnvelopeSchema, type EventEnvelope } from './envelope';
import { eventCatalogue, isEventType, type EventData, type EventType } from './events/index';

export class EventContractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EventContractError';
  }
}

/** Validates an event's data against its schema before it is written to the outbox. */
export function validateEventData<T extends EventType>(type: T, data: unknown): EventData<T> {
  const schema = eventCatalogue[type].data;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new EventContractError(`Event ${type} does not match its contract: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return parsed.data as EventData<T>;
}

/** Parses an envelope received from a transport; throws EventContractError when it does not parse. */
export function parseEnvelope(raw: unknown): EventEnvelope<unknown, EventType> {
  const envelope = eventEnvelopeSchema.safeParse(raw);
  if (!envelope.success) {
    throw new EventContractError(`Not an event envelope: ${envelope.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const { type } = envelope.data;
  if (!isEventType(type)) throw new EventContractError(`Unknown event type ${type}`);
  const known = eventCatalogue[type];
  if (envelope.data.version !== known.version) {
    throw new EventContractError(`Event ${type} version ${envelope.data.version} is not supported (expected ${known.version})`);
  }
  return { ...envelope.data, type, data: validateEventData(type, envelope.data.data) };
}
