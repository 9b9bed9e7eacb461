import { describe, expect, it, vi } from 'vitest';
import { answerKey } from '../../../../domain/forms/answer-keys.ts';
import { answeredState, formCompletion, share } from '../../../../domain/forms/completion.ts';
import type { FormDefinition, Question } from '../../../../domain/forms/definition.ts';
import { parseShowIf, showIfHolds } from '../../../../domain/forms/show-if.ts';
import { answerProblem } from '../../../../domain/forms/validate-answers.ts';
import { groupVisible, visibleQuestionIds } from '../../../../domain/forms/visibility.ts';

const yesNo = { '1': 'Yes', '2': 'No' };
const q = (id: string, extra: Partial<Question> = {}): Question => ({ id, question: id, type: 'select', required: 1, answers: yesNo, ...extra });

const form = (questions: Question[], extraSections: FormDefinition['sections'] = []): FormDefinition => ({
  id: 2,
  path: 'info',
  route: 'property-information',
  name: 'Test form',
  version: 1,
  sections: [{ id: 'one', name: 'One', groups: [{ id: 1, questions }] }, ...extraSections],
});

describe('show-if expressions (spec 02 §5.2)', () => {
  it('compares one answer with = and !=, a missing answer making equality false', () => {
    expect(showIfHolds('answer[3_1] = 1', { '3_1': '1' })).toBe(true);
    expect(showIfHolds('answer[3_1] = 1', {})).toBe(false);
    expect(showIfHolds('answer[3_1] != 1', {})).toBe(true);
    expect(showIfHolds("answer[16_1] != 'None'", { '16_1': 'Garage' })).toBe(true);
  });

  it('joins two operands with AND or OR', () => {
    expect(showIfHolds('answer[a] = 1 AND answer[b] = 2', { a: '1', b: '2' })).toBe(true);
    expect(showIfHolds('answer[a] = 1 AND answer[b] = 2', { a: '1', b: '1' })).toBe(false);
    expect(showIfHolds('answer[a] = 1 OR answer[b] = 2', { a: '9', b: '2' })).toBe(true);
  });

  it('ignores an invalid expression (the question shows) and reports it', () => {
    const report = vi.fn();
    for (const bad of ['answer[a] == 1', 'answer[a] = 1 AND answer[b] = 1 AND answer[c] = 1', 'a = 1', '']) {
      expect(parseShowIf(bad)).toBeNull();
      expect(showIfHolds(bad, {}, report)).toBe(true);
    }
    expect(report).toHaveBeenCalledTimes(4);
  });
});

describe('visibility (spec 02 §4.1)', () => {
  const definition = form([
    q('parent'),
    q('child', { showIfQuestion: 'parent', showIfAnswer: '1' }),
    q('grandchild', { showIfQuestion: 'child', showIfAnswer: '1' }),
    q('picks', { type: 'checkbox', answers: { '5': 'Other', '6': 'Gas' } }),
    q('other', { type: 'text', showIfQuestion: 'picks', showIfAnswerIncludes: '5' }),
    q('expr', { showIf: 'answer[parent] = 2' }),
  ]);

  it('shows a follow-up only for its parent’s answer, and hides it when the parent is hidden', () => {
    expect([...visibleQuestionIds(definition, { parent: '1', child: '1' })].sort()).toEqual(['child', 'grandchild', 'parent', 'picks']);
    // The child keeps its stored Yes, but with the parent at No both it and its own follow-up hide.
    expect([...visibleQuestionIds(definition, { parent: '2', child: '1' })].sort()).toEqual(['expr', 'parent', 'picks']);
  });

  it('shows a follow-up when a multiple choice includes the named option', () => {
    expect(visibleQuestionIds(definition, { picks: ['6', '5'] }).has('other')).toBe(true);
    expect(visibleQuestionIds(definition, { picks: ['6'] }).has('other')).toBe(false);
  });

  it('hides a group when every question in it is hidden', () => {
    const visible = visibleQuestionIds(definition, {});
    expect(groupVisible({ id: 3, questions: [q('child', { showIfQuestion: 'parent', showIfAnswer: '1' })] }, visible)).toBe(false);
    expect(groupVisible({ id: 4, questions: [q('parent')] }, visible)).toBe(true);
  });
});

describe('completion (spec 02 §5.1)', () => {
  it('counts select answers other than empty and 0, text that is not blank, and emails that look like one', () => {
    expect(answeredState(q('s'), '0')).toBe(false);
    expect(answeredState(q('s'), '2')).toBe(true);
    expect(answeredState(q('t', { type: 'text' }), '   ')).toBe(false);
    expect(answeredState(q('e', { type: 'email' }), 'not-an-email')).toBe(false);
    expect(answeredState(q('e', { type: 'email' }), 'sam@example.com')).toBe(true);
    expect(answeredState(q('c', { type: 'checkbox' }), [])).toBe(false);
    expect(answeredState(q('n', { type: 'number' }), '3')).toBeNull();
  });

  it('skips optional and hidden questions, and says none when nothing counts', () => {
    const definition = form([q('a'), q('b', { required: 0 }), q('c', { showIfQuestion: 'a', showIfAnswer: '1' })]);
    expect(formCompletion(definition, { a: '2' })).toEqual({ percent: 100, sections: { one: 100 } });
    expect(formCompletion(definition, { a: '1' })).toEqual({ percent: 50, sections: { one: 50 } });
    expect(formCompletion(form([q('n', { type: 'number' })]), {})).toEqual({ percent: null, sections: { one: null } });
  });

  it('reaches 100 only when every counted question is answered', () => {
    expect(share(199, 200)).toBe(99);
    expect(share(200, 200)).toBe(100);
    expect(share(1, 3)).toBe(33);
  });

  it('leaves fittings’ extra items out of the form’s completion', () => {
    const fittings = { ...form([q('kitchen_oven')], [{ id: 'other', name: 'Other', groups: [{ id: 2, questions: [q('other_1')] }] }]), path: 'fittings' as const, id: 3 as const };
    expect(formCompletion(fittings, { kitchen_oven: '1' })).toEqual({ percent: 100, sections: { one: 100, other: 0 } });
  });
});

describe('answers asked once', () => {
  it('keys a question by its PDTF field when it has one, so forms share it, and by form and id otherwise', () => {
    expect(answerKey({ id: 1 }, { id: 'ta7_0_1_5', pdtfPath: '/propertyPack/address/postcode' })).toBe(answerKey({ id: 2 }, { id: 'ta6_0_1_5', pdtfPath: '/propertyPack/address/postcode' }));
    expect(answerKey({ id: 5 }, { id: '21_5' })).toBe('q5:21_5');
  });
});

describe('what a save may store', () => {
  it('accepts values of the question’s shape and says what is wrong with others', () => {
    expect(answerProblem(q('s'), '1')).toBeNull();
    expect(answerProblem(q('s'), '3')).toBe('“3” is not one of its options');
    expect(answerProblem(q('c', { type: 'checkbox' }), ['1', '9'])).toBe('names an option it does not have');
    expect(answerProblem(q('l', { type: 'list' }), [['a', 'b'], ['c']])).toBeNull();
    expect(answerProblem(q('l', { type: 'list' }), ['a'])).toBe('must be rows of text');
    expect(answerProblem(q('m', { type: 'month' }), '2024-13')).toBe('must be a month as YYYY-MM');
    expect(answerProblem(q('t', { type: 'textarea' }), 'x'.repeat(5001))).toBe('is longer than 5000 characters');
    expect(answerProblem(q('t', { type: 'text', maxLength: 10 }), 'x'.repeat(11))).toBe('is longer than 10 characters');
  });
});
