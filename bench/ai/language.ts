import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { detectLanguage } from '../../services/ai-assistant/src/infrastructure/language-detector';
import { languageName } from '../../services/ai-assistant/src/domain/language';

/**
 * Language detection on pharmacy-chat messages (bench/ai/language/{dev,held-out}.json, >= 20 characters each).
 * Target: >= 90% correct per language on >= 50 languages (held-out). Rules are tuned on dev only.
 *
 *   node --import tsx bench/ai/language.ts            # both splits
 *   node --import tsx bench/ai/language.ts held-out   # one split, with every miss listed
 */

type Split = 'dev' | 'held-out';
interface Sample {
  lang: string;
  text: string;
}
export interface LanguageEvaluation {
  perLanguage: Record<string, { accuracy: number; n: number }>;
  languagesAtTarget: number;
  languages: number;
  msPerMessage: number;
  misses: { lang: string; detected: string; confidence: number; text: string }[];
  accuracy: number;
}

export const LANGUAGE_TARGET = 0.9;
export const MIN_CHARACTERS = 20;

export function loadLanguageSamples(split: Split): Sample[] {
  const path = fileURLToPath(new URL(`./language/${split}.json`, import.meta.url));
  const samples = JSON.parse(readFileSync(path, 'utf8')) as Sample[];
  return samples.filter((s) => [...s.text].length >= MIN_CHARACTERS);
}

/** Latin-script text typed without accents, as on many phones ("cuanto cuesta", "dobry den", "cam on"). */
export function withoutDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC').replace(/đ/g, 'd').replace(/Đ/g, 'D').replace(/ı/g, 'i');
}

/**
 * `options.withoutDiacritics`: only the samples in Latin script that have accents, with the accents removed
 * (a robustness figure, not the target).
 */
export function evaluateLanguage(split: Split, options: { withoutDiacritics?: boolean } = {}): LanguageEvaluation {
  const samples = options.withoutDiacritics
    ? loadLanguageSamples(split)
        .filter((s) => /\p{Script=Latin}/u.test(s.text) && !/[^\p{Script=Latin}\P{L}]/u.test(s.text) && withoutDiacritics(s.text) !== s.text)
        .map((s) => ({ ...s, text: withoutDiacritics(s.text) }))
    : loadLanguageSamples(split);
  for (const s of samples.slice(0, 50)) detectLanguage(s.text); // warm-up (JIT), not timed
  const counts: Record<string, { ok: number; n: number }> = {};
  const misses: LanguageEvaluation['misses'] = [];
  const started = performance.now();
  const results = samples.map((s) => detectLanguage(s.text));
  const msPerMessage = (performance.now() - started) / Math.max(1, samples.length);
  samples.forEach((s, i) => {
    const got = results[i]!;
    const c = (counts[s.lang] ??= { ok: 0, n: 0 });
    c.n++;
    if (got.language === s.lang) c.ok++;
    else misses.push({ lang: s.lang, detected: got.language, confidence: got.confidence, text: s.text });
  });
  const perLanguage = Object.fromEntries(
    Object.entries(counts)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([lang, c]) => [lang, { accuracy: c.ok / c.n, n: c.n }]),
  );
  const rows = Object.values(perLanguage);
  return {
    perLanguage,
    languagesAtTarget: rows.filter((r) => r.accuracy >= LANGUAGE_TARGET).length,
    languages: rows.length,
    msPerMessage,
    misses,
    accuracy: samples.length ? (samples.length - misses.length) / samples.length : 0,
  };
}

function printTable(): void {
  const arg = process.argv[2];
  const splits: Split[] = arg === 'dev' || arg === 'held-out' ? [arg] : ['dev', 'held-out'];
  const out = (line = '') => process.stdout.write(`${line}\n`);
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`.padStart(7);
  const evaluations = Object.fromEntries(splits.map((s) => [s, evaluateLanguage(s)])) as Record<Split, LanguageEvaluation>;
  out(`language detection, messages >= ${MIN_CHARACTERS} characters; target >= ${LANGUAGE_TARGET * 100}% per language`);
  out(`${'lang'.padEnd(6)}${'name'.padEnd(16)}${splits.map((s) => `${s.padStart(9)}${'n'.padStart(5)}`).join('')}`);
  const langs = [...new Set(splits.flatMap((s) => Object.keys(evaluations[s].perLanguage)))].sort();
  for (const lang of langs) {
    const cells = splits.map((s) => {
      const r = evaluations[s].perLanguage[lang];
      return r ? `${pct(r.accuracy)}${r.accuracy < LANGUAGE_TARGET ? '*' : ' '} ${String(r.n).padStart(4)}` : '        -    -';
    });
    out(`${lang.padEnd(6)}${languageName(lang).slice(0, 15).padEnd(16)}${cells.join('')}`);
  }
  for (const s of splits) {
    const e = evaluations[s];
    const total = Object.values(e.perLanguage).reduce((n, r) => n + r.n, 0);
    out(
      `${s}: ${e.languagesAtTarget}/${e.languages} languages >= 90%, overall ${pct((total - e.misses.length) / total).trim()} ` +
        `(${total - e.misses.length}/${total}), ${e.msPerMessage.toFixed(3)} ms/message`,
    );
  }
  for (const s of splits) {
    const plain = evaluateLanguage(s, { withoutDiacritics: true });
    const total = Object.values(plain.perLanguage).reduce((n, r) => n + r.n, 0);
    out(
      `${s}, Latin-script samples typed without accents (robustness, not the target): overall ${pct(plain.accuracy).trim()} (${total}), ` +
        `below 90%: ${Object.entries(plain.perLanguage).filter(([, r]) => r.accuracy < LANGUAGE_TARGET).map(([l, r]) => `${l} ${pct(r.accuracy).trim()}`).join(', ') || 'none'}`,
    );
  }
  for (const s of splits) {
    for (const m of evaluations[s].misses) out(`  miss [${s}] ${m.lang} -> ${m.detected} (${m.confidence}): ${m.text}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) printTable();
