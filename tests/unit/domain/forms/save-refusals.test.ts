import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnswerValue } from '../../../../domain/forms/definition.ts';
import {
  refusalsOf,
  retryDelay,
  RETRY_FIRST_MS,
  RETRY_LONGEST_MS,
  sendableAnswers,
  standingRefusals,
  type Refusals,
} from '../../../../domain/forms/save-refusals.ts';

const answer: fc.Arbitrary<AnswerValue | null> = fc.oneof(
  fc.constant(null),
  fc.string({ maxLength: 6 }),
  fc.array(fc.string({ maxLength: 3 }), { maxLength: 3 }),
);
const ids = fc.constantFrom('q1', 'q2', 'q3', 'q4', 'q5');
const pendingAnswers = fc.dictionary(ids, answer);
const refusals: fc.Arbitrary<Refusals> = fc.dictionary(
  ids,
  fc.record({ value: answer, message: fc.string({ minLength: 1, maxLength: 8 }) }),
);

describe('retrying a save that failed for the connection', () => {
  it('waits 2 s, then twice as long each time, never more than a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000]);
  });

  it('never waits less than the first delay or more than the longest, and never less than before', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10_000 }), (attempt) => {
        const delay = retryDelay(attempt);
        expect(delay).toBeGreaterThanOrEqual(RETRY_FIRST_MS);
        expect(delay).toBeLessThanOrEqual(RETRY_LONGEST_MS);
        expect(retryDelay(attempt + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });
});

describe('answers the server refused', () => {
  it('are not sent again while they hold the refused value; every other waiting answer is', () => {
    fc.assert(
      fc.property(pendingAnswers, refusals, (pending, refused) => {
        const sendable = sendableAnswers(pending, refused);
        for (const [id, value] of Object.entries(pending)) {
          const stillRefused = id in refused && JSON.stringify(refused[id].value) === JSON.stringify(value);
          expect(id in sendable).toBe(!stillRefused);
          if (!stillRefused) expect(sendable[id]).toEqual(value);
        }
        for (const id of Object.keys(sendable)) expect(id in pending).toBe(true);
      }),
    );
  });

  it('a changed answer loses its refusal and is sent; an unchanged one keeps it', () => {
    const refused = { q1: { value: 'x'.repeat(3), message: 'Too long.' } };
    expect(sendableAnswers({ q1: 'xxx', q2: 'a' }, refused)).toEqual({ q2: 'a' });
    expect(standingRefusals({ q1: 'xxx' }, refused)).toEqual(refused);
    expect(sendableAnswers({ q1: 'xx' }, refused)).toEqual({ q1: 'xx' });
    expect(standingRefusals({ q1: 'xx' }, refused)).toEqual({});
    // Confirmed or cleared from the waiting answers: nothing is left to refuse.
    expect(standingRefusals({}, refused)).toEqual({});
  });

  it('standing refusals are exactly those whose answer still waits unchanged', () => {
    fc.assert(
      fc.property(pendingAnswers, refusals, (pending, refused) => {
        const standing = standingRefusals(pending, refused);
        for (const id of Object.keys(standing)) expect(sendableAnswers(pending, refused)).not.toHaveProperty(id);
        expect(Object.keys(standing).length + Object.keys(sendableAnswers(pending, refused)).length).toBe(
          Object.keys(pending).length,
        );
      }),
    );
  });

  it('a refusal naming questions marks those with their own reasons; one naming none marks every sent answer', () => {
    const sent = { q1: 'a', q2: 'b' };
    expect(refusalsOf(sent, [{ questionId: 'q2', message: 'Not an option.' }], 'Refused.')).toEqual({
      q2: { value: 'b', message: 'Not an option.' },
    });
    expect(refusalsOf(sent, [], 'Refused.')).toEqual({
      q1: { value: 'a', message: 'Refused.' },
      q2: { value: 'b', message: 'Refused.' },
    });
    expect(refusalsOf(sent, [{ questionId: 'elsewhere', message: 'x' }], 'Refused.')).toEqual({
      q1: { value: 'a', message: 'Refused.' },
      q2: { value: 'b', message: 'Refused.' },
    });
  });

  it('a refused save always marks at least one sent answer, so the next save sends less', () => {
    fc.assert(
      fc.property(
        pendingAnswers.filter((sent) => Object.keys(sent).length > 0),
        fc.array(fc.record({ questionId: ids, message: fc.string({ minLength: 1 }) })),
        (sent, named) => {
          const marked = refusalsOf(sent, named, 'Refused.');
          expect(Object.keys(marked).length).toBeGreaterThan(0);
          expect(Object.keys(sendableAnswers(sent, marked)).length).toBeLessThan(Object.keys(sent).length);
        },
      ),
    );
  });
});
