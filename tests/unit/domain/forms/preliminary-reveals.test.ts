import { describe, expect, it, vi } from 'vitest';
import { carouselSlides } from '../../../../domain/forms/carousel.ts';
import { formProgress } from '../../../../domain/forms/completion.ts';
import { PRELIMINARY_INFORMATION as form } from '../../../../domain/forms/content/preliminary/index.ts';
import type { AnswerValue, Answers, Question } from '../../../../domain/forms/definition.ts';
import { nextUnanswered } from '../../../../domain/forms/next-unanswered.ts';
import { sectionNumber } from '../../../../domain/forms/numbering.ts';
import { allQuestions, indexQuestions } from '../../../../domain/forms/questions.ts';
import { isQuestionVisible } from '../../../../domain/forms/visibility.ts';

const index = indexQuestions(form);
const shown = (id: string, answers: Answers) => isQuestionVisible(index.get(id)!, index, answers);

describe('preliminary information content', () => {
  it('has the 21 sections of spec 02 §2.2 in order, numbered 1 to 21', () => {
    expect(form.sections.map((s) => s.name)).toEqual([
      'Property being sold',
      'Ownership',
      'Type of ownership',
      'New builds and conversions',
      'Timing',
      'Property alterations and building work',
      'Potential liabilities',
      'Solar panels',
      'Protected buildings',
      'Protected trees',
      'Consent',
      'Charges',
      'Access roads and footpaths',
      'Services',
      'Shared facilities',
      'Parking',
      'Occupiers',
      'Flooding',
      'Right to use and enjoy',
      'Disputes and complaints',
      'Other information',
    ]);
    expect(form.sections.map((_, i) => sectionNumber(form, i))).toEqual(form.sections.map((_, i) => String(i + 1)));
  });

  it('uses the keys of spec 02 §3.1', () => {
    const ids = new Set(allQuestions(form).map((q) => q.id));
    for (const key of [
      '1_1',
      '1_1_i',
      '2_1_i',
      '2_1_ii',
      '3_1',
      '3_2_i',
      '3_2_1',
      '3_2_2_1',
      '3_2_2_2',
      '3_2_2_2_i',
      '3_2_2_2_ii',
      '3_2_2_2_iii',
      '3_2_2_3',
      '3_2_2_3_i',
      '3_2_2_3_ii',
      '3_2_2_3_iii',
      '3_2_3_1',
      '3_2_3_2',
      '3_2_3_3',
      '3_2_3_4_i',
      '3_2_3_4_ii',
      '3_2_3_5',
      '3_2_4',
      '3_2_4_i',
      '3_2_4_ii',
      '3_2_4_iii',
      '4_1',
      '5_1',
      '5_2',
      '6_1',
      '6_2',
      '6_2_1',
      '6_2_2',
      '7_1',
      '8_1',
      '8_1_1',
      '8_1_2',
      '8_1_3',
      '8_1_3_i',
      '9_1',
      '9_2',
      '10_1',
      '10_1_1',
      '10_1_2',
      '11_1',
      '12_1',
      '12_1_i',
      '12_3_a',
      '13_1',
      '13_1_i',
      '13_2',
      '13_3',
      '14_1',
      '15_1',
      '16_1',
      '16_2',
      '17_1',
      '17_2',
      '17_2_1',
      '17_2_2',
      '17_3',
      '17_3_1',
      '17_3_2',
      '17_4',
      '18_1',
      '18_1_1',
      '18_2',
      '19_1',
      '20_1',
      '20_2',
      '21_1',
      '21_2',
      '21_3',
      '21_4',
      '21_5',
    ]) {
      expect(ids.has(key), key).toBe(true);
    }
  });

  it('keeps the extra rows spec 02 §9 allows: 8 work, 5 charge, 4 payment', () => {
    expect(index.get('6_2')!.maxRows).toBe(8);
    expect(index.get('12_1_i')!.maxRows).toBe(5);
    expect(index.get('13_1_i')!.maxRows).toBe(4);
  });

  it('asks the heating question as a required choice of at least one', () => {
    expect(index.get('12_3_a')).toMatchObject({ type: 'checkbox', required: 1 });
    expect(formProgress(form, { '12_3_a': [] }).sections['12']).toBe(0);
  });

  it('offers the seller types for completing the form', () => {
    expect(Object.keys(form.formSubmit!.sellerTypes).length).toBeGreaterThan(1);
    expect(Object.keys(form.formSubmit!.sellerTypes)).not.toContain('0');
  });

  it('has something to answer in every section, so all 21 can reach 100', () => {
    const progress = formProgress(form, {});
    expect(Object.values(progress.sections).every((figure) => figure === 0)).toBe(true);
    expect(progress.complete).toBe(false);
  });

  it('reports no invalid show-if anywhere', () => {
    const report = vi.fn();
    for (const q of allQuestions(form)) isQuestionVisible(q, index, {}, report);
    expect(report).not.toHaveBeenCalled();
  });
});

