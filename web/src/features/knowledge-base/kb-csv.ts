import { categoryOf, type KnowledgeCategory } from './categories';

/**
 * The knowledge base as a CSV file (RFC 4180: commas, CRLF, quotes doubled), one entry a line under the header
 * `category,question,answer,tags`; tags are one field, comma-separated. Export and import use the same format, so an
 * exported file imports back unchanged.
 */
export const CSV_HEADER = ['category', 'question', 'answer', 'tags'] as const;

export interface CsvEntry {
  category: string;
  question: string;
  answer: string;
  tags: string[];
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A field as CSV: quoted when needed; a text starting like a formula gets a leading ' (a spreadsheet then shows it as text). */
function field(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function entriesToCsv(entries: readonly CsvEntry[]): string {
  const lines = [CSV_HEADER.join(','), ...entries.map((e) => [e.category, e.question, e.answer, e.tags.join(', ')].map(field).join(','))];
  // a byte order mark first, so spreadsheet programs read accents correctly
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Rows of fields of a CSV text (quoted fields may hold commas, quotes and line breaks). */
export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let value = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        value += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else value += ch;
    } else if (ch === '"' && value === '') quoted = true;
    else if (ch === ',') {
      row.push(value);
      value = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      row.push(value);
      rows.push(row);
      row = [];
      value = '';
    } else value += ch;
  }
  if (quoted) throw new CsvImportError('The file ends inside a quoted field: a closing " is missing.');
  if (value !== '' || row.length > 0) {
    row.push(value);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

export class CsvImportError extends Error {}

/** Undoes the export's formula guard: '=... back to =... */
const unguard = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/**
 * The entries of an imported CSV file, checked line by line so a person can fix the file: the header names the
 * columns (any order; category, question and answer are required, tags optional), every line needs a known category,
 * a question and an answer. Throws CsvImportError naming the line.
 */
export function csvToEntries(text: string): { category: KnowledgeCategory; question: string; answer: string; tags: string[] }[] {
  const rows = parseCsvRows(text);
  const header = rows[0]?.map((name) => name.trim().toLowerCase());
  if (!header) throw new CsvImportError('The file is empty. Use the header category,question,answer,tags and one entry per line.');
  const column = (name: string) => header.indexOf(name);
  const missing = ['category', 'question', 'answer'].filter((name) => column(name) < 0);
  if (missing.length) throw new CsvImportError(`The first line must name the columns category, question, answer and tags (missing: ${missing.join(', ')}).`);
  if (rows.length < 2) throw new CsvImportError('The file has a header but no entries.');
  return rows.slice(1).map((cells, index) => {
    const line = index + 2;
    const cell = (name: string) => unguard((cells[column(name)] ?? '').trim());
    const category = categoryOf(cell('category'));
    if (!category) throw new CsvImportError(`Line ${line}: category must be one of medication_info, refill_requests, side_effects, drug_interactions, store_hours, general.`);
    const question = cell('question');
    const answer = cell('answer');
    if (!question) throw new CsvImportError(`Line ${line}: the question is empty.`);
    if (!answer) throw new CsvImportError(`Line ${line}: the answer is empty.`);
    const tags = column('tags') >= 0 ? cell('tags').split(',').map((t) => t.trim()).filter(Boolean) : [];
    return { category, question, answer, tags };
  });
}
