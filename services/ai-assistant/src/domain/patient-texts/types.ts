export type PatientTextKind =
  | 'handoff'
  | 'handoff_again'
  | 'needs_staff'
  | 'clinical'
  | 'greeting'
  | 'thanks'
  | 'staff_joined'
  | 'resolved'
  | 'limit_reached'
  /** the pharmacy turned escalation off: its staff do not take questions in the chat, so the patient is asked to call */
  | 'call_us';

/** When a pharmacist will reply, as the texts word it. */
export type Timing =
  /** open now, or the hours are unknown: "shortly" */
  | { kind: 'soon' }
  /** closed and no opening is known (every day closed): "as soon as possible" */
  | { kind: 'asap' }
  /** closed: "when we open <today | tomorrow | on Monday> at <time>" */
  | { kind: 'at'; day: 'today' | 'tomorrow' | 'weekday'; weekday: number; time: string };

export interface LocaleContext {
  /** the pharmacy's name, trimmed; null when not known */
  name: string | null;
  emergencyNumber: string;
  timing: Timing;
  /** the pharmacy's phone as registered; null when not known */
  phone: string | null;
}

export interface Locale {
  /** Sunday first, as Date#getDay */
  weekdays: readonly [string, string, string, string, string, string, string];
  /** 'HH:MM' (24-hour) as people of this language read a time of day */
  time(hhmm: string): string;
  texts: Record<PatientTextKind, (context: LocaleContext) => string>;
}

/** Hours and minutes of an 'HH:MM' time ('24:00' is midnight). */
export function clock(hhmm: string): { hours: number; minutes: number; mm: string } {
  const [h, m] = hhmm.split(':').map(Number);
  const hours = (h ?? 0) % 24;
  const minutes = m ?? 0;
  return { hours, minutes, mm: String(minutes).padStart(2, '0') };
}

/** '09:00' -> '9:00', '18:30' -> '18:30' */
export function time24(hhmm: string): string {
  const { hours, mm } = clock(hhmm);
  return `${hours}:${mm}`;
}

/** '09:00' -> '9:00 AM', '18:30' -> '6:30 PM' (as the pharmacy's own opening hours are shown) */
export function time12(hhmm: string): string {
  const { hours, mm } = clock(hhmm);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${mm} ${hours < 12 ? 'AM' : 'PM'}`;
}
