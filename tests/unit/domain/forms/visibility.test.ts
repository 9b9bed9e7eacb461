import { describe, expect, it, vi } from 'vitest';
import { carouselSlides } from '../../../../domain/forms/carousel.ts';
import { indexQuestions } from '../../../../domain/forms/questions.ts';
import { isGroupHidden, isQuestionVisible } from '../../../../domain/forms/visibility.ts';
import { form, indexOf, q, section } from './fixtures.ts';

describe('question visibility', () => {
  const parent = q('p', { type: 'select', answers: { '1': 'Yes', '2': 'No' } });
  const child = q('c', { showIfQuestion: 'p', showIfAnswer: '1' });
  const grandchild = q('g', { showIfQuestion: 'c' });
  const index = indexOf(parent, child, grandchild);

  it('hides a question whose show-if is false', () => {
    const question = q('x', { showIf: 'answer[p] = 1' });
    expect(isQuestionVisible(question, index, { p: '2' })).toBe(false);
    expect(isQuestionVisible(question, index, { p: '1' })).toBe(true);
  });

  it('hides a question whose parent answer is not show_if_answer', () => {
    expect(isQuestionVisible(child, index, { p: '2' })).toBe(false);
    expect(isQuestionVisible(child, index, {})).toBe(false);
    expect(isQuestionVisible(child, index, { p: '1' })).toBe(true);
  });

  it('hides a question whose parent is hidden', () => {
    expect(isQuestionVisible(grandchild, index, { p: '2', c: 'something' })).toBe(false);
    expect(isQuestionVisible(grandchild, index, { p: '1' })).toBe(true);
  });

  it('hides a question whose parent answer does not include show_if_answer_includes', () => {
    const items = q('items', { type: 'checkbox', answers: { '1': 'One', '8': 'Other' } });
    const details = q('details', { showIfQuestion: 'items', showIfAnswerIncludes: '8' });
    const idx = indexOf(items, details);
    expect(isQuestionVisible(details, idx, { items: ['1'] })).toBe(false);
    expect(isQuestionVisible(details, idx, { items: ['1', '8'] })).toBe(true);
  });

  it('keeps a question shown when its show-if is invalid or its parent unknown, and reports both', () => {
    const report = vi.fn();
    expect(isQuestionVisible(q('x', { showIf: 'nonsense' }), index, {}, report)).toBe(true);
    expect(isQuestionVisible(q('y', { showIfQuestion: 'missing', showIfAnswer: '1' }), index, {}, report)).toBe(true);
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('hides a group when every question in it is hidden', () => {
    const group = { id: 5, questions: [child, grandchild] };
    expect(isGroupHidden(group, index, { p: '2' })).toBe(true);
    expect(isGroupHidden(group, index, { p: '1' })).toBe(false);
  });
});

describe('carousel slides', () => {
  const intro = {
    id: 2001,
    name: 'Before you start',
    questions: [q('intro', { type: 'select', answers: { '1': 'Ready' } })],
  };
  const main = {
    id: 1,
    questions: [
      q('a', { type: 'select', answers: { '1': 'Yes', '2': 'No' } }),
      q('b', { showIf: 'answer[a] = 1' }),
      q('c'),
    ],
  };
  const definition = form([section('1', [intro, main])]);
  const index = indexQuestions(definition);
  const ids = (answers: Record<string, string>) =>
    carouselSlides(definition.sections[0]!, index, answers).map((s) => s.question.id);

  it('shows one visible question per slide and filters hidden ones out', () => {
    expect(ids({})).toEqual(['intro', 'a', 'c']);
    expect(ids({ a: '1' })).toEqual(['intro', 'a', 'b', 'c']);
  });

  it('drops group 2001 once it has an answer', () => {
    expect(ids({ intro: '1', a: '1' })).toEqual(['a', 'b', 'c']);
  });
});
