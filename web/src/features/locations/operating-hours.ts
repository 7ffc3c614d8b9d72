/**
 * The operating-hours editor's rules (spec part 1, section 5): times in 30-minute slots, weekday ranges read from
 * text ("Mon-Fri 9-6, Sat 9-2"), and copying one day's hours to other days. Pure, so it is tested on its own.
 */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

export interface DayHours {
  isOpen: boolean;
  openTime: string;
  closeTime: string;
}
export type WeekHours = Record<Weekday, DayHours>;

export const dayLabels: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Every half hour of the day, 00:00 to 23:30 (opening times). */
export const openingSlots: string[] = Array.from({ length: 48 }, (_, i) => `${pad(Math.floor(i / 2))}:${i % 2 ? '30' : '00'}`);
/** 00:30 to 24:00 (closing times; 24:00 is midnight at the end of the day). */
export const closingSlots: string[] = [...openingSlots.slice(1), '24:00'];

/** '09:00' -> '9:00 AM', '24:00' -> '12:00 AM (midnight)'. */
export function slotLabel(time: string): string {
  if (time === '24:00') return '12:00 AM (midnight)';
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(m)} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Monday to Friday 9 AM to 6 PM, Saturday 9 AM to 2 PM, Sunday closed (spec part 1, section 9). */
export function defaultWeek(): WeekHours {
  const day = (isOpen: boolean, closeTime = '18:00'): DayHours => ({ isOpen, openTime: '09:00', closeTime });
  return { monday: day(true), tuesday: day(true), wednesday: day(true), thursday: day(true), friday: day(true), saturday: day(true, '14:00'), sunday: day(false) };
}

/** Copies `from`'s hours to each day of `to`. */
export function copyDay(hours: WeekHours, from: Weekday, to: readonly Weekday[]): WeekHours {
  const next = { ...hours };
  for (const day of to) if (day !== from) next[day] = { ...hours[from] };
  return next;
}

const dayNames: Record<string, Weekday> = {
  mon: 'monday', monday: 'monday', tue: 'tuesday', tues: 'tuesday', tuesday: 'tuesday', wed: 'wednesday', wednesday: 'wednesday',
  thu: 'thursday', thur: 'thursday', thurs: 'thursday', thursday: 'thursday', fri: 'friday', friday: 'friday',
  sat: 'saturday', saturday: 'saturday', sun: 'sunday', sunday: 'sunday',
};

export class HoursTextError extends Error {}

/** 9 -> 09:00, 6pm -> 18:00, 9:30 -> 09:30; `close`: a bare hour at or before the opening one is read as p.m. ("9-6"). */
function readTime(text: string, after: number | null): number {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i.exec(text.trim());
  if (!match) throw new HoursTextError(`"${text.trim()}" is not a time: write 9, 9:30, 9am or 17:30.`);
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const meridiem = match[3]?.toLowerCase().replace(/\./g, '');
  if (hours > 24 || minutes > 59 || (meridiem && (hours < 1 || hours > 12))) throw new HoursTextError(`"${text.trim()}" is not a time of day.`);
  if (meridiem === 'pm' && hours < 12) hours += 12;
  if (meridiem === 'am' && hours === 12) hours = 0;
  let total = hours * 60 + minutes;
  if (!meridiem && after !== null && total <= after && hours < 12) total += 12 * 60;
  if (total % 30 !== 0) throw new HoursTextError(`"${text.trim()}": use times on the hour or half hour.`);
  return total;
}

const asTime = (total: number) => `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;

/**
 * Reads weekly hours from text: "Mon-Fri 9-6, Sat 9-2", "Monday-Friday 9am-6pm; Sat 10:00-14:30; Sun closed",
 * "Mon-Sun 24h". Days the text does not name are closed. Throws HoursTextError naming the part it cannot read.
 */
export function parseHoursText(text: string): WeekHours {
  const parts = text.split(/[,;\n]+/).map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) throw new HoursTextError('Write the hours, e.g. "Mon-Fri 9-6, Sat 9-2".');
  const week = Object.fromEntries(weekdays.map((d) => [d, { isOpen: false, openTime: '09:00', closeTime: '18:00' }])) as WeekHours;
  for (const part of parts) {
    const match = /^([a-z]+)\.?(?:\s*(?:-|–|to)\s*([a-z]+)\.?)?\s*:?\s*(.*)$/i.exec(part);
    const first = match ? dayNames[match[1]!.toLowerCase()] : undefined;
    const last = match?.[2] ? dayNames[match[2].toLowerCase()] : first;
    if (!match || !first || !last) throw new HoursTextError(`"${part}": start with a day or a range of days, e.g. "Mon-Fri 9-6".`);
    const rest = match[3]!.trim();
    let day: DayHours;
    if (/^(closed|off)$/i.test(rest)) day = { isOpen: false, openTime: '09:00', closeTime: '18:00' };
    else if (/^(24\s*h(ours)?|open 24 hours|24\/7)$/i.test(rest)) day = { isOpen: true, openTime: '00:00', closeTime: '24:00' };
    else {
      const times = /^(.+?)\s*(?:-|–|to)\s*(.+)$/i.exec(rest);
      if (!times) throw new HoursTextError(`"${part}": give the hours as open-close, e.g. 9-6, or "closed".`);
      const open = readTime(times[1]!, null);
      if (open >= 24 * 60) throw new HoursTextError(`"${part}": a day cannot open at midnight at its end.`);
      day = { isOpen: true, openTime: asTime(open), closeTime: asTime(readTime(times[2]!, open)) };
    }
    const from = weekdays.indexOf(first);
    const to = weekdays.indexOf(last);
    if (to < from) throw new HoursTextError(`"${part}": write the days in week order (Mon-Fri).`);
    for (let i = from; i <= to; i++) week[weekdays[i]!] = { ...day };
  }
  return week;
}
