import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyLimitProblem } from '../../../domain/property-creation.ts';
import { lengthProblem, tooLongMessage } from '../../../domain/text-length.ts';

describe('text past its limit', () => {
  it('is refused with the limit and its own length, and text that fits is not', () => {
    expect(tooLongMessage(5000, 5120)).toBe('Enter at most 5,000 characters: this has 5,120');
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.integer({ min: 0, max: 40 }), (text, limit) => {
        expect(lengthProblem(text, limit) === null).toBe(text.length <= limit);
      }),
    );
  });
});

describe('the monthly limit as typed', () => {
  it('takes -1 or a whole number up to a million, and says what is wrong with anything else', () => {
    for (const typed of ['-1', '0', '12', '1000000']) expect(monthlyLimitProblem(typed), typed).toBeNull();
    expect(monthlyLimitProblem('-5')).toBe('Enter -1 for no limit, or a number of 0 or more');
    expect(monthlyLimitProblem('2.5')).toBe('Enter -1 for no limit, or a whole number of new properties');
    expect(monthlyLimitProblem('')).toBe('Enter -1 for no limit, or a whole number of new properties');
    expect(monthlyLimitProblem('1000001')).toBe('Enter a number of at most 1,000,000');
  });
});
