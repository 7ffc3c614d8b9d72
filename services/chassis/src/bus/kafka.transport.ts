import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Consumer, type ConsumerConfig, type EachBatchPayload, type IHeaders, type KafkaMessage, type Message, type Producer, type ProducerConfig } from 'kafkajs';
import { parseEnvelope, topicOf, type EventType } from '@pharmachat/proto';
import type { Logger } from '../logging/logger';
import { LOG_BATCH, type OutboxLog } from '../outbox/outbox.log';
import { deliverWithRetries, KeyedProcessor, newOwnerId, ownerIsGone, PositionTracker, REPLAY_POLL_MS, retryPolicy, runReplayRequests, type RetryPolicy } from './delivery';
import type { AnyEnvelope, ConsumerLag, EventConsumer, EventTransport, LiveListener } from './event-transport';

/** Maps an envelope to a Kafka record: topic `<context>.<aggregate>`, key = aggregate id (order per aggregate). */
export function toKafkaRecord(envelope: AnyEnvelope): { topic: string; message: Message } {
  return {
    topic: topicOf(envelope.type),
    message: {
      key: envelope.aggregateId,
      value: JSON.stringify(envelope),
      headers: { 'event-type': envelope.type, 'event-version': String(envelope.version), 'correlation-id': envelope.correlationId, ...(envelope.traceparent ? { traceparent: envelope.traceparent } : {}) },
    },
  };
}

/** Parses a Kafka record back into a validated envelope (throws EventContractError when it does not parse). */
export function fromKafkaRecord(message: Pick<KafkaMessage, 'value'>): AnyEnvelope {
  if (!message.value) throw new Error('Kafka record has no value');
  return parseEnvelope(JSON.parse(message.value.toString('utf8')));
}

export function headerText(headers: IHeaders | undefined, name: string): string | undefined {
  const value = headers?.[name];
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value[0]?.toString() : value.toString();
}

/** The part of the kafkajs client the transport uses: the real `Kafka`, or a test double of it. */
export interface KafkaClient {
  producer(config?: ProducerConfig): Pick<Producer, 'connect' | 'disconnect' | 'sendBatch'>;
  consumer(config: ConsumerConfig): Pick<Consumer, 'connect' | 'disconnect' | 'subscribe' | 'run' | 'commitOffsets'>;
}

export interface KafkaTransportOptions {
  brokers: string[];
  clientId: string;
  logger: Logger;
  /** handler attempts per event and consumer before it is dead-lettered */
  maxAttempts?: number;
  /** aggregates one consumer handles at once within a partition's batch */
  concurrency?: number;
  /** partitions one consumer handles at once */
  partitionsConsumedConcurrently?: number;
  /** a kafkajs-compatible client (tests); by default a real one on `brokers` */
  client?: KafkaClient;
}

type KafkaConsumer = ReturnType<KafkaClient['consumer']>;

/**
 * Distributed transport with the same meaning as the in-process one. The relay produces in batches (keyed by
 * aggregate id, topic `<context>.<aggregate>`, idempotent producer). Each handler is its own consumer group:
 * within a partition's batch, different aggregates run concurrently (bounded) and one aggregate's events in
 * order; the offset committed is the highest one below which every record's handler transaction committed;
 * retries with backoff, then the consumer's dead letters. Live listeners read every event in each instance.
 */
export class KafkaTransport implements EventTransport {
  readonly kind = 'kafka' as const;
  private readonly client: KafkaClient;
  private producer: ReturnType<KafkaClient['producer']> | null = null;
  private readonly consumers = new Set<KafkaConsumer>();
  private readonly groups = new Map<string, { inFlight: () => number }>();
  private readonly policy: RetryPolicy;
  private readonly owner = newOwnerId();
  private stopping = false;

  constructor(private readonly options: KafkaTransportOptions) {
    this.client = options.client ?? new Kafka({ clientId: options.clientId, brokers: options.brokers, logLevel: logLevel.WARN });
    this.policy = retryPolicy(options.maxAttempts ?? 8);
  }

