import { httpPublicRecordLookup, type PublicRecordServiceSettings } from '../public-records/http-source.ts';
import type { PublicRecordLookup } from '../public-records/public-record-lookup.ts';
import { FLOOD_RISK } from './flood-risk.ts';

/** The Environment Agency's long-term flood risk through the gateway: `GET flood-risk?postcode=…&address=…`. */
export function httpFloodRisk(settings: PublicRecordServiceSettings): PublicRecordLookup {
  return httpPublicRecordLookup(settings, FLOOD_RISK, { service: 'flood risk service', endpoint: 'flood-risk' });
}
