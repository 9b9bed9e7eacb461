import { samplePublicRecordLookup } from '../public-records/http-source.ts';
import type { PublicRecordLookup, PublicRecordQuery } from '../public-records/public-record-lookup.ts';
import { between, outsideEnglandAndWales, pick } from '../public-records/sample-data.ts';
import { PLANNING_CONSTRAINTS } from './planning-constraints.ts';

/** Streets of the sample addresses known for their listed terraces, with their conservation area. */
const HISTORIC_STREETS: Record<string, { area: string; grade: 'I' | 'II*' | 'II' }> = {
  'the circus': { area: 'Bath City-wide', grade: 'I' },
  'royal york crescent': { area: 'Clifton and Hotwells', grade: 'II*' },
  'cecily hill': { area: 'Cirencester', grade: 'II' },
  'lansdown road': { area: 'Central Cheltenham', grade: 'II' },
  'montpellier terrace': { area: 'Central Cheltenham', grade: 'II' },
  'canonbury park north': { area: 'Canonbury', grade: 'II' },
  bootham: { area: 'Central Area', grade: 'II' },
};

function historicStreet(query: PublicRecordQuery) {
  const address = query.address.toLowerCase();
  return Object.entries(HISTORIC_STREETS).find(([street]) => address.includes(street))?.[1];
}

/** The sample planning data: listed terraces on the historic streets, a conservation area in one case of four elsewhere. */
export function samplePlanningConstraints(): PublicRecordLookup {
  return samplePublicRecordLookup(PLANNING_CONSTRAINTS, (query) => {
    if (outsideEnglandAndWales(query.postcode)) return null;
    const historic = historicStreet(query);
    const inArea = historic !== undefined || pick(query, 'conservation', [true, false, false, false]);
    const listed = historic !== undefined || pick(query, 'listed', [true, ...Array<boolean>(14).fill(false)]);
    const tpo = pick(query, 'tpo', [true, false, false, false, false, false, false, false]);
    const article4 = inArea && pick(query, 'article4', [true, false]);
    const entity = (prefix: string, salt: string) => `${prefix}${between(query, salt, 1000, 9999)}`;
    return {
      conservationAreas: inArea
        ? [{ name: historic?.area ?? `${query.city} Central`, reference: entity('CA', 'ca-ref') }]
        : [],
      listedBuildings: listed
        ? [
            {
              name: query.address.split(',')[0]!.trim(),
              reference: String(between(query, 'list-entry', 1_000_000, 1_499_999)),
              grade: historic?.grade ?? 'II',
            },
          ]
        : [],
      treePreservationOrders: pick(query, 'tpo-published', [true, true, true, false])
        ? tpo
          ? [{ name: 'Tree preservation order', reference: entity('TPO/', 'tpo-ref') }]
          : []
        : null,
      article4Directions: article4
        ? [
            {
              name: `${query.city} article 4 direction (permitted development: windows, doors and roofs)`,
              reference: entity('A4D-', 'a4-ref'),
            },
          ]
        : [],
    };
  });
}
