import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { assessUrgency, RED_FLAG_GROUPS, type LookAlikeKind, type RedFlagGroup } from '../../services/ai-assistant/src/domain/safety/index';

/**
 * Precision / recall of the safety classifier (level === 'emergency') per language, on the two sets in
 * bench/ai/red-flags/: dev.json (the rules were tuned on it) and held-out.json (written before the rules and
 * never tuned on). Run alone: `node --import tsx bench/ai/red-flags.ts` prints both tables and the misses.
 */

export interface RedFlagItem {
  lang: string;
  text: string;
  expected: 'emergency' | 'not_emergency';
  group?: RedFlagGroup;
  kind?: LookAlikeKind;
}

export interface LanguageFigures {
  recall: number;
  precision: number;
  tp: number;
  fp: number;
  fn: number;
  n: number;
}

export function loadRedFlagSet(split: 'dev' | 'held-out'): RedFlagItem[] {
  const items = JSON.parse(readFileSync(resolve(import.meta.dirname, 'red-flags', `${split}.json`), 'utf8')) as RedFlagItem[];
  for (const item of items) {
    if (item.expected !== 'emergency' && item.expected !== 'not_emergency') throw new Error(`bad expected in ${split}: ${item.text}`);
    if (item.group && !RED_FLAG_GROUPS.includes(item.group)) throw new Error(`bad group in ${split}: ${item.group}`);
  }
  return items;
}

/** 'model': triage as the service runs it (rules + the shipped model); 'rules': the rules alone. */
export type TriageMode = 'model' | 'rules';

export function evaluateRedFlags(split: 'dev' | 'held-out', mode: TriageMode = 'model'): {
  perLanguage: Record<string, LanguageFigures>;
  misses: { lang: string; text: string; expected: string; got: string }[];
} {
  const perLanguage: Record<string, LanguageFigures> = {};
  const misses: { lang: string; text: string; expected: string; got: string }[] = [];
  for (const item of loadRedFlagSet(split)) {
    const assessment = mode === 'model' ? assessUrgency(item.text) : assessUrgency(item.text, null);
    const got = assessment.level === 'emergency';
    const expected = item.expected === 'emergency';
    const figures = (perLanguage[item.lang] ??= { recall: 0, precision: 0, tp: 0, fp: 0, fn: 0, n: 0 });
    figures.n++;
    if (got && expected) figures.tp++;
    else if (got) figures.fp++;
    else if (expected) figures.fn++;
    if (got !== expected) {
      const why = got ? assessment.reasons.join(',') : (assessment.lookAlike ?? assessment.level);
      misses.push({ lang: item.lang, text: item.text, expected: item.expected, got: `${assessment.level} (${why})` });
    }
  }
  for (const figures of Object.values(perLanguage)) {
    figures.recall = figures.tp + figures.fn === 0 ? 1 : figures.tp / (figures.tp + figures.fn);
    figures.precision = figures.tp + figures.fp === 0 ? 1 : figures.tp / (figures.tp + figures.fp);
  }
  return { perLanguage, misses };
}

/**
 * False alarms on everyday messages: the knowledge-base, language and sentiment sets hold no emergency, so any
 * message of theirs triaged as one is a false 911 text. The held-out parts were never trained on.
 */
export function everydayFalseAlarms(split: 'dev' | 'held-out', mode: TriageMode = 'model'): { n: number; alarms: { set: string; lang: string; text: string }[] } {
  const alarms: { set: string; lang: string; text: string }[] = [];
  let n = 0;
  for (const set of ['kb', 'language', 'sentiment']) {
    for (const item of JSON.parse(readFileSync(resolve(import.meta.dirname, set, `${split}.json`), 'utf8')) as { lang: string; text: string }[]) {
      n++;
      const assessment = mode === 'model' ? assessUrgency(item.text) : assessUrgency(item.text, null);
      if (assessment.level === 'emergency') alarms.push({ set, lang: item.lang, text: item.text });
    }
  }
  return { n, alarms };
}

function table(split: 'dev' | 'held-out', mode: TriageMode = 'model'): string {
  const { perLanguage, misses } = evaluateRedFlags(split, mode);
  const lines = [`\n${split} (${mode === 'model' ? 'rules + model, as the service runs' : 'rules alone'})`, 'lang  recall  precision   tp  fp  fn    n'];
  const total = { tp: 0, fp: 0, fn: 0, n: 0 };
  for (const [lang, f] of Object.entries(perLanguage)) {
    lines.push(`${lang.padEnd(4)}  ${f.recall.toFixed(3)}   ${f.precision.toFixed(3)}   ${String(f.tp).padStart(4)} ${String(f.fp).padStart(3)} ${String(f.fn).padStart(3)} ${String(f.n).padStart(4)}`);
    total.tp += f.tp;
    total.fp += f.fp;
    total.fn += f.fn;
    total.n += f.n;
  }
  const recall = total.tp / (total.tp + total.fn || 1);
  const precision = total.tp / (total.tp + total.fp || 1);
  lines.push(`all   ${recall.toFixed(3)}   ${precision.toFixed(3)}   ${String(total.tp).padStart(4)} ${String(total.fp).padStart(3)} ${String(total.fn).padStart(3)} ${String(total.n).padStart(4)}`);
  const everyday = everydayFalseAlarms(split, mode);
  lines.push(`everyday messages called an emergency: ${everyday.alarms.length} of ${everyday.n} (${((100 * everyday.alarms.length) / everyday.n).toFixed(2)}%)`);
  if (misses.length > 0 && process.env.SHOW_MISSES !== 'false') {
    lines.push(`misses (${misses.length}):`);
    for (const m of misses) lines.push(`  ${m.lang} expected ${m.expected}, got ${m.got}: ${m.text}`);
  }
  return lines.join('\n');
}

function timing(): string {
  const texts = [...loadRedFlagSet('dev'), ...loadRedFlagSet('held-out')].map((i) => i.text);
  for (const text of texts) assessUrgency(text); // warm up
  const rounds = 5;
  const start = performance.now();
  for (let r = 0; r < rounds; r++) for (const text of texts) assessUrgency(text);
  const perMessage = (performance.now() - start) / (rounds * texts.length);
  return `\nassessUrgency: ${(perMessage * 1000).toFixed(0)} µs per message (mean over ${rounds * texts.length} calls, warm)`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(`${table('dev')}\n${table('held-out')}\n${table('held-out', 'rules')}\n${timing()}\n`);
}
