import { describe, expect, it } from 'vitest';
import { csvField, neutraliseFormula, parseCsv, toCsv } from './csv.ts';

describe('CSV writing', () => {
  it('starts with a byte-order mark and ends every record with CRLF', () => {
    const text = toCsv(['A', 'B'], [[1, 'x']]);
    expect(text).toBe('\uFEFFA,B\r\n1,x\r\n');
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and reads back unchanged', () => {
    const awkward = ['Şahin, "Jr"', 'two\nlines', 'Dončić', 'plain', 'cr\r\nlf'];
    const text = toCsv(
      ['Name'],
      awkward.map((v) => [v]),
    );
    expect(text).toContain('"Şahin, ""Jr"""');
    expect(parseCsv(text).map((r) => r.fields[0])).toEqual(['Name', ...awkward]);
  });

  it('writes numbers plainly: no grouping, a point for decimals, negatives as numbers', () => {
    expect(csvField(1234567)).toBe('1234567');
    expect(csvField(45.5)).toBe('45.5');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField(true)).toBe('Yes');
    expect(csvField(false)).toBe('No');
  });

  it('prefixes text a spreadsheet would run as a formula', () => {
    for (const bad of ['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx']) {
      expect(neutraliseFormula(bad)).toBe(`'${bad}`);
    }
    expect(neutraliseFormula('Ada')).toBe('Ada');
    expect(neutraliseFormula('a=b')).toBe('a=b');
    // Quoting applies after the prefix.
    expect(csvField('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
  });
});
