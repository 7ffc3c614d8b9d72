import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** Runs verify-pacts.mts in a child process (its native verifier's report stays out of the test output unless needed). */
export async function runVerifier(input: unknown): Promise<Record<string, string | null>> {
  const script = resolve(import.meta.dirname, 'verify-pacts.mts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(input)], {
    cwd: resolve(import.meta.dirname, '../../..'),
    env: { ...process.env, SCARF_ANALYTICS: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  const last = stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(last) as Record<string, string | null>;
  } catch {
    throw new Error(`the Pact verifier did not finish (exit ${code}):\n${stderr.slice(-4000)}\n${stdout.slice(-4000)}`);
  }
}
