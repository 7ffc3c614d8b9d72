/** A pharmacy's weekly opening hours, and the questions asked of them: how to show them, is it open now. */

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

export interface DayHours {
  isOpen: boolean;
  /** local time 'HH:MM' (24-hour) */
  openTime: string;
  /** local time 'HH:MM'; '24:00' is midnight at the end of the day; earlier than openTime means past midnight */
  closeTime: string;
}

export type OperatingHours = Record<Weekday, DayHours>;

const shortNames: Record<Weekday, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** Monday to Friday 9 AM to 6 PM, Saturday 9 AM to 2 PM, Sunday closed. */
export function defaultOperatingHours(): OperatingHours {
  const weekday = (): DayHours => ({ isOpen: true, openTime: '09:00', closeTime: '18:00' });
  return {
    monday: weekday(),
    tuesday: weekday(),
    wednesday: weekday(),
    thursday: weekday(),
    friday: weekday(),
    saturday: { isOpen: true, openTime: '09:00', closeTime: '14:00' },
    sunday: { isOpen: false, openTime: '09:00', closeTime: '18:00' },
  };
}

/** Minutes after midnight of an 'HH:MM' time. */
export function minutesOf(time: string): number {
  if (!TIME_PATTERN.test(time)) throw new RangeError(`Not a time of day (HH:MM): ${time}`);
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** '09:00' -> '9:00 AM', '18:30' -> '6:30 PM', '00:00' and '24:00' -> '12:00 AM'. */
export function formatTime(time: string): string {
  const total = minutesOf(time) % (24 * 60);
  const hours = Math.floor(total / 60);
  const minutes = String(total % 60).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

function describeDay(day: DayHours): string {
  if (!day.isOpen) return 'Closed';
  if (isAllDay(day)) return 'Open 24 hours';
  return `${formatTime(day.openTime)} - ${formatTime(day.closeTime)}`;
}

/** Opening and closing at the same time of day (e.g. 00:00-24:00) means open around the clock. */
function isAllDay(day: DayHours): boolean {
  return minutesOf(day.openTime) % (24 * 60) === minutesOf(day.closeTime) % (24 * 60);
}

/**
 * The week as people read it, consecutive days with the same hours grouped:
 * 'Mon-Fri 9:00 AM - 6:00 PM, Sat 9:00 AM - 2:00 PM, Sun Closed'.
 */
export function formatOpeningHours(hours: OperatingHours): string {
  const groups: { first: Weekday; last: Weekday; text: string }[] = [];
  for (const day of weekdays) {
    const text = describeDay(hours[day]);
    const previous = groups.at(-1);
    if (previous && previous.text === text) previous.last = day;
    else groups.push({ first: day, last: day, text });
  }
  return groups
    .map(({ first, last, text }) => `${first === last ? shortNames[first] : `${shortNames[first]}-${shortNames[last]}`} ${text}`)
    .join(', ');
}

/** Weekday and minutes after midnight of `date` on the clocks of `timeZone` (IANA name). */
export function localWeekTime(timeZone: string, date: Date): { day: Weekday; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = part('weekday').toLowerCase() as Weekday;
  return { day, minutes: (Number(part('hour')) % 24) * 60 + Number(part('minute')) };
}

/** True when the time zone is an IANA name the runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the pharmacy is open at `date` by its own clock. Hours that close at or before they open run past
 * midnight into the next day (e.g. 20:00-02:00); equal times mean open around the clock.
 */
export function isOpenAt(hours: OperatingHours, timeZone: string, date: Date): boolean {
  const { day, minutes } = localWeekTime(timeZone, date);
  const today = hours[day];
  if (today.isOpen) {
    if (isAllDay(today)) return true;
    const open = minutesOf(today.openTime);
    const close = minutesOf(today.closeTime);
    if (close > open ? minutes >= open && minutes < close : minutes >= open) return true;
  }
  const yesterday = hours[weekdays[(weekdays.indexOf(day) + 6) % 7] as Weekday];
  if (yesterday.isOpen && !isAllDay(yesterday)) {
    const open = minutesOf(yesterday.openTime);
    const close = minutesOf(yesterday.closeTime);
    if (close < open && minutes < close) return true;
  }
  return false;
}
