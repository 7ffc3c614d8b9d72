import type { EventType } from '@pharmachat/proto';
import type { Logger } from '../logging/logger';
import type { AnyEnvelope, DeliveryResult, EventConsumer, EventTransport, LiveListener } from './event-transport';

/**
 * All-in-one transport: the relay hands each outbox row straight to the subscribed handlers in this process.
 * A row counts as delivered only after every subscribed handler committed, so a crash mid-way redelivers it
 * on restart (the consumers' inboxes make that harmless). Order per aggregate is kept: after a failure, later
 * events of the same aggregate in the batch wait for the retry.
 */
export class InProcessTransport implements EventTransport {
  readonly kind = 'in-process' as const;
  private readonly consumers: EventConsumer[] = [];
  private readonly listeners = new Set<{ types: ReadonlySet<EventType>; listener: LiveListener }>();

  constructor(private readonly logger: Logger) {}

  async publish(envelopes: AnyEnvelope[]): Promise<DeliveryResult[]> {
    const results: DeliveryResult[] = [];
    const blockedAggregates = new Set<string>();
    for (const envelope of envelopes) {
      if (blockedAggregates.has(envelope.aggregateId)) {
        results.push({ id: envelope.id, ok: false, error: 'an earlier event of the same aggregate is being retried' });
        continue;
      }
      this.notifyListeners(envelope);
      const failures: string[] = [];
      for (const consumer of this.consumers) {
        if (!consumer.types.includes(envelope.type)) continue;
        try {
          await consumer.handle(envelope);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          failures.push(`${consumer.consumer}: ${message}`);
          this.logger.warn({ err: error, eventId: envelope.id, eventType: envelope.type, consumer: consumer.consumer }, 'event handler failed');
        }
      }
      if (failures.length > 0) {
        blockedAggregates.add(envelope.aggregateId);
        results.push({ id: envelope.id, ok: false, error: failures.join('; ') });
      } else {
        results.push({ id: envelope.id, ok: true });
      }
    }
    return results;
  }

  async subscribe(consumer: EventConsumer): Promise<void> {
    if (this.consumers.some((c) => c.consumer === consumer.consumer)) throw new Error(`Consumer ${consumer.consumer} is already subscribed`);
    this.consumers.push(consumer);
  }

  async listen(types: readonly EventType[], listener: LiveListener): Promise<() => void> {
    const entry = { types: new Set(types), listener };
    this.listeners.add(entry);
    return () => this.listeners.delete(entry);
  }

  async start(): Promise<void> {}

  async stop(): Promise<void> {
    this.listeners.clear();
  }

  private notifyListeners(envelope: AnyEnvelope): void {
    for (const { types, listener } of this.listeners) {
      if (!types.has(envelope.type)) continue;
      try {
        listener(envelope);
      } catch (error) {
        this.logger.warn({ err: error, eventId: envelope.id }, 'live listener failed');
      }
    }
  }
}
