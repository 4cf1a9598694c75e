// CSV downloads: the text from domain/exports/csv.ts (BOM, CRLF, RFC 4180 quoting, no formulas)
// as UTF-8 bytes with the headers spreadsheets and browsers expect, in the dialect of the
// tournament's language: where it writes a decimal comma (es, fr, pt-BR) its spreadsheets split
// fields on semicolons, so the file does too, with decimal commas; elsewhere commas and points.
import type { FastifyReply } from 'fastify';
import {
  commaCsv,
  semicolonCsv,
  toCsv,
  type CsvCell,
  type CsvDialect,
} from '../../../domain/exports/csv.ts';
import { formatDecimal } from '../../../i18n/intl-format.ts';
import { sendAttachment } from './attachment.ts';

const csvContentType = 'text/csv; charset=utf-8';

export interface CsvTable {
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}

export function csvDialectOf(locale: string): CsvDialect {
  return formatDecimal(locale, 0.5).includes(',') ? semicolonCsv : commaCsv;
}

export function sendCsv(reply: FastifyReply, table: CsvTable, name: string, locale: string) {
  const text = toCsv(table.header, table.rows, csvDialectOf(locale));
  const body = Buffer.from(text, 'utf8');
  return sendAttachment(reply, { body, contentType: csvContentType, name, extension: 'csv' });
}

/** Minutes on court as a plain number with one decimal (a spreadsheet reads "12:30" as a time). */
export function minutesOf(ms: number): number {
  return Math.round(ms / 6_000) / 10;
}

/** A jersey as text: "00" and "07" keep their zeros. */
export function jerseyCell(jersey: string): CsvCell {
  return { asText: jersey };
}
