import { parseEnvelope, topicOf, type EventData, type EventEnvelope, type EventType } from '@pharmachat/proto';
import { systemPrincipal } from '../auth/principal';
import { runWithContext } from '../context/request-context';
import type { Database, Transaction } from '../database/database';
import type { Logger } from '../logging/logger';
import { SpanKind, withSpan } from '../observability/tracing';
import type { EventConsumer } from '../bus/event-transport';
import { ConsumerStore } from './consumer.store';
import { quoteIdent } from './outbox.schema';

export interface HandlerContext<T extends EventType, P = undefined> {
  tx: Transaction;
  event: EventEnvelope<EventData<T>, T>;
  /** what `prepare` computed outside the transaction */
  prepared: P;
}

/** One entry of a service's `events/subscriptions.ts`: which event, which named consumer, what it does. */
export interface EventSubscription<T extends EventType = EventType, P = undefined> {
  consumer: string;
  event: T;
  /**
   * Optional slow work done before the transaction opens (e.g. calling a language model), so no database
   * transaction is held while it runs. Skipped for events already processed.
   */
  prepare?(data: EventData<T>, context: { event: EventEnvelope<EventData<T>, T> }): Promise<P>;
  handle(data: EventData<T>, context: HandlerContext<T, P>): Promise<void>;
}

/** Typed helper for writing subscriptions lists. */
export function on<T extends EventType>(event: T, consumer: string, handle: EventSubscription<T>['handle']): EventSubscription<T> {
  return { event, consumer, handle };
}

/** A subscription with a `prepare` step run outside the transaction. */
export function onPrepared<T extends EventType, P>(
  event: T,
  consumer: string,
  prepare: NonNullable<EventSubscription<T, P>['prepare']>,
  handle: EventSubscription<T, P>['handle'],
): EventSubscription<T, P> {
  return { event, consumer, prepare, handle };
}

/**
 * Wraps a subscription as an idempotent consumer: the event is parsed against its contract, an
 * `inbox(event_id, consumer)` row is inserted in the handler's own transaction, and a redelivered event does
 * nothing. Effects are exactly-once even though delivery is at-least-once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function inboxConsumer(db: Database, subscription: EventSubscription<EventType, any>, logger: Logger): EventConsumer {
  const inbox = `${quoteIdent(db.schema)}.inbox`;
  return {
    consumer: subscription.consumer,
    types: [subscription.event],
    async handle(raw) {
      const envelope = parseEnvelope(raw);
      if (envelope.type !== subscription.event) return;
      // the handler's span continues the trace the event was written in
      const span = {
        kind: SpanKind.CONSUMER,
        parentTraceparent: envelope.traceparent ?? null,
        attributes: { 'messaging.operation.type': 'process', 'messaging.destination.name': topicOf(envelope.type), 'messaging.consumer.group.name': subscription.consumer, 'messaging.message.id': envelope.id },
      };
      await withSpan(`process ${envelope.type}`, span, () => runWithContext({ correlationId: envelope.correlationId, causationId: envelope.id, principal: systemPrincipal }, async () => {
        let prepared: unknown = undefined;
        if (subscription.prepare) {
          const done = await db.em().execute(`select 1 from ${inbox} where event_id = ? and consumer = ?`, [envelope.id, subscription.consumer]);
          if (done.length > 0) return;
          prepared = await subscription.prepare(envelope.data as never, { event: envelope as never });
        }
        await db.transaction(async (tx) => {
          const inserted = await tx.em.execute<{ affectedRows: number }>(
            `insert into ${inbox} (event_id, consumer, event_type) values (?, ?, ?) on conflict do nothing`,
            [envelope.id, subscription.consumer, envelope.type],
            'run',
          );
          if (inserted.affectedRows === 0) {
            logger.debug({ eventId: envelope.id, consumer: subscription.consumer }, 'duplicate event ignored');
            return;
          }
          await subscription.handle(envelope.data as never, { tx, event: envelope as never, prepared });
        });
      }));
    },
    store: new ConsumerStore(db, subscription.consumer),
  };
}
