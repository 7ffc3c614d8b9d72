let names: Intl.DisplayNames | null | undefined;

function displayNames(): Intl.DisplayNames | null {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    } catch {
      names = null;
    }
  }
  return names;
}

/** True for a code that names a language (not empty, not 'und' for "could not tell"). */
export function isKnownLanguage(code: string | null | undefined): code is string {
  return !!code && code.trim() !== '' && code.trim().toLowerCase() !== 'und';
}

/** The English name of an ISO 639 code ('es' → 'Spanish'); the code itself when it has no name; null when unknown. */
export function languageName(code: string | null | undefined): string | null {
  if (!isKnownLanguage(code)) return null;
  const trimmed = code.trim();
  try {
    return displayNames()?.of(trimmed) ?? trimmed;
  } catch {
    return trimmed; // not a well-formed language code
  }
}

/** English ('en', 'en-GB' or the three-letter 'eng'). */
export function isEnglish(code: string | null | undefined): boolean {
  if (!isKnownLanguage(code)) return false;
  const base = code.trim().toLowerCase().split(/[-_]/)[0];
  return base === 'en' || base === 'eng';
}
