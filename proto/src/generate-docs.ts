/** Writes docs/events.md from the event catalogue, for analytics consumers reading Kafka. */
import { writeFileSync } from 'node:fs';
import { z } from 'zod';
import { eventCatalogue, topicOf } from './index';

export function renderEventCatalogue(): string {
  const lines = [
    '# Event catalogue',
    '',
    'Generated from `proto/` by `npm run events:docs`; do not edit by hand.',
    '',
    'Every event travels in the envelope `{ id, type, version, source, tenantId, aggregateId, occurredAt, correlationId, causationId, data }`.',
    'Kafka topic = `<context>.<aggregate>`; message key = `aggregateId`.',
    '',
  ];
  for (const [type, def] of Object.entries(eventCatalogue)) {
    lines.push(`## ${type} (v${def.version})`, '', def.description, '', `Topic: \`${topicOf(type)}\``, '', '```json');
    lines.push(JSON.stringify(z.toJSONSchema(def.data, { io: 'output', unrepresentable: 'any' }), null, 2), '```', '');
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(new URL('../../docs/events.md', import.meta.url), renderEventCatalogue());
}
