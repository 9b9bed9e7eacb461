import { describe, expect, it } from 'vitest';
import { progressAtOnce, saveAtOnce } from '../../../../domain/forms/autosave.ts';
import type { FormDefinition, Question } from '../../../../domain/forms/definition.ts';
import { nextUnanswered, notesAbove, rendersAsTiles, sectionNumber } from '../../../../domain/forms/navigation.ts';

const q = (id: string, extra: Partial<Question> = {}): Question => ({ id, question: id, type: 'select', required: 1, answers: { '1': 'Yes', '2': 'No' }, ...extra });
const definition: FormDefinition = {
  id: 2,
  path: 'info',
  route: 'property-information',
  name: 'Property information',
  version: 1,
  sections: [
    { id: 'a', name: 'A', groups: [{ id: 1, questions: [q('a1', { formReference: '4.1' }), q('a2', { required: 0 })] }] },
    { id: 'b', name: 'B', groups: [{ id: 2, questions: [q('b1'), q('b2', { showIfQuestion: 'b1', showIfAnswer: '1' })] }] },
  ],
};

describe('next unanswered question', () => {
  it('finds the first required, visible, empty question in form order', () => {
    expect(nextUnanswered(definition, {})).toEqual({ sectionId: 'a', questionId: 'a1' });
    expect(nextUnanswered(definition, { a1: '0' })).toEqual({ sectionId: 'a', questionId: 'a1' });
    expect(nextUnanswered(definition, { a1: '2' })).toEqual({ sectionId: 'b', questionId: 'b1' });
    expect(nextUnanswered(definition, { a1: '2', b1: '1' })).toEqual({ sectionId: 'b', questionId: 'b2' });
  });

  it('is null when the form is complete', () => {
    expect(nextUnanswered(definition, { a1: '2', b1: '2' })).toBeNull();
  });
});

describe('section numbers', () => {
  it('uses the first form reference’s prefix, else the position', () => {
    expect(sectionNumber(definition, definition.sections[0], 0)).toBe('4');
    expect(sectionNumber(definition, definition.sections[1], 1)).toBe('2.');
  });

  it('is blank for a single-section form and for fixtures and fittings', () => {
    expect(sectionNumber({ ...definition, sections: [definition.sections[0]] }, definition.sections[0], 0)).toBe('');
    expect(sectionNumber({ ...definition, id: 3, path: 'fittings' }, definition.sections[0], 0)).toBe('');
  });
});

describe('layout rules', () => {
  it('shows notes of 200 characters or fewer above the form', () => {
    expect(notesAbove('x'.repeat(200))).toBe(true);
    expect(notesAbove('x'.repeat(201))).toBe(false);
  });

  it('shows up to 8 options as tiles and more as a dropdown', () => {
    expect(rendersAsTiles(8)).toBe(true);
    expect(rendersAsTiles(9)).toBe(false);
  });
});

describe('autosave timing (spec 02 §4.1)', () => {
  it('saves at once when a section reaches 100 or drops from it, and waits otherwise', () => {
    expect(saveAtOnce({ percent: 50, sections: { a: 50 } }, { percent: 100, sections: { a: 100 } })).toBe(true);
    expect(saveAtOnce({ percent: 100, sections: { a: 100 } }, { percent: 50, sections: { a: 50 } })).toBe(true);
    expect(saveAtOnce({ percent: 20, sections: { a: 20 } }, { percent: 40, sections: { a: 40 } })).toBe(false);
  });

  it('recalculates progress at once for an emptied answer or a yes/no flag', () => {
    expect(progressAtOnce(q('x'), '1')).toBe(true);
    expect(progressAtOnce(q('t', { type: 'text', answers: undefined }), '')).toBe(true);
    expect(progressAtOnce(q('t', { type: 'text', answers: undefined }), 'some words')).toBe(false);
  });
});
