import { describe, expect, it } from 'vitest';
import { formatWaitTime, monthOf, secondsBetween, wholeSeconds, windowStart } from '../src/index';

describe('wait time figures', () => {
  it.each([
    [null, null],
    [0, 'Under 1 min'],
    [59, 'Under 1 min'],
    [60, '1 min'],
    [120, '2 min'],
    [149, '2 min'],
    [3569, '59 min'],
    [3599, '1 hr'],
    [3900, '1 hr 5 min'],
    [7200, '2 hr'],
    [9000, '2 hr 30 min'],
  ] as [number | null, string | null][])('formats %s seconds as %s', (seconds, text) => {
    expect(formatWaitTime(seconds)).toBe(text);
  });

  it('averages in whole seconds, null without samples', () => {
    expect(wholeSeconds(null)).toBeNull();
    expect(wholeSeconds('102.5')).toBe(103);
    expect(wholeSeconds(98.33)).toBe(98);
  });

  it('never counts a negative wait, and looks back 30 days', () => {
    expect(secondsBetween(new Date('2025-01-01T00:00:10Z'), new Date('2025-01-01T00:00:00Z'))).toBe(0);
    expect(secondsBetween(new Date('2025-01-01T00:00:00Z'), new Date('2025-01-01T00:01:30.500Z'))).toBe(90.5);
    expect(windowStart(new Date('2025-03-31T12:00:00Z')).toISOString()).toBe('2025-03-01T12:00:00.000Z');
    expect(monthOf(new Date('2025-03-31T23:30:00-02:00'))).toBe('2025-04');
  });
});
