/**
 * Plain-language glossary: explains medical and pharmacy jargon in a text the first time each term appears,
 * e.g. "an anticoagulant" -> "an anticoagulant (a blood thinner)". English and Spanish; other languages are
 * returned unchanged. Matching ignores case and accents ("hipertension" finds "hipertensión"), treats hyphens and
 * spaces alike, prefers the longest term, respects Unicode word boundaries, and skips URLs, e-mail addresses and
 * terms the text already explains in parentheses.
 */
import { EN_CASE_SENSITIVE, EN_GLOSSARY } from './en';
import { ES_CASE_SENSITIVE, ES_GLOSSARY } from './es';

export interface SimplifiedText { text: string; original: string; terms: { term: string; plain: string }[] }

type GlossaryLanguage = 'en' | 'es';

interface Entry { term: string; plain: string; caseSensitive: boolean }
interface Variant { entry: Entry; plural: boolean }
interface CompiledGlossary { entries: readonly Entry[]; variants: Map<string, Variant>; pattern: RegExp }

const SOURCES: Record<GlossaryLanguage, { glossary: Readonly<Record<string, string>>; caseSensitive: ReadonlySet<string> }> = {
  en: { glossary: EN_GLOSSARY, caseSensitive: EN_CASE_SENSITIVE },
  es: { glossary: ES_GLOSSARY, caseSensitive: ES_CASE_SENSITIVE },
};

const LANGUAGE_ALIASES: Record<string, GlossaryLanguage> = { en: 'en', eng: 'en', english: 'en', es: 'es', spa: 'es', spanish: 'es', 'español': 'es', espanol: 'es' };

/** 'en', 'en-US', 'eng' -> 'en'; 'es', 'es-MX', 'spa' -> 'es'; anything else (including 'und') -> undefined. */
export function glossaryLanguage(language: string): GlossaryLanguage | undefined {
  const primary = language.trim().toLowerCase().split(/[-_]/u)[0] ?? '';
  return Object.hasOwn(LANGUAGE_ALIASES, primary) ? LANGUAGE_ALIASES[primary] : undefined;
}

/** Lower case, accents removed, hyphens and whitespace runs turned into one space: the form terms are compared in. */
export function normalizeTerm(term: string): string {
  return foldChars(term).replace(/[\s\-‐‑–]+/gu, ' ').trim();
}

function foldChars(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/** The folded text plus, for each folded UTF-16 unit, the index of the original character it came from. */
function foldWithMap(text: string): { folded: string; map: number[] } {
  let folded = '';
  const map: number[] = [];
  let index = 0;
  for (const char of text) {
    const f = foldChars(char);
    for (let k = 0; k < f.length; k++) map.push(index);
    folded += f;
    index += char.length;
  }
  map.push(text.length);
  return { folded, map };
}

function englishPlural(term: string): string | undefined {
  if (!/\p{L}$/u.test(term)) return undefined;
  if (term === term.toUpperCase()) return `${term}s`; // NSAIDs, PPIs
  if (/s$/u.test(term)) return undefined;
  if (/[^aeiou]y$/u.test(term)) return `${term.slice(0, -1)}ies`;
  if (/(?:x|z|ch|sh)$/u.test(term)) return `${term}es`;
  return `${term}s`;
}

function spanishPlural(term: string): string | undefined {
  if (!/\p{L}$/u.test(term)) return undefined;
  if (term === term.toUpperCase()) return `${term}s`; // AINEs
  // Multi-word Spanish terms pluralise the head noun and its adjectives ("infecciones urinarias"): singular only.
  if (/\s/u.test(term)) return undefined;
  const folded = foldChars(term);
  if (/[sx]$/u.test(folded)) return undefined;
  if (/[aeiou]$/u.test(folded)) return `${term}s`;
  if (/z$/u.test(folded)) return `${term.slice(0, -1)}ces`;
  return `${term}es`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&');
}

const compiled = new Map<GlossaryLanguage, CompiledGlossary>();

function compile(language: GlossaryLanguage): CompiledGlossary {
  const cached = compiled.get(language);
  if (cached) return cached;
  const { glossary, caseSensitive } = SOURCES[language];
  const entries: Entry[] = Object.entries(glossary).map(([term, plain]) => ({ term, plain, caseSensitive: caseSensitive.has(term) }));
  const variants = new Map<string, Variant>();
  for (const entry of entries) {
    const key = normalizeTerm(entry.term);
    if (!variants.has(key) || variants.get(key)?.plural) variants.set(key, { entry, plural: false });
  }
  for (const entry of entries) {
    const plural = language === 'en' ? englishPlural(entry.term) : spanishPlural(entry.term);
    if (plural === undefined) continue;
    const key = normalizeTerm(plural);
    if (!variants.has(key)) variants.set(key, { entry, plural: true });
  }
  const keys = [...variants.keys()].sort((a, b) => b.length - a.length || a.localeCompare(b));
  const alternatives = keys.map((key) => key.split(' ').map(escapeRegExp).join('[\\s\\-‐‑–]+'));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}\\p{M}_])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}\\p{M}_])`, 'gu');
  const result = { entries: Object.freeze(entries), variants, pattern };
  compiled.set(language, result);
  return result;
}

const TLDS = 'com|org|net|gov|edu|info|io|es|mx|ar|co|cl|pe|us|uk|eu|health|care|app|pharmacy|ca|de|fr|it|pt|br';
const PROTECTED_PATTERNS: readonly RegExp[] = [
  /(?:https?|ftp):\/\/[^\s<>"']+/giu,
  /\bwww\.[^\s<>"']+/giu,
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu,
  new RegExp(`(?<![\\p{L}\\p{N}@.])(?:[\\p{L}\\p{N}-]+\\.)+(?:${TLDS})(?![\\p{L}\\p{N}])(?:[/?#][^\\s<>"']*)?`, 'giu'),
];

/**
 * Character ranges [start, end) of URLs and e-mail addresses: no term is explained inside them. (Numbers need no
 * range: a term never matches next to a digit, so "10mg" or "A2B" are left alone.)
 */
function protectedRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const pattern of PROTECTED_PATTERNS) {
    for (const match of text.matchAll(pattern)) ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}

