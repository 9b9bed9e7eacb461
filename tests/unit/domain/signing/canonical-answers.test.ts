import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalAnswers } from '../../../../domain/signing/canonical-answers.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('the canonical serialisation a signature hashes', () => {
  it('orders question ids by code unit, leaves out empty answers and keeps values as stored', () => {
    const text = canonicalAnswers({
      b: 'Yes',
      a: ['2', '1'],
      B: '',
      c: [],
      d: undefined,
      e: [
        ['Kitchen', '4.2'],
        ['Hall', ''],
      ],
      f: null,
    });
    expect(text).toBe('{"a":["2","1"],"b":"Yes","e":[["Kitchen","4.2"],["Hall",""]]}');
  });

  it('is the same whatever order the answers arrive in, and differs when any answer changes', () => {
    const one = canonicalAnswers({ q1: '1', q2: 'The hedge', q10: ['3'] });
    const two = canonicalAnswers({ q10: ['3'], q2: 'The hedge', q1: '1' });
    expect(one).toBe(two);
    expect(sha256(one)).toBe(sha256(two));
    expect(sha256(canonicalAnswers({ q1: '1', q2: 'The hedge.', q10: ['3'] }))).not.toBe(sha256(one));
    expect(sha256(canonicalAnswers({ q1: '1', q2: 'The hedge', q10: ['3', '4'] }))).not.toBe(sha256(one));
  });

  it('escapes text as JSON does, so quotes, new lines and non-ASCII cannot collide', () => {
    expect(canonicalAnswers({ q: 'He said "no"\nthen £5' })).toBe('{"q":"He said \\"no\\"\\nthen £5"}');
    expect(sha256('{}')).toBe('44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a');
    expect(canonicalAnswers({})).toBe('{}');
  });
});
