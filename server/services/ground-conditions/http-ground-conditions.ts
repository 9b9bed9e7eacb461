import { httpPublicRecordLookup, type PublicRecordServiceSettings } from '../public-records/http-source.ts';
import type { PublicRecordLookup } from '../public-records/public-record-lookup.ts';
import { GROUND_CONDITIONS } from './ground-conditions.ts';

/** The Coal Authority's and UKHSA's maps through the gateway: `GET ground-conditions?postcode=…&address=…`. */
export function httpGroundConditions(settings: PublicRecordServiceSettings): PublicRecordLookup {
  return httpPublicRecordLookup(settings, GROUND_CONDITIONS, {
    service: 'coal mining and radon service',
    endpoint: 'ground-conditions',
  });
}
