/**
 * The check one answer must pass before it is stored (spec 02 §3, §5.2), shared by the server's
 * save validation and the web app's inputs: the value has the shape its type stores and fits its
 * length limit, a choice is one the question offers, and where the question answers a field of the
 * PDTF standard the value is one the standard can hold (answer-rules.ts): a whole number where it
 * wants one, within its bounds, a plausible year or a real date not in the future, "Not known" only
 * where the standard holds it. Messages are in the words a seller reads next to the question.
 */
import type { DateRule, NumberRule } from './answer-rules.ts';
import { EARLIEST_EVENT_YEAR } from './answer-rules.ts';
import { parseAnswerDate } from './answer-dates.ts';
import { isStandardEmail } from '../pdtf/standard-email.ts';
import type { Question } from './definition.ts';
import { textLimit } from './layout.ts';

export type SaveErrorCode =
  | 'UNKNOWN_QUESTION'
  | 'DISABLED_IN_PHASE'
  | 'READ_ONLY'
  | 'WRONG_SHAPE'
  | 'TOO_LONG'
  | 'UNKNOWN_OPTION'
  | 'OUT_OF_RANGE'
  | 'INVALID_DATE'
  | 'INCOMPLETE_ROW';

export type SaveError = { code: SaveErrorCode; questionId: string; message: string };

const TEXT_TYPES: ReadonlySet<Question['type']> = new Set([
  'text',
  'textarea',
  'email',
  'currency',
  'number',
  'percentage',
  'month',
]);
const NUMERIC: ReadonlySet<Question['type']> = new Set(['currency', 'number', 'percentage']);
/** Plain decimal numbers as a number input sends them; no thousands separators or symbols. */
const NUMBER = /^-?\d+(\.\d+)?$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Most rows a list answer may hold, and most files one upload question may hold. */
export const MAX_LIST_ROWS = 50;
export const MAX_FILES_PER_QUESTION = 20;

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

const fmt = (n: number) => n.toLocaleString('en-GB');

/** The bounds of a number rule in words: "Enter a year between 1900 and 2026". */
export function numberProblem(rule: NumberRule, value: number, today: Date, currency = false): string | null {
  if (rule.year) {
    const max = rule.past ? today.getFullYear() : (rule.max ?? 9999);
    const min = rule.min ?? EARLIEST_EVENT_YEAR;
    return Number.isInteger(value) && value >= min && value <= max ? null : `Enter a year between ${min} and ${max}`;
  }
  if (rule.integer && !Number.isInteger(value)) return 'Enter a whole number';
  const min = rule.min;
  const low = min !== undefined && value < min;
  const high = (rule.max !== undefined && value > rule.max) || (rule.below !== undefined && value >= rule.below);
  if (!low && !high) return null;
  const money = (n: number) => (currency ? `£${fmt(n)}` : fmt(n));
  if (rule.max !== undefined) return `Enter a number between ${money(min ?? 0)} and ${money(rule.max)}`;
  if (rule.below !== undefined) return `Enter a number from ${money(min ?? 0)} to below ${money(rule.below)}`;
  return currency ? `Enter an amount of ${money(min ?? 0)} or more` : `Enter a number of ${money(min ?? 0)} or more`;
}

/** A date answer in words: a real month and year, not in the future, "Not known" only where allowed. */
export function dateProblem(rule: DateRule, text: string, today: Date, monthOnly: boolean): string | null {
  const example = rule.notKnown
    ? 'Enter a month and year, such as 06/2015, or Not known'
    : 'Enter a month and year, such as 06/2015';
  const parsed = monthOnly ? (MONTH.test(text) ? parseAnswerDate(text) : undefined) : parseAnswerDate(text);
  if (!parsed) return example;
  if (parsed.kind === 'notKnown') return rule.notKnown ? null : example;
  const thisMonth = today.getFullYear() * 12 + today.getMonth();
  if (parsed.year < EARLIEST_EVENT_YEAR || (rule.past && parsed.year * 12 + parsed.month - 1 > thisMonth)) {
    return `Enter a date between ${EARLIEST_EVENT_YEAR} and ${rule.past ? 'this month' : today.getFullYear() + 50}`;
  }
  return null;
}

type Problem = Omit<SaveError, 'questionId'>;

/*
 * Refusals a seller can meet (an answer kept in the browser from an older form, a pasted text too
 * long) say what to do, in the form's words; the question is named by whoever shows the message.
 */
