/**
 * The message of a refused save: a check that speaks to the seller ("Enter a year between 1970 and
 * 2026") is said of the question it refuses, by its number and wording as the form shows them, so
 * the message names the question wherever it is read; the other checks' messages name the
 * question's id already.
 */
import type { SaveError } from './check-answer.ts';
import type { FormDefinition } from './definition.ts';
import { indexQuestions } from './questions.ts';

const SPOKEN_TO_SELLER: ReadonlySet<SaveError['code']> = new Set(['OUT_OF_RANGE', 'INVALID_DATE', 'INCOMPLETE_ROW']);

export function refusalMessage(definition: FormDefinition, error: SaveError): string {
  const question = indexQuestions(definition).get(error.questionId);
  const plain = SPOKEN_TO_SELLER.has(error.code) || /^(Enter|Choose|Fill in) /.test(error.message);
  if (!question || !plain) return `${error.message}.`;
  const label = question.formReference ? `${question.formReference} ${question.question}` : question.question;
  return `${label} ${error.message}.`;
}
