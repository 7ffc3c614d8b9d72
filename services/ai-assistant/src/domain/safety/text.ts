/**
 * Text normalisation for the safety classifier. Unicode-aware: it never deletes letters of any script (the
 * old normaliser kept only [a-z0-9], which erased Chinese, Arabic, Hindi and every accented word).
 *
 * normaliseText(text):
 *  - NFKC (full-width forms, ligatures, compatibility digits), lower case; pinyin tone numbers dropped ("wo3" -> "wo");
 *  - Arabic-Indic, Persian and Devanagari digits to ASCII; decimal commas to points ("38,5" -> "38.5");
 *  - Latin script only: diacritics stripped through NFD ("fièvre" -> "fievre", "đau ngực" -> "dau nguc"),
 *    plus ß/đ/ø/æ/œ/ł; CJK, Arabic, Devanagari... letters are kept as they are (Devanagari vowel signs too);
 *  - Arabic: short vowels and tatweel removed, alef/yeh/teh-marbuta variants unified;
 *  - Devanagari: nukta removed, candrabindu -> anusvara; common Traditional Chinese characters -> Simplified; Wu 勿 -> 不 between Han characters;
 *  - apostrophes unified; French elisions split ("j'ai" -> "j ai"), other apostrophes dropped ("can't" -> "cant");
 *  - letters repeated 3+ times collapsed to 2 ("soooo" -> "soo", "ههههه" -> "هه");
 *  - a few unambiguous chat abbreviations ("rn" -> "right now", "pls" -> "please", "2yo" -> "2 year old");
 *  - punctuation: . , ? ! ; kept as separate tokens (sentence cues), everything else that is not a letter,
 *    a mark or a digit becomes a space; laughing emoji become "haha";
 *  - a message typed without spaces has its runs cut into words ("imonwarfarin" -> "im on warfarin": ../segment.ts).
 */

import { stripPinyinTones, toSimplified } from '../chinese';
import { foldLeetZero } from '../leet';
import { shippedSegmenter } from '../segment';

const ZERO_WIDTH = /[\u200B-\u200F\u2060\uFEFF\u00AD]/g;
const APOSTROPHES = /[\u2018\u2019\u201B\u02BC\u02B9\u0060\u00B4\u2032\uFF07]/g;
const LAUGH_EMOJI = /[\u{1F602}\u{1F923}\u{1F605}\u{1F606}\u{1F604}\u{1F601}\u{1F639}]/gu;

const LATIN_SPECIAL: Record<string, string> = { ß: 'ss', đ: 'd', ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', ı: 'i', þ: 'th' };
const LATIN_SPECIAL_RE = /[ßđøæœłıþ]/g;

function digitsToAscii(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F]/g, (d) => {
    const c = d.charCodeAt(0);
    if (c >= 0x0660 && c <= 0x0669) return String(c - 0x0660);
    if (c >= 0x06f0 && c <= 0x06f9) return String(c - 0x06f0);
    return String(c - 0x0966);
  });
}

/**
 * Character-level folding shared by the texts and the lexicon patterns: NFKC, Latin diacritics stripped,
 * Arabic and Devanagari variants unified, Traditional -> Simplified. Does not lower-case (so it is safe on
 * regular-expression source such as \p{L}) and does not touch punctuation.
 */
export function foldCharacters(text: string): string {
  let s = text.normalize('NFKC').replace(ZERO_WIDTH, '');
  s = digitsToAscii(s);
  // strip combining marks that follow a Latin letter (keeps Devanagari matras, Arabic letters, CJK)
  s = s.normalize('NFD').replace(/(\p{Script=Latin})\p{M}+/gu, '$1').normalize('NFC');
  s = s.replace(LATIN_SPECIAL_RE, (c) => LATIN_SPECIAL[c] ?? c).replace(/[ĐØÆŒŁ]/g, (c) => (LATIN_SPECIAL[c.toLowerCase()] ?? c).toUpperCase());
  // Arabic: harakat, superscript alef, tatweel; alef / yeh / teh marbuta / hamza-seat variants
  s = s
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0624/g, '\u0648')
    .replace(/\u0626/g, '\u064A')
    .replace(/\u06CC/g, '\u064A')
    .replace(/\u06A9/g, '\u0643');
  // Devanagari: nukta, candrabindu
  s = s.replace(/\u093C/g, '').replace(/\u0901/g, '\u0902');
  s = toSimplified(s);
  return s;
}

const FRENCH_ELISION = /(?<![\p{L}\p{N}])(l|j|d|m|n|s|c|t|qu|jusqu|lorsqu|puisqu|presqu)'(?=\p{L})/gu;

