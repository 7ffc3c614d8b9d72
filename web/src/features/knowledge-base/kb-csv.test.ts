import { describe, expect, it } from 'vitest';
import { csvToEntries, CsvImportError, entriesToCsv, parseCsvRows } from './kb-csv';

describe('knowledge base CSV', () => {
  const entries = [
    { category: 'store_hours', question: 'When are you open?', answer: 'Mon-Fri 9-6, "Sat" 9-2,\nSun closed.', tags: ['hours', 'open'] },
    { category: 'general', question: '=HYPERLINK("x")', answer: 'Plain.', tags: [] },
  ];

  it('exports a file that imports back unchanged (quotes, commas, line breaks, formula guard)', () => {
    const csv = entriesToCsv(entries);
    expect(csv.startsWith('\uFEFFcategory,question,answer,tags\r\n')).toBe(true);
    expect(csv).toContain(`'=HYPERLINK(""x"")`);
    expect(csvToEntries(csv)).toEqual(entries);
  });

  it('reads columns in any order, labels as categories, and a missing tags column', () => {
    expect(csvToEntries('Question,Answer,Category\nDo you deliver?,Yes.,General\n')).toEqual([{ category: 'general', question: 'Do you deliver?', answer: 'Yes.', tags: [] }]);
    expect(parseCsvRows('a,b\r\n\r\n"c,d",e')).toEqual([['a', 'b'], ['c,d', 'e']]);
  });

  it('names the line a person has to fix', () => {
    expect(() => csvToEntries('')).toThrow(CsvImportError);
    expect(() => csvToEntries('question,answer\nq,a')).toThrow('missing: category');
    expect(() => csvToEntries('category,question,answer\ngeneral,q,a\ngossip,q,a')).toThrow('Line 3: category must be one of');
    expect(() => csvToEntries('category,question,answer\ngeneral,,a')).toThrow('Line 2: the question is empty.');
    expect(() => csvToEntries('category,question,answer\ngeneral,"q,a')).toThrow('closing "');
  });
});
