import { describe, expect, it } from 'vitest';
import { defaultOperatingHours, formatOpeningHours, formatTime, isOpenAt, type OperatingHours } from '../src/domain/opening-hours';

const allWeek = (day: OperatingHours['monday']): OperatingHours => ({
  monday: day,
  tuesday: day,
  wednesday: day,
  thursday: day,
  friday: day,
  saturday: day,
  sunday: day,
});

describe('formatOpeningHours', () => {
  it('groups consecutive days with the same hours', () => {
    expect(formatOpeningHours(defaultOperatingHours())).toBe('Mon-Fri 9:00 AM - 6:00 PM, Sat 9:00 AM - 2:00 PM, Sun Closed');
  });

  it('does not merge equal days that are not next to each other', () => {
    const hours = defaultOperatingHours();
    hours.wednesday = { isOpen: false, openTime: '09:00', closeTime: '18:00' };
    hours.saturday = { isOpen: false, openTime: '10:00', closeTime: '12:00' };
    expect(formatOpeningHours(hours)).toBe('Mon-Tue 9:00 AM - 6:00 PM, Wed Closed, Thu-Fri 9:00 AM - 6:00 PM, Sat-Sun Closed');
  });

  it('shows noon, midnight, minutes and round-the-clock opening', () => {
    expect(formatTime('00:00')).toBe('12:00 AM');
    expect(formatTime('12:30')).toBe('12:30 PM');
    expect(formatTime('24:00')).toBe('12:00 AM');
    expect(formatOpeningHours(allWeek({ isOpen: true, openTime: '00:00', closeTime: '24:00' }))).toBe('Mon-Sun Open 24 hours');
    expect(formatOpeningHours(allWeek({ isOpen: true, openTime: '07:30', closeTime: '21:45' }))).toBe('Mon-Sun 7:30 AM - 9:45 PM');
  });
});

describe('isOpenAt', () => {
  const chicago = 'America/Chicago';
  const hours = defaultOperatingHours();

  it('reads the hours on the pharmacy’s own clock', () => {
    // Wednesday 2025-01-15 15:00 UTC is 09:00 in Chicago (CST, UTC-6): opening time
    expect(isOpenAt(hours, chicago, new Date('2025-01-15T15:00:00Z'))).toBe(true);
    // 14:59 UTC is 08:59 in Chicago: not yet open
    expect(isOpenAt(hours, chicago, new Date('2025-01-15T14:59:00Z'))).toBe(false);
    // 00:30 UTC Thursday is 18:30 Wednesday in Chicago: closed for the evening
    expect(isOpenAt(hours, chicago, new Date('2025-01-16T00:30:00Z'))).toBe(false);
    // 23:30 UTC Wednesday is 17:30 in Chicago: still open
    expect(isOpenAt(hours, chicago, new Date('2025-01-15T23:30:00Z'))).toBe(true);
  });

  it('follows daylight saving time', () => {
    // Wednesday 2025-07-16 14:30 UTC is 09:30 in Chicago (CDT, UTC-5)
    expect(isOpenAt(hours, chicago, new Date('2025-07-16T14:30:00Z'))).toBe(true);
    expect(isOpenAt(hours, 'UTC', new Date('2025-07-16T08:30:00Z'))).toBe(false);
  });

  it('knows Saturday’s short day and Sunday’s closure', () => {
    // Saturday 2025-01-18 at 13:00 and 14:30 Chicago time
    expect(isOpenAt(hours, chicago, new Date('2025-01-18T19:00:00Z'))).toBe(true);
    expect(isOpenAt(hours, chicago, new Date('2025-01-18T20:30:00Z'))).toBe(false);
    // Sunday 2025-01-19 at noon Chicago time
    expect(isOpenAt(hours, chicago, new Date('2025-01-19T18:00:00Z'))).toBe(false);
  });

  it('keeps late hours open past midnight into the next day', () => {
    const late = allWeek({ isOpen: false, openTime: '09:00', closeTime: '18:00' });
    late.friday = { isOpen: true, openTime: '20:00', closeTime: '02:00' };
    // Friday 2025-01-17 22:00 UTC, and Saturday 01:30 and 02:00 UTC
    expect(isOpenAt(late, 'UTC', new Date('2025-01-17T22:00:00Z'))).toBe(true);
    expect(isOpenAt(late, 'UTC', new Date('2025-01-18T01:30:00Z'))).toBe(true);
    expect(isOpenAt(late, 'UTC', new Date('2025-01-18T02:00:00Z'))).toBe(false);
    expect(isOpenAt(late, 'UTC', new Date('2025-01-17T19:59:00Z'))).toBe(false);
  });

  it('treats 00:00-24:00 as open all day and a closed week as never open', () => {
    const always = allWeek({ isOpen: true, openTime: '00:00', closeTime: '24:00' });
    const never = allWeek({ isOpen: false, openTime: '00:00', closeTime: '24:00' });
    for (const at of ['2025-01-15T00:00:00Z', '2025-01-15T23:59:00Z', '2025-01-19T12:00:00Z']) {
      expect(isOpenAt(always, 'Asia/Tokyo', new Date(at))).toBe(true);
      expect(isOpenAt(never, 'Asia/Tokyo', new Date(at))).toBe(false);
    }
  });
});
