import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerKey, answerKeySet, factKey } from '../../../../domain/forms/answer-keys.ts';
import { PUBLISHED_FORMS } from '../../../../domain/forms/content/published.ts';
import { QUESTIONNAIRE } from '../../../../domain/forms/definition.ts';
import { allQuestions } from '../../../../domain/forms/questions.ts';
import {
  factAnswers,
  TICKED_FACTS,
  tickedFactsOf,
  withFacts,
  yesNoOptions,
  type TickedFact,
} from '../../../../domain/forms/ticked-facts.ts';

const formOf = (id: number) => PUBLISHED_FORMS.find((form) => form.id === id)!;
const questionOf = (fact: TickedFact) =>
  allQuestions(formOf(fact.form)).find((question) => question.id === fact.questionId);
/** The yes/no questions of other forms that ask a fact's PDTF field. */
const askedElsewhere = (fact: TickedFact) =>
  PUBLISHED_FORMS.filter((form) => form.id !== fact.form).flatMap((form) =>
    allQuestions(form).filter((question) => question.pdtfPath === fact.pdtfPath),
  );

describe('ticks that are also yes/no facts', () => {
  it('each names an option of a checkbox question by its key and label', () => {
    for (const fact of TICKED_FACTS) {
      const question = questionOf(fact);
      expect(question?.type, `${fact.questionId}`).toBe('checkbox');
      expect(question?.answers?.[fact.option], `${fact.questionId} option ${fact.option}`).toBe(fact.label);
    }
  });

  it('each is a field another form asks as a plain yes/no question, stored under that question’s key', () => {
    for (const fact of TICKED_FACTS) {
      const asked = askedElsewhere(fact);
      expect(asked.length, fact.pdtfPath).toBeGreaterThan(0);
      for (const question of asked) expect(yesNoOptions(question), `${question.id}`).not.toBeNull();
      const form = formOf(fact.form);
      expect(answerKeySet(form).has(factKey(form, fact))).toBe(true);
      expect(factKey(form, fact)).toBe(answerKey(formOf(QUESTIONNAIRE.info), asked[0]!));
    }
  });

  const services = tickedFactsOf(QUESTIONNAIRE.preliminary, '14_1');
  const yesNo = () => ({ yes: 'Y', no: 'N' });

  it('a list given answers each of its facts yes when ticked and no when not', () => {
    fc.assert(
      fc.property(fc.subarray(['1', '2', '3', '4', '5', '6', '7', '8', '9']), (ticked) => {
        const answers = factAnswers(ticked, services, yesNo);
        expect(answers.map(({ fact }) => fact)).toEqual(services);
        for (const { fact, value } of answers) expect(value).toBe(ticked.includes(fact.option) ? 'Y' : 'N');
      }),
    );
  });

  it('a list cleared or not a list says nothing about the facts', () => {
    expect(factAnswers(null, services, yesNo)).toEqual([]);
    expect(factAnswers('6', services, yesNo)).toEqual([]);
  });

  it('shows an option ticked when its fact says yes, cleared when it says no, and as the seller left it otherwise', () => {
    const options = ['1', '3', '4', '6', '8'];
    fc.assert(
      fc.property(
        fc.option(fc.subarray(['1', '2', '3', '6', '9'])),
        fc.array(fc.constantFrom(true, false, null), { minLength: 5, maxLength: 5 }),
        (own, states) => {
          const facts = options.map((option, index) => ({ option, ticked: states[index]! }));
          const shown = withFacts(QUESTIONNAIRE.preliminary, '14_1', own ?? undefined, facts);
          if (own === null && !states.includes(true)) {
            expect(shown).toBeUndefined();
            return;
          }
          for (const { option, ticked } of facts)
            expect(shown!.includes(option)).toBe(ticked ?? (own ?? []).includes(option));
          for (const option of own ?? []) if (!options.includes(option)) expect(shown).toContain(option);
          expect(new Set(shown).size).toBe(shown!.length);
        },
      ),
    );
  });

  it('a “None of these” tick gives way to a loan answered yes elsewhere', () => {
    expect(withFacts(QUESTIONNAIRE.preliminary, '7_1', ['4'], [{ option: '2', ticked: true }])).toEqual(['2']);
    expect(withFacts(QUESTIONNAIRE.preliminary, '7_1', ['4'], [{ option: '2', ticked: false }])).toEqual(['4']);
  });
});
