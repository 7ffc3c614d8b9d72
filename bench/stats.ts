/** Small statistics helpers for the benchmark (all times in milliseconds, from performance.now()). */

/** Nearest-rank percentile (p in 0..100) of the samples; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
}

export function summarize(samples: readonly number[]): LatencySummary {
  const mean = samples.length ? samples.reduce((a, b) => a + b, 0) / samples.length : Number.NaN;
  return {
    count: samples.length,
    p50: percentile(samples, 50),
    p90: percentile(samples, 90),
    p99: percentile(samples, 99),
    max: samples.length ? Math.max(...samples) : Number.NaN,
    mean,
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Rounds for JSON output (3 significant decimals are plenty for milliseconds). */
export function round(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Waits until `check()` is true, polling every `everyMs`; false on timeout. */
export async function waitFor(check: () => boolean, timeoutMs: number, everyMs = 5): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) return false;
    await sleep(everyMs);
  }
  return true;
}
