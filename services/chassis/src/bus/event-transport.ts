import type { EventEnvelope, EventType } from '@pharmachat/proto';
import type { ConsumerStore } from '../outbox/consumer.store';
import type { OutboxLog } from '../outbox/outbox.log';

export type AnyEnvelope = EventEnvelope<unknown, EventType>;

/** A durable consumer: one per handler; it is its own consumer group (in Kafka mode, by that name). */
export interface EventConsumer {
  consumer: string;
  types: readonly EventType[];
  /** processes one event in the consumer's own transaction (inbox insert + effects); throws to have it retried */
  handle(envelope: AnyEnvelope): Promise<void>;
  /** the consumer's offsets, lease and dead letters, in its own service's schema */
  store: ConsumerStore;
}

export type LiveListener = (envelope: AnyEnvelope) => void;

/** How far one consumer is behind one producer's log: what an operator looks at when events back up. */
export interface ConsumerLag {
  consumer: string;
  source: string;
  /** the consumer's committed position (in-process) or null (Kafka keeps offsets in the broker) */
  position: string | null;
  /** events fetched and not finished */
  inFlight: number;
  /** whether this process currently reads for the consumer (holds its lease / partition assignment) */
  active: boolean;
}

/**
 * The EventBus port. Two transports implement it with the same meaning: in-process (all-in-one: the outboxes
 * are the log, each consumer keeps its own offset in them) and Kafka (distributed: topic per aggregate, one
 * consumer group per handler). The outbox relay is the only publisher.
 */
export interface EventTransport {
  readonly kind: 'in-process' | 'kafka';
  /** publishes what the producer's outbox holds; returns how many events went out */
  publishFrom(log: OutboxLog): Promise<number>;
  /** a producer's log becomes known (its relay started); in-process consumers start reading it. Returns detach. */
  attachSource(log: OutboxLog): () => Promise<void>;
  /** starts a durable consumer; the returned function stops it (waits for its in-flight events) */
  subscribe(consumer: EventConsumer): Promise<() => Promise<void>>;
  /** a live, non-durable listener that sees every event of the given types as soon as it is published */
  listen(types: readonly EventType[], listener: LiveListener): Promise<() => void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** resolves when every consumer has finished everything published so far (tests, shutdown); false if not within the time */
  settle(timeoutMs?: number): Promise<boolean>;
  lag(): ConsumerLag[];
  /** the producer log this process reads (in-process transport), for how far behind its consumers are */
  sourceLog?(source: string): OutboxLog | undefined;
}
