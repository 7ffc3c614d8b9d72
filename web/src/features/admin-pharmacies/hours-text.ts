import { weekdays, type WeekHours, type Weekday } from '../locations/operating-hours';

/** The admin form edits the week as text (spec part 2 section 5), read by the locations screen's parser. */
export { HoursTextError, parseHoursText } from '../locations/operating-hours';
export type OperatingHours = WeekHours;

const short: Record<Weekday, string> = { monday: 'Mon', tuesday: 'Tue', wednesday: 'Wed', thursday: 'Thu', friday: 'Fri', saturday: 'Sat', sunday: 'Sun' };

function formatTime(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const hours = h % 24;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The week as text the parser reads back: 'Mon-Fri 9:00 AM - 6:00 PM, Sat 9:00 AM - 2:00 PM, Sun Closed'. */
export function formatOperatingHours(hours: WeekHours): string {
  const groups: { first: Weekday; last: Weekday; text: string }[] = [];
  for (const day of weekdays) {
    const d = hours[day];
    const text = !d.isOpen ? 'Closed' : d.openTime === '00:00' && d.closeTime === '24:00' ? '24 hours' : `${formatTime(d.openTime)} - ${formatTime(d.closeTime)}`;
    const previous = groups.at(-1);
    if (previous && previous.text === text) previous.last = day;
    else groups.push({ first: day, last: day, text });
  }
  return groups.map((g) => `${short[g.first]}${g.first === g.last ? '' : `-${short[g.last]}`} ${g.text}`).join(', ');
}
