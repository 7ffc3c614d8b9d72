/**
 * Removes personal identifiers from text before it leaves for a language model: the patient's known name and
 * phone (from the session), then anything that looks like an e-mail, a date (of birth), a street address, a
 * name introduction ("my name is ...", "me llamo ...", "Mr. ..."), a phone number or an identifier (SSN,
 * insurance/prescription/ID numbers, IBAN, card numbers). Each match becomes a placeholder such as [NAME] or
 * [PHONE]. It errs on the side of removing too much: a lost word costs less than a leaked identifier.
 * Dose expressions ("500 mg", "2 tablets", "3 times a day") are left alone.
 */

export const PLACEHOLDERS = ['[NAME]', '[PHONE]', '[EMAIL]', '[DATE]', '[ADDRESS]', '[ID]'] as const;

export interface KnownIdentifiers {
  names?: string[];
  phones?: string[];
}

/** Not a letter or digit before / after (Unicode-aware word boundaries). */
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';

const ACCENTS: Record<string, string> = {
  a: 'aàáâãäåą',
  c: 'cçćč',
  e: 'eèéêëęě',
  i: 'iìíîïı',
  n: 'nñńň',
  o: 'oòóôõöøő',
  s: 'sśšş',
  u: 'uùúûüůű',
  y: 'yýÿ',
  z: 'zźżž',
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const baseLetters = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A pattern for a name that also matches it with or without accents ("José" / "Jose"). */
function namePattern(name: string): string {
  return [...baseLetters(name)]
    .map((ch) => (ACCENTS[ch] ? `[${ACCENTS[ch]}]` : /\s/.test(ch) ? '[\\s.-]+' : escapeRegExp(ch)))
    .join('');
}

const digitsOf = (s: string) => s.replace(/\D/g, '');

const MONTHS = [
  // en
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec',
  // es
  'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'setiembre', 'octubre', 'noviembre', 'diciembre',
  // fr
  'janvier', 'février', 'fevrier', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'aout', 'septembre', 'octobre', 'novembre', 'décembre', 'decembre',
  // de
  'januar', 'jänner', 'februar', 'märz', 'maerz', 'juni', 'juli', 'oktober', 'dezember',
  // pt
  'janeiro', 'fevereiro', 'março', 'marco', 'maio', 'junho', 'julho', 'setembro', 'outubro', 'novembro', 'dezembro',
  // it
  'gennaio', 'febbraio', 'aprile', 'maggio', 'giugno', 'luglio', 'settembre', 'ottobre', 'dicembre',
].join('|');

/** Dose units: a number followed by one of these is an amount, not an identifier. */
const anyCase = (word: string) => [...word].map((ch) => (ch.toLowerCase() !== ch.toUpperCase() ? `[${ch.toLowerCase()}${ch.toUpperCase()}]` : escapeRegExp(ch))).join('');
const UNIT_AHEAD = `(?!\\s*(?:${['mg', 'mcg', 'µg', 'μg', 'g', 'ml', 'l', 'iu', 'ui', 'ie', 'i.e.', 'units', 'unit', '%'].map(anyCase).join('|')})(?![\\p{L}]))`;

interface Rule {
  placeholder: (typeof PLACEHOLDERS)[number];
  pattern: RegExp;
  /** rewrite a match (return it unchanged to skip it); default: the placeholder */
  replace?: (match: string, ...groups: string[]) => string;
}

const NAME_WORD = "\\p{L}[\\p{L}'’-]*";
const NOT_NAMES = new Set([
  'not', 'so', 'sorry', 'allergic', 'pregnant', 'diabetic', 'worried', 'a', 'an', 'the', 'on', 'in', 'taking', 'still', 'very', 'also',
  'just', 'from', 'here', 'going', 'i', 'ok', 'okay', 'fine', 'sick', 'ill', 'asthmatic', 'epileptic', 'breastfeeding', 'nursing',
]);

/** Keeps the leading run of capitalised words of a candidate name (the name proper), or '' when there is none. */
function leadingName(candidate: string): string {
  const words = candidate.split(/\s+/);
  const kept: string[] = [];
  for (const word of words) {
    if (!/^\p{Lu}/u.test(word) || NOT_NAMES.has(word.toLowerCase())) break;
    kept.push(word);
  }
  return kept.join(' ');
}

const NAME_INTRO = [
  "my name is", "my name's", 'i am', "i'm", 'i’m', 'call me', 'name:', // en
  'me llamo', 'mi nombre es', 'soy', // es
  "je m'appelle", 'je m’appelle', 'je suis', 'mon nom est', // fr
  'ich heiße', 'ich heisse', 'mein name ist', // de
  'meu nome é', 'chamo-me', 'me chamo', 'eu sou', 'sou o', 'sou a', // pt
  'il mio nome è', 'mi chiamo', 'sono', // it
].map(escapeRegExp).join('|');

const ADDRESS_INTRO = [
  'my address is', 'i live at', 'address:', 'my home is at', // en
  'mi dirección es', 'mi direccion es', 'vivo en', 'dirección:', // es
  'mon adresse est', "j'habite au", "j'habite à", "j'habite", 'j’habite', 'adresse :', 'adresse:', // fr
  'meine adresse ist', 'meine adresse lautet', 'ich wohne in', 'ich wohne', 'anschrift:', // de
  'meu endereço é', 'moro na', 'moro no', 'moro em', 'endereço:', // pt
  'il mio indirizzo è', 'abito in', 'indirizzo:', // it
].map(escapeRegExp).join('|');

const STREET_TYPES_ANY_CASE = 'street|st\\.?(?!\\s*\\p{Lu})|avenue|ave\\.?|road|rd\\.?|boulevard|blvd\\.?|lane|ln\\.?|highway|hwy\\.?|parkway|pkwy\\.?|terrace';
const STREET_TYPES_CAPITALISED = 'Way|Place|Pl\\.?|Close|Court|Ct\\.?|Square|Sq\\.?|Drive|Dr\\.?|Crescent|Row|Gardens';
const STREET_TYPES_FIRST = [
  'calle', 'c/', 'avenida', 'avda.', 'av.', 'carrera', 'travesía', // es
  'rue', 'boulevard', 'bd', 'chemin', 'allée', 'impasse', 'quai', // fr
  'rua', 'travessa', 'praça', 'alameda', 'estrada', // pt
  'viale', 'piazza', 'vicolo', // it
].map(escapeRegExp).join('|');
/** also ordinary words ("paseo" = a walk, "corso" = a course): only with a capitalised name after them */
const STREET_TYPES_FIRST_AMBIGUOUS = ['paseo', 'plaza', 'camino', 'ronda', 'cours', 'largo', 'corso', 'via', 'place'].map((w) => `[${w[0]}${w[0]!.toUpperCase()}]${w.slice(1)}`).join('|');

/** "2 tablets on the road" is not an address: a dose unit right after the number rules it out */
const NO_UNIT_NEXT = '(?!\\s+(?:mg|mcg|ml|g|tablets?|pills?|capsules?|caps|drops?|puffs?|times?|hours?|days?|weeks?|doses?|units?)(?![\\p{L}]))';

const EMAIL: Rule = { placeholder: '[EMAIL]', pattern: /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu };

const RULES: Rule[] = [
  // dates (of birth): numeric with three parts, or with a month name and a year
  { placeholder: '[DATE]', pattern: new RegExp(`${B}(?:\\d{1,2}[./-]\\d{1,2}[./-](?:\\d{4}|\\d{2})|\\d{4}[./-]\\d{1,2}[./-]\\d{1,2})${E}`, 'gu') },
  {
    placeholder: '[DATE]',
    pattern: new RegExp(
      `${B}(?:\\d{1,2}(?:st|nd|rd|th|er|º|°|\\.)?\\s+(?:de\\s+|of\\s+)?(?:${MONTHS})\\.?,?\\s+(?:de\\s+)?\\d{2,4}|(?:${MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4})${E}`,
      'giu',
    ),
  },
  // addresses
  {
    placeholder: '[ADDRESS]',
    pattern: new RegExp(`(${ADDRESS_INTRO})(\\s+)([^\\n.;!?]{3,80})`, 'giu'),
    replace: (_m, intro: string, space: string) => `${intro}${space}[ADDRESS]`,
  },
  { placeholder: '[ADDRESS]', pattern: new RegExp(`${B}\\d{1,5}[a-z]?${NO_UNIT_NEXT},?(?:\\s+${NAME_WORD}){1,3}\\s+(?:${STREET_TYPES_ANY_CASE})(?![\\p{L}])`, 'giu') },
  { placeholder: '[ADDRESS]', pattern: new RegExp(`${B}\\d{1,5}[a-z]?${NO_UNIT_NEXT},?(?:\\s+${NAME_WORD}){1,3}\\s+(?:${STREET_TYPES_CAPITALISED})(?![\\p{L}])`, 'gu') },
  {
    placeholder: '[ADDRESS]',
    pattern: new RegExp(
      `${B}(?:${STREET_TYPES_FIRST})\\s+(?:${NAME_WORD}\\s+){0,3}?${NAME_WORD},?\\s*(?:n[º°o]\\.?\\s*)?\\d{1,5}(?:\\s?[a-z])?${E}`,
      'giu',
    ),
  },
  {
    placeholder: '[ADDRESS]',
    pattern: new RegExp(
      `${B}(?:${STREET_TYPES_FIRST_AMBIGUOUS})\\s+(?:(?:de\\s+la|de|del|da|do|des|du|della|di)\\s+)?\\p{Lu}[\\p{L}'’-]*(?:\\s+[\\p{L}'’-]+){0,2}?,?\\s*(?:n[º°o]\\.?\\s*)?\\d{1,5}(?:\\s?[a-z])?${E}`,
      'gu',
    ),
  },
  {
    placeholder: '[ADDRESS]',
    pattern: new RegExp(
      `${B}\\d{1,4}(?:\\s?(?:bis|ter))?,?\\s+(?:rue|avenue|av\\.|boulevard|bd|chemin|allée|impasse|quai|place|cours|route)\\s+(?:(?:de\\s+la|de\\s+l['’]|des|du|de|d['’]|la|le|l['’])\\s*)?${NAME_WORD}(?:\\s+\\p{Lu}[\\p{L}'’-]*){0,3}`,
      'giu',
    ),
  },
  { placeholder: '[ADDRESS]', pattern: new RegExp(`${B}[\\p{L}-]{2,}(?:straße|strasse|str\\.|weg|platz|gasse|allee)\\s*\\d{1,4}(?:\\s?[a-z])?${E}`, 'giu') },
  // names introduced by the writer, or after a title
  {
    placeholder: '[NAME]',
    pattern: new RegExp(`${B}(${NAME_INTRO})(\\s+)(${NAME_WORD}(?:\\s+${NAME_WORD}){0,2})`, 'giu'),
    replace: (match: string, intro: string, space: string, candidate: string) => {
      const name = leadingName(candidate);
      return name ? `${intro}${space}[NAME]${candidate.slice(name.length)}` : match;
    },
  },
  {
    placeholder: '[NAME]',
    pattern: new RegExp(`${B}(?:Mr|Mrs|Ms|Mx|Miss|Dr|Sr|Sra|Srta|Dña|Dona|Mme|Mlle|M(?=\\.)|Herr|Frau|Sig|Sig\\.ra|Dott|Dott\\.ssa)\\.?\\s+\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+)?`, 'gu'),
  },
  // identifiers
  { placeholder: '[ID]', pattern: new RegExp(`${B}\\d{3}-\\d{2}-\\d{4}${E}`, 'gu') }, // US SSN
  { placeholder: '[ID]', pattern: new RegExp(`${B}[A-Z]{2}\\d{2}(?:\\s?[A-Z0-9]{4}){3,7}(?:\\s?[A-Z0-9]{1,3})?${E}`, 'gu') }, // IBAN
  {
    // phone numbers (7-15 digits), longer digit runs (cards, accounts) are identifiers
    placeholder: '[PHONE]',
    pattern: new RegExp(`(?<![\\p{L}\\p{N}+])\\+?\\(?\\d(?:[\\s().-]{0,2}\\d){6,22}${E}${UNIT_AHEAD}`, 'gu'),
    replace: (match: string) => (digitsOf(match).length > 15 ? '[ID]' : '[PHONE]'),
  },
  // alphanumeric identifiers with 5+ digits (prescription, insurance, DNI/NIE, passport numbers)
  { placeholder: '[ID]', pattern: new RegExp(`${B}(?=(?:[\\p{L}-]*\\d){5})[\\p{L}\\d](?:[\\p{L}\\d-]*[\\p{L}\\d])?${E}${UNIT_AHEAD}`, 'gu') },
  // short national ids with a check letter (Spanish DNI/NIE style)
  { placeholder: '[ID]', pattern: new RegExp(`${B}[XYZ]?\\d{7,8}-?[A-Z]${E}`, 'gu') },
];

function knownNameRules(names: string[]): Rule[] {
  const variants = new Set<string>();
  for (const raw of names) {
    const name = raw.trim();
    if (!name) continue;
    variants.add(name);
    for (const part of name.split(/[\s.-]+/)) if ([...part].length >= 2) variants.add(part);
  }
  // longest first so that "Maria Gonzalez" is replaced as one name, not twice
  const sorted = [...variants].sort((a, b) => b.length - a.length);
  if (sorted.length === 0) return [];
  return [{ placeholder: '[NAME]', pattern: new RegExp(`${B}(?:${sorted.map(namePattern).join('|')})${E}`, 'giu') }];
}

function knownPhoneRules(phones: string[]): Rule[] {
  const tails = phones.map(digitsOf).filter((d) => d.length >= 6).map((d) => d.slice(-7));
  if (tails.length === 0) return [];
  return [
    {
      placeholder: '[PHONE]',
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])\\+?\\(?\\d(?:[\\s().-]{0,2}\\d){5,22}${E}`, 'gu'),
      replace: (match: string) => (tails.some((tail) => digitsOf(match).includes(tail)) ? '[PHONE]' : match),
    },
  ];
}

export function redact(text: string, known: KnownIdentifiers = {}): { text: string; redactions: number } {
  let redactions = 0;
  let out = text;
  for (const rule of [EMAIL, ...knownPhoneRules(known.phones ?? []), ...knownNameRules(known.names ?? []), ...RULES]) {
    out = out.replace(rule.pattern, (match: string, ...rest: unknown[]) => {
      // replacer arguments: match, ...groups, offset (a number), whole string[, named groups]
      const groups = rest.slice(0, rest.findIndex((arg) => typeof arg === 'number')).map((g) => (typeof g === 'string' ? g : ''));
      const replaced = rule.replace ? rule.replace(match, ...groups) : rule.placeholder;
      if (replaced !== match) redactions += 1;
      return replaced;
    });
  }
  return { text: out, redactions };
}
