import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { eventCatalogue, type EventType } from '@pharmachat/proto';
import type { z } from 'zod';
import { consumedEvents, type ConsumedEvent } from './consumed-events';
import { sampleEventData } from './schema-sample';

/**
 * What each consuming service expects of each event it consumes, pinned in `deploy/contracts/message-expectations.json`
 * (`npm run contracts:update` writes it, after a deliberate change that every consumer has followed). The message
 * pacts are built from it: a producer whose event no longer has a field, or has it with another type, fails the
 * verification of the consumers that pinned it. A consumption added since the last update is expected as the
 * producer sends it today (and pinned at the next update).
 */
export const expectationsFile = new URL('../../contracts/message-expectations.json', import.meta.url);

export type Expectations = Record<string, { version: number; data: unknown }>;

export const expectationKey = (consumed: Pick<ConsumedEvent, 'consumer' | 'event'>) => `${consumed.event} consumed by ${consumed.consumer}`;

/** The cross-service consumptions: a service consuming its own events needs no contract with itself. */
export function contractedConsumptions(): ConsumedEvent[] {
  return consumedEvents().filter((c) => c.producer !== c.service);
}

/** The data a producer sends today for an event (an example that its zod schema accepts). */
export function producedData(event: string): unknown {
  return sampleEventData(eventCatalogue[event as EventType].data as z.ZodType);
}

export function readExpectations(): Expectations {
  return existsSync(expectationsFile) ? (JSON.parse(readFileSync(expectationsFile, 'utf8')) as Expectations) : {};
}

export function writeExpectations(): Expectations {
  const expectations: Expectations = {};
  for (const consumed of contractedConsumptions().sort((a, b) => expectationKey(a).localeCompare(expectationKey(b)))) {
    expectations[expectationKey(consumed)] = { version: eventCatalogue[consumed.event as EventType].version, data: producedData(consumed.event) };
  }
  writeFileSync(expectationsFile, `${JSON.stringify(expectations, null, 2)}\n`);
  return expectations;
}

/** The envelope around example data, as the relay publishes it. */
export function envelopeOf(event: string, version: number, producer: string, data: unknown) {
  return {
    id: '0b8e3c52-34f1-4d8e-9a7e-5f0d2c1b4a99',
    type: event,
    version,
    source: producer,
    tenantId: '6f1c2a0e-4b7d-4e8a-9c3f-1a2b3c4d5e6f',
    aggregateId: '6f1c2a0e-4b7d-4e8a-9c3f-1a2b3c4d5e6f',
    occurredAt: '2026-11-25T10:00:00.000Z',
    correlationId: 'c0ffee00-0000-4000-8000-000000000001',
    causationId: null,
    data,
  };
}
