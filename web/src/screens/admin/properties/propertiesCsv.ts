import type { AdminPropertiesQuery } from '../../../gql/admin.ts';
import { formatDate } from '../../properties/formatDate.ts';

export type CsvProperty = AdminPropertiesQuery['adminProperties']['nodes'][number];

/** The CSV export's columns (the list's, with the full name and every name the list shortens). */
export const CSV_HEADER = ['Id', 'Name', 'Address', 'Postcode', 'Retrieval code', 'Added', 'Complete', 'Phase', 'Sellers', 'Seller emails', 'Agencies', 'Solicitors', 'Last activity', 'Owner'];

/** One CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: (string | number | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

export function propertyCsvLine(property: CsvProperty): string {
  return csvLine([
    property.id,
    property.name,
    property.address,
    property.postcode,
    property.friendlyId,
    formatDate(property.createdAt),
    property.complete,
    property.phase?.label,
    property.numSellers,
    property.userEmails?.join('; '),
    property.agenciesNames?.join('; '),
    property.solicitorsNames?.join('; '),
    property.lastSignIn ? formatDate(property.lastSignIn) : '',
    property.ownerName,
  ]);
}

/** The export's file name: Properties_{timestamp}.csv. */
export function csvFileName(now: Date): string {
  return `Properties_${now.toISOString().replace(/[:.]/g, '-')}.csv`;
}
