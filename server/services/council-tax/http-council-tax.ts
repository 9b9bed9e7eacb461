import { httpPublicRecordLookup, type PublicRecordServiceSettings } from '../public-records/http-source.ts';
import type { PublicRecordLookup } from '../public-records/public-record-lookup.ts';
import { COUNCIL_TAX } from './council-tax.ts';

/** The VOA council tax list through the gateway: `GET council-tax-band?postcode=…&address=…`. */
export function httpCouncilTax(settings: PublicRecordServiceSettings): PublicRecordLookup {
  return httpPublicRecordLookup(settings, COUNCIL_TAX, {
    service: 'council tax band service',
    endpoint: 'council-tax-band',
  });
}
