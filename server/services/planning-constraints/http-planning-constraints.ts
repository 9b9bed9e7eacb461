import { httpPublicRecordLookup, type PublicRecordServiceSettings } from '../public-records/http-source.ts';
import type { PublicRecordLookup } from '../public-records/public-record-lookup.ts';
import { PLANNING_CONSTRAINTS } from './planning-constraints.ts';

/** planning.data.gov.uk's constraint datasets through the gateway: `GET planning-constraints?postcode=…&address=…`. */
export function httpPlanningConstraints(settings: PublicRecordServiceSettings): PublicRecordLookup {
  return httpPublicRecordLookup(settings, PLANNING_CONSTRAINTS, {
    service: 'planning data service',
    endpoint: 'planning-constraints',
  });
}
