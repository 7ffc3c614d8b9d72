import { CONCEPTS } from './lexicon';
import { type AnalysedText, PhraseSet, registerKnownWords } from './matcher';
import { normalizeText, tokenizeNormalized } from './normalize';

export interface ConceptMatch {
  tier: number;
  phrases: string[];
}

export interface ConceptAnalysis {
  concepts: Map<string, ConceptMatch>;
  /** token positions explained by a concept phrase */
  consumed: Set<number>;
}

const SETS: [string, number, PhraseSet][] = Object.entries(CONCEPTS).map(([name, def]) => [name, def.tier, new PhraseSet(def.phrases)]);
/** common words one typo away from a lexicon word */
const LOOK_ALIKE_WORDS = ['rezeptfrei', 'rezeptfreie', 'rezeptfreien', 'rezeptfreies', 'combien', 'combine', 'cuando', 'quando', 'reaction', 'reacao', 'interact', 'parehas', 'pareho', 'parehong', 'cuenta', 'schwiegermutter', 'schwiegervater', 'schwiegereltern', 'schwiegersohn', 'schwiegertochter', 'directo', 'directa', 'direct', 'directamente', 'direto', 'revoir', 'apartar', 'tiroide', 'tiroides', 'tireoide', 'tiroidea', 'recomendaron', 'recomendo', 'recomendou'];
registerKnownWords([...LOOK_ALIKE_WORDS, ...Object.values(CONCEPTS).flatMap((def) => def.phrases.flatMap((p) => (/[*~]/.test(p) ? [] : tokenizeNormalized(normalizeText(p)))))]);

export function extractConcepts(text: AnalysedText): ConceptAnalysis {
  const found: { name: string; tier: number; phrase: string; positions: number[] }[] = [];
  for (const [name, tier, set] of SETS) for (const f of set.find(text)) found.push({ name, tier, ...f });
  // the longer phrase wins where two concepts read the same words: "pagar menos" is CHEAP, not PAYMENT;
  // "where can I get" is asking for a service, not for the address
  // (in scripts read by substring, a phrase inside another concept's longer phrase: "रिएक्शन" in "आपस में रिएक्शन")
  const subsumed = (a: (typeof found)[number]) =>
    a.positions.length > 0
      ? found.some((b) => b.name !== a.name && b.positions.length > a.positions.length && a.positions.every((p) => b.positions.includes(p)))
      : found.some((b) => b.name !== a.name && b.positions.length === 0 && b.phrase.length > a.phrase.length && b.phrase.includes(a.phrase));
  const concepts = new Map<string, ConceptMatch>();
  const consumed = new Set<number>();
  for (const f of found) {
    for (const p of f.positions) consumed.add(p);
    if (subsumed(f)) continue;
    const match = concepts.get(f.name);
    if (match) match.phrases.push(f.phrase);
    else concepts.set(f.name, { tier: f.tier, phrases: [f.phrase] });
  }
  const date = numericDate(text.normalized);
  if (date && !concepts.has('DATE')) concepts.set('DATE', { tier: 1, phrases: [date] });
  derive(concepts);
  return { concepts, consumed };
}

/**
 * A calendar date written in figures: "1/1", "25/12", "12/24", "24.12.", "1月1日", "ngày 2/9". Weekly opening hours do
 * not answer "are you open on 1/1"; both day-month and month-day orders are read, and a figure that cannot be a date
 * (a time "9.30", a fraction "1/2 tablet" followed by a unit, a decimal) is not one.
 */
const SLASH_DATE = /(?<![\p{N}.,:/])(\d{1,2})\s?\/\s?(\d{1,2})(?:\/(?:\d{2}|\d{4}))?(?![\p{N}%]|\s?(?:mg|ml|tab|pill|comp|caps|viên|vien|goli|dose|dosis))/u;
const DOTTED_DATE = /(?<![\p{N}.,:])(\d{1,2})\.(\d{1,2})\.(?:\d{2,4})?(?!\p{N})/u;
const HAN_DATE = /(\d{1,2})\s?月\s?(\d{1,2})\s?(?:日|号|號)/u;
function numericDate(normalized: string): string | null {
  const plausible = (a: number, b: number) => a >= 1 && b >= 1 && ((a <= 31 && b <= 12) || (a <= 12 && b <= 31));
  for (const re of [HAN_DATE, DOTTED_DATE, SLASH_DATE]) {
    const m = re.exec(normalized);
    if (!m) continue;
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (re === HAN_DATE ? a >= 1 && a <= 12 && b >= 1 && b <= 31 : plausible(a, b)) return m[0].trim();
  }
  return null;
}

