import { createGraphClient, type GraphClient } from '../../app/apollo';
import { endAtGateway, renewAtGateway, TokenSession } from '../../app/auth/token-session';

/** Browser storage of a doctor's sign-in (spec part 2 section 4: the doctor token and info; key names ours). */
export const DOCTOR_TOKEN_KEY = 'doctor_token';
export const DOCTOR_REFRESH_TOKEN_KEY = 'doctor_refresh_token';
export const DOCTOR_INFO_KEY = 'doctor_info';

export interface DoctorInfo {
  id: string;
  firstName: string;
  lastName: string;
  specialtyArea: string;
  practiceName: string;
}

export const doctorSession = new TokenSession({ token: DOCTOR_TOKEN_KEY, refreshToken: DOCTOR_REFRESH_TOKEN_KEY }, renewAtGateway);

let graph: GraphClient | null = null;
/** The doctor portal's own graph client: its requests and live connection carry the doctor token. */
export function doctorGraph(): GraphClient {
  graph ??= createGraphClient(doctorSession, { onLiveEnded: () => doctorSession.liveEnded() });
  return graph;
}

/** The stored doctor info; null (and both token and info removed) when either is missing or the info is unreadable. */
export function readDoctorInfo(storage: Storage = window.localStorage): DoctorInfo | null {
  const raw = storage.getItem(DOCTOR_INFO_KEY);
  if (raw && storage.getItem(DOCTOR_TOKEN_KEY)) {
    try {
      const info = JSON.parse(raw) as Partial<DoctorInfo>;
      if (info && typeof info.firstName === 'string' && typeof info.lastName === 'string') {
        return { id: String(info.id ?? ''), firstName: info.firstName, lastName: info.lastName, specialtyArea: String(info.specialtyArea ?? ''), practiceName: String(info.practiceName ?? '') };
      }
    } catch {
      // unreadable: cleared below
    }
  }
  forgetDoctor(storage);
  return null;
}

export function storeDoctorInfo(info: DoctorInfo, storage: Storage = window.localStorage): void {
  storage.setItem(DOCTOR_INFO_KEY, JSON.stringify(info));
}

/** Removes the doctor's token and info (sign-out, or a session that cannot be read). */
export function forgetDoctor(storage: Storage = window.localStorage): void {
  doctorSession.clear();
  storage.removeItem(DOCTOR_INFO_KEY);
}

/** Logout: ends the sign-in at the gateway, forgets the token and info and the portal's cached data. */
export function signOutDoctor(): void {
  const refreshToken = doctorSession.refreshToken;
  if (refreshToken) void endAtGateway(refreshToken);
  forgetDoctor();
  // the live connection ends; the cached data is dropped at the next sign-in (clearing it now would make the
  // screens still shown refetch without a token)
  graph?.reconnect();
}
