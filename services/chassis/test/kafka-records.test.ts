import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EventContractError } from '@pharmachat/proto';
import { fromKafkaRecord, headerText, toKafkaRecord, type AnyEnvelope } from '../src/index';

/** Contract of the Kafka transport's records: what producers write is what consumers accept. */
describe('Kafka records', () => {
  const sessionId = randomUUID();
  const pharmacyId = randomUUID();
  const envelope: AnyEnvelope = {
    id: randomUUID(), type: 'chat.session.started', version: 1, source: 'chat', tenantId: pharmacyId, aggregateId: sessionId,
    occurredAt: new Date().toISOString(), correlationId: 'corr-1234567', causationId: null,
    data: { sessionId, pharmacyId, patientId: 'guest-1', guest: true, startedAt: new Date().toISOString() },
  };

  it('goes to the <context>.<aggregate> topic, keyed by aggregate id, with type headers', () => {
    const { topic, message } = toKafkaRecord(envelope);
    expect(topic).toBe('chat.session');
    expect(message.key).toBe(sessionId);
    expect(headerText(message.headers, 'event-type')).toBe('chat.session.started');
    expect(fromKafkaRecord({ value: Buffer.from(String(message.value)) })).toEqual(envelope);
  });

  it('rejects a record whose data breaks the contract, an unknown type, or a newer version', () => {
    const broken = { ...envelope, data: { sessionId: 'nope' } };
    expect(() => fromKafkaRecord({ value: Buffer.from(JSON.stringify(broken)) })).toThrow(EventContractError);
    expect(() => fromKafkaRecord({ value: Buffer.from(JSON.stringify({ ...envelope, type: 'chat.session.exploded' })) })).toThrow(/Unknown event type/);
    expect(() => fromKafkaRecord({ value: Buffer.from(JSON.stringify({ ...envelope, version: 2 })) })).toThrow(/version 2/);
    expect(() => fromKafkaRecord({ value: null })).toThrow(/no value/);
  });
});
