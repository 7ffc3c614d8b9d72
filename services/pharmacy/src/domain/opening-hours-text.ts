import { defaultOperatingHours, weekdays, type DayHours, type OperatingHours, type Weekday } from './opening-hours';

/**
 * Reads the weekly hours a person types on the registration form ('Mon-Fri 9-6, Sat 9-2, Sun closed',
 * 'Monday-Friday 9:00 AM - 6:00 PM; Saturday 9am-2pm'). Days not named are closed. Returns null when a part
 * cannot be read, so the caller can keep the default week and show the text as written.
 */
export function parseOpeningHoursText(text: string): OperatingHours | null {
  const parts = text
    .split(/[,;\n]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  const closed = (): DayHours => ({ isOpen: false, openTime: '09:00', closeTime: '18:00' });
  const hours = Object.fromEntries(weekdays.map((day) => [day, closed()])) as OperatingHours;
  let named = 0;
  for (const part of parts) {
    const match = /^([a-z]+)\.?(?:\s*(?:-|–|to)\s*([a-z]+)\.?)?\s*:?\s*(.*)$/i.exec(part);
    if (!match) return null;
    const first = dayOf(match[1]!);
    const last = match[2] ? dayOf(match[2]) : first;
    if (!first || !last) return null;
    const rest = match[3]!.trim();
    let day: DayHours;
    if (/^(closed|off)$/i.test(rest)) day = closed();
    else if (/^(24\s*h(ours)?|open 24 hours|24\/7)$/i.test(rest)) day = { isOpen: true, openTime: '00:00', closeTime: '24:00' };
    else {
      const times = /^(\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?)\s*(?:-|–|to)\s*(\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?)$/i.exec(rest);
      if (!times) return null;
      const open = timeOf(times[1]!, false);
      const close = timeOf(times[2]!, true);
      if (!open || !close) return null;
      day = { isOpen: true, openTime: open, closeTime: close };
    }
    for (const weekday of range(first, last)) hours[weekday] = { ...day };
    named++;
  }
  return named > 0 ? hours : null;
}

/** The default week when the text says nothing readable. */
export function operatingHoursFromText(text: string): { hours: OperatingHours; understood: boolean } {
  const parsed = parseOpeningHoursText(text);
  return parsed ? { hours: parsed, understood: true } : { hours: defaultOperatingHours(), understood: false };
}

function dayOf(name: string): Weekday | null {
  const lower = name.toLowerCase();
  if (lower.length < 2) return null;
  return weekdays.find((day) => day.startsWith(lower.slice(0, 3)) && day.startsWith(lower.slice(0, Math.min(lower.length, day.length)))) ?? null;
}

function range(first: Weekday, last: Weekday): Weekday[] {
  const from = weekdays.indexOf(first);
  const to = weekdays.indexOf(last);
  if (from <= to) return weekdays.slice(from, to + 1);
  return [...weekdays.slice(from), ...weekdays.slice(0, to + 1)];
}

/** '9' -> 09:00; '6' as a closing time without am/pm -> 18:00 (shops close in the afternoon); '6:30pm' -> 18:30. */
function timeOf(raw: string, closing: boolean): string | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i.exec(raw.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const meridiem = match[3]?.toLowerCase().replace(/\./g, '');
  if (minutes > 59 || hour > 24) return null;
  if (meridiem === 'pm' && hour < 12) hour += 12;
  else if (meridiem === 'am' && hour === 12) hour = 0;
  else if (!meridiem && closing && hour >= 1 && hour <= 11) hour += 12;
  if (hour === 24 && minutes > 0) return null;
  return `${String(hour).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
