import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, propertyCsvLine, type CsvProperty } from '../../../web/src/screens/admin/properties/propertiesCsv.ts';

describe('properties CSV', () => {
  it('quotes fields with commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField(null)).toBe('');
  });

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
    expect(propertyCsvLine(property)).toBe('7,"12 Long Meadow Close, Cirencester",12 Long Meadow Close,GL7 1AA,ABC123,01/03/2026,40,Move Ready,2,a@example.com; b@example.com,Cotswold Homes,,,Alex Agent\r\n');
  });

  it('names the file with a timestamp', () => {
    expect(csvFileName(new Date('2026-11-23T12:00:00.000Z'))).toBe('Properties_2026-11-23T12-00-00-000Z.csv');
  });
});
