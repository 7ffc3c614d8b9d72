/**
 * Language of a patient message: plain types, the languages we report, and the rules that need no model
 * (writing-system fast path, close-pair tie-breakers). The statistical detector lives in
 * infrastructure/language-detector.ts and only ever answers with a code listed here (or 'und').
 */

/** ISO 639-1 code (or 'und') and how sure we are, 0..1. */
export interface LanguageDetection {
  language: string;
  confidence: number;
}

export const UNDETERMINED = 'und';

/**
 * Languages measured on bench/ai/language (dev and held-out sets, pharmacy-chat style): code -> English name.
 * Staff inbox displays these names.
 */
export const BENCHMARKED_LANGUAGES: Record<string, string> = {
  af: 'Afrikaans', am: 'Amharic', ar: 'Arabic', az: 'Azerbaijani', be: 'Belarusian', bg: 'Bulgarian', bn: 'Bengali',
  ca: 'Catalan', cs: 'Czech', da: 'Danish', de: 'German', el: 'Greek', en: 'English', es: 'Spanish', et: 'Estonian',
  eu: 'Basque', fa: 'Persian', fi: 'Finnish', fr: 'French', gu: 'Gujarati', he: 'Hebrew', hi: 'Hindi', hr: 'Croatian',
  hu: 'Hungarian', hy: 'Armenian', id: 'Indonesian', is: 'Icelandic', it: 'Italian', ja: 'Japanese', ka: 'Georgian',
  kk: 'Kazakh', km: 'Khmer', kn: 'Kannada', ko: 'Korean', lo: 'Lao', lt: 'Lithuanian', lv: 'Latvian', mk: 'Macedonian',
  ml: 'Malayalam', mr: 'Marathi', ms: 'Malay', my: 'Burmese', ne: 'Nepali', nl: 'Dutch', no: 'Norwegian', pa: 'Punjabi',
  pl: 'Polish', pt: 'Portuguese', ro: 'Romanian', ru: 'Russian', si: 'Sinhala', sk: 'Slovak', sl: 'Slovenian',
  sq: 'Albanian', sr: 'Serbian', sv: 'Swedish', sw: 'Swahili', ta: 'Tamil', te: 'Telugu', th: 'Thai', tl: 'Tagalog',
  tr: 'Turkish', uk: 'Ukrainian', ur: 'Urdu', vi: 'Vietnamese', zh: 'Chinese',
};

/**
 * Reported too, but not in the evaluation sets: the detector returns them only when it is sure
 * (see EXTRA_LANGUAGE_MIN_CONFIDENCE), since rare languages are where short-text detectors misfire. Galician is
 * left out on purpose: CLD3 calls plain Spanish Galician with full confidence ("Hola, ¿a qué hora abren mañana?"),
 * and a Galician speaker gets Spanish or Portuguese instead.
 */
export const EXTRA_LANGUAGES: Record<string, string> = {
  bo: 'Tibetan', bs: 'Bosnian', cy: 'Welsh', dv: 'Dhivehi', ga: 'Irish', ha: 'Hausa', ht: 'Haitian Creole',
  ig: 'Igbo', ky: 'Kyrgyz', lb: 'Luxembourgish', mn: 'Mongolian', mt: 'Maltese', or: 'Odia', ps: 'Pashto', sd: 'Sindhi',
  so: 'Somali', tg: 'Tajik', uz: 'Uzbek', xh: 'Xhosa', yi: 'Yiddish', yo: 'Yoruba', zu: 'Zulu',
};

export const EXTRA_LANGUAGE_MIN_CONFIDENCE = 0.9;

/** Every code detectLanguage can return, with its English name (for display in the staff inbox). */
export const LANGUAGE_NAMES: Record<string, string> = {
  ...BENCHMARKED_LANGUAGES,
  ...EXTRA_LANGUAGES,
  [UNDETERMINED]: 'Undetermined',
};

export function languageName(code: string): string {
  return LANGUAGE_NAMES[code] ?? code;
}

// ---------------------------------------------------------------------------------------------------------------
// Writing systems