  async start(): Promise<void> {
    this.producer = this.client.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: true });
    await this.producer.connect();
  }

  async publishFrom(log: OutboxLog): Promise<number> {
    if (!this.producer) throw new Error('Kafka transport is not started');
    const envelopes = await log.claim(LOG_BATCH, this.owner, 30_000, ownerIsGone);
    if (envelopes.length === 0) return 0;
    const byTopic = new Map<string, Message[]>();
    for (const envelope of envelopes) {
      const { topic, message } = toKafkaRecord(envelope);
      byTopic.set(topic, [...(byTopic.get(topic) ?? []), message]);
    }
    const ids = envelopes.map((e) => e.id);
    try {
      await this.producer.sendBatch({ acks: -1, topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })) });
    } catch (error) {
      // the broker is unreachable: keep the rows, try again with backoff (never dead-letter on the producer side)
      const message = error instanceof Error ? error.message : String(error);
      this.options.logger.warn({ err: error, events: ids.length }, 'producing to Kafka failed; will retry');
      await log.release(ids, message, 1000);
      return 0;
    }
    await log.markDelivered(ids);
    return envelopes.length;
  }

  attachSource(): () => Promise<void> {
    return async () => undefined;
  }

  async subscribe(handler: EventConsumer): Promise<() => Promise<void>> {
    const consumer = this.client.consumer({ groupId: handler.consumer });
    await consumer.connect();
    const topics = [...new Set(handler.types.map(topicOf))];
    await consumer.subscribe({ topics, fromBeginning: true });
    const processors = new Set<KeyedProcessor>();
    this.groups.set(handler.consumer, { inFlight: () => [...processors].reduce((n, p) => n + p.size, 0) });
    let running = true;
    await consumer.run({
      autoCommit: false,
      partitionsConsumedConcurrently: this.options.partitionsConsumedConcurrently ?? 4,
      eachBatch: async (payload: EachBatchPayload) => {
        const processor = new KeyedProcessor(this.options.concurrency ?? 64);
        processors.add(processor);
        try {
          await this.consumeBatch(handler, consumer, payload, processor, () => running && !this.stopping && payload.isRunning() && !payload.isStale());
        } finally {
          processors.delete(processor);
        }
      },
    });
    this.consumers.add(consumer);
    // dead letters an operator asked to replay (the consumer's own table, as in-process)
    const replaying = new Set<string>();
    const replays = setInterval(() => void runReplayRequests(handler, this.policy, this.options.logger, () => running && !this.stopping, replaying), REPLAY_POLL_MS);
    replays.unref();
    return async () => {
      clearInterval(replays);
      running = false;
      this.consumers.delete(consumer);
      this.groups.delete(handler.consumer);
      await consumer.disconnect();
    };
  }

  private async consumeBatch(handler: EventConsumer, consumer: KafkaConsumer, payload: EachBatchPayload, processor: KeyedProcessor, active: () => boolean): Promise<void> {
    const { batch } = payload;
    if (batch.messages.length === 0) return;
    const tracker = new PositionTracker(BigInt(batch.messages[0]!.offset) - 1n);
    let committed = tracker.committed;
    let committing: Promise<void> = Promise.resolve();
    const commit = () => {
      committing = committing.then(async () => {
        if (tracker.committed <= committed || !active()) return;
        const upTo = tracker.committed;
        await consumer.commitOffsets([{ topic: batch.topic, partition: batch.partition, offset: (upTo + 1n).toString() }]);
        committed = upTo;
      });
      return committing;
    };
    for (const message of batch.messages) {
      const offset = BigInt(message.offset);
      tracker.add(offset);
      const type = headerText(message.headers, 'event-type');
      const key = message.key?.toString() ?? `offset:${message.offset}`;
      processor.add(key, async () => {
        if (!active()) return;
        let finished = true;
        if (!type || handler.types.includes(type as EventType)) {
          let envelope: AnyEnvelope | null = null;
          try {
            envelope = fromKafkaRecord(message);
          } catch (error) {
            // a record that does not parse never will: straight to the dead letters
            await handler.store.deadLetter({ envelope: message.value?.toString('utf8') ?? null, source: batch.topic, error: String(error), attempts: 1 });
          }
          if (envelope && handler.types.includes(envelope.type)) {
            finished = await deliverWithRetries(handler, envelope, batch.topic, this.policy, this.options.logger, active);
          }
        }
        if (finished && tracker.finish(offset)) await commit().catch((error: unknown) => this.options.logger.warn({ err: error, consumer: handler.consumer }, 'offset commit failed'));
      });
    }
    while (processor.size > 0) {
      await Promise.race([processor.idle(), new Promise((resolve) => setTimeout(resolve, 1000))]);
      if (processor.size > 0 && active()) await payload.heartbeat().catch(() => undefined);
    }
    await committing.catch(() => undefined);
  }

  async listen(types: readonly EventType[], listener: LiveListener): Promise<() => void> {
    // one consumer group per gateway instance, so every instance sees every event
    const consumer = this.client.consumer({ groupId: `live-${hostname()}-${randomUUID()}` });
    await consumer.connect();
    await consumer.subscribe({ topics: [...new Set(types.map(topicOf))], fromBeginning: false });
    await consumer.run({
      eachMessage: async ({ message }) => {
        try {
          const envelope = fromKafkaRecord(message);
          if (types.includes(envelope.type)) listener(envelope);
        } catch (error) {
          this.options.logger.warn({ err: error }, 'live listener skipped a record that does not parse');
        }
      },
    });
    this.consumers.add(consumer);
    return () => {
      this.consumers.delete(consumer);
      void consumer.disconnect();
    };
  }

  async settle(timeoutMs = 30_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if ([...this.groups.values()].every((g) => g.inFlight() === 0)) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  }

  lag(): ConsumerLag[] {
    return [...this.groups].map(([consumer, group]) => ({ consumer, source: 'kafka', position: null, inFlight: group.inFlight(), active: true }));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.consumers].map((c) => c.disconnect()));
    this.consumers.clear();
    await this.producer?.disconnect();
  }
}
