/**
 * The dosing guard: a model's answer may only state doses, amounts and frequencies that the knowledge base
 * entries it cites state too. Dose expressions are recognised in English, Spanish, French, German, Portuguese
 * and Italian ("800 mg", "0,5 ml", "two tablets", "1-2 comprimidos", "3 times a day", "dos veces al día",
 * "toutes les 4 heures", "alle 6 Stunden", "bid") and compared in a canonical form (value + unit), so an answer
 * in Spanish can be checked against an entry written in English, and "1 g" matches "1000 mg".
 * Matching is exact: an answer that says "2 tablets" where the entry says "1-2 tablets" is not supported
 * (the guard errs towards handing over to a pharmacist).
 */

const NUMBER_WORDS: Record<string, number> = {
  // en
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, half: 0.5,
  // es
  uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, doce: 12, medio: 0.5, media: 0.5,
  // fr
  deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, demi: 0.5, demie: 0.5,
  // de
  eins: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, funf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwölf: 12, halbe: 0.5, halben: 0.5,
  // pt
  dois: 2, duas: 2, três: 3, sete: 7, oito: 8, nove: 9, dez: 10, doze: 12, meio: 0.5, meia: 0.5,
  // it
  due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, otto: 8, dieci: 10, dodici: 12, mezzo: 0.5, mezza: 0.5,
};
/** Articles that mean "one" only in a frequency ("una vez al día", "une fois par jour", "a day" is not a number). */
const ONE_ARTICLES: Record<string, number> = { a: 1, an: 1, un: 1, una: 1, une: 1, um: 1, uma: 1, ein: 1, eine: 1 };
const FREQUENCY_WORDS: Record<string, number> = { once: 1, twice: 2, thrice: 3, einmal: 1, zweimal: 2, dreimal: 3, viermal: 4, fünfmal: 5 };

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}])';

const wordAlternation = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
const NUM_WORD = wordAlternation(Object.keys(NUMBER_WORDS));
/** 1 / 0.5 / 0,5 / 1,000 / 1.000 / 1 000 (narrow or no-break space) / 1/2 / ½ / a number word */
const NUM = `(?:\\d{1,3}(?:[\\u00a0\\u202f]\\d{3})+|\\d+(?:[.,]\\d+)?(?:\\s*/\\s*\\d+(?![.,]?\\d))?|[½¼¾⅓⅔]|(?:${NUM_WORD})(?![\\p{L}]))`;
const RANGE_JOIN = '(?:\\s*[-–—]\\s*|\\s+(?:to|or|a|à|ou|o|bis|oder|até|ad|y|e|und|and)\\s+)';
const NUM_RANGE = `${NUM}(?:${RANGE_JOIN}${NUM})?`;

/** canonical unit -> spellings (matched case-insensitively, longest first) */
const AMOUNT_UNITS: Record<string, string[]> = {
  mg: ['mg', 'milligram', 'milligrams', 'milligramme', 'milligrammes', 'milligramm', 'miligramo', 'miligramos', 'miligrama', 'miligramas', 'milligrammi', 'milligrammo'],
  mcg: ['mcg', 'µg', 'μg', 'ug', 'microgram', 'micrograms', 'microgramme', 'microgrammes', 'mikrogramm', 'microgramo', 'microgramos', 'micrograma', 'microgramas', 'microgrammi'],
  g: ['g', 'gram', 'grams', 'gramme', 'grammes', 'gramm', 'gramo', 'gramos', 'grama', 'gramas', 'grammi', 'grammo'],
  ml: ['ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters', 'mililitro', 'mililitros', 'millilitri', 'millilitro', 'cc'],
  l: ['l', 'litre', 'litres', 'liter', 'liters', 'litro', 'litros', 'litri'],
  iu: ['iu', 'ui', 'ie', 'i.e.', 'i.u.', 'unit', 'units', 'unidad', 'unidades', 'unité', 'unités', 'einheit', 'einheiten', 'unidade', 'unità'],
  '%': ['%'],
  tablet: [
    'tablet', 'tablets', 'tab', 'tabs', 'pill', 'pills', 'capsule', 'capsules', 'caps', 'caplet', 'caplets', 'softgel', 'softgels', 'lozenge', 'lozenges',
    'comprimido', 'comprimidos', 'pastilla', 'pastillas', 'píldora', 'píldoras', 'cápsula', 'cápsulas', 'gragea', 'grageas',
    'comprimé', 'comprimés', 'cachet', 'cachets', 'gélule', 'gélules', 'pilule', 'pilules', 'pastille', 'pastilles',
    'tablette', 'tabletten', 'kapsel', 'kapseln', 'pille', 'pillen', 'dragee', 'dragees', 'lutschtablette', 'lutschtabletten',
    'pílula', 'pílulas', 'drágea', 'drágeas',
    'compressa', 'compresse', 'pillola', 'pillole', 'capsula', 'pastiglia', 'pastiglie',
  ],
  drop: ['drop', 'drops', 'gota', 'gotas', 'goutte', 'gouttes', 'tropfen', 'goccia', 'gocce'],
  puff: [
    'puff', 'puffs', 'inhalation', 'inhalations', 'spray', 'sprays', 'pulverización', 'pulverizaciones', 'inhalación', 'inhalaciones',
    'bouffée', 'bouffées', 'pulvérisation', 'pulvérisations', 'hub', 'hübe', 'sprühstoß', 'sprühstöße', 'jato', 'jatos', 'inalação', 'inalações',
    'inalazione', 'inalazioni', 'spruzzo', 'spruzzi',
  ],
  tsp: ['teaspoon', 'teaspoons', 'teaspoonful', 'tsp', 'cucharadita', 'cucharaditas', 'cuillère à café', 'cuillères à café', 'teelöffel', 'colher de chá', 'colheres de chá', 'cucchiaino', 'cucchiaini'],
  tbsp: ['tablespoon', 'tablespoons', 'tablespoonful', 'tbsp', 'cucharada', 'cucharadas', 'cuillère à soupe', 'cuillères à soupe', 'esslöffel', 'colher de sopa', 'colheres de sopa', 'cucchiaio', 'cucchiai'],
  spoon: ['spoon', 'spoons', 'spoonful', 'cuillère', 'cuillères', 'colher', 'colheres', 'löffel'],
  sachet: ['sachet', 'sachets', 'sobre', 'sobres', 'beutel', 'bustina', 'bustine', 'packet', 'packets'],
  patch: ['patch', 'patches', 'parche', 'parches', 'patchs', 'pflaster', 'adesivo', 'adesivos', 'cerotto', 'cerotti'],
  dose: ['dose', 'doses', 'dosis', 'dosen', 'dosi', 'injection', 'injections', 'inyección', 'inyecciones', 'injeção', 'injeções', 'iniezione', 'iniezioni', 'application', 'applications', 'aplicación', 'aplicaciones'],
};
const PER_UNITS: Record<string, string[]> = { kg: ['kg', 'kilo', 'kilogram', 'kilograms', 'kilogramo', 'kilogramos', 'kilogramm', 'quilo', 'quilos'], ml: AMOUNT_UNITS.ml! };

