import { loadModule } from 'cld3-asm';
import { eld } from 'eld/extrasmall';
import {
  BENCHMARKED_LANGUAGES,
  alphabetFits,
  EXTRA_LANGUAGE_MIN_CONFIDENCE,
  EXTRA_LANGUAGES,
  UNDETERMINED,
  languageFromRomanisedForms,
  languageFromScript,
  looksArabizi,
  looksEnglish,
  refineCloseLanguages,
  scriptFits,
  scriptProfile,
  specialLetters,
  textForDetection,
  type LanguageDetection,
  type Script,
} from '../domain/language';

/**
 * Language of a patient message. Measurements and the choice of libraries: docs/assistant.md and
 * bench/ai/language.ts (`node --import tsx bench/ai/language.ts`).
 *
 * 1. Writing system: Hangul, Kana, Han, Thai, Georgian, Indic scripts other than Devanagari... name the language.
 * 2. Latin text in forms the models miss: Arabizi (digits for Arabic letters), Vietnamese without tone marks,
 *    romanised Hindi (domain rules).
 * 3. Google's CLD3 (neural, ~100 languages; cld3-asm ships it as WebAssembly, nothing is downloaded). Its answer
 *    stands when it is sure (reliable, p >= 0.9) or names a language the second model does not know (Indonesian,
 *    Swahili, Afrikaans, Macedonian, Kazakh, Nepali...), provided it is a language we report and fits the script:
 *    "ru-Latn" for an unaccented Czech message does not; "hi-Latn" (romanised Hindi) is reported as 'hi'; nor does
 *    Latvian for a message with ü and ç (standard alphabets of the Latin and Cyrillic languages, domain/language).
 * 4. Otherwise ELD (n-grams, 60 languages, its extra-small database) chooses among the reported languages of the
 *    message's script whose alphabet fits: it is the stronger of the two on short Latin-script chat, and on text
 *    typed without accents.
 * 5. Indonesian/Malay, Croatian/Bosnian/Serbian/Slovenian and Macedonian/Bulgarian/Serbian are then settled by a
 *    few telling words.
 *
 * Both models load when this module is first imported (top-level await: ~40 ms CLD3, ~180 ms ELD; about 20 MB and
 * 90 MB of resident memory); detectLanguage itself is synchronous, ~0.2 ms for a chat message.
 */

const MIN_LETTERS = 8;
/** Fewer letters than this and even a script that names its language is not enough. */
const MIN_LETTERS_UNIQUE_SCRIPT = 2;
const MAX_BYTES = 2048;
const SURE = 0.9;

const cld = (await loadModule()).create(0, MAX_BYTES);

/** CLD3's codes that are not the ISO 639-1 codes we report. */
const CLD3_CODES: Record<string, string> = { iw: 'he', fil: 'tl', 'hi-Latn': 'hi' };

const ELD_LANGUAGES = new Set(Object.values(eld.info().Languages));
const reportable = (lang: string) => BENCHMARKED_LANGUAGES[lang] !== undefined || EXTRA_LANGUAGES[lang] !== undefined;

/** One ELD instance per script, restricted to the reported languages written in it (Latin: not romanised Hindi). */
const eldByScript = new Map<Script, typeof eld | null>();
function eldFor(script: Script): typeof eld | null {
  let detector = eldByScript.get(script);
  if (detector === undefined) {
    const languages = [...ELD_LANGUAGES].filter((l) => reportable(l) && scriptFits(l, script) && !(script === 'Latin' && l === 'hi'));
    detector = languages.length > 1 ? eld.newInstance() : null;
    detector?.setLanguageSubset(languages);
    eldByScript.set(script, detector);
  }
  return detector;
}

const round = (n: number) => Math.round(Math.max(0, Math.min(1, n)) * 100) / 100;
const undetermined = (): LanguageDetection => ({ language: UNDETERMINED, confidence: 0 });

export function detectLanguage(text: string): LanguageDetection {
  const cleaned = textForDetection(text ?? '');
  const profile = scriptProfile(cleaned);
  if (profile.letters < MIN_LETTERS_UNIQUE_SCRIPT) return undetermined();

  const byScript = languageFromScript(profile);
  if (byScript) return { language: byScript.language, confidence: round(byScript.confidence) };
  if (profile.letters < MIN_LETTERS || !profile.dominant) return undetermined();
  const script = profile.dominant;
  const share = profile.share;

  if (script === 'Latin') {
    // Arabizi is answered in Arabic: its writers read Arabic script. Read on the raw text (the digits are letters).
    if (looksArabizi(text)) return { language: 'ar', confidence: round(0.8 * share) };
    const romanised = languageFromRomanisedForms(cleaned);
    if (romanised) return { language: romanised.language, confidence: round(romanised.confidence * share) };
  }

  const letters = specialLetters(cleaned);
  const result = cld.findLanguage(cleaned);
  const second = eldFor(script)?.detect(cleaned);
  // First among the languages whose alphabet fits the message's letters; if none does (a letter missing from our
  // tables, a foreign name), among those of the script.
  const strict = (language: string) => scriptFits(language, script) && alphabetFits(language, letters, script);
  const loose = (language: string) => scriptFits(language, script);
  const found = decide(cleaned, script, result, second, strict) ?? decide(cleaned, script, result, second, loose);
  if (found && found.language !== 'en' && script === 'Latin' && looksEnglish(cleaned)) return { language: 'en', confidence: round(0.9 * share) };
  return found ? { language: found.language, confidence: round(found.confidence * share) } : undetermined();
}

type Cld3Result = ReturnType<typeof cld.findLanguage>;
type EldResult = ReturnType<typeof eld.detect>;

function decide(
  text: string,
  script: Script,
  result: Cld3Result,
  second: EldResult | undefined,
  fits: (language: string) => boolean,
): LanguageDetection | undefined {
  const cldLanguage = CLD3_CODES[result.language] ?? result.language;
  const cldSure = result.is_reliable && result.probability >= SURE;
  const cldUsable =
    fits(cldLanguage) &&
    (BENCHMARKED_LANGUAGES[cldLanguage] !== undefined ||
      (EXTRA_LANGUAGES[cldLanguage] !== undefined && result.is_reliable && result.probability >= EXTRA_LANGUAGE_MIN_CONFIDENCE));
  const done = (language: string, confidence: number, sure: boolean): LanguageDetection => ({
    language: refineCloseLanguages(text, language, script, sure, fits),
    confidence,
  });

  if (cldUsable && (cldSure || !ELD_LANGUAGES.has(cldLanguage))) return done(cldLanguage, result.probability, cldSure);

  const ranked = Object.entries(second?.language ? second.getScores() : {})
    .filter(([language]) => fits(language))
    .sort(([, a], [, b]) => b - a);
  const [best, runnerUp] = ranked;
  if (best) {
    // ELD's scores are not probabilities (the best is ~0.5-0.8 on a chat message): the margin over the runner-up is
    // what tells a clear answer; agreement with CLD3 counts too.
    const [language, score] = best;
    const margin = score - (runnerUp?.[1] ?? 0);
    const own = Math.min(0.9, 0.35 + score * 0.3 + margin * 1.5) * (second?.isReliable() ? 1 : 0.7);
    return done(language, language === cldLanguage ? Math.max(own, result.probability) : own, false);
  }
  return cldUsable ? done(cldLanguage, result.probability, cldSure) : undefined;
}
