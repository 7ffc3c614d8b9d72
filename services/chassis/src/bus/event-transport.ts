import type { EventEnvelope, EventType } from '@pharmachat/proto';

export type AnyEnvelope = EventEnvelope<unknown, EventType>;

export interface DeliveryResult {
  id: string;
  ok: boolean;
  error?: string;
}

/** A durable consumer: one per handler; in Kafka mode its name is its consumer group. */
export interface EventConsumer {
  consumer: string;
  types: readonly EventType[];
  /** processes one event in the consumer's own transaction (inbox insert + effects); throws to have it retried */
  handle(envelope: AnyEnvelope): Promise<void>;
  /** records an event that could not be processed after every retry (consumer-side dead letter, Kafka mode) */
  deadLetter(envelope: unknown, error: string, attempts: number): Promise<void>;
}

export type LiveListener = (envelope: AnyEnvelope) => void;

/**
 * The EventBus port. Two transports implement it: in-process (all-in-one) and Kafka (distributed).
 * The outbox relay is the only publisher.
 */
export interface EventTransport {
  readonly kind: 'in-process' | 'kafka';
  /** hands events over; says per event whether it counts as delivered */
  publish(envelopes: AnyEnvelope[]): Promise<DeliveryResult[]>;
  subscribe(consumer: EventConsumer): Promise<void>;
  /** a live, non-durable listener that sees every event of the given types (gateway subscriptions) */
  listen(types: readonly EventType[], listener: LiveListener): Promise<() => void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