const DERIVED_TIER = 3;
/**
 * Intents said with two modifiers rather than one phrase: a check of the list of medicines taken (or of medicines and
 * supplements, or of whether they go together), or that list brought or sent to the pharmacist, is a medication review; a symptom the medicine causes is a side
 * effect; an injection for flu or covid is the vaccine; collecting for someone else is a proxy pickup. Only when nothing
 * more specific was asked (the proxy pickup always).
 */
function derive(concepts: Map<string, ConceptMatch>): void {
  const has = (c: string) => concepts.has(c);
  const add = (name: string, from: string[]) => {
    if (!has(name)) concepts.set(name, { tier: DERIVED_TIER, phrases: from.flatMap((c) => concepts.get(c)?.phrases ?? []) });
  };
  const others = (allowed: string[]) => [...concepts].some(([name, c]) => c.tier >= 2 && !allowed.includes(name));
  if (!others(['TOGETHER', 'PRICE', 'PRESCRIPTION'])) {
    const meds = has('MEDICATION') || has('SUPPLEMENT') || has('MED_LIST');
    if (has('CHECK') && (has('MED_LIST') || (has('SUPPLEMENT') && (has('MEDICATION') || has('PHARMACIST'))) || (has('TOGETHER') && meds))) add('INTERACTION', ['CHECK']);
    else if (has('PHARMACIST') && has('TOGETHER') && meds) add('INTERACTION', ['PHARMACIST', 'TOGETHER']);
    // "can I bring all the boxes for the pharmacist to look at", "send the list of my medicines here?"
    else if (has('MED_LIST') && (has('PHARMACIST') || has('BRING_SEND'))) add('INTERACTION', ['MED_LIST']);
  }
  if (has('SYMPTOM') && has('CAUSE') && has('MEDICATION') && !others(['SYMPTOM'])) add('SIDE_EFFECT', ['SYMPTOM', 'CAUSE']);
  // collecting a medicine for someone else (a relative, a neighbour) is a policy the entries do not state
  if (has('PICKUP') && has('SOMEONE_ELSE') && !has('READY')) add('PROXY_PICKUP', ['PICKUP', 'SOMEONE_ELSE']);
  // a refill asked for early (a trip, a lost bottle) is a policy of the insurer and the pharmacy, not the refill entry
  if ((has('REFILL') || (has('PRESCRIPTION') && has('EARLY'))) && (has('EARLY') || has('LOST'))) add('EARLY_REFILL', [has('REFILL') ? 'REFILL' : 'PRESCRIPTION', has('EARLY') ? 'EARLY' : 'LOST']);
  // "no refills left: do you call her doctor, or do I book the appointment?": the appointment is the doctor's, for the
  // renewal the refill entry speaks of, not one at the pharmacy
  if (has('REFILL') && has('APPOINTMENT') && has('DOCTOR') && !has('VACCINE') && !has('PHARMACIST')) {
    const appointment = concepts.get('APPOINTMENT')!;
    concepts.delete('APPOINTMENT');
    if (!has('DOCTOR_VISIT')) concepts.set('DOCTOR_VISIT', { tier: 1, phrases: appointment.phrases });
  }
  if (has('INJECTION') && (has('FLU') || has('COVID')) && !others(['APPOINTMENT', 'PRICE', 'LOCATION'])) add('VACCINE', ['INJECTION']);
}

/** The question's main intent: its concepts of the highest tier (none when it only has modifiers). */
export function mainIntent(concepts: Map<string, ConceptMatch>): string[] {
  let top = 0;
  for (const c of concepts.values()) top = Math.max(top, c.tier);
  if (top < 2) return [];
  return [...concepts].filter(([, c]) => c.tier === top).map(([name]) => name);
}
