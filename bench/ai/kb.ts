import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KnowledgeEntry } from '../../services/ai-assistant/src/domain/knowledge-entry';
import { answerFromKnowledgeBase } from '../../services/ai-assistant/src/domain/retrieval/index';

/**
 * Knowledge-base answering on the demo KB (bench/ai/kb/knowledge-base.json, a copy of deploy/src/seed.ts): paraphrased
 * questions (slang, typos, 10 languages) must get the expected entry; questions the KB does not cover and questions
 * that need clinical judgement must be handed over. Rules are tuned on dev only; held-out is measured at the end.
 *
 *   node --import tsx bench/ai/kb.ts            # both splits
 *   node --import tsx bench/ai/kb.ts dev        # one split, with every miss listed
 */

type Split = 'dev' | 'held-out';
interface Sample {
  lang: string;
  text: string;
  /** the entry's question, or "handoff" */
  expected: string;
  kind: 'paraphrase' | 'uncovered' | 'clinical';
}

export interface KbEvaluation {
  /** share of covered questions answered with the expected entry */
  top1: number;
  /** covered questions answered with another entry (handovers are not counted here) */
  wrongAnswers: number;
  /** share of uncovered and clinical questions handed over */
  uncoveredHandedOver: number;
  perLanguage: Record<string, { top1: number; handover: number; n: number }>;
  misses: { lang: string; text: string; expected: string; got: string }[];
}

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export function loadKb(): KnowledgeEntry[] {
  const data = JSON.parse(readFileSync(here('./kb/knowledge-base.json'), 'utf8')) as { entries: { category: string; question: string; answer: string; tags: string[] }[] };
  return data.entries.map((e) => KnowledgeEntry.create('bench-pharmacy', e));
}

export function loadKbSamples(split: Split): Sample[] {
  return JSON.parse(readFileSync(here(`./kb/${split}.json`), 'utf8')) as Sample[];
}

export function evaluateKb(split: Split): KbEvaluation {
  const entries = loadKb();
  const samples = loadKbSamples(split);
  const counts: Record<string, { ok: number; covered: number; handed: number; uncovered: number; n: number }> = {};
  const misses: KbEvaluation['misses'] = [];
  let wrongAnswers = 0;
  for (const s of samples) {
    const decision = answerFromKnowledgeBase(s.text, entries, s.lang);
    const got = decision.kind === 'answer' ? decision.entry.question : `handoff:${decision.reason}`;
    const c = (counts[s.lang] ??= { ok: 0, covered: 0, handed: 0, uncovered: 0, n: 0 });
    c.n++;
    if (s.expected === 'handoff') {
      c.uncovered++;
      if (decision.kind === 'handoff') c.handed++;
      else misses.push({ lang: s.lang, text: s.text, expected: `handoff (${s.kind})`, got });
    } else {
      c.covered++;
      if (decision.kind === 'answer' && decision.entry.question === s.expected) c.ok++;
      else {
        if (decision.kind === 'answer') wrongAnswers++;
        misses.push({ lang: s.lang, text: s.text, expected: s.expected, got });
      }
    }
  }
  const all = Object.values(counts).reduce((t, c) => ({ ok: t.ok + c.ok, covered: t.covered + c.covered, handed: t.handed + c.handed, uncovered: t.uncovered + c.uncovered }), {
    ok: 0,
    covered: 0,
    handed: 0,
    uncovered: 0,
  });
  const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
  return {
    top1: ratio(all.ok, all.covered),
    wrongAnswers,
    uncoveredHandedOver: ratio(all.handed, all.uncovered),
    perLanguage: Object.fromEntries(
      Object.entries(counts).map(([lang, c]) => [lang, { top1: ratio(c.ok, c.covered), handover: ratio(c.handed, c.uncovered), n: c.n }]),
    ),
    misses,
  };
}

function printTable(): void {
  const arg = process.argv[2];
  const splits: Split[] = arg === 'dev' || arg === 'held-out' ? [arg] : ['dev', 'held-out'];
  const out = (line = '') => process.stdout.write(`${line}\n`);
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`.padStart(8);
  const evaluations = Object.fromEntries(splits.map((s) => [s, evaluateKb(s)])) as Record<Split, KbEvaluation>;
  out('knowledge-base answering: top-1 on covered questions, share of uncovered/clinical questions handed over');
  out(`${'lang'.padEnd(6)}${splits.map((s) => `${`${s} top1`.padStart(15)}${'handover'.padStart(10)}${'n'.padStart(5)}`).join('')}`);
  const langs = [...new Set(splits.flatMap((s) => Object.keys(evaluations[s].perLanguage)))];
  for (const lang of langs) {
    out(
      lang.padEnd(6) +
        splits
          .map((s) => {
            const row = evaluations[s].perLanguage[lang];
            return row ? `${pct(row.top1).padStart(15)}${pct(row.handover).padStart(10)}${String(row.n).padStart(5)}` : ' '.repeat(30);
          })
          .join(''),
    );
  }
  out(
    'all'.padEnd(6) +
      splits.map((s) => `${pct(evaluations[s].top1).padStart(15)}${pct(evaluations[s].uncoveredHandedOver).padStart(10)}${''.padStart(5)}`).join(''),
  );
  for (const s of splits) out(`${s}: wrong answers (covered question, another entry answered): ${evaluations[s].wrongAnswers}`);
  if (splits.length === 1) {
    out();
    for (const m of evaluations[splits[0]!].misses) out(`  [${m.lang}] ${m.text}\n      expected: ${m.expected}\n      got:      ${m.got}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) printTable();
