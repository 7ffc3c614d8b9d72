import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '@pharmachat/chassis';
import { nextRunAt, PurgeScheduler } from '../src/index';

// dates are built from local calendar fields: the purge hour is server local time
const local = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) => new Date(year, month - 1, day, hour, minute, second);

describe('nextRunAt', () => {
  it('is today at the purge hour when that is still ahead', () => {
    expect(nextRunAt(local(2025, 1, 15, 0, 0), 2)).toEqual(local(2025, 1, 15, 2));
    expect(nextRunAt(local(2025, 1, 15, 1, 59, 59), 2)).toEqual(local(2025, 1, 15, 2));
  });

  it('is tomorrow once the hour has come or passed', () => {
    expect(nextRunAt(local(2025, 1, 15, 2, 0), 2)).toEqual(local(2025, 1, 16, 2));
    expect(nextRunAt(local(2025, 1, 15, 2, 0, 1), 2)).toEqual(local(2025, 1, 16, 2));
    expect(nextRunAt(local(2025, 1, 15, 23, 30), 2)).toEqual(local(2025, 1, 16, 2));
  });

  it('rolls over month and year ends', () => {
    expect(nextRunAt(local(2025, 1, 31, 3), 2)).toEqual(local(2025, 2, 1, 2));
    expect(nextRunAt(local(2024, 2, 28, 12), 2)).toEqual(local(2024, 2, 29, 2));
    expect(nextRunAt(local(2025, 12, 31, 4), 2)).toEqual(local(2026, 1, 1, 2));
  });

  it('honours another purge hour and refuses a non-hour', () => {
    expect(nextRunAt(local(2025, 6, 1, 12), 23)).toEqual(local(2025, 6, 1, 23));
    expect(nextRunAt(local(2025, 6, 1, 12), 0)).toEqual(local(2025, 6, 2, 0));
    expect(() => nextRunAt(local(2025, 6, 1), 24)).toThrow(RangeError);
    expect(() => nextRunAt(local(2025, 6, 1), 1.5)).toThrow(RangeError);
  });
});

describe('PurgeScheduler', () => {
  const logger = createLogger({ name: 'test', level: 'silent' });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('requests a purge every day at the purge hour until stopped', async () => {
    vi.useFakeTimers({ now: local(2025, 3, 10, 1, 0) });
    const runs: Date[] = [];
    const scheduler = new PurgeScheduler({ purgeHour: async () => 2, runPurge: async (now) => runs.push(now), logger });
    await scheduler.start();
    expect(scheduler.nextRunAt).toEqual(local(2025, 3, 10, 2));

    await vi.advanceTimersByTimeAsync(59 * 60 * 1000);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(60 * 1000);
    expect(runs).toEqual([local(2025, 3, 10, 2)]);
    expect(scheduler.nextRunAt).toEqual(local(2025, 3, 11, 2));

    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(runs).toEqual([local(2025, 3, 10, 2), local(2025, 3, 11, 2)]);

    await scheduler.stop();
    expect(scheduler.nextRunAt).toBeNull();
    await vi.advanceTimersByTimeAsync(3 * 24 * 60 * 60 * 1000);
    expect(runs).toHaveLength(2);
  });

  it('keeps the schedule after a failed run', async () => {
    vi.useFakeTimers({ now: local(2025, 3, 10, 3, 0) });
    let attempts = 0;
    const scheduler = new PurgeScheduler({
      purgeHour: async () => 2,
      runPurge: async () => {
        attempts += 1;
        throw new Error('database unavailable');
      },
      logger,
    });
    await scheduler.start();
    expect(scheduler.nextRunAt).toEqual(local(2025, 3, 11, 2));
    await vi.advanceTimersByTimeAsync(23 * 60 * 60 * 1000);
    expect(attempts).toBe(1);
    expect(scheduler.nextRunAt).toEqual(local(2025, 3, 12, 2));
    await scheduler.stop();
  });
});
