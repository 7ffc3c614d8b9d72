/**
 * Writes docs/asyncapi.json (AsyncAPI 3.0) from the event catalogue, for teams reading PharmaChat's Kafka topics:
 * one channel per topic (`<context>.<aggregate>`), one message per event type whose payload is the envelope with
 * that event's zod schema as JSON Schema, one `send` operation per channel (the platform publishes; consumers
 * subscribe with their own consumer group). `npm run events:docs` regenerates it with docs/events.md; a test fails
 * when it is stale.
 */
import { writeFileSync } from 'node:fs';
import { z } from 'zod';
import { eventEnvelopeSchema } from './envelope';
import { eventCatalogue, topicOf } from './index';

/** The topics job's defaults (deploy/src/topology.ts, docs/operations.md): documented on each channel. */
export const TOPIC_PARTITIONS = 6;
export const TOPIC_RETENTION_MS = 7 * 24 * 3600 * 1000;

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' }) as Record<string, unknown>;

export function renderAsyncApi(): Record<string, unknown> {
  const envelope = jsonSchema(eventEnvelopeSchema) as { properties: Record<string, unknown>; required: string[] };
  delete (envelope as Record<string, unknown>).$schema;
  const channels: Record<string, unknown> = {};
  const operations: Record<string, unknown> = {};
  const messages: Record<string, unknown> = {};
  for (const [type, def] of Object.entries(eventCatalogue)) {
    const topic = topicOf(type);
    const data = jsonSchema(def.data);
    delete data.$schema;
    messages[type] = {
      name: type,
      title: type,
      summary: def.description,
      contentType: 'application/json',
      headers: {
        type: 'object',
        properties: {
          'event-type': { type: 'string', const: type },
          'event-version': { type: 'string', const: String(def.version) },
          'correlation-id': { type: 'string' },
          traceparent: { type: 'string', description: 'W3C trace context of the span that wrote the event (when tracing is on)' },
        },
        required: ['event-type', 'event-version', 'correlation-id'],
      },
      payload: {
        ...envelope,
        properties: { ...envelope.properties, type: { type: 'string', const: type }, version: { type: 'integer', const: def.version }, data },
      },
      bindings: { kafka: { key: { type: 'string', description: 'aggregateId: the order of one aggregate\'s events is kept' }, bindingVersion: '0.5.0' } },
    };
    const channel = (channels[topic] ??= {
      address: topic,
      title: topic,
      description: `Events of the ${topic.split('.')[1]} aggregate of ${topic.split('.')[0]}, keyed by aggregate id.`,
      messages: {},
      bindings: {
        kafka: {
          partitions: TOPIC_PARTITIONS,
          topicConfiguration: { 'cleanup.policy': ['delete'], 'retention.ms': TOPIC_RETENTION_MS },
          bindingVersion: '0.5.0',
        },
      },
    }) as { messages: Record<string, unknown> };
    channel.messages[type] = { $ref: `#/components/messages/${type}` };
    const operation = (operations[`publish.${topic}`] ??= {
      action: 'send',
      title: `PharmaChat publishes on ${topic}`,
      channel: { $ref: `#/channels/${topic}` },
      messages: [],
    }) as { messages: unknown[] };
    operation.messages.push({ $ref: `#/channels/${topic}/messages/${type}` });
  }
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'PharmaChat events',
      version: '1.0.0',
      description:
        'Generated from proto/ by `npm run events:docs`; do not edit by hand. Every event travels in one envelope ' +
        '(id, type, version, source, tenantId, aggregateId, occurredAt, correlationId, causationId, traceparent, data). ' +
        'Delivery is at least once: deduplicate by `id`. Additive changes keep the version; a breaking change is a new version.',
    },
    defaultContentType: 'application/json',
    servers: {
      kafka: { host: 'kafka:9092', protocol: 'kafka', description: 'The brokers of the distributed topology (KAFKA_BROKERS).' },
    },
    channels,
    operations,
    components: { messages },
  };
}

export function renderAsyncApiText(): string {
  return `${JSON.stringify(renderAsyncApi(), null, 2)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(new URL('../../docs/asyncapi.json', import.meta.url), renderAsyncApiText());
}
