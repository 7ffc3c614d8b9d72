import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { analyseSentiment, type Sentiment } from '../../services/ai-assistant/src/domain/sentiment';

/**
 * Sentiment (negative / neutral / positive) and anger at the pharmacy or its service, per language, on
 * pharmacy-chat messages (bench/ai/sentiment/{dev,held-out}.json). Romanised Hindi is reported as 'hi-Latn'.
 * Rules and lexicons are tuned on dev only.
 *
 * Labels: positive = thanks for help received, praise, relief; neutral = questions and requests (a "thanks" on a
 * question, a symptom as the topic of a question); negative = complaints, disappointment, distress about an
 * illness, worry; angry = frustration or anger aimed at the pharmacy or its service (a subset of negative).
 *
 *   node --import tsx bench/ai/sentiment.ts            # both splits
 *   node --import tsx bench/ai/sentiment.ts dev        # one split, with every miss listed
 */

type Split = 'dev' | 'held-out';
interface Sample {
  lang: string;
  text: string;
  sentiment: Sentiment;
  angry: boolean;
}
export interface SentimentRow {
  /** share of messages with the right sentiment */
  accuracy: number;
  n: number;
  /** of the messages flagged angry, the share that are (1 when none flagged and none angry) */
  angryPrecision: number;
  /** of the angry messages, the share flagged */
  angryRecall: number;
  angryN: number;
}
export interface SentimentEvaluation {
  perLanguage: Record<string, SentimentRow>;
  accuracy: number;
  angryPrecision: number;
  angryRecall: number;
  msPerMessage: number;
  misses: { group: string; expected: string; got: string; score: number; text: string }[];
}

export function loadSentimentSamples(split: Split): Sample[] {
  const path = fileURLToPath(new URL(`./sentiment/${split}.json`, import.meta.url));
  return JSON.parse(readFileSync(path, 'utf8')) as Sample[];
}

/** 'hi-Latn' for Hindi written in Latin letters, else the language. */
export function sentimentGroup(sample: Pick<Sample, 'lang' | 'text'>): string {
  return sample.lang === 'hi' && !/\p{Script=Devanagari}/u.test(sample.text) ? 'hi-Latn' : sample.lang;
}

const ratio = (a: number, b: number, empty: number) => (b === 0 ? empty : a / b);

export function evaluateSentiment(split: Split): SentimentEvaluation {
  const samples = loadSentimentSamples(split);
  for (const s of samples.slice(0, 30)) analyseSentiment(s.text, s.lang);
  const started = performance.now();
  const results = samples.map((s) => analyseSentiment(s.text, s.lang));
  const msPerMessage = (performance.now() - started) / Math.max(1, samples.length);
  const counts: Record<string, { ok: number; n: number; tp: number; fp: number; fn: number; angry: number }> = {};
  const misses: SentimentEvaluation['misses'] = [];
  samples.forEach((s, i) => {
    const r = results[i]!;
    const group = sentimentGroup(s);
    const c = (counts[group] ??= { ok: 0, n: 0, tp: 0, fp: 0, fn: 0, angry: 0 });
    c.n++;
    if (r.sentiment === s.sentiment) c.ok++;
    if (s.angry) c.angry++;
    if (r.angry && s.angry) c.tp++;
    if (r.angry && !s.angry) c.fp++;
    if (!r.angry && s.angry) c.fn++;
    if (r.sentiment !== s.sentiment || r.angry !== s.angry) {
      const label = (x: { sentiment: string; angry: boolean }) => `${x.sentiment}${x.angry ? '+angry' : ''}`;
      misses.push({ group, expected: label(s), got: label(r), score: r.score, text: s.text });
    }
  });
  const perLanguage = Object.fromEntries(
    Object.entries(counts)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([group, c]) => [
        group,
        {
          accuracy: c.ok / c.n,
          n: c.n,
          angryPrecision: ratio(c.tp, c.tp + c.fp, c.angry === 0 ? 1 : 0),
          angryRecall: ratio(c.tp, c.tp + c.fn, 1),
          angryN: c.angry,
        },
      ]),
  );
  const all = Object.values(counts).reduce(
    (t, c) => ({ ok: t.ok + c.ok, n: t.n + c.n, tp: t.tp + c.tp, fp: t.fp + c.fp, fn: t.fn + c.fn }),
    { ok: 0, n: 0, tp: 0, fp: 0, fn: 0 },
  );
  return {
    perLanguage,
    accuracy: ratio(all.ok, all.n, 0),
    angryPrecision: ratio(all.tp, all.tp + all.fp, 1),
    angryRecall: ratio(all.tp, all.tp + all.fn, 1),
    msPerMessage,
    misses,
  };
}

function printTable(): void {
  const arg = process.argv[2];
  const splits: Split[] = arg === 'dev' || arg === 'held-out' ? [arg] : ['dev', 'held-out'];
  const out = (line = '') => process.stdout.write(`${line}\n`);
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`.padStart(7);
  const evaluations = Object.fromEntries(splits.map((s) => [s, evaluateSentiment(s)])) as Record<Split, SentimentEvaluation>;
  out('sentiment (negative/neutral/positive) and anger at the service, per language');
  out(`${'lang'.padEnd(9)}${splits.map((s) => `${`${s} acc`.padStart(14)}${'anger P'.padStart(9)}${'anger R'.padStart(9)}${'n'.padStart(5)}`).join('')}`);
  const groups = [...new Set(splits.flatMap((s) => Object.keys(evaluations[s].perLanguage)))].sort();
  for (const group of groups) {
    out(
      group.padEnd(9) +
        splits
          .map((s) => {
            const r = evaluations[s].perLanguage[group];
            return r ? `${pct(r.accuracy).padStart(14)}${pct(r.angryPrecision).padStart(9)}${pct(r.angryRecall).padStart(9)}${String(r.n).padStart(5)}` : ''.padStart(37);
          })
          .join(''),
    );
  }
  for (const s of splits) {
    const e = evaluations[s];
    out(`${s}: accuracy ${pct(e.accuracy).trim()}, anger precision ${pct(e.angryPrecision).trim()} recall ${pct(e.angryRecall).trim()}, ${e.msPerMessage.toFixed(3)} ms/message`);
  }
  for (const s of splits) {
    for (const m of evaluations[s].misses) out(`  miss [${s}] ${m.group}: expected ${m.expected}, got ${m.got} (${m.score}): ${m.text}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) printTable();