export type Script =
  | 'Latin' | 'Cyrillic' | 'Greek' | 'Armenian' | 'Georgian' | 'Hebrew' | 'Arabic' | 'Thaana' | 'Devanagari'
  | 'Bengali' | 'Gurmukhi' | 'Gujarati' | 'Oriya' | 'Tamil' | 'Telugu' | 'Kannada' | 'Malayalam' | 'Sinhala'
  | 'Thai' | 'Lao' | 'Tibetan' | 'Myanmar' | 'Khmer' | 'Ethiopic' | 'Hangul' | 'Kana' | 'Han';

const SCRIPT_PATTERNS: [Script, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u], ['Cyrillic', /\p{Script=Cyrillic}/u], ['Arabic', /\p{Script=Arabic}/u],
  ['Han', /\p{Script=Han}/u], ['Kana', /[\p{Script=Hiragana}\p{Script=Katakana}]/u], ['Hangul', /\p{Script=Hangul}/u],
  ['Devanagari', /\p{Script=Devanagari}/u], ['Greek', /\p{Script=Greek}/u], ['Hebrew', /\p{Script=Hebrew}/u],
  ['Thai', /\p{Script=Thai}/u], ['Bengali', /\p{Script=Bengali}/u], ['Tamil', /\p{Script=Tamil}/u],
  ['Telugu', /\p{Script=Telugu}/u], ['Gujarati', /\p{Script=Gujarati}/u], ['Gurmukhi', /\p{Script=Gurmukhi}/u],
  ['Kannada', /\p{Script=Kannada}/u], ['Malayalam', /\p{Script=Malayalam}/u], ['Oriya', /\p{Script=Oriya}/u],
  ['Sinhala', /\p{Script=Sinhala}/u], ['Armenian', /\p{Script=Armenian}/u], ['Georgian', /\p{Script=Georgian}/u],
  ['Ethiopic', /\p{Script=Ethiopic}/u], ['Khmer', /\p{Script=Khmer}/u], ['Lao', /\p{Script=Lao}/u],
  ['Myanmar', /\p{Script=Myanmar}/u], ['Tibetan', /\p{Script=Tibetan}/u], ['Thaana', /\p{Script=Thaana}/u],
];

/** Scripts that, in practice, one language writes (Ethiopic: Amharic first; Bengali script: Bengali first). */
const SCRIPT_LANGUAGE: Partial<Record<Script, string>> = {
  Greek: 'el', Armenian: 'hy', Georgian: 'ka', Hebrew: 'he', Thaana: 'dv', Bengali: 'bn', Gurmukhi: 'pa', Gujarati: 'gu',
  Oriya: 'or', Tamil: 'ta', Telugu: 'te', Kannada: 'kn', Malayalam: 'ml', Sinhala: 'si', Thai: 'th', Lao: 'lo',
  Tibetan: 'bo', Myanmar: 'my', Khmer: 'km', Ethiopic: 'am', Hangul: 'ko',
};

/** The script each reported language is written in (Serbian: Cyrillic or Latin; Hindi also romanised). */
export const LANGUAGE_SCRIPTS: Record<string, readonly Script[]> = (() => {
  const scripts: Record<string, Script[]> = {};
  for (const [script, lang] of Object.entries(SCRIPT_LANGUAGE)) scripts[lang] = [script as Script];
  const add = (script: Script, langs: string) => langs.split(' ').forEach((l) => (scripts[l] = [...(scripts[l] ?? []), script]));
  add('Latin', 'af az bs ca cs cy da de en es et eu fi fr ga ha hr ht hu id ig is it lb lt lv ms mt nl no pl pt ro sk sl so sq sr sv sw tl tr uz vi xh yo zu hi');
  add('Cyrillic', 'be bg kk ky mk mn ru sr tg uk');
  add('Arabic', 'ar fa ps sd ur');
  add('Devanagari', 'hi mr ne');
  add('Hebrew', 'yi');
  scripts.zh = ['Han'];
  scripts.ja = ['Kana', 'Han'];
  scripts.ko = ['Hangul', 'Han'];
  return scripts;
})();

export interface ScriptProfile {
  /** The script with the most letters (Kana counted apart from Han), undefined when the text has no letters. */
  dominant: Script | undefined;
  /** Letters counted (marks and digits excluded). */
  letters: number;
  /** dominant's share of the letters, 0..1. */
  share: number;
  counts: Partial<Record<Script, number>>;
}

