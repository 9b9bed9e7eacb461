import { samplePublicRecordLookup } from '../public-records/http-source.ts';
import type { PublicRecordLookup } from '../public-records/public-record-lookup.ts';
import { between, outsideEnglandAndWales, pick } from '../public-records/sample-data.ts';
import { GROUND_CONDITIONS } from './ground-conditions.ts';

/** Postcode areas on the sample list that lie on coalfields (Forest of Dean, Somerset, Yorkshire, Manchester). */
const COALFIELD_AREAS = /^(GL1[4-7]|BA3|LS|M\d|WF|S\d)/i;
/** Areas of higher radon on granite and limestone (Devon, parts of Somerset and Gloucestershire). */
const RADON_AREAS = /^(EX|PL|TQ|BA|GL5|GL7)/i;

/** The sample coal and radon maps, by postcode area. */
export function sampleGroundConditions(): PublicRecordLookup {
  return samplePublicRecordLookup(GROUND_CONDITIONS, (query) => {
    if (outsideEnglandAndWales(query.postcode)) return null;
    const postcode = query.postcode.replace(/\s+/g, '');
    const coalfield = COALFIELD_AREAS.test(postcode);
    return {
      coalMining: {
        coalfield,
        developmentHighRisk: coalfield && pick(query, 'dhra', [true, false, false]),
        reference: coalfield ? `CON29M-${between(query, 'coal-ref', 10000, 99999)}` : null,
      },
      radonClass: RADON_AREAS.test(postcode) ? pick(query, 'radon', [2, 3, 3, 4]) : pick(query, 'radon', [1, 1, 1, 2]),
    };
  });
}
