import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text = 'a,b,c\r\n"Díaz, Ana","say ""hi""","two\nlines"\r\nx,,z';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['Díaz, Ana', 'say "hi"', 'two\nlines'] },
      { line: 4, fields: ['x', '', 'z'] },
    ]);
  });

  it('drops a byte-order mark, blank lines and a trailing line end', () => {
    expect(parseCsv('\uFEFFfirst\n\nAna\n')).toEqual([
      { line: 1, fields: ['first'] },
      { line: 3, fields: ['Ana'] },
    ]);
  });

  it('accepts old Mac line ends', () => {
    expect(parseCsv('a\rb')).toEqual([
      { line: 1, fields: ['a'] },
      { line: 2, fields: ['b'] },
    ]);
  });
});
