import { foldCharacters } from './text';

/**
 * Concepts the rules combine. Each language lexicon gives, per concept, regular-expression sources matched on
 * normalised text (lower case, Latin diacritics stripped, apostrophes dropped: "can't" -> "cant",
 * "j'ai" -> "j ai"). Sources are folded like the text, so they may be written with accents.
 *
 * Mini-syntax inside a source:
 *   " _ "  up to 3 words in between        " __ "  up to 6 words in between
 *   "~"    the rest of a word ("swell~" = swell, swells, swelling; "\\p{L}" also means one word character)
 *   "{@concept}"  the union of another concept (every language)
 *   "‹" / "›"  explicit word start / end, for short words in scripts matched as substrings (Arabic ‹لو›)
 * A source written in Latin script gets Unicode word boundaries; one containing Han, Arabic or Devanagari
 * letters is matched as a plain substring (no spaces between words in Chinese, clitics in Arabic).
 */
export const CONCEPTS = [
  // symptoms and triggers
  'chest_pain', 'heart_attack', 'breathing', 'airway_swelling', 'allergic_reaction',
  'overdose', 'took_too_many', 'pill', 'drug', 'child', 'ingest', 'hazard',
  'carbon_monoxide', 'fuel_source', 'group_symptoms', 'mix_verb', 'bleach', 'bleach_partner', 'poison',
  'suicide', 'death_word', 'how_much', 'self_harm',
  'heavy_bleeding', 'bleeding', 'black_stool', 'anticoagulant', 'faint_weak',
  'stroke_signs', 'thunderclap', 'stroke', 'seizure', 'unresponsive', 'instead',
  'skin_blistering', 'blister', 'rash', 'serotonin_syndrome', 'serotonergic', 'serotonin_trigger', 'toxic_symptoms', 'antipsychotic', 'rigid',
  'fever', 'high_fever', 'young_infant', 'lethargy', 'non_blanching',
  'abdominal_pain', 'severe', 'abdominal_emergency',
  'sugar', 'hypo', 'confused', 'sweaty_shaky', 'diabetic', 'dka', 'fruity_breath', 'ketones_high', 'sugar_hi', 'vomiting',
  // combinations (lexicons/patterns.ts)
  'navel', 'lower_right', 'opioid', 'alcohol', 'slow_breathing', 'drowsy', 'sudden', 'limb_weak', 'speech_wrong', 'face_droop', 'cant_finish_sentence',
  'seizure_again', 'soaked_blood', 'wrist_cut', 'gathered_pills', 'when_alone', 'goodbye', 'high_place_now', 'jump_intent', 'despair', 'last_time', 'not_her_fault', 'seems_fine', 'cough_cause', 'embarrassed', 'long_ago', 'handled', 'study_context', 'not_study', 'ideation_now',
  // context
  'pain_word', 'chest_word', 'swell_word', 'airway_part', 'airway_closing', 'recent', 'farewell_strong', 'farewell_soft', 'finality', 'bye', 'repeat_dose', 'high_risk_drug', 'lethal_poison', 'for_a_person',
  'allergen', 'hives', 'presyncope', 'one_side', 'numb_word', 'sudden_blind', 'belly_word', 'fact_question',
  'emergency_product', 'now', 'what_do', 'first_person', 'info', 'hypothetical', 'hypothetical_tail', 'past', 'drug_start', 'product', 'mild', 'idiom', 'laugh', 'trivial_context', 'neutral',
] as const;

export type Concept = (typeof CONCEPTS)[number];
export type Lexicon = Partial<Record<Concept, readonly string[]>>;

const NON_LATIN = /[\p{Script=Han}\p{Script=Arabic}\p{Script=Devanagari}]/u;

/**
 * In normalised text a word is a run of anything but a space or a punctuation token, so word boundaries and
 * word endings are plain ASCII classes: much cheaper than \p{L} look-arounds over hundreds of alternatives.
 */
const WORD_CHAR = '[^ .,?!;]';
const LEFT = `(?<!${WORD_CHAR})`;
const RIGHT = `(?!${WORD_CHAR})`;

function expandSyntax(source: string): string {
  return foldCharacters(source)
    .replace(/ __ /g, '(?: [^ ]+){0,6} ')
    .replace(/ _ /g, '(?: [^ ]+){0,3} ')
    .replace(/~/g, `${WORD_CHAR}*`)
    .replace(/‹/g, LEFT)
    .replace(/›/g, RIGHT)
    .replace(/\\p\{L\}/g, WORD_CHAR);
}

