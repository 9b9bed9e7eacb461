import { samplePublicRecordLookup } from '../public-records/http-source.ts';
import { isFlatAddress, type PublicRecordLookup } from '../public-records/public-record-lookup.ts';
import { between, outsideEnglandAndWales, pick } from '../public-records/sample-data.ts';
import { COUNCIL_TAX } from './council-tax.ts';

/** The sample council tax list: flats in the lower bands, houses in the middle ones. */
export function sampleCouncilTax(): PublicRecordLookup {
  return samplePublicRecordLookup(COUNCIL_TAX, (query) => {
    if (outsideEnglandAndWales(query.postcode)) return null;
    const band = isFlatAddress(query.address)
      ? pick(query, 'band', ['A', 'B', 'B', 'C', 'C', 'D'] as const)
      : pick(query, 'band', ['C', 'D', 'D', 'E', 'E', 'F', 'G'] as const);
    return {
      band,
      reference: `${between(query, 'voa', 10_000_000, 99_999_999)}${between(query, 'voa-suffix', 100, 999)}`,
      billingAuthority: `${query.city} council`,
      effectiveDate: '1993-04-01',
    };
  });
}
