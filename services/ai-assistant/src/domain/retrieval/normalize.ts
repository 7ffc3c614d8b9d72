/**
 * Text normalisation shared by the concept lexicon and the questions, so both sides compare alike:
 * lower case, compatibility forms folded (full-width letters, ligatures), accents removed from Latin letters only
 * ("está" = "esta", "bệnh" = "benh"; Devanagari vowel signs are kept), Arabic letter variants folded
 * (أ إ آ -> ا, ى -> ي, ة -> ه) and short vowels dropped, Devanagari nukta dropped and chandrabindu read as anusvara, digits split from letters ("20mg" -> "20 mg"), Traditional
 * Chinese characters read as Simplified ("營業時間" = "营业时间"); words typed without spaces cut apart
 * ("vousetesouvertsledimanche" = "vous etes ouverts le dimanche", ../segment.ts).
 */

import { stripPinyinTones, toSimplified } from '../chinese';
import { foldLeetZero } from '../leet';
import { shippedSegmenter } from '../segment';

const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;

export function normalizeText(text: string): string {
  const typed = normalizeTyped(text);
  return shippedSegmenter()?.segment(typed) ?? typed;
}

/** normalizeText without cutting words typed without spaces ("VOUSETESOUVERTSLEDIMANCHE": ../segment.ts) */
function normalizeTyped(text: string): string {
  return foldLeetZero(stripPinyinTones(toSimplified(text).normalize('NFKC').toLowerCase()))
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/đ/g, 'd')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(ARABIC_MARKS, '')
    .replace(/\u093c/g, '') // Devanagari nukta: फ़ = फ
    .replace(/\u0901/g, '\u0902') // chandrabindu read as anusvara: दवाइयाँ = दवाइयां
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])(?=[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\s])/gu, '$1 ')
    .replace(/([^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\s])(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu, '$1 ')
    .replace(/(\p{N})(?=\p{L})/gu, '$1 ')
    .replace(/(\p{L}\p{M}*)(?=\p{N})/gu, '$1 ');
}

/** Scripts written without spaces between words: matched as substrings, and split into bigrams for overlap. */
export const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
export const ARABIC = /\p{Script=Arabic}/u;
export const LATIN = /\p{Script=Latin}/u;

/** Word tokens of normalised text (runs of letters, marks and digits; apostrophes and hyphens split words). */
export function tokenizeNormalized(normalized: string): string[] {
  return normalized.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
}

/** Light, language-agnostic stemming for words the lexicon does not know: plural and common suffixes. */
export function stemWord(word: string): string {
  if (!LATIN.test(word)) return word;
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'ies', 'es', 'ed', 's']) {
    if (word.length - suffix.length >= 4 && word.endsWith(suffix)) return suffix === 'ies' ? `${word.slice(0, -3)}y` : word.slice(0, -suffix.length);
  }
  return word;
}

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions), capped at `max + 1`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    row[0] = i;
    rows.push(row);
  }
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    const row = rows[i]!;
    const prev = rows[i - 1]!;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, rows[i - 2]![j - 2]! + 1);
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}
