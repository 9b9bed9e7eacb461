import { samplePublicRecordLookup } from '../public-records/http-source.ts';
import type { PublicRecordLookup } from '../public-records/public-record-lookup.ts';
import { between, pick } from '../public-records/sample-data.ts';
import { COVERAGE, OPERATORS } from './coverage.ts';

/** The sample coverage checker: every UK address has broadband and some signal; full fibre at some. */
export function sampleCoverage(): PublicRecordLookup {
  return samplePublicRecordLookup(COVERAGE, (query) => {
    const fullFibre = pick(query, 'fttp', [true, false, false]);
    const superfast = between(query, 'sfbb', 30, 80);
    const signal = (salt: string) => pick(query, salt, [1, 2, 2, 3, 3, 3, 4]);
    return {
      broadband: {
        maxBbPredictedDown: between(query, 'bb', 6, 24),
        maxSfbbPredictedDown: superfast,
        maxUfbbPredictedDown: fullFibre ? 1000 : null,
        maxPredictedDown: fullFibre ? 1000 : superfast,
        maxPredictedUp: fullFibre ? 220 : between(query, 'up', 8, 20),
      },
      mobile: (Object.keys(OPERATORS) as (keyof typeof OPERATORS)[]).map((operator) => ({
        operator,
        voiceIndoor: signal(`${operator}-vi`),
        dataIndoor: signal(`${operator}-di`),
        voiceOutdoor: 3,
        dataOutdoor: signal(`${operator}-do`),
      })),
      release: '2025-07-01',
    };
  });
}
