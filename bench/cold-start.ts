import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..');
const READY_LINE = 'PharmaChat is running at ';

export interface ChildHost {
  process: ChildProcess;
  pid: number;
  url: string;
  /** from spawn to the ready line, ms */
  readyMs: number;
  output: () => string;
}

/**
 * Starts the real entry point (`node --import tsx deploy/src/main.ts`, as `npm start` does) in a child process
 * and times it until it prints that it is running. The whole start is in the figure: Node and tsx booting,
 * loading every module, opening the database, migrations, (first start) the demo seed, the gateway.
 */
export async function startChildHost(env: Record<string, string>, timeoutMs = 120_000): Promise<ChildHost> {
  const inherited: Record<string, string | undefined> = { ...process.env };
  for (const key of ['DATABASE_URL', 'KAFKA_BROKERS', 'OPENAI_BASE_URL', 'PORT', 'DATA_DIR', 'WEB_DIST_DIR', 'NODE_OPTIONS']) delete inherited[key];
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'deploy/src/main.ts'], { cwd: repoRoot, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise<ChildHost>((resolvePromise, reject) => {
    let done = false;
    const timer = setTimeout(() => finish(new Error(`the child host did not become ready within ${timeoutMs} ms:\n${output.slice(-2000)}`)), timeoutMs);
    const finish = (error: Error | null, url?: string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (error) {
        child.kill('SIGKILL');
        reject(error);
      } else resolvePromise({ process: child, pid: child.pid!, url: url!, readyMs: performance.now() - t0, output: () => output });
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.length > 200_000) output = output.slice(-100_000);
      const at = output.indexOf(READY_LINE);
      if (at >= 0) {
        const url = /PharmaChat is running at (\S+)/.exec(output.slice(at))?.[1];
        if (url) finish(null, url.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => finish(new Error(`the child host exited (${code ?? signal}) before it was ready:\n${output.slice(-2000)}`)));
  });
}

/** Resident and peak resident memory of a process, from /proc/<pid>/status, in MB. */
export function memoryOf(pid: number): { rssMb: number; hwmMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** SIGTERM (graceful shutdown), then SIGKILL if it is still there after `timeoutMs`. Returns the ms it took. */
export async function stopChildHost(child: ChildHost, timeoutMs = 30_000): Promise<{ stopMs: number; graceful: boolean }> {
  const t0 = performance.now();
  if (child.process.exitCode !== null || child.process.signalCode !== null) return { stopMs: 0, graceful: child.process.exitCode === 0 };
  const exited = new Promise<number | null>((resolvePromise) => child.process.once('exit', (code) => resolvePromise(code)));
  child.process.kill('SIGTERM');
  const timer = new Promise<'timeout'>((resolvePromise) => setTimeout(() => resolvePromise('timeout'), timeoutMs));
  const result = await Promise.race([exited, timer]);
  if (result === 'timeout') {
    child.process.kill('SIGKILL');
    await exited;
    return { stopMs: performance.now() - t0, graceful: false };
  }
  return { stopMs: performance.now() - t0, graceful: result === 0 };
}
