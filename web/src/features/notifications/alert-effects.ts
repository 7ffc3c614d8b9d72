import { DEFAULT_TIMING, type AlertTiming } from './alert-rules';

/** What an alert does outside the page: the system notification, the sound, asking for permission once. */

const ASKED_KEY = 'pharmachat.notifications.permission-asked';
const CLAIM_KEY = 'pharmachat.alerts.last-claim';
/** Test and support settings (localStorage), read only here: shorter reminder and burst intervals. */
export const REMINDER_MS_KEY = 'pharmachat.alerts.reminderMs';
export const BURST_MS_KEY = 'pharmachat.alerts.burstMs';

/** The alert intervals: 30 s reminders, 2 s bursts, unless the settings above say otherwise (within sane bounds). */
export function alertTiming(storage: Storage = window.localStorage): AlertTiming {
  const read = (key: string, min: number, max: number, fallback: number) => {
    const value = Number(storage.getItem(key));
    return storage.getItem(key) !== null && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
  };
  return {
    reminderMs: read(REMINDER_MS_KEY, 1_000, 10 * 60_000, DEFAULT_TIMING.reminderMs),
    burstWindowMs: read(BURST_MS_KEY, 0, 10_000, DEFAULT_TIMING.burstWindowMs),
  };
}

/**
 * Several tabs of one person see the same change: only the first tab to claim an alert (same key within
 * `withinMs`) plays the sound and shows the system notification; every tab shows its toast.
 */
export function claimAlert(key: string, now: number, withinMs: number, storage: Storage = window.localStorage): boolean {
  try {
    const last = JSON.parse(storage.getItem(CLAIM_KEY) ?? 'null') as { key?: string; at?: number } | null;
    if (last && last.key === key && typeof last.at === 'number' && now - last.at < withinMs && now >= last.at) return false;
    storage.setItem(CLAIM_KEY, JSON.stringify({ key, at: now }));
  } catch {
    /* no storage: every tab alerts */
  }
  return true;
}

const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

export const notificationPermission = (): NotificationPermission | 'unsupported' => (notificationsSupported() ? Notification.permission : 'unsupported');

/** A system notification, when the person allowed them. */
export function showSystemNotification(title: string, body: string): void {
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  try {
    const note = new Notification(title, { body, tag: 'pharmachat-chats' });
    note.onclick = () => {
      window.focus();
      note.close();
    };
  } catch (error) {
    console.warn('System notification failed', error);
  }
}

/** Asks for permission to show system notifications; the answer comes back, 'unsupported' without the API. */
export async function requestNotificationPermission(): Promise<NotificationPermission | 'unsupported'> {
  if (!notificationsSupported()) return 'unsupported';
  try {
    window.localStorage.setItem(ASKED_KEY, '1');
  } catch {
    /* ignore */
  }
  return Notification.requestPermission();
}

/**
 * Asks once (remembered in localStorage) while the browser's answer is undecided: at the person's first click or
 * key press on the page, which is when browsers let a page ask. Returns a function that stops waiting.
 */
export function askPermissionOnce(): () => void {
  if (!notificationsSupported() || Notification.permission !== 'default') return () => undefined;
  try {
    if (window.localStorage.getItem(ASKED_KEY)) return () => undefined;
  } catch {
    return () => undefined;
  }
  const ask = () => {
    stop();
    void requestNotificationPermission().catch((error: unknown) => console.warn('Notification permission request failed', error));
  };
  const stop = () => {
    document.removeEventListener('pointerdown', ask, true);
    document.removeEventListener('keydown', ask, true);
  };
  document.addEventListener('pointerdown', ask, true);
  document.addEventListener('keydown', ask, true);
  return stop;
}

let audio: AudioContext | null = null;

/** A short two-note chime made with the Web Audio API (no sound file). A failure is only logged. */
export async function playAlertTone(): Promise<void> {
  try {
    const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) throw new Error('Web Audio is not available');
    audio ??= new Context();
    if (audio.state === 'suspended') await audio.resume();
    const start = audio.currentTime + 0.02;
    [880, 660].forEach((frequency, i) => {
      const at = start + i * 0.18;
      const oscillator = audio!.createOscillator();
      const gain = audio!.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
      oscillator.connect(gain).connect(audio!.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.17);
    });
  } catch (error) {
    console.warn('Alert sound could not play', error);
  }
}
