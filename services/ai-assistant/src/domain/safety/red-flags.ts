import { compileLexicons, type Concept } from './lexicon';
import { LEXICONS } from './lexicons';
import { foldCharacters, normaliseText } from './text';
import { isSubstantial, sentencesOf, shippedUrgencyModel, type RulesReading, type UrgencyScorer } from './urgency-model';

export type UrgencyLevel = 'emergency' | 'needs_staff' | 'routine';
export type RedFlagGroup =
  | 'chest_pain'
  | 'breathing'
  | 'anaphylaxis'
  | 'overdose'
  | 'child_ingestion'
  | 'poisoning'
  | 'suicide'
  | 'self_harm_bleeding'
  | 'stroke'
  | 'seizure'
  | 'unresponsive'
  | 'severe_bleeding'
  | 'severe_drug_reaction'
  | 'infant_fever'
  | 'severe_abdominal_pain'
  | 'diabetic_emergency';
export type LookAlikeKind = 'information_question' | 'hypothetical' | 'past_event' | 'product_request' | 'mild_side_effect' | 'figure_of_speech';

export interface UrgencyAssessment {
  level: UrgencyLevel;
  reasons: RedFlagGroup[];
  /** why a red-flag word did not count */
  lookAlike?: LookAlikeKind;
  /** needs_staff reasons, e.g. 'worrying_symptom' */
  staffReasons: string[];
}

export const RED_FLAG_GROUPS: readonly RedFlagGroup[] = [
  'chest_pain', 'breathing', 'anaphylaxis', 'overdose', 'child_ingestion', 'poisoning', 'suicide', 'self_harm_bleeding', 'stroke', 'seizure',
  'unresponsive', 'severe_bleeding', 'severe_drug_reaction', 'infant_fever', 'severe_abdominal_pain', 'diabetic_emergency',
];

const LEX = compileLexicons(LEXICONS);

// ---------------------------------------------------------------- numbers

