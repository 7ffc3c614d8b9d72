import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { metricsRegistry } from '@pharmachat/chassis';
// the assistant registers its decision counter when its module loads
import '@pharmachat/ai-assistant';

/** The Grafana dashboard and the alert rules in deploy/observability read only series the processes export. */
const dir = resolve(import.meta.dirname, '../observability');
const dashboard = JSON.parse(readFileSync(`${dir}/grafana-dashboard.json`, 'utf8')) as { panels: { title: string; targets: { expr: string }[] }[] };
const alerts = parse(readFileSync(`${dir}/prometheus-alerts.yml`, 'utf8')) as { groups: { rules: { alert: string; expr: string; for: string }[] }[] };

const exported = new Set<string>(['process_cpu_seconds_total', 'process_resident_memory_bytes']);
for (const metric of metricsRegistry.getMetricsAsArray()) {
  const { name, type } = metric as unknown as { name: string; type: string };
  exported.add(name);
  if (type === 'histogram') for (const suffix of ['_bucket', '_count', '_sum']) exported.add(`${name}${suffix}`);
}
const seriesIn = (expr: string) => [...expr.matchAll(/\b(pharmachat_[a-z_]+|process_[a-z_]+)\b/g)].map((m) => m[1]!);

describe('dashboard and alert rules', () => {
  it('every dashboard panel queries series the processes export', () => {
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(9);
    for (const panel of dashboard.panels) {
      for (const target of panel.targets) {
        for (const series of seriesIn(target.expr)) expect(exported.has(series), `${panel.title}: ${series} is not exported`).toBe(true);
      }
    }
  });

  it('alerts on outbox age, dead letters and the 5xx rate, with series the processes export', () => {
    const rules = alerts.groups.flatMap((group) => group.rules);
    const byName = new Map(rules.map((rule) => [rule.alert, rule]));
    expect(byName.get('PharmaChatOutboxStuck')?.expr).toContain('pharmachat_outbox_oldest_pending_age_seconds');
    expect(byName.get('PharmaChatDeadLetters')?.expr).toContain('pharmachat_dead_letters');
    expect(byName.get('PharmaChatHigh5xxRate')?.expr).toMatch(/status=~"5\.\."/);
    for (const rule of rules) {
      expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
      for (const series of seriesIn(rule.expr)) expect(exported.has(series), `${rule.alert}: ${series} is not exported`).toBe(true);
    }
  });
});
