import { describe, expect, it } from 'vitest';
import { answerKey, answerKeys, factKey, questionsShowing } from '../../../../domain/forms/answer-keys.ts';
import { FORM_DEFINITIONS } from '../../../../domain/forms/content/index.ts';
import { tickedFactsOfForm } from '../../../../domain/forms/ticked-facts.ts';

describe('answers asked once', () => {
  it('keys a question by its PDTF field when it has one, so forms share it, and by form and id otherwise', () => {
    expect(answerKey({ id: 1 }, { id: 'ta7_0_1_5', pdtfPath: '/propertyPack/address/postcode' })).toBe(
      answerKey({ id: 2 }, { id: 'ta6_0_1_5', pdtfPath: '/propertyPack/address/postcode' }),
    );
    expect(answerKey({ id: 5 }, { id: '21_5' })).toBe('q5:21_5');
    expect(
      answerKey({ id: 3 }, { id: 'other_1', pdtfPath: '/propertyPack/fixturesAndFittings/otherItems/0/name' }),
    ).not.toBe(
      answerKey({ id: 3 }, { id: 'other_2', pdtfPath: '/propertyPack/fixturesAndFittings/otherItems/1/name' }),
    );
  });
});

describe('the questions that show a stored answer', () => {
  it('are the form’s questions stored under the key, and the list whose tick stands for it', () => {
    for (const definition of FORM_DEFINITIONS) {
      for (const [questionId, key] of answerKeys(definition)) {
        expect(questionsShowing(definition, key)).toContain(questionId);
      }
      for (const fact of tickedFactsOfForm(definition.id)) {
        expect(questionsShowing(definition, factKey(definition, fact))).toContain(fact.questionId);
      }
      expect(questionsShowing(definition, 'pdtf:/nothing/here')).toEqual([]);
    }
  });
});