describe('preliminary information reveals (spec 02 §4.2)', () => {
  it('hides the lease questions for freehold (3_1 = 1) and every other tenure with no lease', () => {
    for (const id of ['3_2_i', '3_2_1', '3_2_2_1', '3_2_2_2', '3_2_3_1', '3_2_4']) {
      expect(shown(id, { '3_1': '1' }), id).toBe(false);
      expect(shown(id, { '3_1': '3' }), id).toBe(false);
      expect(shown(id, { '3_1': '5' }), id).toBe(false);
      expect(shown(id, { '3_1': '4' }), id).toBe(true);
    }
    expect(shown('3_2_i_files', { '3_1': '1', '3_2_i': '3' })).toBe(false);
    expect(shown('3_2_i_files', { '3_1': '4', '3_2_i': '3' })).toBe(true);
    expect(shown('3_2_2_2_i', { '3_1': '1', '3_2_2_2': '1' })).toBe(false);
  });

  it('shows 3_2_3_2 and what follows when 3_2_3_1 is 1', () => {
    for (const id of ['3_2_3_2', '3_2_3_3', '3_2_3_4_i', '3_2_3_4_ii', '3_2_3_5']) {
      expect(shown(id, { '3_1': '4', '3_2_3_1': '1' }), id).toBe(true);
      expect(shown(id, { '3_1': '4', '3_2_3_1': '2' }), id).toBe(false);
      expect(shown(id, { '3_1': '1', '3_2_3_1': '1' }), id).toBe(false);
    }
  });

  it('5_1: option 5 shows the other details, options 3 and 4 the month and year', () => {
    const base = { '5_1': '1' };
    expect(shown('5_1_other', { ...base, '5_1_option': '5' })).toBe(true);
    expect(shown('5_1_other', { ...base, '5_1_option': '3' })).toBe(false);
    for (const option of ['3', '4']) {
      expect(shown('5_1_month', { ...base, '5_1_option': option })).toBe(true);
      expect(shown('5_1_year', { ...base, '5_1_option': option })).toBe(true);
    }
    expect(shown('5_1_month', { ...base, '5_1_option': '1' })).toBe(false);
    expect(shown('5_1_month', { '5_1': '2', '5_1_option': '3' })).toBe(false);
  });

  it('5_2: items containing 8 show details', () => {
    expect(shown('5_2_details', { '5_2': '1', '5_2_items': ['1', '8'] })).toBe(true);
    expect(shown('5_2_details', { '5_2': '1', '5_2_items': ['1'] })).toBe(false);
  });

  it('7_1: details show unless the only item is 4', () => {
    expect(shown('7_1_details', { '7_1': ['4'] })).toBe(false);
    expect(shown('7_1_details', { '7_1': ['1'] })).toBe(true);
    expect(shown('7_1_details', { '7_1': ['1', '4'] })).toBe(true);
  });

  it('14_1 items containing 9 and 15_1 items containing 5 show details', () => {
    expect(shown('14_1_details', { '14_1': ['1', '9'] })).toBe(true);
    expect(shown('14_1_details', { '14_1': ['1'] })).toBe(false);
    expect(shown('15_1_details', { '15_1': '1', '15_1_items': ['5'] })).toBe(true);
    expect(shown('15_1_details', { '15_1': '1', '15_1_items': ['2'] })).toBe(false);
  });

  it('16_1: details show unless the type is None or empty', () => {
    expect(shown('16_1_other', {})).toBe(false);
    expect(shown('16_1_other', { '16_1': '1' })).toBe(false);
    expect(shown('16_1_other', { '16_1': '2' })).toBe(true);
  });

  it('17_2 = 1 reveals 17_2_1 and 17_2_2; 17_3 = 1 (with 17_2 = 1) reveals 17_3_1 and 17_3_2; 17_3 = 2 reveals 17_4', () => {
    expect(shown('17_2_1', { '17_2': '1' })).toBe(true);
    expect(shown('17_2_2', { '17_2': '2' })).toBe(false);
    expect(shown('17_3_1', { '17_2': '1', '17_3': '1' })).toBe(true);
    expect(shown('17_3_2', { '17_2': '1', '17_3': '1' })).toBe(true);
    expect(shown('17_3_1', { '17_2': '2', '17_3': '1' })).toBe(false);
    expect(shown('17_4', { '17_2': '1', '17_3': '2' })).toBe(true);
    expect(shown('17_4', { '17_2': '1', '17_3': '1' })).toBe(false);
  });

  it('section 17 slides follow the yes answers', () => {
    const section17 = form.sections.find((s) => s.id === '17')!;
    const slides = (answers: Answers) => carouselSlides(section17, index, answers).map((s) => s.question.id);
    expect(slides({ '17_2': '2' })).toEqual(['17_1', '17_2']);
    expect(slides({ '17_2': '1', '17_3': '1' })).toEqual([
      '17_1',
      '17_2',
      '17_2_1',
      '17_2_2',
      '17_3',
      '17_3_1',
      '17_3_2',
    ]);
  });

  it('18_1: yes/no values 0 and 2 hide the flood list', () => {
    expect(shown('18_1_items', { '18_1': '0' })).toBe(false);
    expect(shown('18_1_items', { '18_1': '2' })).toBe(false);
    expect(shown('18_1_items', { '18_1': '1' })).toBe(true);
  });
});

