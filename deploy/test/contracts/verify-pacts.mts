// Runs Pact verifications in a child process, because the native verifier prints every interaction to stdout: the
// tests show its report only when something fails. Input (argv[2], JSON):
//   { "kind": "http", "provider": "...", "providerBaseUrl": "...", "pactUrls": [...] }
//   { "kind": "message", "producers": [{ "producer": "chat", "pactUrls": [...] }, ...] }
// Output (the last line on stdout, JSON): { "<name>": null | "<the verifier's error>" } per verification.
import { MessageProviderPact, Verifier } from '@pact-foundation/pact';
import { eventCatalogue, type EventType } from '@pharmachat/proto';
import { contractedConsumptions, envelopeOf, expectationKey, producedData } from './message-contracts';

type Input =
  | { kind: 'http'; provider: string; providerBaseUrl: string; pactUrls: string[] }
  | { kind: 'message'; producers: { producer: string; pactUrls: string[] }[] };

process.env.SCARF_ANALYTICS = 'false';
const input = JSON.parse(process.argv[2] ?? '{}') as Input;
const results: Record<string, string | null> = {};
const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

if (input.kind === 'http') {
  results[input.provider] = await new Verifier({ provider: input.provider, providerBaseUrl: input.providerBaseUrl, pactUrls: input.pactUrls, logLevel: 'error' })
    .verifyProvider()
    .then(() => null, failure);
} else {
  const consumptions = contractedConsumptions();
  for (const { producer, pactUrls } of input.producers) {
    const messageProviders = Object.fromEntries(
      consumptions
        .filter((c) => c.producer === producer)
        .map((c) => [expectationKey(c), async () => envelopeOf(c.event, eventCatalogue[c.event as EventType].version, producer, producedData(c.event))]),
    );
    results[producer] = await new MessageProviderPact({ provider: `pharmachat-${producer}`, pactUrls, messageProviders, logLevel: 'error' })
      .verify()
      .then(() => null, failure);
  }
}
process.stdout.write(`\n${JSON.stringify(results)}\n`);
