// CSV both ways (RFC 4180), in one place so the roster import and the exports agree on quoting.
// Writing for spreadsheets: fields with a comma, a quote or a line break are quoted with quotes
// doubled; records end in CRLF; the text starts with a UTF-8 byte-order mark so Excel reads
// accents as UTF-8 rather than the system code page.
// Reading (the roster import): quoted fields (with commas, quotes doubled, line breaks), CRLF, LF
// or CR line ends, and a leading byte-order mark as spreadsheets write it. Each record keeps the
// line number it started on, so a person can find the row an error names.

/** A cell: text, a number (written plainly), a yes/no, or empty (null). */
export type CsvCell = string | number | boolean | null;

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

/** A number as a spreadsheet reads it in any locale: digits, a minus and a decimal point only. */
export function csvNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  // toString never groups thousands; fixed notation avoids "1e+21" for absurdly large values.
  return Math.abs(value) >= 1e21 ? value.toFixed(0) : String(value);
}

export function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return csvNumber(cell);
  if (typeof cell === 'boolean') return cell ? 'Yes' : 'No';
  const text = neutraliseFormula(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(cells: readonly CsvCell[]): string {
  return cells.map(csvField).join(',');
}

/** The whole file: BOM, a header row, then the rows, each ending in CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [header, ...rows].map((r) => csvRecord(r) + CRLF).join('');
}

export interface CsvRecord {
  line: number;
  fields: string[];
}

export function parseCsv(text: string): CsvRecord[] {
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
    } else if (c === ',') {
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
