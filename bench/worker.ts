import { parentPort, workerData } from 'node:worker_threads';
import { scenarios, type ScenarioName } from './scenarios';

/** Runs one scenario's client side in this worker thread and posts its result (or its error) back. */
const { scenario, input } = workerData as { scenario: ScenarioName; input: never };
try {
  const result = await scenarios[scenario](input);
  parentPort!.postMessage({ ok: true, result });
} catch (error) {
  parentPort!.postMessage({ ok: false, error: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error) });
}
