import { describe, expect, it } from 'vitest';
import { attachment, csvField, csvLine } from '../src/rest/csv';

describe('CSV for the exports', () => {
  it('quotes fields with quotes, commas and line breaks, and doubles the quotes', () => {
    expect(csvLine(['plain', 'a, b', 'say "hi"', 'two\nlines', 'cr\rhere'])).toBe('plain,"a, b","say ""hi""","two\nlines","cr\rhere"\r\n');
  });

  it('keeps a spreadsheet from running a text as a formula', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(csvField(text).replace(/^"/, '').startsWith(`'`)).toBe(true);
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('a=1')).toBe('a=1');
    // numbers are figures, not text: a negative number stays a number
    expect(csvField(-2)).toBe('-2');
  });

  it('writes empty fields for nothing, and figures and booleans as they are', () => {
    expect(csvLine([null, undefined, 4.5, 0, true, Number.NaN])).toBe(',,4.5,0,true,\r\n');
  });

  it('names the attachment with plain characters only', () => {
    expect(attachment('chat-1a2b3c4d-2026-03-01.csv')).toBe('attachment; filename="chat-1a2b3c4d-2026-03-01.csv"');
    expect(attachment('a"b\r\n.csv')).toBe('attachment; filename="a_b__.csv"');
  });
});
