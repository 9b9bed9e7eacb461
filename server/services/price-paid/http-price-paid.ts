import { httpPublicRecordLookup, type PublicRecordServiceSettings } from '../public-records/http-source.ts';
import type { PublicRecordLookup } from '../public-records/public-record-lookup.ts';
import { PRICE_PAID } from './price-paid.ts';

/** HM Land Registry's price paid data through the gateway: `GET price-paid?postcode=…&address=…`. */
export function httpPricePaid(settings: PublicRecordServiceSettings): PublicRecordLookup {
  return httpPublicRecordLookup(settings, PRICE_PAID, { service: 'price paid service', endpoint: 'price-paid' });
}
