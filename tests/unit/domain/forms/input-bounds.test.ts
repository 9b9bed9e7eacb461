import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PUBLISHED_FORMS } from '../../../../domain/forms/content/published.ts';
import { formDefinition } from '../../../../domain/forms/content/index.ts';
import { monthBounds, numberRuleOf, yearBounds } from '../../../../domain/forms/input-bounds.ts';
import { LOOK_BACK_OBJECTS, lookBackOf, sinceInWords } from '../../../../domain/forms/look-backs.ts';
import { normalisePdtfPath } from '../../../../domain/forms/pdtf-path.ts';
import { allQuestions, indexQuestions } from '../../../../domain/forms/questions.ts';

/** The bounds the answer check and the inputs share, in the question's own terms. */
const TODAY = new Date('2026-11-25T12:00:00Z');
const info = indexQuestions(formDefinition('info')!);

describe('a question asked over a look-back', () => {
  it('takes its look-back from the PDTF object it answers: windows since 1 April 2002', () => {
    expect(lookBackOf(info.get('ta6_4_1c2')!)).toEqual({ since: '2002-04-01', about: 'windows replaced' });
    expect(yearBounds(info.get('ta6_4_1c2')!, TODAY)).toEqual({
      min: 2002,
      max: 2026,
      lookBack: { since: '2002-04-01', about: 'windows replaced' },
    });
    expect(lookBackOf(info.get('ta6_12_2_2a_1')!)?.since).toBe('2005-01-01');
    // Not every year is in a look-back: when the electrics were last tested is any year from 1970.
    expect(yearBounds(info.get('ta6_12_1_2')!, TODAY)).toEqual({ min: 1970, max: 2026 });
  });

  it('knows every look-back the standard names in the forms’ paths, with the year the name gives', () => {
    const named = new Set(
      PUBLISHED_FORMS.flatMap((form) => allQuestions(form))
        .flatMap((question) => normalisePdtfPath(question.pdtfPath ?? '').split('/'))
        .filter((segment) => /Since\d{4}$/.test(segment)),
    );
    expect(named.size).toBeGreaterThan(0);
    for (const segment of named) {
      expect(LOOK_BACK_OBJECTS[segment], segment).toBeDefined();
      expect(LOOK_BACK_OBJECTS[segment].since.slice(0, 4)).toBe(segment.slice(-4));
    }
  });

  it('says its first day in words', () => {
    expect(sinceInWords('2002-04-01')).toBe('1 April 2002');
    expect(sinceInWords('2005-01-01')).toBe('1 January 2005');
  });
});

describe('bounds of every number, year and date', () => {
  it('gives every number question bounds, and a year never ends after this year nor starts before 1000', () => {
    for (const form of PUBLISHED_FORMS)
      for (const question of allQuestions(form)) {
        if (!['number', 'currency', 'percentage'].includes(question.type)) continue;
        const rule = numberRuleOf(question);
        expect(rule?.min, question.id).toBeDefined();
        const years = yearBounds(question, TODAY);
        if (years) {
          expect(years.max).toBe(2026);
          expect(years.min).toBeGreaterThanOrEqual(1000);
        }
      }
  });

  it('bounds a month picker from the first year asked about to this month for the past, 50 years ahead for what is to come', () => {
    expect(monthBounds(info.get('ta6_12_5_1')!, TODAY)).toEqual({ min: '1970-01', max: '2026-11' });
    const rentIncrease = indexQuestions(formDefinition('preliminary')!).get('3_2_2_2_i')!;
    expect(monthBounds(rentIncrease, TODAY)).toEqual({ min: '1970-01', max: '2076-12' });
  });

  it('never lets a look-back widen the bounds the standard sets', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 2100 }), (ruleMin) => {
        const question = {
          type: 'number' as const,
          pdtfPath: '/propertyPack/alterationsAndChanges/windowReplacementsSince2002/yearCompleted',
          rule: { number: { year: true, past: true, integer: true, min: ruleMin } },
        };
        expect(yearBounds(question, TODAY)!.min).toBe(Math.max(ruleMin, 2002));
      }),
    );
  });
});
