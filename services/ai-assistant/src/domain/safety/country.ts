/**
 * The country a pharmacy is in, read from its IANA time zone (a pharmacy has no country field; its time zone names
 * one closely enough for a crisis line or a poison centre). Only zones of the countries whose lines the safety
 * reply names, and a few more of the markets we serve; anything else is unknown (undefined).
 */
const ZONES: Record<string, string> = {
  'America/Toronto': 'CA', 'America/Vancouver': 'CA', 'America/Edmonton': 'CA', 'America/Winnipeg': 'CA', 'America/Halifax': 'CA', 'America/St_Johns': 'CA', 'America/Regina': 'CA', 'America/Moncton': 'CA', 'America/Whitehorse': 'CA',
  'America/Mexico_City': 'MX', 'America/Monterrey': 'MX', 'America/Cancun': 'MX', 'America/Tijuana': 'MX', 'America/Merida': 'MX', 'America/Chihuahua': 'MX', 'America/Hermosillo': 'MX', 'America/Mazatlan': 'MX',
  'America/Sao_Paulo': 'BR', 'America/Manaus': 'BR', 'America/Fortaleza': 'BR', 'America/Recife': 'BR', 'America/Bahia': 'BR', 'America/Belem': 'BR',
  'America/Puerto_Rico': 'PR',
  'Europe/London': 'GB', 'Europe/Belfast': 'GB', 'Europe/Dublin': 'IE', 'Europe/Paris': 'FR', 'Europe/Brussels': 'BE', 'Europe/Zurich': 'CH', 'Europe/Berlin': 'DE', 'Europe/Vienna': 'AT',
  'Europe/Madrid': 'ES', 'Atlantic/Canary': 'ES', 'Europe/Lisbon': 'PT', 'Atlantic/Madeira': 'PT', 'Atlantic/Azores': 'PT',
  'Australia/Sydney': 'AU', 'Australia/Melbourne': 'AU', 'Australia/Brisbane': 'AU', 'Australia/Perth': 'AU', 'Australia/Adelaide': 'AU', 'Australia/Hobart': 'AU', 'Australia/Darwin': 'AU', 'Pacific/Auckland': 'NZ',
  'Asia/Kolkata': 'IN', 'Asia/Calcutta': 'IN', 'Asia/Ho_Chi_Minh': 'VN', 'Asia/Saigon': 'VN', 'Asia/Manila': 'PH', 'Asia/Shanghai': 'CN', 'Asia/Chongqing': 'CN', 'Asia/Urumqi': 'CN', 'Asia/Taipei': 'TW', 'Asia/Hong_Kong': 'HK', 'Asia/Singapore': 'SG',
  'Asia/Beirut': 'LB', 'Asia/Dubai': 'AE', 'Asia/Riyadh': 'SA', 'Africa/Cairo': 'EG', 'Africa/Casablanca': 'MA',
};

/** US zones: America/ zones that are not another country's (above), and Pacific/Honolulu. */
const US_PREFIXES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Phoenix', 'America/Anchorage', 'America/Detroit', 'America/Boise', 'America/Indiana/', 'America/Kentucky/', 'America/North_Dakota/', 'America/Juneau', 'America/Adak', 'America/Menominee', 'America/Nome', 'America/Sitka', 'America/Yakutat', 'Pacific/Honolulu'];

export function countryOfTimeZone(timeZone: string | null | undefined): string | undefined {
  if (!timeZone) return undefined;
  const zone = timeZone.trim();
  if (ZONES[zone]) return ZONES[zone];
  if (US_PREFIXES.some((p) => (p.endsWith('/') ? zone.startsWith(p) : zone === p))) return 'US';
  return undefined;
}
