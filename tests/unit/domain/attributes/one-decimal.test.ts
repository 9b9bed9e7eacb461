import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toOneDecimal } from '../../../../domain/attributes/one-decimal.ts';

/** The exact average of measures given in tenths, to one decimal, half up: integer arithmetic only. */
const exactAverage = (tenths: readonly number[]) => {
  const sum = tenths.reduce((total, value) => total + value, 0);
  return Math.floor((2 * sum + tenths.length) / (2 * tenths.length)) / 10;
};

/** The measures added in chunks (as groups of the rollup are) and the chunks' sums added in turn. */
const sumInGroups = (values: readonly number[], sizes: readonly number[]) => {
  let total = 0;
  let at = 0;
  for (const size of sizes) {
    total += values.slice(at, at + size).reduce((sum, value) => sum + value, 0);
    at += size;
  }
  return total + values.slice(at).reduce((sum, value) => sum + value, 0);
};

describe('a report figure to one decimal', () => {
  it('rounds half up: 33.45 shows 33.5, 33.44 shows 33.4, 0 shows 0', () => {
    expect(toOneDecimal(33.45)).toBe(33.5);
    expect(toOneDecimal(33.449999999999996)).toBe(33.5);
    expect(toOneDecimal(33.44)).toBe(33.4);
    expect(toOneDecimal(0)).toBe(0);
  });

  it('shows one figure for one set of measures, in whatever order and groups they were added', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 1, maxLength: 60 }),
        fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 10 }),
        fc.array(fc.nat(), { maxLength: 60 }),
        (tenths, sizes, swaps) => {
          const values = tenths.map((value) => value / 10);
          const shuffled = [...values];
          swaps.forEach((swap, index) => {
            const other = swap % shuffled.length;
            const here = index % shuffled.length;
            [shuffled[here], shuffled[other]] = [shuffled[other], shuffled[here]];
          });
          const expected = exactAverage(tenths);
          expect(toOneDecimal(values.reduce((sum, value) => sum + value, 0) / values.length)).toBe(expected);
          expect(toOneDecimal(sumInGroups(shuffled, sizes) / shuffled.length)).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