/** What a seller would type: 'No' where offered, else the first option, else some text. */
function anAnswer(question: Question, prefer: string): AnswerValue {
  const keys = Object.keys(question.answers ?? {});
  switch (question.type) {
    case 'select':
      return keys.includes(prefer) ? prefer : keys[0]!;
    case 'checkbox':
      return [keys[0]!];
    case 'list':
      return [(question.listQuestions ?? []).map(() => 'x')];
    case 'upload':
      return ['file-1'];
    case 'email':
      return 'seller@example.com';
    default:
      return '12';
  }
}

describe('filling preliminary information with Next unanswered question', () => {
  it.each([
    ['No', '2'],
    ['Yes', '1'],
  ])('reaches complete answering %s throughout', (_label, prefer) => {
    let answers: Answers = {};
    for (let step = 0; step < 500; step += 1) {
      const next = nextUnanswered(form, answers);
      if (next.done) break;
      answers = { ...answers, [next.questionId]: anAnswer(index.get(next.questionId)!, prefer) };
    }
    expect(nextUnanswered(form, answers)).toEqual({ done: true, label: 'Form is complete' });
    const progress = formProgress(form, answers);
    expect(progress).toMatchObject({ complete: true, completion: 100 });
    expect(Object.values(progress.sections).every((figure) => figure === 100)).toBe(true);
  });
});
