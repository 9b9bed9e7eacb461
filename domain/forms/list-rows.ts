/**
 * List questions (spec 02 §5.2) always keep at least one row; 'Add another' appends an empty row
 * and delete is hidden while only one row remains. Rows are arrays of strings in column order.
 */
import type { ListColumn } from './definition.ts';

export type Rows = readonly (readonly string[])[];

export function emptyRow(columns: readonly ListColumn[]): string[] {
  return columns.map(() => '');
}

/** The rows to show: the stored ones, or one empty row when none are stored. */
export function displayedRows(stored: Rows | undefined, columns: readonly ListColumn[]): Rows {
  return stored && stored.length > 0 ? stored : [emptyRow(columns)];
}

export function addRow(rows: Rows, columns: readonly ListColumn[], maxRows?: number): Rows {
  if (maxRows !== undefined && rows.length >= maxRows) return rows;
  return [...rows, emptyRow(columns)];
}

export function canDeleteRow(rows: Rows): boolean {
  return rows.length > 1;
}

export function deleteRow(rows: Rows, position: number, columns: readonly ListColumn[]): Rows {
  if (!canDeleteRow(rows)) return displayedRows(rows, columns);
  return rows.filter((_, i) => i !== position);
}

export function canAddRow(rows: Rows, maxRows?: number): boolean {
  return maxRows === undefined || rows.length < maxRows;
}