export function scriptProfile(text: string): ScriptProfile {
  const counts: Partial<Record<Script, number>> = {};
  let letters = 0;
  for (const ch of text) {
    if (!/\p{L}/u.test(ch)) continue;
    letters++;
    const found = SCRIPT_PATTERNS.find(([, pattern]) => pattern.test(ch));
    if (found) counts[found[0]] = (counts[found[0]] ?? 0) + 1;
  }
  let dominant: Script | undefined;
  for (const [script, n] of Object.entries(counts) as [Script, number][]) {
    if (dominant === undefined || n > (counts[dominant] ?? 0)) dominant = script;
  }
  return { dominant, letters, share: dominant && letters ? (counts[dominant] ?? 0) / letters : 0, counts };
}

/**
 * The language when the writing system alone tells it: Hangul -> ko; any Kana among CJK characters -> ja;
 * Han only -> zh; Thai, Khmer, Lao, Burmese, Georgian, Armenian, Greek, Hebrew, Ethiopic and the Indic scripts other
 * than Devanagari -> their language. Latin, Cyrillic, Arabic and Devanagari need the statistical detector.
 */
export function languageFromScript(profile: ScriptProfile): LanguageDetection | undefined {
  const { counts, letters } = profile;
  if (letters === 0) return undefined;
  const hangul = counts.Hangul ?? 0;
  const kana = counts.Kana ?? 0;
  const han = counts.Han ?? 0;
  const cjk = hangul + kana + han;
  const confidence = (n: number) => Math.min(0.99, 0.5 + 0.5 * (n / letters));
  if (cjk > 0 && cjk >= letters / 2) {
    if (hangul >= cjk * 0.3) return { language: 'ko', confidence: confidence(cjk) };
    if (kana > 0 && kana >= cjk * 0.05) return { language: 'ja', confidence: confidence(cjk) };
    if (hangul === 0) return { language: 'zh', confidence: confidence(cjk) * (kana === 0 ? 1 : 0.8) };
  }
  const dominant = profile.dominant;
  const language = dominant ? SCRIPT_LANGUAGE[dominant] : undefined;
  if (language && profile.share >= 0.5) return { language, confidence: confidence(counts[dominant!] ?? 0) };
  return undefined;
}

/** Does the language's writing system match the message's (e.g. not 'ru' for a Latin-script message)? */
export function scriptFits(language: string, script: Script | undefined): boolean {
  if (!script) return false;
  return LANGUAGE_SCRIPTS[language]?.includes(script) ?? false;
}

