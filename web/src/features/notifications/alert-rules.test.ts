import { describe, expect, it } from 'vitest';
import { initialAlertState, nextWakeAt, observe, tick, unopenedUrgent, type AlertPreferences, type AlertState, type InboxSnapshot } from './alert-rules';

const prefs: AlertPreferences = { browserNotifications: true, soundAlerts: true, urgentOnly: false };
const timing = { burstWindowMs: 2_000, reminderMs: 30_000 };
const none: ReadonlySet<string> = new Set();
const T0 = 1_700_000_000_000;

const snap = (urgent: string[], active: number, extra: Partial<InboxSnapshot> = {}): InboxSnapshot => ({
  urgent: urgent.length,
  active,
  urgentChats: urgent.map((id) => ({ id, withStaff: false })),
  ...extra,
});

/** Feeds snapshots at the given times, then runs the timer as the page would, up to `until`; collects the alerts. */
function play(steps: { at: number; snapshot?: InboxSnapshot; opened?: ReadonlySet<string> }[], until: number, options: { prefs?: AlertPreferences } = {}) {
  let state: AlertState = initialAlertState();
  let opened = none;
  const alerts: { at: number; title: string; kind: string; sound: boolean; system: boolean; description: string }[] = [];
  const p = options.prefs ?? prefs;
  const runTimers = (to: number) => {
    for (let wake = nextWakeAt(state, opened, timing); wake !== null && wake <= to; wake = nextWakeAt(state, opened, timing)) {
      const step = tick(state, opened, p, wake, timing);
      state = step.state;
      alerts.push(...step.alerts.map((a) => ({ at: wake - T0, title: a.title, kind: a.kind, sound: a.sound, system: a.system, description: a.description })));
    }
  };
  for (const step of steps) {
    runTimers(step.at);
    if (step.opened) opened = step.opened;
    if (step.snapshot) state = observe(state, step.snapshot, opened, p, step.at, timing).state;
  }
  runTimers(until);
  return { alerts, state };
}

describe('new chats', () => {
  it('does not alert for what is there when the page loads', () => {
    const { alerts } = play([{ at: T0, snapshot: snap([], 4) }], T0 + 120_000);
    expect(alerts).toEqual([]);
  });

  it('alerts when the total rises, with the spec texts, sound and system notification', () => {
    const { alerts } = play(
      [
        { at: T0, snapshot: snap([], 2) },
        { at: T0 + 10_000, snapshot: snap([], 3) },
      ],
      T0 + 20_000,
    );
    expect(alerts).toEqual([{ at: 12_000, title: '1 New Chat', kind: 'new', sound: true, system: true, description: 'Patients are waiting for your response' }]);
  });

  it('alerts for the first chat of an empty queue too', () => {
    const { alerts } = play(
      [
        { at: T0, snapshot: snap([], 0) },
        { at: T0 + 5_000, snapshot: snap([], 1) },
      ],
      T0 + 20_000,
    );
    expect(alerts.map((a) => a.title)).toEqual(['1 New Chat']);
  });

  it('does not alert when the total falls or stays', () => {
    const { alerts } = play(
      [
        { at: T0, snapshot: snap([], 5) },
        { at: T0 + 1_000, snapshot: snap([], 3) },
        { at: T0 + 2_000, snapshot: snap([], 3) },
      ],
      T0 + 60_000,
    );
    expect(alerts).toEqual([]);
  });

  it('gives one alert for a burst of arrivals, counting them all, once they stop', () => {
    const { alerts } = play(
      [
        { at: T0, snapshot: snap([], 1) },
        { at: T0 + 10_000, snapshot: snap([], 2) },
        { at: T0 + 10_300, snapshot: snap([], 3) },
        { at: T0 + 10_900, snapshot: snap([], 5) },
        { at: T0 + 12_500, snapshot: snap([], 6) },
      ],
      T0 + 20_000,
    );
    expect(alerts).toEqual([expect.objectContaining({ at: 14_500, title: '5 New Chats' })]);
  });

  it('alerts for a steady stream at the latest three windows after its first arrival', () => {
    const steps = [{ at: T0, snapshot: snap([], 0) }, ...Array.from({ length: 8 }, (_, i) => ({ at: T0 + 10_000 + i * 1_000, snapshot: snap([], i + 1) }))];
    const { alerts } = play(steps, T0 + 30_000);
    expect(alerts.map((a) => [a.at, a.title])).toEqual([
      // arrivals at 10..15 s; the ones at 16 and 17 s start the next burst
      [16_000, '6 New Chats'],
      [19_000, '2 New Chats'],
    ]);
  });

  it('alerts again for arrivals after the window', () => {
    const { alerts } = play(
      [
        { at: T0, snapshot: snap([], 1) },
        { at: T0 + 10_000, snapshot: snap([], 2) },
        { at: T0 + 15_000, snapshot: snap([], 3) },
      ],
      T0 + 30_000,
    );
    expect(alerts.map((a) => [a.at, a.title])).toEqual([
      [12_000, '1 New Chat'],
      [17_000, '1 New Chat'],
    ]);
  });

  it('with "urgent only", alerts for urgent arrivals and not for others', () => {
    const urgentOnly = { ...prefs, urgentOnly: true };
    const { alerts } = play(
      [
        { at: T0, snapshot: snap([], 1) },
        { at: T0 + 5_000, snapshot: snap([], 4) },
        { at: T0 + 20_000, snapshot: snap(['u1'], 4) },
      ],
      T0 + 25_000,
      { prefs: urgentOnly },
    );
    expect(alerts.map((a) => [a.at, a.title])).toEqual([[22_000, '1 New Chat']]);
  });

  it('leaves out the sound and the system notification when the preferences say so', () => {
    const { alerts } = play(
      [
        { at: T0, snapshot: snap([], 1) },
        { at: T0 + 5_000, snapshot: snap([], 2) },
      ],
      T0 + 10_000,
      { prefs: { ...prefs, soundAlerts: false, browserNotifications: false } },
    );
    expect(alerts).toEqual([expect.objectContaining({ title: '1 New Chat', sound: false, system: false })]);
  });
});

