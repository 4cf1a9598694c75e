import { describe, expect, it } from 'vitest';
import { csvField, neutraliseFormula, parseCsv, semicolonCsv, toCsv } from './csv.ts';

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
  });

  it('writes semicolons and decimal commas in the semicolon dialect, and reads them back', () => {
    const text = toCsv(
      ['Name', 'FG%'],
      [
        ['Núñez; Ana', 45.5],
        ['Ruiz', -3],
      ],
      semicolonCsv,
    );
    expect(text).toBe('\uFEFFName;FG%\r\n"Núñez; Ana";45,5\r\nRuiz;-3\r\n');
    expect(parseCsv(text, ';').map((r) => r.fields)).toEqual([
      ['Name', 'FG%'],
      ['Núñez; Ana', '45,5'],
      ['Ruiz', '-3'],
    ]);
  });

  it('keeps a jersey with leading zeros as text, and nothing else as a formula', () => {
    expect(csvField({ asText: '00' })).toBe('"=""00"""');
    expect(csvField({ asText: '07' }, semicolonCsv)).toBe('"=""07"""');
    expect(csvField({ asText: '0' })).toBe('0');
    expect(csvField({ asText: '23' })).toBe('23');
    expect(csvField({ asText: '=1+1' })).toBe("'=1+1");
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

  it('writes names as they are shown: no hidden control or direction characters', () => {
    expect(csvField('Ana\u0007 D\u202eíaz')).toBe('Ana Díaz');
    // Nor can one hide a formula.
    expect(csvField('\u0007=SUM(A1)')).toBe("'=SUM(A1)");
  });
});
