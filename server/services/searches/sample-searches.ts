import { randomBytes } from 'node:crypto';
import { buildSamplePack } from './sample-pack.ts';
import type { SearchesProvider } from './searches.ts';

/**
 * The embedded provider: accepts every order and returns a sample pack, clearly marked SAMPLE,
 * `delaySeconds` after ordering (the time a real provider takes is days; a demo waits seconds).
 */
export function sampleSearches(delaySeconds: number): SearchesProvider {
  return {
    name: 'sample',
    firstCheckSeconds: delaySeconds,
    async order(input) {
      return { reference: `SAMPLE-${input.propertyId}-${randomBytes(3).toString('hex').toUpperCase()}` };
    },
    async pack(reference, input) {
      return {
        fileName: 'SAMPLE Exchange Ready Search Pack.pdf',
        bytes: await buildSamplePack(input, reference, new Date()),
      };
    },
  };
}
