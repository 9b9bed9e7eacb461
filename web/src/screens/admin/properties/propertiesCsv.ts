import { csvFileName, type CsvCell } from '../../../../../domain/csv.ts';
import type { AdminPropertiesQuery } from '../../../gql/admin.ts';
import { formatDate } from '../../properties/formatDate.ts';

export type CsvProperty = AdminPropertiesQuery['adminProperties']['nodes'][number];

/** The CSV export's columns (the list's, with the full name and every name the list shortens). */
export const CSV_HEADER = [
  'Id',
  'Name',
  'Address',
  'Postcode',
  'Retrieval code',
  'Added',
  'Complete',
  'Phase',
  'Sellers',
  'Seller emails',
  'Agencies',
  'Solicitors',
  'Last activity',
  'Owner',
];

/** One property's cells, in the order of CSV_HEADER; written by domain/csv.ts. */
export function propertyCsvRow(property: CsvProperty): CsvCell[] {
  return [
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
  ];
}

/** The export's file name: Properties_{timestamp}.csv, the timestamp as every CSV export's. */
export function propertiesCsvFileName(now: Date): string {
  return csvFileName('Properties', now);
}
