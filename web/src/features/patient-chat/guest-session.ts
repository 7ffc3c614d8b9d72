/** A guest's chat with one pharmacy, kept in the browser so a reload returns to the same chat. */
export interface GuestSession {
  token: string;
  sessionId: string;
  patientName: string;
  phone: string;
}

const key = (pharmacyId: string) => `patient_chat:${pharmacyId}`;

export function loadGuestSession(pharmacyId: string): GuestSession | null {
  try {
    const raw = window.localStorage.getItem(key(pharmacyId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<GuestSession>;
    if (typeof value.token === 'string' && typeof value.sessionId === 'string' && typeof value.patientName === 'string' && typeof value.phone === 'string') {
      return value as GuestSession;
    }
  } catch {
    /* corrupt: dropped below */
  }
  forgetGuestSession(pharmacyId);
  return null;
}

export function saveGuestSession(pharmacyId: string, session: GuestSession): void {
  window.localStorage.setItem(key(pharmacyId), JSON.stringify(session));
}

export function forgetGuestSession(pharmacyId: string): void {
  window.localStorage.removeItem(key(pharmacyId));
}

/** The session-name badge: at most 15 characters. */
export function sessionBadge(name: string): string {
  return name.length > 15 ? `${name.slice(0, 15)}...` : name;
}
