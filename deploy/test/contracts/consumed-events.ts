import type { ServiceModule } from '@pharmachat/chassis';
import { serviceModules } from '../../src/host';

/** Which service produces an event: its type's context (`assistant.reply.composed` -> ai-assistant). */
export function producerOf(type: string): string {
  const context = type.split('.')[0]!;
  return context === 'assistant' ? 'ai-assistant' : context;
}

export interface ConsumedEvent {
  service: string;
  consumer: string;
  event: string;
  producer: string;
}

/**
 * Every event each service consumes, read from its `events/subscriptions.ts` (the one list per service). The
 * handlers are not run: the application they close over is a stand-in.
 */
export function consumedEvents(): ConsumedEvent[] {
  const standIn: unknown = new Proxy(() => undefined, { get: () => standIn, apply: () => standIn });
  return Object.entries(serviceModules).flatMap(([service, module]) =>
    ((module as ServiceModule<unknown>).subscriptions?.(standIn) ?? []).map((subscription) => ({
      service,
      consumer: subscription.consumer,
      event: subscription.event,
      producer: producerOf(subscription.event),
    })),
  );
}
