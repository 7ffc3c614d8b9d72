import { recordEventSpan, type AnyEnvelope, type EventTransport } from '@pharmachat/chassis';
import type { EventType } from '@pharmachat/proto';

export const liveEventTypes: EventType[] = [
  'chat.session.started',
  'chat.message.posted',
  'chat.session.escalated',
  'chat.session.resolved',
  'chat.session.cleared',
  'chat.feedback.submitted',
  'doctor.chat.started',
  'doctor.chat.message-posted',
  'doctor.chat.resolved',
  'doctor.chat.cleared',
  'identity.session.revoked',
];

type Listener = (event: AnyEnvelope) => void;

interface Subscriber {
  listener: Listener;
  /** the sign-in session the subscription belongs to; revoking it closes the subscription */
  owner: string | null;
  close(): void;
}

/**
 * Fans events from the bus out to subscribers of this gateway instance. Each subscriber filters before any
 * GraphQL execution, so one event costs one execution per interested subscriber only. Events are de-duplicated
 * by id (delivery is at-least-once).
 */
export class LiveHub {
  private readonly listeners = new Set<Subscriber>();
  private readonly recent: string[] = [];
  private readonly recentSet = new Set<string>();
  private unlisten: (() => void) | null = null;

  async start(transport: EventTransport): Promise<void> {
    this.unlisten = await transport.listen(liveEventTypes, (event) => this.dispatch(event));
  }

  stop(): void {
    this.unlisten?.();
    this.listeners.clear();
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }

  private dispatch(event: AnyEnvelope): void {
    if (this.recentSet.has(event.id)) return;
    this.recentSet.add(event.id);
    this.recent.push(event.id);
    if (this.recent.length > 5000) this.recentSet.delete(this.recent.shift()!);
    if (event.type === 'identity.session.revoked') {
      const ended = new Set((event.data as { sessionIds: string[] }).sessionIds);
      for (const subscriber of this.listeners) if (subscriber.owner && ended.has(subscriber.owner)) subscriber.close();
      return;
    }
    // a message held over the monthly limit is nobody's yet: staff see it once triage lets it through
    if (event.type === 'chat.message.posted' && (event.data as { metadata?: { heldForLimit?: unknown } }).metadata?.heldForLimit) return;
    for (const subscriber of this.listeners) subscriber.listener(event);
    // the last step of the event's trace: handed to the open subscriptions (staff inboxes, the patient's chat)
    recordEventSpan(`live ${event.type}`, event.traceparent, { 'messaging.message.id': event.id, 'pharmachat.live.subscriptions': this.listeners.size });
  }

  /** An async iterator of the events that pass `filter`, mapped to a payload; ends when the client unsubscribes. */
  subscribe<T>(filter: (event: AnyEnvelope) => boolean, map: (event: AnyEnvelope) => T, owner: string | null = null): AsyncIterableIterator<T> {
    const queue: T[] = [];
    let wake: ((result: IteratorResult<T>) => void) | null = null;
    let done = false;
    const listener: Listener = (event) => {
      if (done || !filter(event)) return;
      const value = map(event);
      if (wake) {
        const resolve = wake;
        wake = null;
        resolve({ value, done: false });
      } else if (queue.length < 1000) {
        queue.push(value);
      }
    };
    const subscriber: Subscriber = { listener, owner, close: () => void finish() };
    this.listeners.add(subscriber);
    const finish = (): Promise<IteratorResult<T>> => {
      done = true;
      this.listeners.delete(subscriber);
      wake?.({ value: undefined, done: true });
      wake = null;
      return Promise.resolve({ value: undefined, done: true });
    };
    return {
      next: () => {
        if (queue.length > 0) return Promise.resolve({ value: queue.shift()!, done: false });
        if (done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => (wake = resolve));
      },
      return: finish,
      throw: (error?: unknown) => {
        void finish();
        return Promise.reject(error);
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }
}
