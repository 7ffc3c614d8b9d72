/** The results table: one row per metric, one column per database. */

export type ColumnKey = 'postgres' | 'embedded';

export interface Row {
  scenario: string;
  metric: string;
  target: string;
  /** the figure as printed, per column (undefined: not run) */
  values: Partial<Record<ColumnKey, string>>;
  /** whether the figure meets the target, per column (undefined: no target) */
  met: Partial<Record<ColumnKey, boolean>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Results = Record<string, any>;

export interface MetricDef {
  scenario: string;
  metric: string;
  target: string;
  /** the figure, or null when the scenario did not run */
  value(r: Results): number | string | null;
  format?(value: number): string;
  check?(value: number, r: Results): boolean;
}

const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(1)} ms`);
const num = (digits = 0) => (v: number) => v.toFixed(digits);
const mb = (v: number) => `${v.toFixed(0)} MB`;

export const metrics: MetricDef[] = [
  { scenario: 'a. patient -> staff feed (1 patient)', metric: 'p50', target: '< 10 ms', value: (r) => r.a?.feed.p50 ?? null, format: ms, check: (v) => v < 10 },
  { scenario: '', metric: 'p99', target: '< 50 ms', value: (r) => r.a?.feed.p99 ?? null, format: ms, check: (v) => v < 50 },
  { scenario: '', metric: '(REST send accepted, p50)', target: '', value: (r) => r.a?.accept.p50 ?? null, format: ms },
  { scenario: 'b. 50 patients at once, model 500 ms', metric: 'accepted msg/s', target: '>= 500', value: (r) => r.b?.acceptedPerS ?? null, format: num(1), check: (v) => v >= 500 },
  { scenario: '', metric: 'send accepted p50 / p99', target: '', value: (r) => (r.b ? `${ms(r.b.accept.p50)} / ${ms(r.b.accept.p99)}` : null) },
  { scenario: '', metric: 'staff delivery p50 (from send)', target: '', value: (r) => r.b?.feed.p50 ?? null, format: ms },
  { scenario: '', metric: 'staff delivery p99 (from send)', target: '< 100 ms', value: (r) => r.b?.feed.p99 ?? null, format: ms, check: (v) => v < 100 },
  { scenario: '', metric: '(staff delivery after the 201, p50 / p99)', target: '', value: (r) => (r.b ? `${ms(r.b.feedAfterAccept.p50)} / ${ms(r.b.feedAfterAccept.p99)}` : null) },
  { scenario: '', metric: 'largest backlog (accepted, not yet on feed)', target: '', value: (r) => r.b?.maxBacklog ?? null, format: num() },
  {
    scenario: '',
    metric: 'assistant replies seen by patients',
    target: 'all',
    value: (r) => (r.b ? `${r.b.repliesSeen} / ${r.b.repliesExpected}` : null),
    check: (_v, r) => r.b.repliesSeen >= r.b.repliesExpected,
  },
  { scenario: '', metric: '(assistant replies/s during the window)', target: '', value: (r) => r.b?.replyRatePerS ?? null, format: num(1) },
  { scenario: '', metric: '(time after the window until the last reply)', target: '', value: (r) => (r.b ? r.b.replyWaitS * 1000 : null), format: ms },
  { scenario: '', metric: 'messages lost', target: '0', value: (r) => r.b?.lost ?? null, format: num(), check: (v) => v === 0 },
  { scenario: 'c. KB reply reaches patient (embedded composer)', metric: 'p50', target: '< 50 ms', value: (r) => r.c?.reply.p50 ?? null, format: ms, check: (v) => v < 50 },
  { scenario: '', metric: 'p99', target: '', value: (r) => r.c?.reply.p99 ?? null, format: ms },
  { scenario: 'd. finder query: gateway vs subgraph', metric: 'via gateway req/s', target: '', value: (r) => r.d?.gatewayPerS ?? null, format: num(0) },
  { scenario: '', metric: 'direct to subgraph req/s', target: '', value: (r) => r.d?.directPerS ?? null, format: num(0) },
  { scenario: '', metric: 'ratio gateway / direct', target: '>= 0.7', value: (r) => r.d?.ratio ?? null, format: num(2), check: (v) => v >= 0.7 },
  { scenario: 'e. cold start (child process)', metric: 'to ready, empty database', target: '< 5 s', value: (r) => r.e?.coldEmptyMs ?? null, format: ms, check: (v) => v < 5000 },
  { scenario: '', metric: 'to ready, seeded database', target: '< 5 s', value: (r) => r.e?.coldSeededMs ?? null, format: ms, check: (v) => v < 5000 },
  { scenario: '', metric: 'RSS after load (peak)', target: '< 500 MB', value: (r) => r.e?.rssMb ?? null, format: (v) => mb(v), check: (v, r) => v < 500 && (r.e.hwmMb ?? 0) < 500 },
  { scenario: '', metric: '(peak RSS, VmHWM)', target: '', value: (r) => r.e?.hwmMb ?? null, format: mb },
  { scenario: '', metric: '(in-process startAllInOne: empty / seeded)', target: '', value: (r) => (r.e?.inProcessEmptyMs != null ? `${ms(r.e.inProcessEmptyMs)} / ${ms(r.e.inProcessSeededMs)}` : null) },
  { scenario: '', metric: '(bench process RSS after the run)', target: '', value: (r) => r.e?.benchRssMb ?? null, format: mb },
  { scenario: 'f. 500 idle staff subscriptions', metric: 'last one has it, p50', target: '< 100 ms', value: (r) => r.f?.last.p50 ?? null, format: ms, check: (v) => v < 100 },
  { scenario: '', metric: 'last one has it, p99 (max)', target: '< 100 ms', value: (r) => r.f?.last.p99 ?? null, format: ms, check: (v) => v < 100 },
  { scenario: '', metric: '(first one has it, p50)', target: '', value: (r) => r.f?.first.p50 ?? null, format: ms },
];

export function buildRows(results: Partial<Record<ColumnKey, Results>>): Row[] {
  return metrics.map((m) => {
    const row: Row = { scenario: m.scenario, metric: m.metric, target: m.target, values: {}, met: {} };
    for (const key of Object.keys(results) as ColumnKey[]) {
      const r = results[key]!;
      let value: number | string | null = null;
      try {
        value = m.value(r);
      } catch {
        value = null;
      }
      if (value === null || value === undefined) {
        row.values[key] = r.skipped?.[m.scenario] ?? '-';
        continue;
      }
      if (typeof value === 'number') {
        row.values[key] = Number.isFinite(value) ? (m.format ? m.format(value) : String(value)) : 'n/a';
        if (m.check && Number.isFinite(value)) row.met[key] = m.check(value, r);
      } else {
        row.values[key] = value;
        if (m.check) row.met[key] = m.check(Number.NaN, r);
      }
    }
    return row;
  });
}

export function renderTable(rows: Row[], columns: { key: ColumnKey; label: string; note?: string }[]): string {
  const header = ['scenario', 'metric', 'target', ...columns.map((c) => c.label)];
  const cell = (row: Row, key: ColumnKey) => {
    const value = row.values[key] ?? '-';
    const met = row.met[key];
    return met === undefined ? value : `${value} ${met ? 'ok' : 'MISS'}`;
  };
  const body = rows.map((row) => [row.scenario, row.metric, row.target, ...columns.map((c) => (c.note ? c.note : cell(row, c.key)))]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => line[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}