/** Chat abbreviations that mean the same thing in every supported language. */
const ABBREVIATIONS: [RegExp, string][] = [
  [/(?<![\p{L}\p{N}])rn(?![\p{L}\p{N}])/gu, 'right now'],
  [/(?<![\p{L}\p{N}])atm(?![\p{L}\p{N}])/gu, 'at the moment'],
  [/(?<![\p{L}\p{N}])(pls|plz|plss|plox|pleaseee?)(?![\p{L}\p{N}])/gu, 'please'],
  [/(?<![\p{L}\p{N}])(u)(?![\p{L}\p{N}'])/gu, 'you'],
  [/(?<![\p{L}\p{N}])(ur)(?![\p{L}\p{N}])/gu, 'your'],
  [/(?<![\p{L}\p{N}])(bc|bcuz|cuz|coz|bcoz)(?![\p{L}\p{N}])/gu, 'because'],
  [/(?<![\p{L}\p{N}])thru(?![\p{L}\p{N}])/gu, 'through'],
  [/(?<![\p{L}\p{N}])w\/o(?![\p{L}\p{N}])/gu, 'without'],
  [/(?<![\p{L}\p{N}])w\/(?=\s|\p{L})/gu, 'with '],
  [/(?<![\p{L}\p{N}])idk(?![\p{L}\p{N}])/gu, 'i dont know'],
  [/(?<![\p{L}\p{N}])(pq|xq|porq)(?![\p{L}\p{N}])/gu, 'porque'],
  [/(?<![\p{L}\p{N}])(vc|voce)(?![\p{L}\p{N}])/gu, 'voce'],
  [/(?<![\p{L}\p{N}])(dc|đc)(?![\p{L}\p{N}])/gu, 'duoc'],
  [/(?<![\p{L}\p{N}])(nhi|nahin|nahee)(?![\p{L}\p{N}])/gu, 'nahi'],
  [/(?<![\p{L}\p{N}])(bhot|bohot|bahot|bht)(?![\p{L}\p{N}])/gu, 'bahut'],
  [/(?<![\p{L}\p{N}])rha(?![\p{L}\p{N}])/gu, 'raha'],
  [/(?<![\p{L}\p{N}])rhi(?![\p{L}\p{N}])/gu, 'rahi'],
  [/(?<![\p{L}\p{N}])rhe(?![\p{L}\p{N}])/gu, 'rahe'],
  [/(?<![\p{L}\p{N}])(lng)(?![\p{L}\p{N}])/gu, 'lang'],
  [/(?<![\p{L}\p{N}])(nmn)(?![\p{L}\p{N}])/gu, 'naman'],
  [/(?<![\p{L}\p{N}])(ndi|hnd|hinde)(?![\p{L}\p{N}])/gu, 'hindi'],
  [/(?<![\p{L}\p{N}])(od'?d|oded|od'ed)(?![\p{L}\p{N}])/gu, 'overdosed'],
  [/(?<![\p{L}\p{N}])(od'?ing)(?![\p{L}\p{N}])/gu, 'overdosing'],
  // "2yo", "2 y/o", "4 yr old", "3yrs" -> "2 year old"
  [/(\d)\s?(?:yo|y\/o|y\.o\.?|yrs? old|year olds?)(?![\p{L}\p{N}])/gu, '$1 year old'],
  [/(\d)\s?(?:mins?)(?![\p{L}\p{N}])/gu, '$1 min'],
  [/(\d)\s?(?:hrs?)(?![\p{L}\p{N}])/gu, '$1 hour'],
  [/(\d)\s?(?:wks?)(?![\p{L}\p{N}])/gu, '$1 week'],
];

/** Normalised text for matching: see the file comment. Letters of every script survive. */
export function normaliseText(text: string): string {
  const typed = normaliseTyped(text);
  return shippedSegmenter()?.segment(typed) ?? typed;
}

/** normaliseText without cutting words typed without spaces (the vocabulary of that cut is counted on this). */
export function normaliseTyped(text: string): string {
  let s = text.replace(LAUGH_EMOJI, ' haha ');
  s = stripPinyinTones(foldCharacters(s).toLowerCase());
  s = foldLeetZero(s);
  // Shanghainese and other Wu writing put 勿 for 不 ("动勿了", "叫勿醒", "讲勿清爽"); in Mandarin 勿 is a formal "do not"
  s = s.replace(/(?<=\p{Script=Han})勿(?=\p{Script=Han})/gu, '不');
  s = s.replace(APOSTROPHES, "'");
  // sentence punctuation of other scripts
  s = s.replace(/[。｡]/g, '.').replace(/[؟]/g, '?').replace(/[،]/g, ',').replace(/[؛]/g, ';').replace(/[।॥]/g, '.').replace(/[、]/g, ',');
  s = s.replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2');
  for (const [re, replacement] of ABBREVIATIONS) s = s.replace(re, replacement);
  s = s.replace(FRENCH_ELISION, '$1 ');
  s = s.replace(/(\p{L})'(?=\p{L})/gu, '$1').replace(/'/g, ' ');
  s = s.replace(/(\p{L})\1{2,}/gu, '$1$1');
  // digits glued to Latin letters: "38c", "100mg", "type1"
  s = s.replace(/(\d)(\p{Script=Latin})/gu, '$1 $2').replace(/(\p{Script=Latin})(\d)/gu, '$1 $2');
  // keep . between digits (38.5), / between digits (10/10); sentence punctuation becomes its own token
  s = s.replace(/(\d)\.(\d)/g, '$1\uE000$2').replace(/(\d)\/(\d)/g, '$1\uE001$2');
  s = s.replace(/([.?!;,])\1+/g, '$1');
  s = s.replace(/[.?!;,]/g, (p) => ` ${p} `);
  s = s.replace(/[^\p{L}\p{M}\p{N}.?!;,\uE000\uE001 ]+/gu, ' ');
  s = s.replace(/\uE000/g, '.').replace(/\uE001/g, '/');
  return s.replace(/\s+/g, ' ').trim();
}
