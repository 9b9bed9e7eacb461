import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnswerValue } from '../../../../domain/forms/definition.ts';
import {
  changeLine,
  keysChangedByOthers,
  revisionAfter,
  sameAnswer,
  unseenChanges,
  type HistoryEntry,
} from '../../../../domain/signing/answer-changes.ts';

const VIEWER = 'alex';
const keys = fc.constantFrom('pdtf:/a', 'pdtf:/b', 'q4:c');
const value: fc.Arbitrary<AnswerValue | null> = fc.oneof(
  fc.constant(null),
  fc.constantFrom('', '1', '2'),
  fc.constantFrom<string[]>([], ['1'], ['1', '2']),
);
const entry: fc.Arbitrary<HistoryEntry> = fc.record({
  key: keys,
  value,
  changedBy: fc.constantFrom<string | null>(VIEWER, 'bea', null),
  source: fc.constantFrom<HistoryEntry['source']>('answer', 'answer', 'record', 'title', 'confirmed'),
});
const before = fc.dictionary(keys, value).map((values) => new Map(Object.entries(values)));

/** Each key's value after the entries: the last that sets it, else what it was before. */
function replay(start: ReadonlyMap<string, AnswerValue | null>, entries: readonly HistoryEntry[]) {
  const values = new Map(start);
  for (const change of entries) if (change.source !== 'confirmed') values.set(change.key, change.value);
  return values;
}

describe('answers changed since the revision a seller saw', () => {
  it('names exactly the answers the server holds otherwise than the seller’s screen shows them', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), before, (after, start) => {
        // The screen shows the answers at the revision with the seller's own changes since.
        const screen = replay(
          start,
          after.filter((change) => change.changedBy === VIEWER),
        );
        const server = replay(start, after);
        const differ = [...new Set([...screen.keys(), ...server.keys()])].filter(
          (key) => !sameAnswer(screen.get(key) ?? null, server.get(key) ?? null),
        );
        const named = unseenChanges({ after, before: start, viewerId: VIEWER }).map((change) => change.key);
        expect(new Set(named)).toEqual(new Set(differ));
        expect(named).toHaveLength(new Set(named).size);
      }),
    );
  });

  it('gives each answer’s last change, in the order they were made', () => {
    const after: HistoryEntry[] = [
      { key: 'b', value: '1', changedBy: 'bea', source: 'answer' },
      { key: 'a', value: '1', changedBy: 'bea', source: 'answer' },
      { key: 'b', value: '2', changedBy: null, source: 'record' },
      { key: 'b', value: '2', changedBy: 'bea', source: 'confirmed' },
    ];
    expect(unseenChanges({ after, before: new Map(), viewerId: VIEWER })).toEqual([after[1], after[2]]);
  });

  it('leaves out the seller’s own changes, a confirmation, and a change put back as the screen shows it', () => {
    const after: HistoryEntry[] = [
      { key: 'a', value: '2', changedBy: 'bea', source: 'answer' },
      { key: 'a', value: '3', changedBy: VIEWER, source: 'answer' },
      { key: 'b', value: '9', changedBy: 'bea', source: 'answer' },
      { key: 'b', value: '1', changedBy: 'bea', source: 'answer' },
      { key: 'c', value: '1', changedBy: VIEWER, source: 'confirmed' },
      { key: 'd', value: '', changedBy: 'bea', source: 'answer' },
    ];
    const start = new Map<string, AnswerValue | null>([
      ['a', '1'],
      ['b', '1'],
    ]);
    expect(unseenChanges({ after, before: start, viewerId: VIEWER })).toEqual([]);
    expect(keysChangedByOthers(after, VIEWER)).toEqual(['a', 'b', 'd']);
  });

  it('reads every empty answer alike', () => {
    expect(sameAnswer(null, '')).toBe(true);
    expect(sameAnswer([], undefined)).toBe(true);
    expect(sameAnswer(['1'], ['1'])).toBe(true);
    expect(sameAnswer(['1', '2'], ['2', '1'])).toBe(false);
    expect(sameAnswer('1', ['1'])).toBe(false);
  });

  it('says who made a change the way the screen names it', () => {
    expect(changeLine({ kind: 'person', name: 'Bea Brand', cleared: false })).toBe('Changed by Bea Brand');
    expect(changeLine({ kind: 'person', name: 'Bea Brand', cleared: true })).toBe('Cleared by Bea Brand');
    expect(changeLine({ kind: 'record', name: 'the energy certificate', cleared: false })).toBe(
      'Filled in from the energy certificate',
    );
  });

  it('orders revisions beyond a JSON number’s exact range', () => {
    expect(revisionAfter('9007199254740993', '9007199254740992')).toBe(true);
    expect(revisionAfter('10', '9')).toBe(true);
    expect(revisionAfter('9', '9')).toBe(false);
  });
});