/** One regular expression per concept, the union of every language's sources. */
export interface CompiledLexicons {
  regex: Record<Concept, RegExp>;
  /** the union source of a concept, to build composite expressions */
  source: Record<Concept, string>;
  /**
   * The same union split by script: Latin sources (word-bounded) always run; Han, Arabic and Devanagari sources
   * are matched as substrings at every character, so they run only on a text that has a letter of their script
   * (an English message never pays for the Chinese lexicon).
   */
  parts: Record<Concept, { regex: RegExp; script: RegExp | null }[]>;
}

const SCRIPTS: [string, RegExp][] = [
  ['Han', /\p{Script=Han}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
];

export function compileLexicons(lexicons: readonly Lexicon[]): CompiledLexicons {
  const raw = new Map<Concept, string[]>();
  for (const concept of CONCEPTS) raw.set(concept, []);
  for (const lexicon of lexicons) {
    for (const concept of CONCEPTS) {
      const sources = lexicon[concept];
      if (sources) raw.get(concept)?.push(...sources);
    }
  }
  const union = new Map<Concept, string>();
  const resolving = new Set<Concept>();
  const unionOf = (concept: Concept): string => {
    const done = union.get(concept);
    if (done !== undefined) return done;
    if (resolving.has(concept)) throw new Error(`lexicon macro cycle at ${concept}`);
    resolving.add(concept);
    const bounded: string[] = [];
    const plain: string[] = [];
    for (const source of raw.get(concept) ?? []) {
      const expanded = expandSyntax(source);
      const s = expanded.replace(/\{@(\w+)\}/g, (_m, name: string) => {
        if (!(CONCEPTS as readonly string[]).includes(name)) throw new Error(`unknown lexicon macro {@${name}}`);
        return `(?:${unionOf(name as Concept)})`;
      });
      (NON_LATIN.test(expanded) ? plain : bounded).push(s);
    }
    const parts: string[] = [];
    if (bounded.length > 0) parts.push(`${LEFT}(?:${bounded.join('|')})${RIGHT}`);
    if (plain.length > 0) parts.push(`(?:${plain.join('|')})`);
    const joined = parts.length > 0 ? parts.join('|') : '(?!)';
    resolving.delete(concept);
    union.set(concept, joined);
    return joined;
  };
  const regex = {} as Record<Concept, RegExp>;
  const source = {} as Record<Concept, string>;
  const parts = {} as CompiledLexicons['parts'];
  const partsOf = (concept: Concept): CompiledLexicons['parts'][Concept] => {
    const expand = (s: string) => expandSyntax(s).replace(/\{@(\w+)\}/g, (_m, name: string) => `(?:${unionOf(name as Concept)})`);
    const latin: string[] = [];
    const mixed: string[] = [];
    const byScript = new Map<string, string[]>();
    for (const s of raw.get(concept) ?? []) {
      const expanded = expandSyntax(s);
      const script = SCRIPTS.find(([, re]) => re.test(expanded));
      // a source that spells a word in Latin letters too ("(\\d+|do) (hafte|हफ्ते)") runs on every text
      const latinLetters = /[a-z]{2,}/.test(expanded.replace(/\\[a-zA-Z]|\\p\{[^}]*\}/g, ''));
      if (script && latinLetters) mixed.push(expand(s));
      else if (script) byScript.set(script[0], [...(byScript.get(script[0]) ?? []), expand(s)]);
      else latin.push(expand(s));
    }
    const result: CompiledLexicons['parts'][Concept] = [];
    if (latin.length > 0) result.push({ regex: new RegExp(`${LEFT}(?:${latin.join('|')})${RIGHT}`, 'g'), script: null });
    if (mixed.length > 0) result.push({ regex: new RegExp(`(?:${mixed.join('|')})`, 'g'), script: null });
    for (const [name, sources] of byScript) result.push({ regex: new RegExp(`(?:${sources.join('|')})`, 'g'), script: SCRIPTS.find(([n]) => n === name)![1] });
    return result;
  };
  for (const concept of CONCEPTS) {
    try {
      source[concept] = unionOf(concept);
      regex[concept] = new RegExp(source[concept], 'g');
      parts[concept] = partsOf(concept);
    } catch (error) {
      // find the faulty source for a useful message
      for (const source of raw.get(concept) ?? []) {
        try {
          new RegExp(expandSyntax(source).replace(/\{@\w+\}/g, 'x'));
        } catch {
          throw new Error(`bad lexicon source for ${concept}: ${source}`);
        }
      }
      throw error;
    }
  }
  return { regex, source, parts };
}
