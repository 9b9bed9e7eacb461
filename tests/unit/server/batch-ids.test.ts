import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_BATCH_IDS } from '../../../contracts/batch.ts';
import { HttpError } from '../../../server/http/errors.ts';
import { numericIds, userIds } from '../../../server/rest/batch/batch-ids.ts';
import { batchEntries } from '../../../server/rest/batch/batch-entries.ts';
import { notFound } from '../../../server/use-cases/app-error.ts';

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('not refused');
}

const id = fc.integer({ min: 1, max: 2_147_483_647 });

describe('batch read ids', () => {
  it('any 1 to 100 ids are read once each, in the order first asked', () => {
    fc.assert(
      fc.property(fc.array(id, { minLength: 1, maxLength: MAX_BATCH_IDS }), (ids) => {
        expect(numericIds(ids.join(','))).toEqual([...new Set(ids)]);
      }),
    );
  });

  it('more than 100 ids are a 400 naming the limit and the count', () => {
    fc.assert(
      fc.property(fc.array(id, { minLength: MAX_BATCH_IDS + 1, maxLength: 300 }), (ids) => {
        const refused = refusal(() => numericIds(ids.join(',')));
        expect(refused.status).toBe(400);
        expect(refused.message).toBe(
          `Ask for at most ${MAX_BATCH_IDS} ids in one call; this call names ${ids.length}.`,
        );
      }),
    );
  });

  it('any id that is not a whole number from 1 to 2147483647 is a 400, never a lookup', () => {
    const bad = fc.oneof(
      fc.constantFrom('', '0', '-1', '1.5', '2147483648', '12345678901', ' 1', 'x'),
      fc.string().filter((text) => !/^[0-9]{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2_147_483_647),
    );
    fc.assert(
      fc.property(fc.array(id, { maxLength: 5 }), bad, (good, wrong) => {
        const text = [...good.map(String), wrong].join(',');
        expect(refusal(() => numericIds(text)).status).toBe(400);
      }),
    );
  });

  it('user ids take the identity provider’s characters and nothing else', () => {
    expect(userIds('demo-agent,auth0|abc.def@x:1,demo-agent')).toEqual(['demo-agent', 'auth0|abc.def@x:1']);
    for (const text of ['', 'a b', 'a,,b', 'é']) expect(refusal(() => userIds(text)).status).toBe(400);
  });
});

describe('batchEntries', () => {
  it('answers each id with its value or the refusal its single route sends, in order', () => {
    const entries = batchEntries([
      { id: 1, value: 10 },
      { id: 2, refusal: notFound('No 2.') },
      { id: 3, value: 30 },
    ]);
    expect(entries).toEqual([
      { id: 1, value: 10 },
      { id: 2, error: { status: 404, code: 'NOT_FOUND', message: 'No 2.' } },
      { id: 3, value: 30 },
    ]);
  });
});
