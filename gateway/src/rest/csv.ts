/**
 * CSV for the exports (RFC 4180): fields separated by commas, lines by CRLF; a field with a quote, comma or line
 * break is quoted and its quotes doubled. A text field starting with = + - @ (or a tab or carriage return) gets a
 * leading single quote, so a spreadsheet shows it as text instead of running it as a formula (CSV injection).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null | undefined;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** a UTF-8 byte order mark first, so spreadsheet programs read accents and non-Latin names correctly */
export const CSV_BOM = '\uFEFF';

/** A safe attachment header: the name is plain ASCII (ids and dates only). */
export function attachment(filename: string): string {
  return `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`;
}
