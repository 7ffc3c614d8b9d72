/**
 * The assistant's fixed, patient-facing texts (handoff, greeting, thanks...) in the patient's language, worded
 * for whether the pharmacy is open now and when it next opens; and recognising a message that is only a greeting
 * or a thank-you. Plain TypeScript: no framework, no network.
 */
import { ar } from './locales/ar';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { hi } from './locales/hi';
import { pt } from './locales/pt';
import { tl } from './locales/tl';
import { vi } from './locales/vi';
import { zh } from './locales/zh';
import type { OpeningInfo } from './opening';
import type { Locale, PatientTextKind, Timing } from './types';

export { openingInfo, type OpeningInfo, type WeeklyHours } from './opening';
export { detectSmallTalk } from './small-talk';
export type { PatientTextKind } from './types';

const locales: Record<string, Locale> = { en, es, fr, de, pt, zh, ar, hi, vi, tl };

/** ISO 639-1 codes of the languages the texts are written in. */
export const PATIENT_TEXT_LANGUAGES: readonly string[] = Object.freeze(Object.keys(locales));

export const PATIENT_TEXT_KINDS: readonly PatientTextKind[] = Object.freeze([
  'handoff',
  'handoff_again',
  'needs_staff',
  'clinical',
  'greeting',
  'thanks',
  'staff_joined',
  'resolved',
  'limit_reached',
  'call_us',
] as const);

/** ISO 639-3 / 639-2 codes (as language detectors such as franc return them) of the languages above. */
const ALIASES: Record<string, string> = {
  eng: 'en',
  spa: 'es',
  fra: 'fr',
  fre: 'fr',
  deu: 'de',
  ger: 'de',
  por: 'pt',
  zho: 'zh',
  chi: 'zh',
  cmn: 'zh',
  yue: 'zh',
  ara: 'ar',
  arb: 'ar',
  hin: 'hi',
  vie: 'vi',
  tgl: 'tl',
  fil: 'tl',
};

/**
 * The language the texts will be written in for a language code: ISO 639-1 ('es'), a tag ('pt-BR', 'zh_Hant'),
 * or ISO 639-3 ('spa', 'cmn', 'fil'); English for anything else.
 */
export function resolvePatientLanguage(language: string | null | undefined): string {
  const primary = (language ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const code = ALIASES[primary] ?? primary;
  return code in locales ? code : 'en';
}

function localeOf(language: string): Locale {
  return locales[resolvePatientLanguage(language)] ?? en;
}

/** The name of a weekday (0 = Sunday) in the patient's language. */
export function weekdayName(weekday: number, language: string): string {
  const index = ((Math.trunc(weekday) % 7) + 7) % 7;
  return localeOf(language).weekdays[index] ?? '';
}

/** An 'HH:MM' time of day as the texts show it in the patient's language ('9:00 AM', '9 h', 'सुबह 9:00 बजे'...). */
export function formatTimeOfDay(time: string, language: string): string {
  return localeOf(language).time(time);
}

export interface TextContext {
  pharmacyName?: string | null;
  emergencyNumber: string;
  opening?: OpeningInfo | null;
  /** the pharmacy's phone (the escalation-off text asks the patient to call it) */
  phone?: string | null;
}

function timingOf(opening: OpeningInfo | null | undefined): Timing {
  if (!opening || opening.openNow) return { kind: 'soon' };
  const next = opening.next;
  if (!next) return { kind: 'asap' };
  return { kind: 'at', day: next.isToday ? 'today' : next.isTomorrow ? 'tomorrow' : 'weekday', weekday: next.weekday, time: next.time };
}

/**
 * A fixed text for the patient, in their language (English when the texts are not written in it). While the
 * pharmacy is open, or its hours are unknown, a pharmacist replies "shortly"; while it is closed, "when we open
 * <today | tomorrow | on Monday> at <time>". The emergency number is in every text that hands the patient over.
 */
export function patientText(kind: PatientTextKind, language: string, context: TextContext): string {
  const name = context.pharmacyName?.trim() || null;
  return localeOf(language).texts[kind]({ name, emergencyNumber: context.emergencyNumber.trim(), timing: timingOf(context.opening), phone: context.phone?.trim() || null });
}
