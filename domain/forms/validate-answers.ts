import type { AnswerValue, Question } from './definition.ts';

/** Text areas in forms allow 5000 characters (spec 02 §5.2). */
export const FORM_TEXT_LIMIT = 5000;

export type AnswerProblem = { questionId: string; message: string };

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Whether a value fits its question: the server refuses a save with any problem rather than store
 * an answer the forms, completion or the export would misread.
 */
export function answerProblem(question: Question, value: AnswerValue): string | null {
  const options = question.answers ? Object.keys(question.answers) : null;
  switch (question.type) {
    case 'select':
      if (typeof value !== 'string') return 'must be one option';
      if (value !== '' && value !== '0' && options && !options.includes(value)) return `“${value}” is not one of its options`;
      return null;
    case 'checkbox':
      if (!isStrings(value)) return 'must be a list of options';
      if (options && value.some((key) => !options.includes(key))) return 'names an option it does not have';
      return null;
    case 'list':
      if (!Array.isArray(value) || !value.every(isStrings)) return 'must be rows of text';
      if (value.some((row) => row.some((cell) => cell.length > FORM_TEXT_LIMIT))) return `has a cell over ${FORM_TEXT_LIMIT} characters`;
      return null;
    case 'upload':
      return isStrings(value) ? null : 'must be a list of uploaded files';
    case 'number':
    case 'currency':
    case 'percentage':
      if (typeof value !== 'string') return 'must be a number';
      return value.trim() === '' || Number.isFinite(Number(value)) ? null : 'must be a number';
    case 'month':
      if (typeof value !== 'string') return 'must be a month';
      return value === '' || /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? null : 'must be a month as YYYY-MM';
    default:
      if (typeof value !== 'string') return 'must be text';
      if (value.length > (question.maxLength ?? FORM_TEXT_LIMIT)) return `is longer than ${question.maxLength ?? FORM_TEXT_LIMIT} characters`;
      return null;
  }
}
