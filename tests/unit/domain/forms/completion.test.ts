import { describe, expect, it } from 'vitest';
import { isAnswered, isValidEmail } from '../../../../domain/forms/answered.ts';
import { crossedComplete, formProgress, sectionCompletion } from '../../../../domain/forms/completion.ts';
import { indexQuestions } from '../../../../domain/forms/questions.ts';
import { form, q, section } from './fixtures.ts';

const YN = { '1': 'Yes', '2': 'No' };

describe('answered-ness per type', () => {
  it('counts a select only when chosen and not 0', () => {
    const select = q('s', { type: 'select', answers: YN });
    expect(isAnswered(select, '1')).toBe(true);
    expect(isAnswered(select, '0')).toBe(false);
    expect(isAnswered(select, '')).toBe(false);
    expect(isAnswered(select, undefined)).toBe(false);
  });

  it('counts text, textarea, checkbox, currency and upload when non-empty', () => {
    for (const type of ['text', 'textarea', 'currency'] as const) {
      expect(isAnswered(q('t', { type }), 'x')).toBe(true);
      expect(isAnswered(q('t', { type }), '   ')).toBe(false);
    }
    expect(isAnswered(q('c', { type: 'checkbox' }), ['1'])).toBe(true);
    expect(isAnswered(q('c', { type: 'checkbox' }), [])).toBe(false);
    expect(isAnswered(q('u', { type: 'upload' }), ['file-1'])).toBe(true);
  });

  it('counts an email only when it looks like an address', () => {
    expect(isAnswered(q('e', { type: 'email' }), 'sam@example.com')).toBe(true);
    expect(isAnswered(q('e', { type: 'email' }), 'sam@example')).toBe(false);
    expect(isValidEmail('not an email')).toBe(false);
  });
});

describe('section completion', () => {
  const questions = [
    q('a', { type: 'select', answers: YN }),
    q('b', { showIf: 'answer[a] = 1' }),
    q('c', { type: 'textarea' }),
    q('optional', { required: 0 }),
    q('n', { type: 'number' }),
  ];
  const definition = form([section('1', questions)]);
  const index = indexQuestions(definition);
  const s = definition.sections[0]!;

  it('is the rounded share of answered required visible counted questions', () => {
    expect(sectionCompletion(s, index, {})).toBe(0);
    expect(sectionCompletion(s, index, { a: '2' })).toBe(50);
    expect(sectionCompletion(s, index, { a: '1' })).toBe(33);
    expect(sectionCompletion(s, index, { a: '1', b: 'x' })).toBe(67);
    expect(sectionCompletion(s, index, { a: '1', b: 'x', c: 'y' })).toBe(100);
  });

  it('is none when nothing counts', () => {
    const only = form([section('1', [q('n', { type: 'number' }), q('o', { required: 0 })])]);
    expect(sectionCompletion(only.sections[0]!, indexQuestions(only), {})).toBeNull();
  });
});

describe('form completion', () => {
  it('is complete when every section is 100, and never shows 100 before', () => {
    const definition = form([section('1', [q('a')]), section('2', [q('b'), q('c')])]);
    expect(formProgress(definition, { a: 'x', b: 'y' })).toEqual({
      sections: { '1': 100, '2': 50 },
      completion: 75,
      complete: false,
    });
    expect(formProgress(definition, { a: 'x', b: 'y', c: 'z' }).complete).toBe(true);
  });

  it('fittings: complete when every room but other is 100', () => {
    const definition = form([section('kitchen', [q('k')]), section('other', [q('o')])], 'fittings');
    const progress = formProgress(definition, { k: '1' });
    expect(progress.sections.other).toBe(0);
    expect(progress).toMatchObject({ complete: true, completion: 100 });
    expect(formProgress(definition, { o: '1' }).complete).toBe(false);
  });

  it('preliminary information: complete only when every section is 100', () => {
    const sections = Array.from({ length: 21 }, (_, i) => section(String(i + 1), [q(`${i + 1}_1`)]));
    const definition = form(sections, 'preliminary');
    const all = Object.fromEntries(sections.map((s) => [`${s.id}_1`, 'x']));
    expect(formProgress(definition, all).complete).toBe(true);
    const missingLast = { ...all, '21_1': '' };
    const progress = formProgress(definition, missingLast);
    expect(progress.complete).toBe(false);
    expect(progress.completion).toBe(95);
  });

  it('conveyancing enquiries: complete when every answer is non-empty, or when there are no questions', () => {
    const definition = form(
      [section('1', [q('e1', { type: 'textarea', required: 0 }), q('e2', { type: 'textarea', required: 0 })])],
      'conveyancingEnquiries',
    );
    expect(formProgress(definition, { e1: 'yes' })).toMatchObject({ complete: false, completion: 50 });
    expect(formProgress(definition, { e1: 'yes', e2: 'no' }).complete).toBe(true);
    expect(formProgress(form([], 'conveyancingEnquiries'), {})).toMatchObject({ complete: true, completion: 100 });
  });

  it('notices a section crossing 100 either way', () => {
    expect(crossedComplete(90, 100)).toBe(true);
    expect(crossedComplete(100, 67)).toBe(true);
    expect(crossedComplete(50, 67)).toBe(false);
    expect(crossedComplete(null, 100)).toBe(true);
  });
});
