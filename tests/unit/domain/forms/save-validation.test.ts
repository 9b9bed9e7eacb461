import { describe, expect, it } from 'vitest';
import { validateSave } from '../../../../domain/forms/save-validation.ts';
import { form, q, section } from './fixtures.ts';

const definition = form([
  section('1', [
    q('pick', { type: 'select', answers: { '1': 'Yes', '2': 'No' } }),
    q('many', { type: 'checkbox', answers: { a: 'A', b: 'B' } }),
    q('notes', { type: 'textarea' }),
    q('short', { type: 'text', maxLength: 10 }),
    q('rows', {
      type: 'list',
      listQuestions: [
        { id: 'x', label: 'X', type: 'text' },
        { id: 'y', label: 'Y', type: 'currency' },
      ],
    }),
    q('lease', { type: 'upload', upload: { accept: ['pdf'], multiple: false } }),
    q('price', { type: 'currency' }),
    q('when', { type: 'month' }),
    q('locked', { readOnly: true }),
    q('later'),
  ]),
]);

const codes = (changes: Record<string, unknown>, enabled?: (id: string) => boolean) => {
  const result = validateSave(definition, changes, enabled);
  return result.ok ? [] : result.errors.map((e) => `${e.questionId}:${e.code}`);
};

describe('validating a save', () => {
  it('accepts well-shaped answers and null to clear one', () => {
    const result = validateSave(definition, {
      pick: '1',
      many: ['a'],
      notes: 'x'.repeat(5000),
      rows: [['one', '12']],
      lease: ['f1'],
      short: null,
    });
    expect(result).toEqual({
      ok: true,
      answers: { pick: '1', many: ['a'], notes: 'x'.repeat(5000), rows: [['one', '12']], lease: ['f1'], short: null },
    });
  });

  it('refuses an answer to a question the form does not have', () => {
    expect(codes({ nope: 'x' })).toEqual(['nope:UNKNOWN_QUESTION']);
  });

  it('refuses an answer to a question disabled in the phase, or read-only', () => {
    expect(codes({ later: 'x', locked: 'y' }, (id) => id !== 'later')).toEqual([
      'later:DISABLED_IN_PHASE',
      'locked:READ_ONLY',
    ]);
  });

  it('refuses a value of the wrong shape for its type', () => {
    expect(codes({ pick: ['1'], many: 'a', notes: 5, rows: ['flat'], lease: ['f1', 'f2'] })).toEqual([
      'pick:WRONG_SHAPE',
      'many:WRONG_SHAPE',
      'notes:WRONG_SHAPE',
      'rows:WRONG_SHAPE',
      'lease:WRONG_SHAPE',
    ]);
  });

  it('refuses a number or month that is not one', () => {
    expect(codes({ price: '£12', when: 'June' })).toEqual(['price:WRONG_SHAPE', 'when:INVALID_DATE']);
    expect(codes({ price: '1250.50', when: '2027-06' })).toEqual([]);
  });

  it('refuses options the question does not offer', () => {
    expect(codes({ pick: '7', many: ['a', 'z'] })).toEqual(['pick:UNKNOWN_OPTION', 'many:UNKNOWN_OPTION']);
  });

  it('refuses oversize text', () => {
    expect(codes({ notes: 'x'.repeat(5001), short: 'x'.repeat(11), rows: [['x'.repeat(5001), '']] })).toEqual([
      'notes:TOO_LONG',
      'short:TOO_LONG',
      'rows:TOO_LONG',
    ]);
  });
});