function alreadyExplained(text: string, start: number, end: number): boolean {
  const after = text.slice(end).trimStart();
  if (after.startsWith('(')) return true;
  // "a blood thinner (anticoagulant)": the term is itself the explanation.
  return text.slice(0, start).trimEnd().endsWith('(') && after.startsWith(')');
}

function plainForPlural(plain: string, language: GlossaryLanguage): string {
  return plain.replace(language === 'en' ? /^an? /u : /^un[ao]? /u, '');
}

export function simplify(text: string, language: string): SimplifiedText {
  const lang = glossaryLanguage(language);
  if (lang === undefined || text.length === 0) return { text, original: text, terms: [] };
  const { variants, pattern } = compile(lang);
  const { folded, map } = foldWithMap(text);
  const ranges = protectedRanges(text);
  const seen = new Set<Entry>();
  const terms: { term: string; plain: string }[] = [];
  const inserts: { at: number; text: string }[] = [];

  for (const match of folded.matchAll(pattern)) {
    const variant = variants.get(normalizeTerm(match[0]));
    if (!variant) continue;
    const { entry, plural } = variant;
    if (seen.has(entry)) continue;
    const start = map[match.index] ?? text.length;
    const end = map[match.index + match[0].length] ?? text.length;
    const surface = text.slice(start, end);
    if (entry.caseSensitive && !surface.replace(/[\s\-‐‑–]+/gu, ' ').startsWith(entry.term.replace(/-/gu, ' '))) continue;
    if (ranges.some(([from, to]) => start < to && end > from)) continue;
    seen.add(entry);
    if (alreadyExplained(text, start, end)) continue;
    const plain = plural ? plainForPlural(entry.plain, lang) : entry.plain;
    inserts.push({ at: end, text: ` (${plain})` });
    terms.push({ term: entry.term, plain: entry.plain });
  }

  if (inserts.length === 0) return { text, original: text, terms: [] };
  let out = '';
  let cursor = 0;
  for (const insert of inserts) {
    out += text.slice(cursor, insert.at) + insert.text;
    cursor = insert.at;
  }
  out += text.slice(cursor);
  return { text: out, original: text, terms };
}

export const GLOSSARY_SIZE: { en: number; es: number } = {
  en: compile('en').entries.length,
  es: compile('es').entries.length,
};

export function glossaryEntries(language: string): readonly { term: string; plain: string }[] {
  const lang = glossaryLanguage(language);
  if (lang === undefined) return [];
  return compile(lang).entries.map(({ term, plain }) => ({ term, plain }));
}