describe('urgent chats nobody opened', () => {
  it('re-alerts every 30 s until the chat is opened', () => {
    const { alerts } = play(
      [
        { at: T0, snapshot: snap([], 0) },
        { at: T0 + 1_000, snapshot: snap(['u1'], 0) },
        { at: T0 + 100_000, opened: new Set(['u1']) },
      ],
      T0 + 300_000,
    );
    expect(alerts.map((a) => [a.at, a.kind, a.title])).toEqual([
      [3_000, 'new', '1 New Chat'],
      [33_000, 'reminder', '1 Urgent Chat waiting'],
      [63_000, 'reminder', '1 Urgent Chat waiting'],
      [93_000, 'reminder', '1 Urgent Chat waiting'],
    ]);
  });

  it('reminds of urgent chats already waiting when the page loaded, 30 s later', () => {
    const { alerts } = play([{ at: T0, snapshot: snap(['u1', 'u2'], 3) }], T0 + 65_000);
    expect(alerts.map((a) => [a.at, a.title])).toEqual([
      [30_000, '2 Urgent Chats waiting'],
      [60_000, '2 Urgent Chats waiting'],
    ]);
  });

  it('alerts when an open chat becomes urgent (the total stays), then reminds', () => {
    const { alerts } = play(
      [
        { at: T0, snapshot: snap([], 2) },
        { at: T0 + 10_000, snapshot: snap(['a1'], 1) },
      ],
      T0 + 45_000,
    );
    expect(alerts.map((a) => [a.at, a.kind, a.title, a.description])).toEqual([
      [12_000, 'urgent', '1 Urgent Chat', 'Patients need immediate attention'],
      [42_000, 'reminder', '1 Urgent Chat waiting', 'Patients need immediate attention: open the chat to stop this reminder'],
    ]);
  });

  it('stops reminding once a staff member has the chat, or it is no longer urgent', () => {
    const taken = play(
      [
        { at: T0, snapshot: snap(['u1'], 0) },
        { at: T0 + 40_000, snapshot: { urgent: 1, active: 0, urgentChats: [{ id: 'u1', withStaff: true }] } },
      ],
      T0 + 200_000,
    );
    expect(taken.alerts.map((a) => a.at)).toEqual([30_000]);

    const resolved = play(
      [
        { at: T0, snapshot: snap(['u1'], 0) },
        { at: T0 + 10_000, snapshot: snap([], 0) },
      ],
      T0 + 200_000,
    );
    expect(resolved.alerts).toEqual([]);
  });

  it('gives one reminder for several waiting chats, counting them', () => {
    const { alerts } = play(
      [
        { at: T0, snapshot: snap(['u1'], 0) },
        { at: T0 + 10_000, snapshot: snap(['u2', 'u1'], 0) },
      ],
      T0 + 50_000,
    );
    // the arrival alerted at 12 s; the reminder for both counts from there
    expect(alerts.map((a) => [a.at, a.title])).toEqual([
      [12_000, '1 New Chat'],
      [42_000, '2 Urgent Chats waiting'],
    ]);
  });

  it('counts urgent chats beyond the ones it knows as waiting', () => {
    expect(unopenedUrgent({ urgent: 25, active: 0, urgentChats: [{ id: 'a', withStaff: false }, { id: 'b', withStaff: true }] }, new Set(['a']))).toBe(23);
  });

  it('starts the reminder clock again when a new urgent chat comes after all were opened', () => {
    const { alerts } = play(
      [
        { at: T0, snapshot: snap(['u1'], 0) },
        { at: T0 + 5_000, opened: new Set(['u1']) },
        { at: T0 + 100_000, snapshot: snap(['u2', 'u1'], 0) },
      ],
      T0 + 140_000,
    );
    expect(alerts.map((a) => [a.at, a.title])).toEqual([
      [102_000, '1 New Chat'],
      [132_000, '1 Urgent Chat waiting'],
    ]);
  });
});

describe('scheduling', () => {
  it('has nothing to wake for when no burst gathers and no urgent chat waits', () => {
    const state = observe(initialAlertState(), snap([], 3), none, prefs, T0, timing).state;
    expect(nextWakeAt(state, none, timing)).toBeNull();
  });

  it('wakes at the end of a burst, then for the next reminder', () => {
    let state = observe(initialAlertState(), snap([], 0), none, prefs, T0, timing).state;
    state = observe(state, snap(['u1'], 0), none, prefs, T0 + 1_000, timing).state;
    expect(nextWakeAt(state, none, timing)).toBe(T0 + 3_000);
    state = tick(state, none, prefs, T0 + 3_000, timing).state;
    expect(nextWakeAt(state, none, timing)).toBe(T0 + 33_000);
    expect(nextWakeAt(state, new Set(['u1']), timing)).toBeNull();
  });
});
