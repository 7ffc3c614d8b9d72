import { on, type EventSubscription } from '@pharmachat/chassis';
import { eventCatalogue, type EventType } from '@pharmachat/proto';
import type { RetentionApplication } from '../application/retention.application';

/**
 * Every purge report retention records in its deletion log: each event of the catalogue named
 * `<context>.<aggregate>.purged` (chat.session.purged today; an owner that adds its own, such as the doctor
 * service for doctor chats, is picked up by its name, with no change here).
 */
export function purgeReportTypes(): EventType[] {
  return (Object.keys(eventCatalogue) as EventType[]).filter((type) => type.endsWith('.purged'));
}

export function retentionSubscriptions(app: RetentionApplication): EventSubscription[] {
  return purgeReportTypes().map((type) =>
    on(type, `retention.log-${type.replace(/\./g, '-')}`, (data, { tx, event }) => app.recordPurgeReport(tx, type, event.id, event.occurredAt, data as never)),
  ) as EventSubscription[];
}
