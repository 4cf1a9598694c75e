// CSV downloads: the text from domain/exports/csv.ts (BOM, CRLF, RFC 4180 quoting, no formulas)
// as UTF-8 bytes with the headers spreadsheets and browsers expect.
import type { FastifyReply } from 'fastify';
import { toCsv, type CsvCell } from '../../../domain/exports/csv.ts';
import { sendAttachment } from './attachment.ts';

const csvContentType = 'text/csv; charset=utf-8';

export interface CsvTable {
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}

export function sendCsv(reply: FastifyReply, table: CsvTable, name: string) {
  const body = Buffer.from(toCsv(table.header, table.rows), 'utf8');
  return sendAttachment(reply, { body, contentType: csvContentType, name, extension: 'csv' });
}

/** Minutes on court as a plain number with one decimal (a spreadsheet reads "12:30" as a time). */
export function minutesOf(ms: number): number {
  return Math.round(ms / 6_000) / 10;
}