const PERIODS: Record<string, string[]> = {
  h: ['hour', 'hours', 'hr', 'hrs', 'h', 'hora', 'horas', 'heure', 'heures', 'stunde', 'stunden', 'std', 'ora', 'ore'],
  day: ['day', 'days', 'daily', 'día', 'días', 'dia', 'dias', 'diario', 'diaria', 'jour', 'jours', 'quotidien', 'tag', 'tage', 'tagen', 'täglich', 'giorno', 'giorni', 'al día'],
  week: ['week', 'weeks', 'weekly', 'semana', 'semanas', 'semaine', 'semaines', 'woche', 'wochen', 'wöchentlich', 'settimana', 'settimane'],
};

const spellingAlternation = (table: Record<string, string[]>) =>
  wordAlternation(Object.values(table).flat().map((s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s+')));

const AMOUNT_UNIT = spellingAlternation(AMOUNT_UNITS);
const PER_UNIT = spellingAlternation(PER_UNITS);
const PERIOD = spellingAlternation(PERIODS);
const FREQ_NUM = `(?:${NUM}|${wordAlternation(Object.keys(ONE_ARTICLES))})`;
const TIMES = '(?:x|×|times?|veces|vez|fois|mal|vezes|volte|volta)';
const PER = '(?:a|an|per|each|every|al|a\\s+la|por|par|pro|ao|am|im|al|nel|in|/)';
const EVERY = '(?:every|each|cada|toutes\\s+les|tous\\s+les|alle|a\\s+cada|ogni)';

interface Pattern {
  regex: RegExp;
  canonical: (groups: Record<string, string | undefined>) => string | null;
}

const PATTERNS: Pattern[] = [
  // frequencies: "3 times a day", "twice daily", "dos veces al día", "3-mal täglich", "dreimal täglich", "3x/day"
  {
    regex: new RegExp(`${B}(?:(?<freq>${FREQ_NUM}(?:${RANGE_JOIN}${FREQ_NUM})?)\\s*-?\\s*${TIMES}|(?<fword>${wordAlternation(Object.keys(FREQUENCY_WORDS))}))\\s*(?:${PER}\\s*)?(?<period>${PERIOD})${E}`, 'giu'),
    canonical: (g) => {
      const count = g.fword ? String(FREQUENCY_WORDS[g.fword.toLowerCase()]) : rangeValue(g.freq!, true);
      const period = periodOf(g.period!);
      return count && period ? `${count}/${period}` : null;
    },
  },
  // "bid", "t.i.d.", "qid"
  {
    regex: new RegExp(`${B}(?<latin>b\\.?i\\.?d|t\\.?i\\.?d|q\\.?i\\.?d)\\.?${E}`, 'giu'),
    canonical: (g) => `${{ b: 2, t: 3, q: 4 }[g.latin![0]!.toLowerCase() as 'b' | 't' | 'q']}/day`,
  },
  // intervals: "every 4 hours", "cada 8 horas", "toutes les 6 heures", "alle 4-6 Stunden", "de 8 en 8 horas", "q4h"
  {
    regex: new RegExp(`${B}(?:${EVERY}\\s+(?<every>${NUM_RANGE})|de\\s+(?<from>${NUM})\\s+(?:en|em)\\s+\\k<from>)\\s*(?<unit>${PERIOD})${E}`, 'giu'),
    canonical: (g) => {
      const value = rangeValue(g.every ?? g.from!);
      const period = periodOf(g.unit!);
      return value && period ? `every ${value} ${period}` : null;
    },
  },
  { regex: new RegExp(`${B}q\\s?(?<q>\\d+(?:-\\d+)?)\\s?h${E}`, 'giu'), canonical: (g) => `every ${rangeValue(g.q!)} h` },
  // amounts: "800 mg", "0,5 ml", "2 tablets", "1-2 comprimidos", "half a tablet", "2 ibuprofen tablets", "10 mg/kg", "5 mg/5 ml"
  {
    regex: new RegExp(
      `${B}(?<amount>${NUM_RANGE})(?:\\s*|\\s+(?:of\\s+)?(?:a|an|de|d['’]|of)\\s+|\\s+[\\p{L}]+[\\s-]+)(?<unit>${AMOUNT_UNIT})(?:\\s*(?:/|per|por|par|pro)\\s*(?<per>\\d+(?:[.,]\\d+)?)?\\s*(?<perUnit>${PER_UNIT}))?${E}`,
      'giu',
    ),
    canonical: (g) => {
      const unit = unitOf(AMOUNT_UNITS, g.unit!);
      if (!unit) return null;
      const scale = unit === 'g' ? 1000 : unit === 'mcg' ? 0.001 : unit === 'l' ? 1000 : 1;
      const canonicalUnit = unit === 'g' || unit === 'mcg' ? 'mg' : unit === 'l' ? 'ml' : unit;
      const value = rangeValue(g.amount!, false, scale);
      if (!value) return null;
      const per = g.perUnit ? `/${g.per ? parseNumber(g.per) : ''}${unitOf(PER_UNITS, g.perUnit)}` : '';
      return `${value} ${canonicalUnit}${per}`;
    },
  },
];

function unitOf(table: Record<string, string[]>, spelling: string): string | null {
  const s = spelling.toLowerCase().replace(/\s+/g, ' ');
  return Object.entries(table).find(([, spellings]) => spellings.includes(s))?.[0] ?? null;
}

function periodOf(spelling: string): string | null {
  return unitOf(PERIODS, spelling);
}

const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };

/** "0,5" -> 0.5; "1,000" / "1.000" / "1 000" -> 1000; "1/2" -> 0.5; "two" -> 2 */
function parseNumber(raw: string, allowArticles = false): number | null {
  const s = raw.trim().toLowerCase();
  if (s in FRACTIONS) return FRACTIONS[s]!;
  if (s in NUMBER_WORDS) return NUMBER_WORDS[s]!;
  if (allowArticles && s in ONE_ARTICLES) return ONE_ARTICLES[s]!;
  if (/^\d{1,3}([\u00a0\u202f]\d{3})+$/.test(s)) return Number(s.replace(/[\u00a0\u202f]/g, ''));
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(s);
  if (fraction) return Number(fraction[2]) === 0 ? null : Number(fraction[1]) / Number(fraction[2]);
  // a separator followed by exactly three digits after a non-zero integer part is a thousands separator
  if (/^[1-9]\d{0,2}[.,]\d{3}$/.test(s)) return Number(s.replace(/[.,]/, ''));
  const n = Number(s.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

const format = (n: number) => String(Math.round(n * 1000) / 1000);

/** "1-2" / "1 to 2" / "two" -> "1-2" / "2"; null when a part is not a number */
function rangeValue(raw: string, allowArticles = false, scale = 1): string | null {
  const parts = raw.split(new RegExp(RANGE_JOIN, 'iu')).map((p) => parseNumber(p, allowArticles));
  if (parts.some((p) => p === null)) return null;
  return (parts as number[]).map((p) => format(p * scale)).join('-');
}

interface DoseMention {
  text: string;
  canonical: string;
}

/** The dose, amount and frequency expressions in a text, each with its canonical form. */
export function doseMentions(text: string): DoseMention[] {
  const found: { start: number; end: number; mention: DoseMention }[] = [];
  const normalised = text.normalize('NFC');
  for (const pattern of PATTERNS) {
    for (const match of normalised.matchAll(pattern.regex)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((f) => start < f.end && end > f.start)) continue; // earlier patterns win an overlap
      const canonical = pattern.canonical(match.groups ?? {});
      if (canonical) found.push({ start, end, mention: { text: match[0].trim(), canonical } });
    }
  }
  return found.sort((a, b) => a.start - b.start).map((f) => f.mention);
}

/** The dose expressions in `answer` that none of `sources` contains (in canonical form); [] when all are supported. */
export function unsupportedDoses(answer: string, sources: string[]): string[] {
  const supported = new Set(sources.flatMap((source) => doseMentions(source).map((m) => m.canonical)));
  const unsupported = doseMentions(answer).filter((m) => !supported.has(m.canonical)).map((m) => m.text);
  return [...new Set(unsupported)];
}
