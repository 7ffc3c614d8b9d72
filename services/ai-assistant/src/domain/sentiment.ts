import { EMOJI_ANGER, EMOJI_VALENCE } from './sentiment/emoji';
import { SENTIMENT_LEXICONS } from './sentiment/lexicons';
import type { SentimentLexicon } from './sentiment/types';

/**
 * Sentiment and anger of a patient message, by lexicon and rules (no model): per-language lexicons
 * (en, es, fr, de, pt, zh, ar, hi in Devanagari and romanised, vi, tl; English is always consulted too, since chat
 * mixes it in), negation, intensifiers, "but", emoji, ALL CAPS, "!!!" and light sarcasm.
 *
 * `angry` is anger or frustration aimed at the pharmacy or its service ("this is the third time I ask", "worst
 * pharmacy", "still waiting!!!"), not distress about an illness: "I have terrible pain" is negative, not angry.
 * Measured by bench/ai/sentiment.ts.
 */

export type Sentiment = 'negative' | 'neutral' | 'positive';

export interface SentimentAnalysis {
  sentiment: Sentiment;
  /** -1..1 */
  score: number;
  angry: boolean;
}

export const SENTIMENT_LANGUAGES = Object.keys(SENTIMENT_LEXICONS);

/** |score| at or above this is positive / negative. */
const THRESHOLD = 0.25;
/** Raw valence sums map onto -1..1 as s / sqrt(s² + ALPHA). */
const ALPHA = 6;
const NEGATION_FLIP = -0.75;
const NEGATION_SCOPE = 3;
const CHAR_NEGATION_SCOPE = 3;

// ---------------------------------------------------------------------------------------------------------------
// Matching