/** Leaves the words: links, e-mail addresses, @handles, numbers and emoji say nothing about the language. */
export function textForDetection(text: string): string {
  return text
    .replace(/\bhttps?:\/\/\S+|\bwww\.\S+/giu, ' ')
    .replace(/\S+@\S+\.\S+/gu, ' ')
    .replace(/[@#]\w+/gu, ' ')
    .replace(/(?:\p{N}|\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D})+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

// ---------------------------------------------------------------------------------------------------------------
// Close pairs: a statistical detector trained on formal text splits these poorly in short chat messages, while a
// few well-known words tell them apart (standard dialect differences, not words taken from the evaluation sets).

const words = (list: string) => new RegExp(`(?<![\\p{L}\\p{M}])(?:${list})(?![\\p{L}\\p{M}])`, 'giu');
const hits = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Malaysian Malay vs Indonesian: vocabulary and colloquial particles that differ. */
const MALAY = words(
  'tak|ubat|ubatan|kanak-kanak|selepas|preskripsi|farmasi|doktor|hospital|percuma|wang|sahaja|je|nak|hendak|mahu|awak|kedai|' +
    'temujanji|kerana|lelah|pening|terlupa|encik|puan|cik|ringgit|esok|telefon|memperbaharui|baharu|sila|bagi|tengok|dah|tu|ni|' +
    'lepas|kat|beritahu|macam mana|boleh tak|ada tak',
);
const INDONESIAN = words(
  'obat|obatnya|apotek|apoteker|resep|resepnya|dokter|rumah sakit|setelah|sesudah|gratis|uang|saja|aja|kapan|mau|nggak|gak|' +
    'enggak|ngga|udah|banget|dong|sih|kok|deh|kak|anda|bisa|besok|kemarin|karena|telepon|pusing|rp|rupiah|silakan|gimana|' +
    'antar|kirim|harus|bapak|pak|bu|mbak|mas|jam berapa',
);

/** Slovenian vs the Croatian / Bosnian / Serbian continuum (Latin script). */
const SLOVENIAN = words(
  'sem|lahko|kaj|kje|kdaj|danes|včeraj|vceraj|jutri|zdravil[aoiu]?|zdravilo|lekarn[aoiue]?|prosim|že|še|tudi|zelo|dober|ker|' +
    'jaz|nisem|stane|imam|odprt[oai]?|zaprt[oai]?|vzamem|vzeti|hvala lepa|najlepša',
);
const SERBO_CROATIAN = words(
  'sam|mogu|što|šta|sta|gdje|gde|danas|jučer|juče|jucer|juce|sutra|lijek\\p{L}*|lek|leka|lekove|lekovi|ljekarn\\p{L}*|' +
    'apotek\\p{L}*|molim|već|još|jako|vrlo|dobar|jer|treba\\p{L}*|li|košta|kosta|radite|sati|hvala puno|puno hvala',
);
/** Ekavian (Serbian) vs ijekavian (Croatian, Bosnian) reflexes, and words that differ between the standards. */
const EKAVIAN = words('lek|leka|leku|lekove|lekovi|lekar\\p{L}*|gde|pre|posle|mleko|dete|deca|decu|vreme|nedelj\\p{L}*|hleb|uvek|lepo|mesto|reč|hteo|htela|pregled|sveže|belo');
const IJEKAVIAN = words('lijek\\p{L}*|ljekar\\p{L}*|liječ\\p{L}*|gdje|prije|poslije|mlijeko|dijete|djeca|djecu|vrijeme|tjed\\p{L}*|hljeb|uvijek|lijepo|mjesto|riječ|htio|htjela|svježe|bijelo');
const CROATIAN = words('što|tko|tisuć\\p{L}*|kruh|tjedan\\p{L}*|ljekarn\\p{L}*|liječnik\\p{L}*|također|jučer|jucer|trebam|bok|obitelj\\p{L}*|kava|kave|je li|hvala lijepa');
const BOSNIAN_OR_SERBIAN = words('šta|sta|apotek\\p{L}*|hiljad\\p{L}*|sedmic\\p{L}*|takođe|juče|juce|hleb|hljeb|kafa|kahva|ljekar|ljekara|ljekaru');

/**
 * English function words that are not words of the other Latin-script languages we detect (no 'do', 'a', 'to',
 * 'is', 'for', 'can': Portuguese, Dutch, Danish and Turkish have them). A short English question ("How do I refill
 * my prescription?") can read as Portuguese to the statistical detectors; these words settle it.
 */
const ENGLISH_ONLY = words('i|my|me|you|your|how|what|the|with|this|that|please|have|would|could|should|does|when|where|which|there|they|it|get|got|need|want');
const LATIN_WORD = /\p{L}+/gu;

/**
 * English when a detector named another Latin-script language for a message written with a-z only, in which at
 * least three English-only function words make up at least a third of the words.
 */
export function looksEnglish(text: string): boolean {
  const tokens = text.match(LATIN_WORD) ?? [];
  if (tokens.length === 0 || tokens.some((token) => /[^a-z]/i.test(token))) return false;
  const found = new Set((text.match(ENGLISH_ONLY) ?? []).map((w) => w.toLowerCase()));
  const count = hits(text, ENGLISH_ONLY);
  return found.size >= 3 && count / tokens.length >= 1 / 3;
}

/** Macedonian / Bulgarian / Serbian (Cyrillic) when their letters do not tell (see alphabetFits). */
const MACEDONIAN = words('што|сум|во|кај|колку|денес|тоа|оваа|овој|многу|нема|сакам|добар|ќе|\\p{L}{3,}от');
const BULGARIAN = words('съм|от|във|какво|трябва|колко|днес|това|тази|този|няма|искам|добър|ще|\\p{L}*[ъщюя]\\p{L}*');
const SERBIAN_CYRILLIC = words('шта|сам|је|није|колико|данас|јуче|хвала|лек|лека|лекове|апотек\\p{L}*|\\p{L}*[ђћ]\\p{L}*');

const pick = (scores: [string, number][], fallback: string): string => {
  const best = Math.max(...scores.map(([, n]) => n));
  const top = scores.filter(([, n]) => n === best).map(([l]) => l);
  return best > 0 && top.length === 1 ? top[0]! : fallback;
};

/**
 * Refines the detector's answer for the pairs it confuses in short messages: Indonesian / Malay; Croatian /
 * Bosnian / Serbian / Slovenian in Latin script; Macedonian / Bulgarian / Serbian in Cyrillic. `detectorSure`: the
 * detector was confident (otherwise, with no telling word, Indonesian is chosen over Malay: seven times the
 * speakers). `fits` filters out languages whose alphabet the message does not fit.
 */
export function refineCloseLanguages(
  text: string,
  language: string,
  script: Script | undefined,
  detectorSure = false,
  fits: (language: string) => boolean = () => true,
): string {
  const among = (scores: [string, number][], fallback: string) => pick(scores.filter(([l]) => fits(l)), fallback);
  if (language === 'id' || language === 'ms') {
    return among([['ms', hits(text, MALAY)], ['id', hits(text, INDONESIAN)]], detectorSure ? language : 'id');
  }
  if (script === 'Latin' && ['hr', 'bs', 'sr', 'sl'].includes(language)) {
    const slovenian = hits(text, SLOVENIAN);
    const serboCroatian = hits(text, SERBO_CROATIAN);
    if (slovenian > serboCroatian) return 'sl';
    if (serboCroatian > slovenian || language !== 'sl') {
      const ekavian = hits(text, EKAVIAN);
      if (ekavian > hits(text, IJEKAVIAN)) return 'sr';
      const croatian = hits(text, CROATIAN);
      const bosnianOrSerbian = hits(text, BOSNIAN_OR_SERBIAN);
      if (bosnianOrSerbian > croatian) return 'bs';
      // Croatian, or no telling word: the shared written standard is closest to Croatian, and the detector's
      // Bosnian/Serbian answers for such messages are mostly Croatian text.
      return 'hr';
    }
  }
  if (script === 'Cyrillic' && ['bg', 'mk', 'sr'].includes(language)) {
    return among([['mk', hits(text, MACEDONIAN)], ['bg', hits(text, BULGARIAN)], ['sr', hits(text, SERBIAN_CYRILLIC)]], language);
  }
  return language;
}

// ---------------------------------------------------------------------------------------------------------------
// Alphabets: a message with ü and ç is not Latvian, one with ї is not Russian, one with ъ is not Macedonian.

/** Letters beyond a-z of each Latin-script language's standard orthography. */
const LATIN_EXTRA_LETTERS: Record<string, string> = {
  af: 'êëéèôûîïóáú', az: 'çəğıöşü', bs: 'čćđšž', ca: 'àéèíïóòúüç·', cs: 'áčďéěíňóřšťúůýž', cy: 'âêîôûŵŷäëïöüáéíóúàèìòù',
  da: 'æøåé', de: 'äöüßé', en: '', es: 'áéíóúüñ', et: 'äöõüšž', eu: 'ñü', fi: 'äöåšž', fr: 'àâæçéèêëîïôœùûüÿ',
  ga: 'áéíóú', ha: 'ɓɗƙƴ', hi: '', hr: 'čćđšž', ht: 'èòà', hu: 'áéíóöőúüű', id: 'é', ig: 'ịọụṅ', is: 'áðéíóúýþæö',
  it: 'àèéìíòóùú', lb: 'äëé', lt: 'ąčęėįšųūž', lv: 'āčēģīķļņšūž', ms: 'é', mt: 'ċġħżàèìòù', nl: 'éëïóöüèáíúêô',
  no: 'æøåéóòêô', pl: 'ąćęłńóśźż', pt: 'áâãàçéêíóôõúü', ro: 'ăâîșşțţ', sk: 'áäčďéíĺľňóôŕšťúýž', sl: 'čšžćđ', so: '',
  sq: 'çë', sr: 'čćđšž', sv: 'åäöé', sw: '', tl: 'ñéó', tr: 'çğıöşüâîû', uz: 'ʻʼ', xh: '', yo: 'ẹọṣàáèéìíòóùúńḿ', zu: '',
  vi: 'àáâãèéêìíòóôõùúýăđĩũơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ',
};
const CYRILLIC_COMMON = 'абвгдежзклмнопрстуфхцчш';
/** Each Cyrillic-script language's letters beyond CYRILLIC_COMMON (Belarusian has neither и nor щ). */
const CYRILLIC_EXTRA_LETTERS: Record<string, string> = {
  ru: 'ийёъыьэюящ', uk: 'ийьюящєіїґ', be: 'йёыьэюяіў', bg: 'ийъьюящѝ', mk: 'иѓѕјљњќџѝѐ', sr: 'иђјљњћџ',
  kk: 'ийёъыьэюящіәғқңөұүһ', ky: 'ийёъыьэюящңөү', tg: 'ийёъэюяғӣқӯҳҷ', mn: 'ийёъыьэюящөү',
};
/** Letters that turn up in loanwords and names across Latin-script languages: one of them is tolerated. */
const LOAN_LETTERS = new Set([...'éèáàóíúñüöäçêïâôîûëåøæ']);

const alphabets = new Map<string, Set<string>>();
function alphabetOf(language: string): Set<string> | undefined {
  let alphabet = alphabets.get(language);
  if (!alphabet) {
    const latin = LATIN_EXTRA_LETTERS[language];
    const cyrillic = CYRILLIC_EXTRA_LETTERS[language];
    if (latin === undefined && cyrillic === undefined) return undefined;
    alphabet = new Set([...'abcdefghijklmnopqrstuvwxyz', ...(latin ?? ''), ...(cyrillic === undefined ? '' : CYRILLIC_COMMON + cyrillic)]);
    alphabets.set(language, alphabet);
  }
  return alphabet;
}

/** The message's letters outside a-z, lower-cased, with their counts (computed once per message). */
export function specialLetters(text: string): Map<string, number> {
  const letters = new Map<string, number>();
  for (const ch of text.normalize('NFC').toLowerCase()) {
    if (ch >= 'a' && ch <= 'z') continue;
    if (!/\p{L}/u.test(ch)) continue;
    letters.set(ch, (letters.get(ch) ?? 0) + 1);
  }
  return letters;
}

/**
 * Can the language be written with the message's Latin or Cyrillic letters? (Letters of other scripts are not
 * judged here; one loanword letter such as é or ü is tolerated.) True for languages without a table.
 */
export function alphabetFits(language: string, letters: Map<string, number>, script: Script | undefined): boolean {
  if (script !== 'Latin' && script !== 'Cyrillic') return true;
  const alphabet = alphabetOf(language);
  if (!alphabet) return true;
  const scriptPattern = script === 'Latin' ? /\p{Script=Latin}/u : /\p{Script=Cyrillic}/u;
  let foreign = 0;
  for (const [letter, n] of letters) {
    if (alphabet.has(letter) || !scriptPattern.test(letter)) continue;
    foreign += n * (LOAN_LETTERS.has(letter) ? 0.5 : 1);
    if (foreign >= 1) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------------------------
// Chat forms the statistical detectors miss: Vietnamese typed without tone marks ("cho minh hoi thuoc nay bao
// nhieu tien") and Hindi in Latin letters ("mujhe dawai chahiye, kitne ki hai"). Both are everyday in chat.

const VIETNAMESE_UNACCENTED = new Set(
  ('khong ko hok duoc dc nhung nhieu nguoi chua roi vay minh toi oi nha nhe nao sao bao lam voi cho hoi thuoc uong benh sot ' +
    'tiem tien gio ngay hom muon phai nen biet xin cam on vui long dat lich giao hang nhan trong nhu thi cua dau dung loai ' +
    'lieu vien sang chieu toa mua ban ah a chi anh em be con gi mot hai ba bon nam sau bay tam chin muoi ngan trieu ' +
    'dong khi truoc com ngu thay bac si gium giup ha nay kia').split(' '),
);
const HINDI_ROMANISED = new Set(
  ('hai hain hu hoon kya kyaa nahi nahin nhi mujhe mujhko mera meri mere aap aapka aapki aapke kab kitna kitne kitni kaise kyun ' +
    'kyu dawai dawa davai bahut bohot bhot accha acha achha theek thik gaya gayi gaye raha rahi rahe karo karna kijiye chahiye ' +
    'tha thi the abhi aaj kal yeh ye woh wo hum tum kuch koi wala wali jaldi paisa paise ghar dukaan dard bukhar khansi pet ji ' +
    'bhaiya bhai yaar bata batao bataiye milegi milega sakta sakti lena lene liya diya kar ke ki ka se ko mein me bhi aur lekin ' +
    'par pe toh to hi kaun kahan yahan wahan sab').split(' '),
);
/** Function words shared with English or other Latin-script languages: they count only next to telling ones. */
const HINDI_AMBIGUOUS = new Set('to the me ye hi par pe ki ka ke se ko kar kal aur sab hu'.split(' '));

const latinWords = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];
/** One Vietnamese syllable written without marks: initial consonant(s), 1-3 vowels, an allowed final. */
const VIETNAMESE_SYLLABLE = /^(?:ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|[bcdghklmnprstvx])?[aeiouy]{1,3}(?:ch|ng|nh|[cmnpt])?$/;
/** Syllable shapes that other Latin-script languages rarely write as a whole word. */
const VIETNAMESE_TELLING = /^(?:ngh?|nh|kh|gi|qu|tr|ph)[aeiouy]|^[bcdghklmnprstvx]?[aeiouy]{1,3}(?:nh|ng|ch)$|^(?:uo|uong|uoc|uoi)/;

/**
 * 'vi' for Vietnamese without diacritics, 'hi' for romanised Hindi, when most of the words say so; otherwise
 * undefined. Only for Latin-script text with (almost) no accented letters.
 */
/** A word of Arabic written in Latin letters with digits for the letters Latin lacks: "sa3a", "7aga", "5alas". */
const ARABIZI_WORD = /^(?=(?:[^a-z]*[a-z]){2})[a-z]*(?:[a-z][35679]|[35679][a-z])[a-z0-9]*$/;
/** A number with a unit is not Arabizi: "5mg", "3pm", "7am", "9yo". */
const NUMBER_WITH_UNIT = /^\d+(?:mg|ml|mcg|am|pm|x|h|hr|hrs|min|mins|yo|yr|yrs|kg|kgs|lb|lbs|st|nd|rd|th|k|g|iu|cm|mm|days?)$/;

/** Arabizi: Arabic in Latin letters with digits for ع ح خ ق ط ("sadri byewga3ni men sa3a"). */
export function looksArabizi(text: string): boolean {
  const tokens = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  if (tokens.length < 4) return false;
  const arabizi = tokens.filter((t) => ARABIZI_WORD.test(t) && !NUMBER_WITH_UNIT.test(t)).length;
  return arabizi >= 2 && arabizi >= tokens.length * 0.15;
}

export function languageFromRomanisedForms(text: string): LanguageDetection | undefined {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return undefined;
  const accented = letters.filter((l) => !/[a-zA-Z]/.test(l)).length;
  if (accented > letters.length * 0.02) return undefined;
  const tokens = latinWords(text);
  if (tokens.length < 4) return undefined;
  const syllables = tokens.filter((t) => VIETNAMESE_SYLLABLE.test(t)).length;
  const telling = tokens.filter((t) => VIETNAMESE_SYLLABLE.test(t) && (VIETNAMESE_UNACCENTED.has(t) || VIETNAMESE_TELLING.test(t))).length;
  const hiStrong = tokens.filter((t) => HINDI_ROMANISED.has(t) && !HINDI_AMBIGUOUS.has(t)).length;
  const hi = tokens.filter((t) => HINDI_ROMANISED.has(t)).length;
  if (syllables >= tokens.length * 0.85 && telling >= 3 && telling >= tokens.length * 0.4 && hiStrong < 2) {
    return { language: 'vi', confidence: Math.min(0.9, syllables / tokens.length - 0.1) };
  }
  if (hiStrong >= 2 && hi >= 3 && hi >= tokens.length * 0.45) return { language: 'hi', confidence: Math.min(0.9, hi / tokens.length) };
  return undefined;
}
