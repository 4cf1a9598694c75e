// CSV both ways (RFC 4180), in one place so the roster import and the exports agree on quoting.
// Writing for spreadsheets: fields with the separator, a quote or a line break are quoted with
// quotes doubled; records end in CRLF; the text starts with a UTF-8 byte-order mark so Excel reads
// accents as UTF-8 rather than the system code page. Two dialects: commas and a decimal point, and
// for languages that write a decimal comma (es, fr, pt-BR) semicolons and a decimal comma, which
// is what their spreadsheets expect when a file is opened with a double click.
// Reading (the roster import): quoted fields (with commas, quotes doubled, line breaks), CRLF, LF
// or CR line ends, and a leading byte-order mark as spreadsheets write it. Each record keeps the
// line number it started on, so a person can find the row an error names.
import { displayText } from '../text/display-text.ts';

/**
 * A cell: text, a number (written plainly), text a spreadsheet must keep as written though it
 * looks like a number (a jersey "00" is not the number 0), or empty (null).
 */
export type CsvCell = string | number | { asText: string } | null;

/** The separator between fields and the decimal mark of numbers. */
export interface CsvDialect {
  separator: ',' | ';';
  decimal: '.' | ',';
}

export const commaCsv: CsvDialect = { separator: ',', decimal: '.' };
export const semicolonCsv: CsvDialect = { separator: ';', decimal: ',' };

const BOM = '\uFEFF';
const CRLF = '\r\n';

/**
 * Text a spreadsheet would run as a formula (= + - @, and tab or carriage return, which some
 * programs strip before looking) is prefixed with an apostrophe: the cell shows the text instead
 * (OWASP "CSV injection"). Numbers are never prefixed, so -3 stays a number.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A number as a spreadsheet reads it: digits, a minus and the dialect's decimal mark only. */
export function csvNumber(value: number, dialect: CsvDialect = commaCsv): string {
  if (!Number.isFinite(value)) return '';
  // toString never groups thousands; fixed notation avoids "1e+21" for absurdly large values.
  const plain = Math.abs(value) >= 1e21 ? value.toFixed(0) : String(value);
  return plain.replace('.', () => dialect.decimal);
}

/**
 * Digits with a leading zero ("00", "07") as text: spreadsheets would drop the zeros of a plain
 * 00. Written as the formula ="00", which Excel, LibreOffice and Google Sheets all show as 00 with
 * nothing added (an apostrophe in front shows in the cell when a CSV file is opened). Only digits
 * go inside, so no other formula can be written this way.
 */
export function keepAsText(text: string): string {
  return /^0\d+$/.test(text) ? `="${text}"` : neutraliseFormula(text);
}

export function csvField(cell: CsvCell, dialect: CsvDialect = commaCsv): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return csvNumber(cell, dialect);
  // Names stored with hidden characters are written as they are shown (text/display-text.ts).
  const text =
    typeof cell === 'string' ? neutraliseFormula(displayText(cell)) : keepAsText(cell.asText);
  // Either separator is quoted, so a program guessing the separator is not misled.
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(cells: readonly CsvCell[], dialect: CsvDialect = commaCsv): string {
  return cells.map((cell) => csvField(cell, dialect)).join(dialect.separator);
}

/** The whole file: BOM, a header row, then the rows, each ending in CRLF. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  dialect: CsvDialect = commaCsv,
): string {
  return BOM + [header, ...rows].map((r) => csvRecord(r, dialect) + CRLF).join('');
}

export interface CsvRecord {
  line: number;
  fields: string[];
}

/** Reads comma-separated text, or `;`-separated with `separator`. */
export function parseCsv(text: string, separator: ',' | ';' = ','): CsvRecord[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = 0;

  const endField = () => {
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push({ line: recordLine, fields });
    fields = [];
  };

  while (i < input.length) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (c === '\n' || (c === '\r' && input[i + 1] !== '\n')) line += 1;
        field += c;
      }
      i += 1;
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
    } else if (c === separator) {
      endField();
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && input[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += c;
    }
    i += 1;
  }
  if (field !== '' || fields.length > 0 || quoted) endRecord();
  // Blank lines (a single empty field) carry nothing.
  return records.filter((r) => !(r.fields.length === 1 && r.fields[0]!.trim() === ''));
}
