import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Summarizes V8 CPU profiles (`node --cpu-prof --cpu-prof-dir=DIR --import tsx bench/run.ts`):
 * `node --import tsx bench/profile-summary.ts DIR [top]` prints, per profile (one per thread), where the
 * samples are: self time per package / repository file, and inclusive time (the share of samples with that
 * package or file anywhere on the stack), and the top functions by self time.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

function bucketOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url.split('/')[0]!.replace(/^node:internal.*/, 'node:internal');
  const repo = url.indexOf('/work/main/');
  if (repo >= 0) return url.slice(repo + '/work/main/'.length);
  return url;
}

const dir = process.argv[2];
const top = Number(process.argv[3] ?? 25);
if (!dir) throw new Error('usage: profile-summary.ts DIR [top]');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.cpuprofile'))
  .map((f) => join(dir, f))
  .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
const pct = (n: number, total: number) => `${((100 * n) / total).toFixed(1).padStart(5)}%`;

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  const counts = new Map<number, number>();
  profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const fnSelf = new Map<string, number>();
  let busy = 0;
  for (const [id, ms] of counts) {
    const node = byId.get(id)!;
    const bucket = bucketOf(node.callFrame.url, node.callFrame.functionName);
    self.set(bucket, (self.get(bucket) ?? 0) + ms);
    if (node.callFrame.functionName !== '(idle)' && node.callFrame.functionName !== '(program)') busy += ms;
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${bucket}:${node.callFrame.lineNumber + 1}`;
    fnSelf.set(fn, (fnSelf.get(fn) ?? 0) + ms);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const n = byId.get(cur)!;
      seen.add(bucketOf(n.callFrame.url, n.callFrame.functionName));
    }
    for (const b of seen) inclusive.set(b, (inclusive.get(b) ?? 0) + ms);
  }
  const idle = self.get('(idle)') ?? 0;
  process.stdout.write(`\n=== ${file}\n${totalMs.toFixed(0)} ms profiled, idle ${pct(idle, totalMs)}, busy ${pct(busy, totalMs)} (of wall time)\n`);
  process.stdout.write('\nself time by package / file (share of busy samples):\n');
  for (const [bucket, ms] of [...self].filter(([b]) => b !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, top)) process.stdout.write(`  ${pct(ms, busy)}  ${ms.toFixed(0).padStart(7)} ms  ${bucket}\n`);
  process.stdout.write('\ninclusive (on the stack) by package / file:\n');
  for (const [bucket, ms] of [...inclusive].filter(([b]) => !b.startsWith('(')).sort((a, b) => b[1] - a[1]).slice(0, top)) process.stdout.write(`  ${pct(ms, busy)}  ${ms.toFixed(0).padStart(7)} ms  ${bucket}\n`);
  process.stdout.write('\ntop functions by self time:\n');
  for (const [fn, ms] of [...fnSelf].filter(([f]) => !f.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, top)) process.stdout.write(`  ${pct(ms, busy)}  ${ms.toFixed(0).padStart(7)} ms  ${fn}\n`);
}
