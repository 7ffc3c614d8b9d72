/**
 * The emergency services number a patient should call, where the pharmacy is. A pharmacy has no country field;
 * its IANA time zone names one closely enough for this (America/Chicago: the US, Europe/Paris: the EU's 112).
 * Anything not listed gets the platform's number (PLATFORM_EMERGENCY_NUMBER, 911 by default).
 *
 * Not the pharmacy's own `settings.emergencyContact`: that is the pharmacy's line for urgent questions, and a
 * patient with chest pain must be sent to the emergency services, not to a pharmacy's phone.
 */

export const DEFAULT_PLATFORM_EMERGENCY_NUMBER = '911';

/** Time zones (exact, or a region prefix ending in '/') and their emergency number; the first match wins. */
const NUMBERS: readonly [zone: string, number: string][] = [
  ['Europe/London', '999'],
  ['Europe/Dublin', '112'],
  ['Europe/', '112'],
  ['Australia/', '000'],
  ['Pacific/Auckland', '111'],
  ['Asia/Tokyo', '119'],
  ['Asia/Kolkata', '112'],
  ['America/Sao_Paulo', '192'],
  ['America/Mexico_City', '911'],
  // the US and Canada (and most of the Americas' zones used by pharmacies here)
  ['America/', '911'],
  ['Pacific/Honolulu', '911'],
];

/** The number for a pharmacy in `timeZone`; `platformDefault` when its zone is not one we know. */
export function emergencyNumberFor(timeZone: string, platformDefault = DEFAULT_PLATFORM_EMERGENCY_NUMBER): string {
  const match = NUMBERS.find(([zone]) => (zone.endsWith('/') ? timeZone.startsWith(zone) : timeZone === zone));
  return match ? match[1] : platformDefault;
}

/** The platform's number (pages with no pharmacy, zones not listed): PLATFORM_EMERGENCY_NUMBER, 911 by default. */
export function platformEmergencyNumber(env: Record<string, string | undefined>): string {
  const configured = env.PLATFORM_EMERGENCY_NUMBER?.trim();
  return configured && /^[0-9]{2,6}$/.test(configured) ? configured : DEFAULT_PLATFORM_EMERGENCY_NUMBER;
}
