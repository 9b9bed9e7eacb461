import { samplePublicRecordLookup } from '../public-records/http-source.ts';
import type { PublicRecordLookup } from '../public-records/public-record-lookup.ts';
import { between, outsideEnglandAndWales, pick } from '../public-records/sample-data.ts';
import { FLOOD_RISK } from './flood-risk.ts';

/** The sample flood map: most addresses at very low or low risk, a few beside a river. */
export function sampleFloodRisk(): PublicRecordLookup {
  return samplePublicRecordLookup(FLOOD_RISK, (query) => {
    if (outsideEnglandAndWales(query.postcode)) return null;
    return {
      riversAndSea: pick(query, 'rivers', [
        'Very low',
        'Very low',
        'Very low',
        'Very low',
        'Low',
        'Low',
        'Medium',
        'High',
      ] as const),
      surfaceWater: pick(query, 'surface', ['Very low', 'Very low', 'Very low', 'Low', 'Low', 'Medium'] as const),
      reference: `LTFRI-${between(query, 'flood-ref', 100000, 999999)}`,
      assessedOn: '2025-01-28',
    };
  });
}
