/**
 * Whether a required question counts, and counts as answered (spec 02 §5.1). Types outside the
 * list (month, number, percentage, list) are not counted, so they never hold a section back.
 */
import type { AnswerValue, Question, QuestionType } from './definition.ts';
import { isEmptyAnswer } from './questions.ts';

const COUNTED: ReadonlySet<QuestionType> = new Set([
  'select',
  'text',
  'textarea',
  'checkbox',
  'currency',
  'upload',
  'email',
]);

/** One @, something either side, a dot in the domain and no spaces: what a mail client accepts in practice. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function isCountedType(type: QuestionType): boolean {
  return COUNTED.has(type);
}

export function isAnswered(question: Question, value: AnswerValue | undefined): boolean {
  if (isEmptyAnswer(value)) return false;
  switch (question.type) {
    case 'select':
      return value !== '0';
    case 'email':
      return typeof value === 'string' && isValidEmail(value);
    default:
      return true;
  }
}
