// The roster import reads CSV with the shared RFC 4180 reader (also used to check the exports).
export { parseCsv, type CsvRecord } from '../../../domain/exports/csv.ts';
