import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Consumer, type IHeaders, type KafkaMessage, type Message, type Producer } from 'kafkajs';
import { parseEnvelope, topicOf, type EventType } from '@pharmachat/proto';
import type { Logger } from '../logging/logger';
import type { AnyEnvelope, DeliveryResult, EventConsumer, EventTransport, LiveListener } from './event-transport';

/** Maps an envelope to a Kafka record: topic `<context>.<aggregate>`, key = aggregate id (order per aggregate). */
export function toKafkaRecord(envelope: AnyEnvelope): { topic: string; message: Message } {
  return {
    topic: topicOf(envelope.type),
    message: {
      key: envelope.aggregateId,
      value: JSON.stringify(envelope),
      headers: { 'event-type': envelope.type, 'event-version': String(envelope.version), 'correlation-id': envelope.correlationId },
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

export interface KafkaTransportOptions {
  brokers: string[];
  clientId: string;
  logger: Logger;
  /** handler attempts before a record goes to the consumer's dead letters */
  maxAttempts?: number;
}

/**
 * Distributed transport. The relay produces in batches (keyed, idempotent producer); each handler consumes
 * with its own consumer group and commits the offset only after its transaction committed.
 */
export class KafkaTransport implements EventTransport {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private producer: Producer | null = null;
  private readonly consumers: Consumer[] = [];
  private readonly maxAttempts: number;

  constructor(private readonly options: KafkaTransportOptions) {
    this.kafka = new Kafka({ clientId: options.clientId, brokers: options.brokers, logLevel: logLevel.WARN });
    this.maxAttempts = options.maxAttempts ?? 5;
  }

  async start(): Promise<void> {
    this.producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: true });
    await this.producer.connect();
  }

  async publish(envelopes: AnyEnvelope[]): Promise<DeliveryResult[]> {
    if (!this.producer) throw new Error('Kafka transport is not started');
    const byTopic = new Map<string, Message[]>();
    for (const envelope of envelopes) {
      const { topic, message } = toKafkaRecord(envelope);
      byTopic.set(topic, [...(byTopic.get(topic) ?? []), message]);
    }
    try {
      await this.producer.sendBatch({ acks: -1, topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })) });
      return envelopes.map((e) => ({ id: e.id, ok: true }));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return envelopes.map((e) => ({ id: e.id, ok: false, error: message }));
    }
  }

  async subscribe(handler: EventConsumer): Promise<void> {
    const consumer = this.kafka.consumer({ groupId: handler.consumer });
    await consumer.connect();
    const topics = [...new Set(handler.types.map(topicOf))];
    await consumer.subscribe({ topics, fromBeginning: true });
    await consumer.run({
      autoCommit: false,
      eachMessage: async ({ topic, partition, message }) => {
        const type = headerText(message.headers, 'event-type');
        if (!type || handler.types.includes(type as EventType)) await this.processWithRetries(handler, message);
        await consumer.commitOffsets([{ topic, partition, offset: (BigInt(message.offset) + 1n).toString() }]);
      },
    });
    this.consumers.push(consumer);
  }

  private async processWithRetries(handler: EventConsumer, message: KafkaMessage): Promise<void> {
    let envelope: AnyEnvelope;
    try {
      envelope = fromKafkaRecord(message);
    } catch (error) {
      await handler.deadLetter(message.value?.toString('utf8') ?? null, String(error), 1);
      return;
    }
    for (let attempt = 1; ; attempt++) {
      try {
        await handler.handle(envelope);
        return;
      } catch (error) {
        if (attempt >= this.maxAttempts) {
          await handler.deadLetter(envelope, error instanceof Error ? error.message : String(error), attempt);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, Math.min(200 * 2 ** attempt, 10_000)));
      }
    }
  }

  async listen(types: readonly EventType[], listener: LiveListener): Promise<() => void> {
    // one consumer group per gateway instance, so every instance sees every event
    const consumer = this.kafka.consumer({ groupId: `live-${hostname()}-${randomUUID()}` });
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
    this.consumers.push(consumer);
    return () => void consumer.disconnect();
  }

  async stop(): Promise<void> {
    await Promise.allSettled(this.consumers.map((c) => c.disconnect()));
    await this.producer?.disconnect();
  }
}
