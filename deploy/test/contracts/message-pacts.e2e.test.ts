import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MatchersV3, MessageConsumerPact } from '@pact-foundation/pact';
import { parseEnvelope } from '@pharmachat/proto';
import { beforeAll, describe, expect, it } from 'vitest';
import { describePactFailure } from './pact-failure';
import { runVerifier } from './run-verifier';
import { contractedConsumptions, envelopeOf, expectationKey, producedData, readExpectations } from './message-contracts';

/**
 * Message pacts between services: each consuming service's expectation of each event it consumes (pinned in
 * deploy/contracts/message-expectations.json) becomes a consumer pact, checked against the consumer's own parsing
 * of the envelope; then each producer verifies, with what it produces today, every pact naming it. A breaking change
 * to an event fails here with the event and the consumer in the message.
 */
process.env.SCARF_ANALYTICS = 'false';
const { like } = MatchersV3;
const dir = mkdtempSync(join(tmpdir(), 'pharmachat-message-pacts-'));
const consumptions = contractedConsumptions();
const expectations = readExpectations();

describe('message pacts between producing and consuming services', () => {
  beforeAll(async () => {
    for (const consumed of consumptions) {
      const pinned = expectations[expectationKey(consumed)];
      const envelope = envelopeOf(consumed.event, pinned?.version ?? 0, consumed.producer, pinned?.data ?? producedData(consumed.event));
      const { type, version, data, ...rest } = envelope;
      const pact = new MessageConsumerPact({ consumer: `pharmachat-${consumed.service}`, provider: `pharmachat-${consumed.producer}`, dir, logLevel: 'error' });
      await pact
        .expectsToReceive(expectationKey(consumed))
        .withContent({ ...Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, value === null ? null : like(value)])), type, version: pinned ? version : like(1), data: like(data) })
        // the consumer's side: what it expects is an envelope it can parse
        .verify(async (message) => parseEnvelope(message.contents));
    }
  }, 120_000);

  it('covers every event a service consumes from another, and pins every one of them', () => {
    expect(consumptions.length).toBeGreaterThan(50);
    const unpinned = consumptions.filter((c) => !expectations[expectationKey(c)]).map(expectationKey);
    // new consumptions are checked against today's producer; `npm run contracts:update` pins them
    if (unpinned.length > 0) console.warn(`not yet pinned (run npm run contracts:update):\n${unpinned.join('\n')}`);
    expect(readdirSync(dir).length).toBeGreaterThan(10);
  });

  const producers = [...new Set(consumptions.map((c) => c.producer))].sort();
  let results: Record<string, string | null> = {};
  it('verifies every producer against the pacts naming it', async () => {
    results = await runVerifier({
      kind: 'message',
      producers: producers.map((producer) => ({ producer, pactUrls: readdirSync(dir).filter((file) => file.endsWith(`-pharmachat-${producer}.json`)).map((file) => join(dir, file)) })),
    });
    expect(Object.keys(results).sort()).toEqual(producers);
  }, 120_000);

  it.each(producers)('%s produces what its consumers expect', (producer) => {
    const failure = results[producer];
    if (failure) throw new Error(`${producer} breaks what its consumers expect:\n${describePactFailure(failure)}`);
  });

  it('names the event, the consumer and the field when a producer breaks a pinned expectation', async () => {
    const consumed = consumptions.find((c) => c.event === 'chat.message.posted' && c.service === 'ai-assistant')!;
    const brokenDir = mkdtempSync(join(tmpdir(), 'pharmachat-broken-pact-'));
    const data = producedData(consumed.event) as Record<string, unknown>;
    // the consumer pinned a field the producer no longer sends
    await new MessageConsumerPact({ consumer: 'pharmachat-ai-assistant', provider: 'pharmachat-chat', dir: brokenDir, logLevel: 'error' })
      .expectsToReceive(expectationKey(consumed))
      .withContent({ type: consumed.event, data: like({ ...data, senderRole: 'patient' }) })
      .verify(async () => undefined);
    const broken = await runVerifier({ kind: 'message', producers: [{ producer: 'chat', pactUrls: readdirSync(brokenDir).map((file) => join(brokenDir, file)) }] });
    const failure = describePactFailure(broken.chat ?? '');
    expect(failure).toContain('chat.message.posted consumed by assistant.answer-patient-message');
    expect(failure).toContain('senderRole');
  });
});
