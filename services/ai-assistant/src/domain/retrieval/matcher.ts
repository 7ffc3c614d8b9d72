import { editDistance, LATIN, normalizeText, stemWord, tokenizeNormalized } from './normalize';

/** A question or entry text, normalised once and matched against many phrases. */
export interface AnalysedText {
  normalized: string;
  /** word tokens (Latin and other spaced scripts) */
  tokens: string[];
  stems: string[];
}

export function analyse(text: string): AnalysedText {
  const normalized = normalizeText(text);
  const tokens = tokenizeNormalized(normalized);
  return { normalized, tokens, stems: tokens.map(stemWord) };
}

type WordMode = 'exact' | 'prefix' | 'infix';
interface PhraseWord {
  word: string;
  stem: string;
  mode: WordMode;
}
export type CompiledPhrase = { kind: 'tokens'; phrase: string; words: PhraseWord[] } | { kind: 'substring'; phrase: string; pattern: RegExp | null; text: string };

const WORD_START_SCRIPTS = /[\p{Script=Arabic}\p{Script=Devanagari}]/u;
const SUBSTRING_SCRIPTS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Thai}]/u;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function compilePhrase(raw: string): CompiledPhrase {
  if (SUBSTRING_SCRIPTS.test(raw)) {
    // a trailing "$" asks for a whole word: "بكم$" (how much) is not the start of "بكمل" (I go on)
    const whole = raw.trim().endsWith('$');
    const text = normalizeText(raw.trim().replace(/[*~$]/g, ''));
    // Arabic and Devanagari: the phrase starts a word (after an optional Arabic clitic: و ف ب ل ك and the article ال)
    // short words (كم, مل) must also end a word, with no clitic before them
    const short = [...text].length <= 2;
    const end = short || whole ? '(?=$|[^\\p{L}\\p{M}])' : '';
    const pattern = WORD_START_SCRIPTS.test(raw)
      ? new RegExp(short ? `(?:^|[^\\p{L}\\p{M}])${escape(text)}${end}` : `(?:^|[^\\p{L}\\p{M}])(?:[وفبلك]?(?:ال)?|لل)${escape(text)}${end}`, 'u')
      : null;
    return { kind: 'substring', phrase: raw, pattern, text };
  }
  const words: PhraseWord[] = [];
  for (const rawWord of raw.trim().split(/\s+/)) {
    const prefix = rawWord.endsWith('*');
    const infix = rawWord.startsWith('~');
    const parts = tokenizeNormalized(normalizeText(rawWord.replace(/[*~]/g, '')));
    parts.forEach((word, i) => {
      const mode: WordMode = prefix && i === parts.length - 1 ? 'prefix' : infix && i === 0 ? 'infix' : 'exact';
      words.push({ word, stem: stemWord(word), mode });
    });
  }
  return { kind: 'tokens', phrase: raw, words };
}

/** Allowed typo distance for a lexicon word of this length. */
function maxTypos(length: number): number {
  if (length >= 9) return 2;
  if (length >= 6) return 1;
  return 0;
}

/**
 * Words that are themselves in the lexicon (or common words a typo would turn into one): such a token is read as
 * itself, never as a typo of another word ("combien" is not a misspelt "combine").
 */
const knownWords = new Set<string>();
export function registerKnownWords(words: Iterable<string>): void {
  for (const w of words) knownWords.add(w);
}

export function wordMatches(pw: PhraseWord, token: string, stem: string): boolean {
  if (pw.mode === 'infix') return token.includes(pw.word);
  if (pw.mode === 'prefix') {
    if (token.startsWith(pw.word)) return true;
  } else if (token === pw.word || (stem === pw.stem && stem.length >= 3)) return true;
  if (!LATIN.test(token) || knownWords.has(token)) return false;
  const typos = maxTypos(pw.word.length);
  if (typos === 0 || token.length < 6 || token[0] !== pw.word[0]) return false;
  if (pw.mode === 'prefix') {
    // a typo inside a prefix is only trusted for long prefixes ("prescript*", "interact*")
    if (pw.word.length < 7) return false;
    for (const len of [pw.word.length - 1, pw.word.length, pw.word.length + 1]) {
      if (len > token.length || len < 4) continue;
      if (editDistance(token.slice(0, len), pw.word, typos) <= typos) return true;
    }
    return false;
  }
  if (editDistance(token, pw.word, typos) <= typos) return true;
  const stemTypos = maxTypos(pw.stem.length);
  return stemTypos > 0 && stem.length >= 5 && editDistance(stem, pw.stem, stemTypos) <= stemTypos;
}

/** Token positions the phrase covers in the text (empty when it does not occur); substring matches cover no token. */
export function findPhrase(phrase: CompiledPhrase, text: AnalysedText): number[] | null {
  if (phrase.kind === 'substring') {
    const found = phrase.pattern ? phrase.pattern.test(text.normalized) : text.normalized.includes(phrase.text);
    return found ? [] : null;
  }
  const n = phrase.words.length;
  for (let start = 0; start + n <= text.tokens.length; start++) {
    let ok = true;
    for (let k = 0; k < n && ok; k++) ok = wordMatches(phrase.words[k]!, text.tokens[start + k]!, text.stems[start + k]!);
    if (ok) return Array.from({ length: n }, (_, k) => start + k);
  }
  return null;
}

export class PhraseSet {
  private readonly phrases: CompiledPhrase[];
  constructor(phrases: string[]) {
    this.phrases = [...new Set(phrases)].map(compilePhrase);
  }

  /** the phrases found, with the token positions they cover */
  find(text: AnalysedText): { phrase: string; positions: number[] }[] {
    const found: { phrase: string; positions: number[] }[] = [];
    for (const p of this.phrases) {
      const positions = findPhrase(p, text);
      if (positions) found.push({ phrase: p.phrase, positions });
    }
    return found;
  }

  test(text: AnalysedText): boolean {
    return this.phrases.some((p) => findPhrase(p, text) !== null);
  }
}