const tooLong = (limit: number): Problem => ({ code: 'TOO_LONG', message: `Enter at most ${limit} characters` });

/** The refused keys are quoted back, each cut short: they are whatever the request sent. */
const quoted = (key: string) => `“${key.length > 40 ? `${key.slice(0, 40)}…` : key}”`;

const notOffered = (keys: readonly string[]): Problem => ({
  code: 'UNKNOWN_OPTION',
  message: `Choose from the options shown: ${keys.map(quoted).join(', ')} ${keys.length === 1 ? 'is not one of them' : 'are not among them'}`,
});

function listProblem(question: Question, value: unknown, limit: number): Problem | null {
  const columns = question.listQuestions ?? [];
  const wrong = {
    code: 'WRONG_SHAPE' as const,
    message: `Question ${question.id} expects rows of ${columns.length} text cells`,
  };
  if (
    !Array.isArray(value) ||
    value.length > MAX_LIST_ROWS ||
    !value.every((row) => isStringArray(row) && row.length <= columns.length)
  )
    return wrong;
  const rows = value as string[][];
  if (rows.some((row) => row.some((cell) => cell.length > limit))) return tooLong(limit);
  for (const row of rows) {
    for (const [index, column] of columns.entries()) {
      const cell = (row[index] ?? '').trim();
      if (cell !== '' && column.type === 'select' && column.answers && !(cell in column.answers)) {
        return { code: 'UNKNOWN_OPTION', message: `Choose one of the options for ${column.label}` };
      }
    }
    const filled = row.some((cell) => cell.trim() !== '');
    const missing = columns.find(
      (column, index) => question.rule?.requiredColumns?.includes(column.id) && (row[index] ?? '').trim() === '',
    );
    if (filled && missing)
      return { code: 'INCOMPLETE_ROW', message: `Fill in the ${missing.label.toLowerCase()} of every row` };
  }
  return null;
}

/** Null when the value may be stored for the question; `null` itself (clearing) is always allowed. */
export function checkAnswer(question: Question, value: unknown, today: Date = new Date()): SaveError | null {
  const problem = answerProblem(question, value, today);
  return problem ? { ...problem, questionId: question.id } : null;
}

function answerProblem(question: Question, value: unknown, today: Date): Problem | null {
  if (value === null) return null;
  const wrong = (expected: string) => ({
    code: 'WRONG_SHAPE' as const,
    message: `Question ${question.id} expects ${expected}`,
  });
  const limit = textLimit(question);
  switch (question.type) {
    case 'select':
      if (typeof value !== 'string') return wrong('one option');
      if (value !== '' && value !== '0' && question.answers && !(value in question.answers)) return notOffered([value]);
      return null;
    case 'checkbox':
      if (!isStringArray(value)) return wrong('a list of options');
      {
        const unknown = question.answers ? value.filter((key) => !(key in question.answers!)) : [];
        return unknown.length > 0 ? notOffered(unknown) : null;
      }
    case 'upload':
      if (!isStringArray(value) || value.length > MAX_FILES_PER_QUESTION) return wrong('a list of file ids');
      if (question.upload && !question.upload.multiple && value.length > 1) return wrong('a single file');
      return null;
    case 'list':
      return listProblem(question, value, limit);
    default: {
      if (!TEXT_TYPES.has(question.type) || typeof value !== 'string') return wrong('text');
      if (value.length > limit) return tooLong(limit);
      const text = value.trim();
      if (text === '') return null;
      if (NUMERIC.has(question.type)) {
        if (!NUMBER.test(text)) return { code: 'WRONG_SHAPE', message: 'Enter a number, using digits only' };
        const message = question.rule?.number
          ? numberProblem(question.rule.number, Number(text), today, question.type === 'currency')
          : null;
        return message ? { code: 'OUT_OF_RANGE', message } : null;
      }
      if (question.rule?.date) {
        const message = dateProblem(question.rule.date, text, today, question.type === 'month');
        return message ? { code: 'INVALID_DATE', message } : null;
      }
      if (question.type === 'month' && !MONTH.test(text)) return wrong('a month as YYYY-MM');
      // A field of the standard holds only a mailbox its email format takes (no accented letters).
      if (question.rule?.email && !isStandardEmail(text))
        return { code: 'WRONG_SHAPE', message: 'Enter an email address like name@example.com' };
      return null;
    }
  }
}
