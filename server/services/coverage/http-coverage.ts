import { httpPublicRecordLookup, type PublicRecordServiceSettings } from '../public-records/http-source.ts';
import type { PublicRecordLookup } from '../public-records/public-record-lookup.ts';
import { COVERAGE } from './coverage.ts';

/** Ofcom's broadband and mobile coverage through the gateway: `GET coverage?postcode=…&address=…`. */
export function httpCoverage(settings: PublicRecordServiceSettings): PublicRecordLookup {
  return httpPublicRecordLookup(settings, COVERAGE, {
    service: 'broadband and mobile coverage service',
    endpoint: 'coverage',
  });
}
