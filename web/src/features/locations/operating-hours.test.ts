import { describe, expect, it } from 'vitest';
import { closingSlots, copyDay, defaultWeek, HoursTextError, openingSlots, parseHoursText, slotLabel } from './operating-hours';

describe('the operating-hours editor', () => {
  it('offers 30-minute slots', () => {
    expect(openingSlots).toHaveLength(48);
    expect(openingSlots.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(closingSlots.at(-1)).toBe('24:00');
    expect(slotLabel('18:30')).toBe('6:30 PM');
    expect(slotLabel('00:00')).toBe('12:00 AM');
  });

  it('reads weekday ranges from text; days not named are closed', () => {
    const week = parseHoursText('Mon-Fri 9-6, Sat 9-2');
    expect(week.monday).toEqual({ isOpen: true, openTime: '09:00', closeTime: '18:00' });
    expect(week.friday).toEqual({ isOpen: true, openTime: '09:00', closeTime: '18:00' });
    expect(week.saturday).toEqual({ isOpen: true, openTime: '09:00', closeTime: '14:00' });
    expect(week.sunday.isOpen).toBe(false);
    const other = parseHoursText('Monday-Thursday 8:30am-7:30pm; Fri 10:00-22:00\nSat closed, Sun 24h');
    expect(other.tuesday).toEqual({ isOpen: true, openTime: '08:30', closeTime: '19:30' });
    expect(other.friday).toEqual({ isOpen: true, openTime: '10:00', closeTime: '22:00' });
    expect(other.saturday.isOpen).toBe(false);
    expect(other.sunday).toEqual({ isOpen: true, openTime: '00:00', closeTime: '24:00' });
  });

  it('names what it cannot read', () => {
    expect(() => parseHoursText('')).toThrow(HoursTextError);
    expect(() => parseHoursText('Funday 9-5')).toThrow('start with a day');
    expect(() => parseHoursText('Mon 9:15-5')).toThrow('half hour');
    expect(() => parseHoursText('Mon open')).toThrow('open-close');
    expect(() => parseHoursText('Fri-Mon 9-5')).toThrow('week order');
  });

  it('copies one day to others', () => {
    const week = copyDay(defaultWeek(), 'saturday', ['sunday', 'monday']);
    expect(week.sunday).toEqual({ isOpen: true, openTime: '09:00', closeTime: '14:00' });
    expect(week.monday).toEqual(week.saturday);
    expect(week.monday).not.toBe(week.saturday);
    expect(week.tuesday.closeTime).toBe('18:00');
  });
});
