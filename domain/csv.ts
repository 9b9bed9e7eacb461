// The browser build carries its own Buffer and stream, so the same writer runs in the web app and on the server.
import { stringify } from 'csv-stringify/browser/esm/sync';

/** A cell of an exported CSV: nothing (null, undefined) is an empty cell. */
export type CsvCell = string | number | null | undefined;

/**
 * Every CSV export's rows as text, in the form spreadsheets read: lines end with CRLF; a cell with
 * a comma, a quote or a line break is quoted; a text cell starting like a formula (= + - @, a tab or
 * a carriage return) is prefixed with ' so a spreadsheet shows it and never runs it. csv-stringify
 * quotes line breaks only when they match the record delimiter, hence `quoted_match`.
 */
export function csvRows(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    rows.map((row) => [...row]),
    { record_delimiter: 'windows', escape_formulas: true, quoted_match: /[\r\n]/ },
  );
}

/** The timestamp of every CSV export's file name: yyyyMMddHHmmss, in the user's local time. */
export function csvTimestamp(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
}

/** An export's file name, `{name}_{timestamp}.csv` (spec: Attributes_{timestamp}.csv). */
export function csvFileName(name: string, now: Date): string {
  return `${name}_${csvTimestamp(now)}.csv`;
}
