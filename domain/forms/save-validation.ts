/**
 * What the server checks before storing a save (spec 02 §3, §5.2): every answer names a question
 * of the form, that question is enabled in the property's phase and not read-only, and the value
 * has the shape its type stores and fits its length limit. `null` clears an answer.
 */
import type { AnswerValue, FormDefinition, Question } from './definition.ts';
import { textLimit } from './layout.ts';
import { indexQuestions } from './questions.ts';

export type SaveErrorCode = 'UNKNOWN_QUESTION' | 'DISABLED_IN_PHASE' | 'READ_ONLY' | 'WRONG_SHAPE' | 'TOO_LONG' | 'UNKNOWN_OPTION';

export type SaveError = { code: SaveErrorCode; questionId: string; message: string };

export type SaveCheck = { ok: true; answers: Record<string, AnswerValue | null> } | { ok: false; errors: SaveError[] };

const TEXT_TYPES: ReadonlySet<Question['type']> = new Set(['text', 'textarea', 'email', 'currency', 'number', 'percentage', 'month']);

const NUMERIC: ReadonlySet<Question['type']> = new Set(['currency', 'number', 'percentage']);
/** Plain decimal numbers as a number input sends them; no thousands separators or symbols. */
const NUMBER = /^-?\d+(\.\d+)?$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Most rows a list answer may hold, and most files one upload question may hold. */
export const MAX_LIST_ROWS = 50;
export const MAX_FILES_PER_QUESTION = 20;

export function validateSave(
  definition: FormDefinition,
  changes: Readonly<Record<string, unknown>>,
  isEnabled: (questionId: string) => boolean = () => true,
): SaveCheck {
  const index = indexQuestions(definition);
  const errors: SaveError[] = [];
  const answers: Record<string, AnswerValue | null> = {};
  for (const [questionId, value] of Object.entries(changes)) {
    const question = index.get(questionId);
    if (!question) {
      errors.push({ code: 'UNKNOWN_QUESTION', questionId, message: `The form has no question ${questionId}` });
      continue;
    }
    if (!isEnabled(questionId)) {
      errors.push({ code: 'DISABLED_IN_PHASE', questionId, message: `Question ${questionId} is not open in this phase` });
      continue;
    }
    if (question.readOnly) {
      errors.push({ code: 'READ_ONLY', questionId, message: `Question ${questionId} is read-only` });
      continue;
    }
    if (value === null) {
      answers[questionId] = null;
      continue;
    }
    const problem = checkValue(question, value);
    if (problem) errors.push({ ...problem, questionId });
    else answers[questionId] = value as AnswerValue;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, answers };
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function checkValue(question: Question, value: unknown): Omit<SaveError, 'questionId'> | null {
  const wrong = (expected: string) => ({ code: 'WRONG_SHAPE' as const, message: `Question ${question.id} expects ${expected}` });
  const limit = textLimit(question);
  const tooLong = { code: 'TOO_LONG' as const, message: `The answer to ${question.id} is longer than ${limit} characters` };
  switch (question.type) {
    case 'select':
      if (typeof value !== 'string') return wrong('one option');
      if (value !== '' && value !== '0' && question.answers && !(value in question.answers)) {
        return { code: 'UNKNOWN_OPTION', message: `Question ${question.id} has no option ${value}` };
      }
      return null;
    case 'checkbox':
      if (!isStringArray(value)) return wrong('a list of options');
      if (question.answers && value.some((key) => !(key in question.answers!))) {
        return { code: 'UNKNOWN_OPTION', message: `Question ${question.id} has no such option` };
      }
      return null;
    case 'upload':
      if (!isStringArray(value) || value.length > MAX_FILES_PER_QUESTION) return wrong('a list of file ids');
      if (question.upload && !question.upload.multiple && value.length > 1) return wrong('a single file');
      return null;
    case 'list': {
      const columns = question.listQuestions?.length ?? 0;
      if (!Array.isArray(value) || value.length > MAX_LIST_ROWS || !value.every((row) => isStringArray(row) && row.length <= columns)) {
        return wrong(`rows of ${columns} text cells`);
      }
      return (value as string[][]).some((row) => row.some((cell) => cell.length > limit)) ? tooLong : null;
    }
    default:
      if (!TEXT_TYPES.has(question.type) || typeof value !== 'string') return wrong('text');
      if (value.length > limit) return tooLong;
      if (value.trim() === '') return null;
      if (NUMERIC.has(question.type) && !NUMBER.test(value.trim())) return wrong('a number');
      if (question.type === 'month' && !MONTH.test(value.trim())) return wrong('a month as YYYY-MM');
      return null;
  }
}
