import { describe, expect, it } from 'vitest';
import { nextUnanswered } from '../../../../domain/forms/next-unanswered.ts';
import { form, q, section } from './fixtures.ts';

describe('next unanswered question', () => {
  const definition = form([
    section('1', [
      q('a', { type: 'select', answers: { '1': 'Yes', '2': 'No' } }),
      q('hidden', { showIf: 'answer[a] = 1' }),
      q('opt', { required: 0 }),
      q('b'),
    ]),
    section('2', [q('c')]),
  ]);

  it('finds the first required, visible, empty question with its section and slide', () => {
    expect(nextUnanswered(definition, {})).toEqual({ done: false, sectionId: '1', questionId: 'a', slide: 0 });
    expect(nextUnanswered(definition, { a: '0' })).toMatchObject({ questionId: 'a' });
    expect(nextUnanswered(definition, { a: '2' })).toEqual({ done: false, sectionId: '1', questionId: 'b', slide: 2 });
    expect(nextUnanswered(definition, { a: '2', b: 'x' })).toMatchObject({ sectionId: '2', questionId: 'c', slide: 0 });
  });

  it('says the form is complete when nothing is left', () => {
    expect(nextUnanswered(definition, { a: '2', b: 'x', c: 'y' })).toEqual({ done: true, label: 'Form is complete' });
  });
});
