import { z } from 'zod';

/** The envelope every event travels in, whatever the transport (in-process or Kafka). */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().regex(/^[a-z-]+\.[a-z-]+\.[a-z_-]+$/, 'type is <context>.<aggregate>.<verb-past>'),
  version: z.number().int().positive(),
  source: z.string().min(1),
  tenantId: z.string().nullable(),
  aggregateId: z.string().min(1),
  occurredAt: z.iso.datetime({ offset: true }),
  correlationId: z.string().min(1),
  causationId: z.string().nullable(),
  /** W3C trace context of the span that wrote the event (absent when tracing is off): consumers continue that trace */
  traceparent: z.string().max(128).nullable().optional(),
  data: z.unknown(),
});

export type EventEnvelope<TData = unknown, TType extends string = string> = Omit<z.infer<typeof eventEnvelopeSchema>, 'data' | 'type'> & {
  type: TType;
  data: TData;
};

/** Kafka topic of an event type: `<context>.<aggregate>`. Message key is the aggregate id. */
export function topicOf(type: string): string {
  const [context, aggregate] = type.split('.');
  if (!context || !aggregate) throw new Error(`Event type "${type}" is not <context>.<aggregate>.<verb>`);
  return `${context}.${aggregate}`;
}