type Kind = 'word' | 'courtesy' | 'symptom' | 'negator' | 'negatorAfter' | 'intensifier' | 'intensifierAfter' | 'contrast';
interface Entry {
  tokens: string[];
  kind: Kind;
  weight: number;
}
interface Compiled {
  lexicon: SentimentLexicon;
  /** first token -> entries starting with it, longest first */
  entries: Map<string, Entry[]>;
  anger: string[][];
  angerEmotions: string[][];
  disbelief: string[][];
  complaint: string[][];
  service: string[][];
  sarcasm: string[][];
  /** single lexicon words of 5+ letters, for German compounds */
  compoundTails: string[];
  /** English words ignored for this message language (false friends) */
  falseFriends: Set<string>;
}
interface Token {
  /** normalised form used for matching */
  form: string;
  /** diacritics removed (when the lexicon allows) */
  folded: string;
  /** the token as typed (ALL CAPS detection) */
  raw: string;
  /** a clause boundary (, . ! ? ;) precedes this token */
  boundary: boolean;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

/** Arabic: no diacritics, one alef, ى -> ي, ة -> ه, no tatweel. Devanagari/others: NFC. Everything lower-case. */
function normalise(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[’‘`´]/g, "'");
}

const WORD = /[\p{L}\p{M}\p{N}'-]+|[.,!?;:¡¿。，！？；：،؟]+/gu;
const HAN = /\p{Script=Han}/u;

function tokenize(text: string, characters: boolean, foldDiacritics: boolean): Token[] {
  const tokens: Token[] = [];
  let boundary = true;
  const push = (raw: string) => {
    const form = normalise(raw).replace(/^'+|'+$/g, '');
    if (!form) return;
    tokens.push({ form, folded: foldDiacritics ? fold(form) : form, raw, boundary });
    boundary = false;
  };
  for (const match of text.matchAll(WORD)) {
    const piece = match[0];
    if (/^[.,!?;:¡¿。，！？；：،؟]+$/u.test(piece)) {
      boundary = true;
      continue;
    }
    if (characters && HAN.test(piece)) {
      // Chinese: one token per Han character, other runs (Latin words, digits) whole
      for (const part of piece.match(/\p{Script=Han}|[^\p{Script=Han}]+/gu) ?? []) push(part);
    } else {
      push(piece);
    }
  }
  return tokens;
}

function splitEntry(entry: string, characters: boolean): string[] {
  const text = normalise(entry);
  if (characters && HAN.test(text)) return text.match(/\p{Script=Han}|[^\p{Script=Han}\s]+/gu) ?? [];
  return text.split(/\s+/).filter(Boolean);
}

const compiled = new Map<string, Compiled>();

function compile(language: string): Compiled | undefined {
  const lexicon = SENTIMENT_LEXICONS[language];
  if (!lexicon) return undefined;
  let found = compiled.get(language);
  if (found) return found;
  const characters = lexicon.characters === true;
  const foldDiacritics = lexicon.foldDiacritics === true;
  const entries = new Map<string, Entry[]>();
  const add = (phrase: string, kind: Kind, weight: number) => {
    const tokens = splitEntry(phrase, characters);
    if (tokens.length === 0) return;
    const variants = foldDiacritics ? [tokens, tokens.map(fold)] : [tokens];
    for (const variant of variants) {
      const list = entries.get(variant[0]!) ?? [];
      if (!list.some((e) => e.kind === kind && e.tokens.join(' ') === variant.join(' '))) list.push({ tokens: variant, kind, weight });
      entries.set(variant[0]!, list);
    }
  };
  for (const [w, v] of Object.entries(lexicon.words)) add(w, 'word', v);
  for (const [w, v] of Object.entries(lexicon.courtesy ?? {})) add(w, 'courtesy', v);
  for (const [w, v] of Object.entries(lexicon.symptoms ?? {})) add(w, 'symptom', v);
  for (const w of lexicon.negators) add(w, 'negator', 0);
  for (const w of lexicon.negatorsAfter ?? []) add(w, 'negatorAfter', 0);
  for (const [w, v] of Object.entries(lexicon.intensifiers)) add(w, 'intensifier', v);
  for (const [w, v] of Object.entries(lexicon.intensifiersAfter ?? {})) add(w, 'intensifierAfter', v);
  for (const w of lexicon.contrast) add(w, 'contrast', 0);
  for (const list of entries.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  const phrases = (list: string[] | undefined) => (list ?? []).map((p) => splitEntry(p, characters)).filter((t) => t.length > 0);
  found = {
    lexicon,
    entries,
    anger: phrases(lexicon.anger),
    angerEmotions: phrases(lexicon.angerEmotions),
    disbelief: phrases(lexicon.disbelief),
    complaint: phrases(lexicon.complaint),
    service: phrases(lexicon.service),
    sarcasm: phrases(lexicon.sarcasm),
    compoundTails: lexicon.compounds
      ? [...entries.keys()].filter((k) => k.length >= 5 && entries.get(k)!.some((e) => e.tokens.length === 1 && (e.kind === 'word' || e.kind === 'symptom')))
      : [],
    falseFriends: new Set(lexicon.englishFalseFriends ?? []),
  };
  compiled.set(language, found);
  return found;
}

/** The token's candidate forms: as typed, without diacritics, without a clitic prefix or an inflection ending. */
function formsOf(token: Token, c: Compiled): string[] {
  const { lexicon } = c;
  const forms = token.form === token.folded ? [token.form] : [token.form, token.folded];
  for (const prefix of lexicon.prefixes ?? []) {
    if (token.form.startsWith(prefix) && token.form.length > prefix.length + 1) forms.push(token.form.slice(prefix.length));
  }
  for (const suffix of lexicon.suffixes ?? []) {
    for (const form of [token.form, token.folded]) {
      if (form.endsWith(suffix) && form.length >= suffix.length + 3) forms.push(form.slice(0, -suffix.length));
    }
  }
  if (lexicon.compounds && token.form.length >= 8) {
    for (const word of c.compoundTails) {
      if (token.folded.endsWith(word) && token.folded !== word) forms.push(word);
    }
  }
  return forms;
}

function tokenMatches(token: Token, expected: string, lexicon: SentimentLexicon): boolean {
  if (token.form === expected || token.folded === expected) return true;
  return (lexicon.prefixes ?? []).some((p) => token.form.startsWith(p) && token.form.slice(p.length) === expected);
}

function matchAt(tokens: Token[], i: number, phrase: string[], lexicon: SentimentLexicon): boolean {
  if (i + phrase.length > tokens.length) return false;
  for (let k = 0; k < phrase.length; k++) {
    // a phrase does not run across a clause boundary (except at its start)
    if (k > 0 && tokens[i + k]!.boundary) return false;
    if (!tokenMatches(tokens[i + k]!, phrase[k]!, lexicon)) return false;
  }
  return true;
}

function countPhrases(tokens: Token[], phrases: string[][], lexicon: SentimentLexicon): number {
  let n = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (phrases.some((p) => matchAt(tokens, i, p, lexicon))) n++;
  }
  return n;
}

function longestEntry(tokens: Token[], i: number, c: Compiled, ignore?: Set<string>): Entry | undefined {
  if (ignore?.has(tokens[i]!.form)) return undefined;
  for (const form of formsOf(tokens[i]!, c)) {
    for (const entry of c.entries.get(form) ?? []) {
      if (entry.tokens.length === 1 || matchAt(tokens, i, entry.tokens, c.lexicon)) return entry;
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Scoring

interface Valence {
  sum: number;
  positive: number;
  negative: number;
  /** negative valence that came from symptoms only */
  symptomNegative: number;
  courtesy: number;
  capsNegative: number;
}

interface Hit {
  weight: number;
  kind: Kind;
  index: number;
  end: number;
  caps: boolean;
}

function valence(tokens: Token[], c: Compiled, ignore?: Set<string>): Valence {
  const hits: Hit[] = [];
  const characters = c.lexicon.characters === true;
  const negScope = characters ? CHAR_NEGATION_SCOPE : NEGATION_SCOPE;
  let negatedUntil = -1;
  let intensity = 1;
  let intensityUntil = -1;
  let contrastAt = -1;
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i]!;
    if (token.boundary && i > 0) {
      negatedUntil = -1;
      intensityUntil = -1;
    }
    const entry = longestEntry(tokens, i, c, ignore);
    if (!entry) {
      i++;
      continue;
    }
    const end = i + entry.tokens.length;
    if (entry.kind === 'negator') {
      negatedUntil = end - 1 + negScope;
    } else if (entry.kind === 'intensifier') {
      intensity = entry.weight;
      intensityUntil = end - 1 + (characters ? 2 : 2);
    } else if (entry.kind === 'contrast') {
      contrastAt = hits.length;
    } else if (entry.kind === 'negatorAfter') {
      const last = hits[hits.length - 1];
      if (last && last.end >= i - (characters ? 2 : 2) && last.kind !== 'courtesy') last.weight *= NEGATION_FLIP;
    } else if (entry.kind === 'intensifierAfter') {
      const last = hits[hits.length - 1];
      if (last && last.end >= i - 1) last.weight *= entry.weight;
    } else {
      let weight = entry.weight;
      if (i <= intensityUntil) weight *= intensity;
      if (i <= negatedUntil && entry.kind !== 'courtesy') weight *= NEGATION_FLIP;
      const caps = tokens.slice(i, end).some((t) => t.raw.length >= 3 && t.raw === t.raw.toUpperCase() && t.raw !== t.raw.toLowerCase());
      if (caps) weight *= 1.3;
      hits.push({ weight, kind: entry.kind, index: i, end, caps });
      intensityUntil = -1;
    }
    i = end;
  }
  if (contrastAt >= 0) {
    hits.forEach((h, k) => (h.weight *= k < contrastAt ? 0.5 : 1.5));
  }
  const v: Valence = { sum: 0, positive: 0, negative: 0, symptomNegative: 0, courtesy: 0, capsNegative: 0 };
  for (const h of hits) {
    v.sum += h.weight;
    if (h.weight > 0) v.positive += h.weight;
    else v.negative -= h.weight;
    if (h.weight < 0 && h.kind === 'symptom') v.symptomNegative -= h.weight;
    if (h.kind === 'courtesy' && h.weight > 0) v.courtesy += h.weight;
    if (h.caps && h.weight < 0) v.capsNegative++;
  }
  return v;
}

function emojiSignals(text: string): { valence: number; anger: boolean } {
  let sum = 0;
  let anger = false;
  for (const match of text.matchAll(/\p{Extended_Pictographic}/gu)) {
    const e = match[0];
    sum += EMOJI_VALENCE[e] ?? 0;
    if (EMOJI_ANGER.has(e)) anger = true;
  }
  return { valence: sum, anger };
}

const isQuestion = (text: string) => /[?？؟]/u.test(text);

/** Words in capitals (3+ letters) and whether the whole message is shouted. */
function shouting(text: string): { words: number; all: boolean } {
  const words = text.match(/[\p{Lu}\p{Ll}]{3,}/gu) ?? [];
  const caps = words.filter((w) => w === w.toUpperCase() && w !== w.toLowerCase()).length;
  return { words: caps, all: words.length >= 3 && caps >= words.length * 0.7 };
}

export function analyseSentiment(text: string, language: string): SentimentAnalysis {
  const input = text ?? '';
  const lang = (language ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  const lexicons = [...new Set([lang, 'en'])].map(compile).filter((c): c is Compiled => c !== undefined);
  const falseFriends = lexicons[0] && lexicons[0].lexicon !== SENTIMENT_LEXICONS.en ? lexicons[0].falseFriends : undefined;

  let sum = 0;
  let positive = 0;
  let negative = 0;
  let symptomNegative = 0;
  let courtesy = 0;
  let capsNegative = 0;
  let anger = 0;
  let angerEmotions = 0;
  let disbelief = 0;
  let complaint = 0;
  let service = 0;
  let sarcasm = 0;
  for (const c of lexicons) {
    const tokens = tokenize(input, c.lexicon.characters === true, c.lexicon.foldDiacritics === true);
    const v = valence(tokens, c, c === lexicons[0] ? undefined : falseFriends);
    // the language's own lexicon counts fully; English mixed into another language's message a bit less
    const share = c === lexicons[0] ? 1 : 0.8;
    sum += v.sum * share;
    positive += v.positive * share;
    negative += v.negative * share;
    symptomNegative += v.symptomNegative * share;
    courtesy += v.courtesy * share;
    capsNegative += v.capsNegative;
    anger += countPhrases(tokens, c.anger, c.lexicon);
    angerEmotions += countPhrases(tokens, c.angerEmotions, c.lexicon);
    disbelief += countPhrases(tokens, c.disbelief, c.lexicon);
    complaint += countPhrases(tokens, c.complaint, c.lexicon);
    service += countPhrases(tokens, c.service, c.lexicon);
    sarcasm += countPhrases(tokens, c.sarcasm, c.lexicon);
  }

  const emoji = emojiSignals(input);
  sum += emoji.valence;
  if (emoji.valence > 0) positive += emoji.valence;
  else negative -= emoji.valence;

  // A courtesy ("thanks", "please") on a question or request is politeness, not praise.
  if (courtesy > 0 && isQuestion(input) && positive - courtesy < 0.5) sum -= courtesy * 0.6;

  // Light sarcasm: praise next to a complaint ("great, late again", "thanks for nothing") is a complaint.
  const ironyMark = /\.\.\.|…|🙄|\bnot\b|"|«|»|“|”/u.test(input);
  const ironic = sarcasm > 0 || (positive > 0 && complaint > 0 && ironyMark);
  if (ironic) sum = -Math.abs(sum) - positive;

  // Anger at the service: explicit cues or emoji, or a clear complaint about the service.
  const exclamations = (input.match(/[!！]/g) ?? []).length;
  const shout = shouting(input);
  const intense = exclamations >= 2 || shout.all || capsNegative > 0 || /[?？؟]\s*[?？؟]|[?？؟][!！]|[!！][?？؟]/u.test(input);
  const serviceComplaint = complaint > 0 && service > 0;
  const nonSymptomNegative = negative - symptomNegative;
  const angry =
    anger > 0 ||
    emoji.anger ||
    ironic ||
    (angerEmotions > 0 && (service > 0 || complaint > 0)) ||
    (disbelief > 0 && (intense || complaint > 0 || (service > 0 && (nonSymptomNegative > 0 || positive <= 0.5)))) ||
    (serviceComplaint && intense) ||
    (capsNegative > 0 && complaint > 0 && nonSymptomNegative > 0) ||
    (serviceComplaint && nonSymptomNegative >= 1.5 && symptomNegative === 0);

  if (exclamations > 0) sum *= 1 + Math.min(exclamations, 4) * 0.08;
  if (shout.all && sum < 0) sum *= 1.2;
  if (angry) sum = Math.min(sum, 0) - 1.5 - anger;
  // a question whose only negativity is a symptom is a question ("can I take ibuprofen for my headache?")
  if (!angry && isQuestion(input) && negative > 0 && negative <= symptomNegative + 0.01 && positive === 0) sum *= 0.35;

  const score = Math.round((sum / Math.sqrt(sum * sum + ALPHA)) * 1000) / 1000;
  const sentiment: Sentiment = angry || score <= -THRESHOLD ? 'negative' : score >= THRESHOLD ? 'positive' : 'neutral';
  return { sentiment, score: angry ? Math.min(score, -THRESHOLD) : score, angry };
}
