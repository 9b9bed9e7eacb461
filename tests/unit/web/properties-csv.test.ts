import { describe, expect, it } from 'vitest';
import { csvRows } from '../../../domain/csv.ts';
import {
  propertiesCsvFileName,
  propertyCsvRow,
  type CsvProperty,
} from '../../../web/src/screens/admin/properties/propertiesCsv.ts';

describe('properties CSV', () => {
  it('writes one line per property with every name the list shortens', () => {
    const property = {
      __typename: 'Property',
      id: '7',
      name: '12 Long Meadow Close, Cirencester',
      address: '12 Long Meadow Close',
      postcode: 'GL7 1AA',
      friendlyId: 'ABC123',
      createdAt: '2026-03-01T10:00:00.000Z',
      complete: 40,
      phase: { __typename: 'Phase', id: '1', label: 'Move Ready' },
      numSellers: 2,
      agenciesNames: ['Cotswold Homes'],
      solicitorsNames: [],
      userEmails: ['a@example.com', 'b@example.com'],
      lastSignIn: null,
      ownerName: 'Alex Agent',
    } as CsvProperty;
    expect(csvRows([propertyCsvRow(property)])).toBe(
      '7,"12 Long Meadow Close, Cirencester",12 Long Meadow Close,GL7 1AA,ABC123,01/03/2026,40,Move Ready,2,a@example.com; b@example.com,Cotswold Homes,,,Alex Agent\r\n',
    );
  });

  it('names the file with the timestamp every CSV export carries', () => {
    expect(propertiesCsvFileName(new Date(2026, 10, 23, 12, 0, 5))).toBe('Properties_20261123120005.csv');
  });
});
