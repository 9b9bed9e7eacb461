import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finalAnswers } from '../../../server/store/answer-writes.ts';

describe('where each changed answer ends up in one save', () => {
  it('a key keeps the last value given to it, and is cleared only when every change to it clears it', () => {
    const change = fc.record({
      key: fc.constantFrom('pdtf:/a', 'pdtf:/b', 'q2:c'),
      questionId: fc.constantFrom('x', 'y'),
      value: fc.option(fc.string(), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 8 }), (changes) => {
        const { set, cleared } = finalAnswers(changes);
        for (const key of new Set(changes.map((item) => item.key))) {
          const given = changes.filter((item) => item.key === key && item.value !== null);
          if (given.length) {
            expect(set.find((item) => item.key === key)).toEqual(given.at(-1));
            expect(cleared).not.toContain(key);
          } else {
            expect(cleared).toContain(key);
            expect(set.some((item) => item.key === key)).toBe(false);
          }
        }
        expect(new Set(set.map((item) => item.key)).size).toBe(set.length);
      }),
    );
  });
});
