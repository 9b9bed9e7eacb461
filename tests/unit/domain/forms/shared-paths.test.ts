import { describe, expect, it } from 'vitest';
import { answerKey } from '../../../../domain/forms/answer-keys.ts';
import { FORM_DEFINITIONS } from '../../../../domain/forms/content/index.ts';
import type { FormDefinition, Question } from '../../../../domain/forms/definition.ts';
import { allQuestions } from '../../../../domain/forms/questions.ts';
import { sharedQuestions, translateAnswer } from '../../../../domain/forms/shared-answers.ts';

/**
 * Every fact asked in more than one form is asked once: the questions that share a PDTF path share
 * one stored answer, and each accepts what the others store. The list is a snapshot: a path that
 * starts or stops being shared, or a question that joins or leaves one, shows up here.
 */
const byPath = sharedQuestions(FORM_DEFINITIONS);
const form = (path: string) => FORM_DEFINITIONS.find((definition) => definition.path === path)!;
const question = (definition: FormDefinition, id: string) =>
  allQuestions(definition).find((candidate) => candidate.id === id)!;

/** Values a question may store, to carry to the others: each option, or a typical value of its type. */
function samples(from: Question): string[] {
  if (from.answers) return Object.keys(from.answers);
  if (from.type === 'number' || from.type === 'currency') return ['2015'];
  if (from.type === 'email') return ['agent@example.com'];
  return ['Some words'];
}

/** Options a number cannot hold: a year list's "Before 1970" is not a year. */
const NOT_A_NUMBER = /^(before|after|not known)/i;

describe('every shared fact', () => {
  it('is the list of shared paths and the questions that ask each', () => {
    const listed = [...byPath]
      .map(([path, refs]) => `${path} <- ${refs.map((ref) => `${ref.form}:${ref.questionId}`).join(', ')}`)
      .sort();
    expect(listed).toMatchSnapshot();
  });

  it('shares one stored answer between the questions that ask it', () => {
    for (const [path, refs] of byPath) {
      const keys = new Set(refs.map((ref) => answerKey(form(ref.form), question(form(ref.form), ref.questionId))));
      expect({ path, keys: keys.size }).toEqual({ path, keys: 1 });
    }
  });

  it('carries every value one question stores to every other question of its path', () => {
    const refused: string[] = [];
    for (const [path, refs] of byPath) {
      for (const a of refs) {
        for (const b of refs) {
          if (a === b) continue;
          const from = question(form(a.form), a.questionId);
          const to = question(form(b.form), b.questionId);
          for (const value of samples(from)) {
            if (
              from.answers &&
              ['number', 'currency'].includes(to.type) &&
              NOT_A_NUMBER.test(from.answers[value] ?? '')
            )
              continue;
            if (translateAnswer(from, to, value) === null)
              refused.push(`${path}: ${a.form}:${a.questionId}=${value} -> ${b.form}:${b.questionId}`);
          }
        }
      }
    }
    expect(refused).toEqual([]);
  });
});
