import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PUBLIC_RECORD_SOURCES, publicFactsByPath, type PublicRecord } from '../../../domain/public-records.ts';

function record(
  source: PublicRecord['source'],
  facts: Record<string, unknown>,
  status: PublicRecord['status'] = 'found',
): PublicRecord {
  return {
    propertyId: 1,
    source,
    status,
    reference: `${source}-ref`,
    recordDate: '2021-03-12',
    retrievedAt: '2026-11-27T00:00:00.000Z',
    sample: true,
    note: null,
    facts,
  };
}

describe('public facts by PDTF path', () => {
  it('carries each fact with the record it came from', () => {
    const facts = publicFactsByPath([
      record('energy-certificate', { '/propertyPack/energyEfficiency/certificate/currentEnergyRating': 'C' }),
    ]);
    expect(facts['/propertyPack/energyEfficiency/certificate/currentEnergyRating']).toEqual({
      path: '/propertyPack/energyEfficiency/certificate/currentEnergyRating',
      value: 'C',
      source: 'energy-certificate',
      reference: 'energy-certificate-ref',
      recordDate: '2021-03-12',
      retrievedAt: '2026-11-27T00:00:00.000Z',
      sample: true,
    });
  });

  it('ignores records that failed or found nothing, and empty values', () => {
    const facts = publicFactsByPath([
      record('flood-risk', { '/a': 'x' }, 'failed'),
      record('coverage', { '/b': 'y' }, 'not-found'),
      record('council-tax', { '/c': null }),
    ]);
    expect(facts).toEqual({});
  });

  it('lets the first source in the standard order win a path, whatever order the records come in', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...PUBLIC_RECORD_SOURCES], { minLength: 1 }), (sources) => {
        const facts = publicFactsByPath(sources.map((source) => record(source, { '/shared': source })));
        const first = [...sources].sort(
          (a, b) => PUBLIC_RECORD_SOURCES.indexOf(a) - PUBLIC_RECORD_SOURCES.indexOf(b),
        )[0];
        expect(facts['/shared']?.source).toBe(first);
      }),
    );
  });
});