const CJK_DIGITS: Record<string, number> = { 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** "30", "38.5", "三十", "两", "一百二十" -> number (NaN when not a number). */
export function parseNumber(token: string): number {
  if (/^\d+(\.\d+)?$/.test(token)) return Number(token);
  if (WORD_COUNT.test(token)) return 10;
  let total = 0;
  let current = 0;
  for (const ch of token) {
    if (ch in CJK_DIGITS) current = CJK_DIGITS[ch] ?? 0;
    else if (ch === '十') {
      total += (current || 1) * 10;
      current = 0;
    } else if (ch === '百') {
      total += (current || 1) * 100;
      current = 0;
    } else return Number.NaN;
  }
  return total + current;
}

/**
 * Counts of ten or more written as words ("quinze dafalgan", "fifteen tablets", "pandrah goli", "mười lăm viên"): only
 * whether a count reaches ten matters, so every word here reads as at least ten. Words that are also common
 * words elsewhere ("once", "das") are left out.
 */
const WORD_COUNTS = [
  'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty', 'fifty', 'a dozen', 'dozens of',
  'diez', 'doce', 'trece', 'catorce', 'quince', 'dieci\\p{L}+', 'veinte', 'veinti\\p{L}+', 'treinta', 'cuarenta', 'cincuenta', 'una docena',
  'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix (sept|huit|neuf)', 'vingt', 'trente', 'quarante', 'cinquante', 'une douzaine',
  'zehn', 'elf', 'zwolf', 'dreizehn', 'vierzehn', 'funfzehn', 'fuenfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn', 'zwanzig', 'dreissig', 'vierzig', 'funfzig', 'ein dutzend',
  'dez', 'doze', 'treze', 'catorze', 'dezesseis', 'dezasseis', 'dezessete', 'dezassete', 'dezoito', 'dezenove', 'dezanove', 'vinte', 'trinta', 'quarenta', 'cinquenta', 'uma duzia',
  'gyarah', 'barah', 'terah', 'chaudah', 'chodah', 'pandrah', 'pandra', 'solah', 'satrah', 'atharah', 'athara', 'bees', 'tees', 'chalis', 'pachas',
  'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'पन्द्रह', 'सोलह', 'सत्रह', 'अठारह', 'उन्नीस', 'बीस', 'तीस', 'चालीस', 'पचास',
  'muoi (mot|hai|ba|bon|lam|nam|sau|bay|tam|chin)', '(hai|ba|bon|nam) muoi', 'mot chuc', 'vai chuc', 'may chuc', 'ca chuc', 'hon chuc', 'gan chuc',
  'sampu', 'labing ?\\p{L}+', 'labin\\p{L}+', 'dalawampu', 'tatlumpu',
  'عشره', 'عشر', 'عشرين', 'ثلاثين', 'اربعين', 'خمسين', '(احد|واحد|اثنا|اثني|اتناش|ثلاث|ثلاثه|تلات|اربع|اربعه|خمس|خمسه|ست|سته|سبع|سبعه|ثمان|ثماني|ثمانيه|تسع|تسعه) ?عشر',
  'خمستاشر', 'اربعتاشر', 'ستاشر', 'تلتاشر', 'حداشر', 'اتناشر', 'سبعتاشر', 'تمنتاشر', 'تسعتاشر',
].map((w) => foldCharacters(w).replace(/\\p\{L\}/g, '[^ .,?!;]'));
const WORD_COUNT = new RegExp(`^(?:${WORD_COUNTS.join('|')})$`);
const NUM = `(\\d+|[一二两三四五六七八九十百]+|(?:${WORD_COUNTS.join('|')})(?![^ .,?!;]))`;
const NOT_A_COUNT = '(?!\\d| ?(?:mg|ml|mcg|g|iu|units?|min|mins|minutes?|hours?|hour|days?|weeks?|months?|years?|year|kg|lbs?|degrees?|度|分钟|小时|天|岁|周|个月)(?![^ .,?!;]))';
const PILL_COUNT = new RegExp(`(?:(?<![^ .,?!;\u4e00-\u9fff])|(?=[一二两三四五六七八九十百]))${NUM}(?!\\.\\d)${NOT_A_COUNT}(?:(?: [^ ]+){0,2})? ?(?:${LEX.source.pill}|${LEX.source.drug})`, 'g');
/** a drug name right before a number: "ibuprofen 400" is a strength */
const STRENGTH_BEFORE = new RegExp(`(?:${LEX.source.drug}) $`);
const SUGAR_READING = new RegExp(`(?:${LEX.source.sugar}|${LEX.source.hypo})[^.?!;]{0,25}?(?<![\\d.])(\\d+(?:\\.\\d+)?)(?![\\d.])`, 'g');

/** A blood-sugar value that is dangerous whatever the unit: mg/dL <= 54 or >= 400, mmol/L < 3.3 or >= 25, g/L < 0.6. */
function extremeSugar(value: number, decimal: boolean): boolean {
  if (value < 3.3) return true;
  if (!decimal && value >= 10 && value <= 54) return true;
  if (decimal && value >= 25 && value < 60) return true;
  return value >= 400;
}

// ---------------------------------------------------------------- scanning

interface Span {
  start: number;
  end: number;
}

class Scan {
  private readonly cache = new Map<Concept, Span[]>();
  private readonly scripts = new Map<RegExp, boolean>();
  constructor(readonly text: string) {}

  private hasScript(script: RegExp): boolean {
    let present = this.scripts.get(script);
    if (present === undefined) this.scripts.set(script, (present = script.test(this.text)));
    return present;
  }

  all(concept: Concept): Span[] {
    let spans = this.cache.get(concept);
    if (!spans) {
      spans = [];
      for (const part of LEX.parts[concept]) {
        if (part.script && !this.hasScript(part.script)) continue;
        for (const m of this.text.matchAll(part.regex)) spans.push({ start: m.index, end: m.index + m[0].length });
      }
      spans.sort((a, b) => a.start - b.start);
      this.cache.set(concept, spans);
    }
    return spans;
  }

  has(concept: Concept): boolean {
    return this.all(concept).length > 0;
  }

  /**
   * Spans of `a` that lie within `words` words of a span of `b`, in either order and in one sentence ("dolor muy
   * fuerte en el pecho"); text without spaces (Chinese) counts at most 12 characters as near.
   */
  near(a: Concept, b: Concept, words: number): Span[] {
    const bs = this.all(b);
    return this.all(a).filter((x) =>
      bs.some((y) => {
        const gap = x.end <= y.start ? this.text.slice(x.end, y.start) : y.end <= x.start ? this.text.slice(y.end, x.start) : '';
        if (/ [.?!;] |\n/.test(gap)) return false;
        const spaces = gap.split(' ').length - 1;
        return spaces <= words + 1 && gap.length <= (spaces === 0 ? 12 : 60);
      }),
    );
  }

  /** concept present in [start, end) */
  within(concept: Concept, start: number, end: number): boolean {
    return this.all(concept).some((s) => s.start < end && s.end > start);
  }
}

function sentenceBounds(text: string): Span[] {
  const bounds: Span[] = [];
  let start = 0;
  for (const m of text.matchAll(/ [.?!;] |\n/g)) {
    bounds.push({ start, end: m.index + 1 });
    start = m.index + m[0].length;
  }
  bounds.push({ start, end: text.length });
  return bounds;
}

function sentenceOf(sentences: Span[], at: number, length: number): Span {
  return sentences.find((b) => at >= b.start && at < b.end) ?? { start: 0, end: length };
}

function mask(text: string, spans: Span[]): string {
  if (spans.length === 0) return text;
  const chars = [...text.split('')];
  for (const { start, end } of spans) for (let i = start; i < end; i++) chars[i] = ' ';
  return chars.join('');
}

// ---------------------------------------------------------------- rules

interface Hit {
  group: RedFlagGroup;
  at: number;
  /** a suicide-method question: always an emergency */
  method?: boolean;
  /** may be a mild, expected effect ("gums bleed a little on Eliquis") */
  weak?: boolean;
  /** a word people use as a figure of speech ("heart attack", "stroke") */
  figurable?: boolean;
  /** the name of a condition ("seizure", "overdose", "carbon monoxide"), not a described symptom */
  mention?: boolean;
  /** a count of ten tablets or more */
  counted?: boolean;
  /** swelling of the face, lips, tongue or throat: the model does not overrule it (the KB's own advice: call 911) */
  airway?: boolean;
  /** a suicidal thought stated now, in the first person ("I have been thinking about killing myself") */
  stated?: boolean;
  /** a seizure that came back before the person woke: status epilepticus, whatever past tense the message uses */
  ongoing?: boolean;
}

function detectHits(s: Scan): Hit[] {
  const hits: Hit[] = [];
  const add = (group: RedFlagGroup, spans: Span[], extra: Partial<Hit> = {}) => {
    for (const span of spans) hits.push({ group, at: span.start, ...extra });
  };
  const any = (...concepts: Concept[]) => concepts.some((c) => s.has(c));
  const sentences = sentenceBounds(s.text);

  add('chest_pain', s.all('chest_pain'));
  add('chest_pain', s.near('pain_word', 'chest_word', 4));
  add('chest_pain', s.all('heart_attack'), { figurable: true, mention: true });

  add('breathing', s.all('breathing'));
  add('breathing', s.all('cant_finish_sentence'));

  add('anaphylaxis', s.all('airway_swelling'), { airway: true });
  add('anaphylaxis', s.near('swell_word', 'airway_part', 5), { airway: true });
  add('anaphylaxis', s.near('airway_closing', 'airway_part', 3), { airway: true });
  // a sting, an injection or a first dose, hives, and feeling faint or short of breath: a systemic reaction
  if (s.has('allergen') && s.has('hives') && any('presyncope', 'breathing', 'faint_weak')) add('anaphylaxis', s.all('hives'));
  add('anaphylaxis', s.all('allergic_reaction'), { mention: true });

  add('overdose', s.all('overdose'), { mention: true });
  if (any('pill', 'drug')) add('overdose', s.all('took_too_many'));
  // a narrow-margin medicine taken two or three times over ("warfarin in the morning, again at noon and after dinner:
  // three times the dose"; insulin injected twice)
  if (s.has('repeat_dose') && any('anticoagulant', 'high_risk_drug')) add('overdose', s.all('repeat_dose'));
  // overlapping candidates are all tried: "dolo 650 ki 20 goliyan" is a strength, then a count
  const counts = new RegExp(PILL_COUNT.source, 'g');
  for (let m = counts.exec(s.text); m; m = counts.exec(s.text)) {
    counts.lastIndex = m.index + 1;
    if (STRENGTH_BEFORE.test(s.text.slice(Math.max(0, m.index - 30), m.index))) continue;
    if (parseNumber(m[1] ?? '') >= 10) hits.push({ group: 'overdose', at: m.index, counted: true });
  }
  // an opioid or a sedative with alcohol, and breathing slowly or hardly awake
  if (s.has('opioid') && (s.has('alcohol') || s.has('slow_breathing')) && any('slow_breathing', 'drowsy')) add('overdose', s.all('opioid').slice(0, 1));
  // a tenfold dosing error: "gave him 10 ml instead of 1 ml"
  for (const m of s.all('instead')) {
    const sentence = sentenceOf(sentences, m.start, s.text.length);
    const values = [...s.text.slice(sentence.start, sentence.end).matchAll(/\d+(?:\.\d+)?/g)].map((v) => Number(v[0])).filter((v) => v > 0);
    if (values.length >= 2 && Math.max(...values) / Math.min(...values) >= 5) hits.push({ group: 'overdose', at: m.start });
  }

  if (s.has('child') && s.has('ingest') && any('hazard', 'pill', 'drug')) add('child_ingestion', s.all('ingest'));

  add('poisoning', s.all('carbon_monoxide'), { mention: true });
  if (s.has('fuel_source') && s.has('group_symptoms')) add('poisoning', s.all('group_symptoms'));
  if (s.has('mix_verb') && s.has('bleach') && s.has('bleach_partner')) add('poisoning', s.all('mix_verb'));
  add('poisoning', s.all('poison'));

  add('suicide', s.all('suicide'));
  add('suicide', s.all('ideation_now'), { stated: true });
  // a goodbye: letters left, "better off without me", or thanks-and-no-more-refills said with "tonight"
  add('suicide', s.all('farewell_strong'));
  // thanks for everything, I won't need my medicines any more, goodbye
  if (s.all('farewell_soft').length >= 2 && any('goodbye', 'bye')) add('suicide', s.all('farewell_soft'));
  if (s.has('finality')) add('suicide', s.all('farewell_soft'));
  for (const q of s.all('how_much')) {
    const sentence = sentenceOf(sentences, q.start, s.text.length);
    if (s.within('death_word', sentence.start, sentence.end)) hits.push({ group: 'suicide', at: q.start, method: true });
    // how much rat poison (pesticide, cyanide) it takes for a person: a method, though no death word is said
    else if (s.within('lethal_poison', sentence.start, sentence.end) && s.within('for_a_person', sentence.start, sentence.end)) hits.push({ group: 'suicide', at: q.start, method: true });
  }

  add('self_harm_bleeding', s.all('self_harm'));
  if (s.has('wrist_cut') && any('soaked_blood', 'heavy_bleeding', 'bleeding')) add('self_harm_bleeding', s.all('wrist_cut'));
  // up on a roof, a bridge or the tracks now, with despair, a last message or "tell my mum it's not her fault"
  if (s.has('high_place_now') && any('despair', 'last_time', 'not_her_fault', 'finality', 'goodbye', 'jump_intent')) add('suicide', s.all('high_place_now'));
  if (s.has('not_her_fault') && any('despair', 'last_time', 'finality', 'goodbye')) add('suicide', s.all('not_her_fault'));
  // all the pills gathered (or a rope brought), to be used once nobody is around or with a last message: a plan
  if (s.has('gathered_pills') && any('when_alone', 'finality', 'despair', 'goodbye', 'last_time', 'not_her_fault')) add('suicide', s.all('gathered_pills'));

  add('severe_bleeding', s.all('heavy_bleeding'));
  add('severe_bleeding', s.all('soaked_blood'));
  if (s.has('black_stool') && any('anticoagulant', 'faint_weak')) add('severe_bleeding', s.all('black_stool'));
  if (s.has('bleeding') && any('anticoagulant', 'faint_weak')) add('severe_bleeding', s.all('bleeding'), { weak: true });

  add('stroke', s.all('stroke_signs'));
  add('stroke', s.near('numb_word', 'one_side', 4));
  add('stroke', s.all('sudden_blind'));
  add('stroke', s.all('face_droop'));
  if (s.has('sudden') || s.has('speech_wrong')) add('stroke', s.all('limb_weak'));
  if (s.has('sudden') || s.has('limb_weak')) add('stroke', s.all('speech_wrong'));
  add('stroke', s.all('stroke'), { figurable: true, mention: true });
  add('stroke', s.all('thunderclap'));
  add('seizure', s.all('seizure'), { mention: true });
  add('seizure', s.all('seizure_again'), { ongoing: true });
  add('unresponsive', s.all('unresponsive'));

  add('severe_drug_reaction', s.all('skin_blistering'));
  add('severe_drug_reaction', s.all('serotonin_syndrome'), { mention: true });
  if (s.has('blister') && any('rash', 'drug', 'pill')) add('severe_drug_reaction', s.all('blister'));
  if (s.has('serotonergic') && s.has('serotonin_trigger') && s.has('toxic_symptoms')) add('severe_drug_reaction', s.all('toxic_symptoms').slice(0, 1));
  if (s.has('antipsychotic') && s.has('rigid') && any('fever', 'high_fever')) add('severe_drug_reaction', s.all('rigid'));
  if (s.has('rigid') && s.has('high_fever') && s.has('confused')) add('severe_drug_reaction', s.all('rigid'));

  if (s.has('fever') && any('young_infant', 'lethargy', 'non_blanching')) add('infant_fever', s.all('fever'));
  add('infant_fever', s.all('non_blanching'));

  if (s.has('abdominal_pain') && s.has('severe')) add('severe_abdominal_pain', s.all('abdominal_pain'));
  if (s.has('severe')) add('severe_abdominal_pain', s.near('pain_word', 'belly_word', 5));
  add('severe_abdominal_pain', s.all('abdominal_emergency'));
  // appendicitis: pain that began at the navel and moved to the lower right, with fever or vomiting
  if (s.has('navel') && s.has('lower_right') && any('fever', 'vomiting', 'severe')) add('severe_abdominal_pain', s.all('lower_right'));

  add('diabetic_emergency', s.all('dka'), { mention: true });
  if (s.has('fruity_breath') && any('diabetic', 'vomiting', 'sugar')) add('diabetic_emergency', s.all('fruity_breath'));
  if (s.has('ketones_high') && any('vomiting', 'breathing', 'confused')) add('diabetic_emergency', s.all('ketones_high'));
  if (s.has('sugar_hi') && any('vomiting', 'confused', 'diabetic', 'breathing')) add('diabetic_emergency', s.all('sugar_hi'));
  const symptomatic = any('confused', 'sweaty_shaky', 'unresponsive', 'lethargy', 'seizure', 'vomiting', 'faint_weak');
  for (const m of s.text.matchAll(SUGAR_READING)) {
    const raw = m[m.length - 1] ?? ''; // the lexicon sources have groups of their own: the value is the last one
    const value = Number(raw);
    if (extremeSugar(value, raw.includes('.')) && (symptomatic || (value >= 10 && value <= 40) || (value < 2.5 && value > 0))) {
      hits.push({ group: 'diabetic_emergency', at: m.index });
    }
  }
  // the hit sits at the sign (confused, unresponsive...), not at the word "insulin": "she takes insulin; if one day her
  // sugar drops and she can't swallow, what do I do?" is conditional where the sign is
  const signs = (...concepts: Concept[]) => concepts.flatMap((c) => s.all(c));
  if (s.has('hypo') && any('confused', 'unresponsive', 'lethargy', 'seizure')) add('diabetic_emergency', signs('confused', 'unresponsive', 'lethargy', 'seizure'));
  if (s.has('diabetic') && any('confused', 'unresponsive', 'lethargy')) add('diabetic_emergency', signs('confused', 'unresponsive', 'lethargy'));

  return hits;
}

// ---------------------------------------------------------------- look-alikes

/** help being waited for, by name: the emergency services or a call for help */
const WAITED_HELP = /help|ajuda|ayuda|aide|hilfe|tulong|saklolo|帮助|مساعده|madad|ambulan|es ?3 ?af|اسعاف|samu|pompiers|notarzt|rettung|krankenwagen|救护车|救護車|cuu|ambulansya|911|112|999|192/u;

/**
 * Why a hit does not count, or null when it does. Cues are read in the hit's sentence only: "Do you sell
 * EpiPens? My son's throat is closing" is an emergency. A now/ongoing cue in that sentence ("right now",
 * "for 40 min", "won't stop", "help") always wins: when in doubt about something happening now, emergency.
 * A suicide-method question always counts; a suicidal statement is discounted only as a past event or an
 * information question ("does sertraline cause suicidal thoughts?"), never as a hypothetical or a product.
 */
function lookAlikeOf(hit: Hit, cues: Scan, sentence: Span): LookAlikeKind | null {
  // a lethal amount asked "for school" with no despair and no first person is an information question
  // "it's not for school" says the opposite of a study context
  const study = cues.has('study_context') && !cues.has('not_study');
  if (hit.method && study && !cues.has('despair') && !cues.has('first_person') && !cues.has('suicide')) return 'information_question';
  if (hit.method || hit.ongoing) return null;
  const has = (c: Concept) => cues.within(c, sentence.start, sentence.end);
  // A condition discounts a red flag only when the red flag sits inside it, after the "if": "si mi hijo se traga
  // una pila, ¿qué hago?" asks about a maybe; "my son swallowed a battery, what do I do if he throws up?" does not.
  // "What do I do?" is a plea about now unless such a condition comes first.
  // what the sentence says of itself beats a "now": long ago, for an exam or a story, a chest sore from coughing, dying of shame
  if (has('long_ago')) return 'past_event';
  if (study) return 'information_question';
  if (hit.group === 'chest_pain' && has('cough_cause')) return 'mild_side_effect';
  if (hit.group === 'suicide' && has('embarrassed')) return 'figure_of_speech';
  const conditional = cues.all('hypothetical').some((c) => c.start >= sentence.start && c.start < hit.at) || has('hypothetical_tail');
  // "if I ever get chest pain, do I chew an aspirin while I wait for the ambulance?": help being waited for inside the
  // condition is part of the maybe, not a sign of now
  const nowCues = cues.all('now').filter((c) => c.start < sentence.end && c.end > sentence.start);
  const now = nowCues.some((c) => !(conditional && WAITED_HELP.test(cues.text.slice(c.start, c.end)))) || (has('what_do') && !conditional);
  if (hit.figurable && !now && (has('laugh') || has('trivial_context'))) return 'figure_of_speech';
  // "had a heart attack in March, now he is on ticagrelor": a condition named with its date is a past event
  if (hit.mention && cues.all('past').some((p) => p.start >= hit.at && p.start - hit.at <= 30 && p.end <= sentence.end)) return 'past_event';
  if (now) return null;
  // "took fifteen tablets since yesterday, is that dangerous?": the question is about a dose already taken
  if (hit.counted && has('recent') && !conditional) return null;
  // "started a new antipsychotic last week, fever 104, rigid": the past is when the medicine began, not the symptoms
  // "he seems fine" after a swallowed battery or pills is no past event: what was swallowed is still inside
  const ingestion = hit.group === 'overdose' || hit.group === 'child_ingestion' || hit.group === 'poisoning';
  const seemsFine = (p: Span) => ingestion && cues.all('seems_fine').some((f) => f.start < p.end && f.end > p.start);
  const pasts = cues.all('past').filter((p) => p.start < sentence.end && p.end > sentence.start && !seemsFine(p));
  const aboutStarting = (p: Span) => cues.all('drug_start').some((d) => (d.end <= p.start ? p.start - d.end : d.start - p.end) <= 40);
  // an overdose, a swallowed battery or a poison from last night is still an emergency, even if the patient feels fine
  // ... unless it was seen to and cleared already ("we were at the ER last night, all fine", "the x-ray was done and
  // the coin has come out", "poison control said it's harmless")
  const handled = has('handled');
  const recentIngestion = ingestion && has('recent') && !handled;
  if (((pasts.length > 0 && !pasts.every(aboutStarting)) || handled) && !recentIngestion) return 'past_event';
  // "refill my inhaler, I can't breathe": a product cue only discounts the name of a condition ("seizure meds")
  if (has('product') && hit.mention) return 'product_request';
  // "better off if I was dead": a suicidal statement is never discounted as a hypothetical
  if (conditional && hit.group !== 'suicide') return 'hypothetical';
  if ((has('info') || has('fact_question')) && !has('first_person')) return 'information_question';
  // "what are the signs of stroke? And heart attack also": a condition only named, in a message that asks for facts
  // and says nothing of the writer or anyone now
  if (hit.mention && cues.has('info') && !cues.has('first_person') && !cues.has('now')) return 'information_question';
  if (hit.weak && has('mild')) return 'mild_side_effect';
  return null;
}

const LOOK_ALIKE_PRIORITY: LookAlikeKind[] = ['figure_of_speech', 'product_request', 'past_event', 'hypothetical', 'information_question', 'mild_side_effect'];

/** For debugging a decision: every hit with the sentence it was judged in and the look-alike it got. */
export function explainUrgency(text: string): { normalised: string; hits: (Hit & { sentence: string; lookAlike: LookAlikeKind | null })[] } {
  const normalised = normaliseText(text);
  const cues = new Scan(normalised);
  const scan = new Scan(mask(normalised, [...cues.all('idiom'), ...cues.all('neutral')]));
  const sentences = sentenceBounds(normalised);
  return {
    normalised,
    hits: detectHits(scan).map((hit) => {
      const sentence = sentenceOf(sentences, hit.at, normalised.length);
      return { ...hit, sentence: normalised.slice(sentence.start, sentence.end), lookAlike: lookAlikeOf(hit, cues, sentence) };
    }),
  };
}

/**
 * Triage of one patient message: the rules read it (lexicons in ten languages, look-alike kinds), then the
 * learned model (urgency-model.ts) decides with the rules' findings as part of its input. The model can add an
 * emergency the rules missed (its group from the red flag that was discounted, or its own group model) and can
 * overrule a rules-only emergency only when it is confident (probability under `keepRulesAbove`); that message
 * still goes to a pharmacist soon ('possible_emergency'), never to the routine queue. A question about a suicide
 * method is an emergency whatever the model says. Without a shipped model the rules decide alone.
 */
export function assessUrgency(text: string, model: UrgencyScorer | null = shippedUrgencyModel()): UrgencyAssessment {
  const { rules, reading, discounted, method, overruleProof } = readUrgency(text);
  // a suicide-method question, a face, lips, tongue or throat swelling now, and a suicidal thought stated now in the first
  // person are emergencies whatever the model says
  if (!model || method || overruleProof) return rules;
  // the whole message, then each of its sentences: the most urgent reading decides (an emergency in one sentence
  // of a long, apologetic message is not diluted by the rest)
  let probability = model.probability(reading);
  let decisive = reading;
  const sentences = sentencesOf(text);
  if (sentences.length > 1) {
    for (const sentence of sentences) {
      const part = readUrgency(sentence).reading;
      if (!isSubstantial(part.normalised)) continue;
      const p = model.probability(part);
      if (p > probability) [probability, decisive] = [p, part];
    }
  }
  if (rules.level === 'emergency' && model.keepsRulesEmergency(probability)) return rules;
  // a one- or two-word message ("hi", "no") carries too little for the model: the rules decide it alone
  const emergency = model.isEmergency(probability) && isSubstantial(reading.normalised);
  if (emergency) {
    const reasons = discounted.length > 0 ? RED_FLAG_GROUPS.filter((g) => discounted.includes(g)) : [model.group(decisive)];
    return { level: 'emergency', reasons, staffReasons: [] };
  }
  if (rules.level === 'emergency') return { level: 'needs_staff', reasons: [], staffReasons: ['possible_emergency', ...rules.reasons] };
  return rules;
}

/** Cues that put a red flag out of the present: a swelling or a stated suicidal thought with one of them is left to the model. */
const NOT_NOW: Concept[] = ['past', 'long_ago', 'handled', 'info', 'fact_question', 'hypothetical', 'hypothetical_tail', 'idiom', 'laugh'];

/** The rules' decision alone, and what they read (the model's input). */
export function readUrgency(text: string): { rules: UrgencyAssessment; reading: RulesReading; discounted: RedFlagGroup[]; method: boolean; overruleProof: boolean } {
  const normalised = normaliseText(text);
  const cues = new Scan(normalised);
  const masks = [...cues.all('idiom'), ...cues.all('neutral')];
  const scan = masks.length > 0 ? new Scan(mask(normalised, masks)) : cues;
  const hits = detectHits(scan);
  const sentences = sentenceBounds(normalised);

  const reasons = new Set<RedFlagGroup>();
  const lookAlikes = new Set<LookAlikeKind>();
  const discounted = new Set<RedFlagGroup>();
  const hitNames: string[] = [];
  let method = false;
  let overruleProof = false;
  for (const hit of hits) {
    const sentence = sentenceOf(sentences, hit.at, normalised.length);
    const kind = lookAlikeOf(hit, cues, sentence);
    if (kind) {
      lookAlikes.add(kind);
      discounted.add(hit.group);
    } else {
      reasons.add(hit.group);
      if (hit.method) method = true;
      // only where nothing in the message speaks of the past, a maybe, a question of fact or a figure of speech (and,
      // for a swelling, of a product; a suicidal thought stays with a refill asked beside it)
      if (hit.airway && !NOT_NOW.some((c) => cues.has(c)) && !cues.has('product')) overruleProof = true;
      if (hit.stated && !NOT_NOW.some((c) => cues.has(c))) overruleProof = true;
    }
    hitNames.push(`${hit.group}${kind ? `:${kind}` : ''}${hit.weak ? ':weak' : ''}${hit.mention ? ':mention' : ''}`);
  }
  const reading = (rulesEmergency: boolean): RulesReading => ({
    normalised,
    concepts: (Object.keys(LEX.parts) as Concept[]).filter((c) => cues.has(c)),
    hits: hitNames,
    rulesEmergency,
  });
  if (reasons.size === 0 && lookAlikes.size === 0) {
    // no red flag left: say why a red-flag word was there at all
    if (cues.has('idiom')) lookAlikes.add('figure_of_speech');
    else if (cues.has('neutral') || cues.has('emergency_product')) {
      const kind = (['past', 'product', 'hypothetical', 'hypothetical_tail', 'info'] as const).find((c) => cues.has(c));
      if (kind) lookAlikes.add(({ past: 'past_event', product: 'product_request', hypothetical: 'hypothetical', hypothetical_tail: 'hypothetical', info: 'information_question' } as const)[kind]);
    }
  }

  const lookAlike = reasons.size === 0 ? LOOK_ALIKE_PRIORITY.find((k) => lookAlikes.has(k)) : undefined;
  if (reasons.size > 0) {
    return { rules: { level: 'emergency', reasons: RED_FLAG_GROUPS.filter((g) => reasons.has(g)), staffReasons: [] }, reading: reading(true), discounted: [...discounted], method, overruleProof };
  }
  const staffReasons: string[] = [];
  if (lookAlike === 'mild_side_effect') staffReasons.push('side_effect');
  if (hits.some((h) => h.group === 'suicide' || h.group === 'self_harm_bleeding') && lookAlike !== 'figure_of_speech') staffReasons.push('mental_health');
  const question = cues.has('info') || cues.has('hypothetical') || cues.has('hypothetical_tail') || cues.has('product');
  if (!question && staffReasons.length === 0 && ['fever', 'vomiting', 'bleeding', 'abdominal_pain', 'faint_weak', 'confused'].some((c) => cues.has(c as Concept))) {
    staffReasons.push('worrying_symptom');
  }
  const result: UrgencyAssessment = { level: staffReasons.length > 0 ? 'needs_staff' : 'routine', reasons: [], staffReasons };
  if (lookAlike) result.lookAlike = lookAlike;
  return { rules: result, reading: reading(false), discounted: [...discounted], method, overruleProof: false };
}
