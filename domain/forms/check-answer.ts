/**
 * The check one answer must pass before it is stored (spec 02 §3, §5.2), shared by the server's
 * save validation and the web app's inputs: the value has the shape its type stores and fits its
 * length limit, a choice is one the question offers, and where the question answers a field of the
 * PDTF standard the value is one the standard can hold (answer-rules.ts): a whole number where it
 * wants one, within its bounds, a plausible year or a real date not in the future, "Not known" only
 * where the standard holds it. Messages are in the words a seller reads next to the question.
 */
import type { DateRule } from './answer-rules.ts';
import { EARLIEST_EVENT_YEAR } from './answer-rules.ts';
import { parseAnswerDate } from './answer-dates.ts';
import { isStandardEmail } from '../pdtf/standard-email.ts';
import type { ListColumn, Question } from './definition.ts';
import { monthBounds, numberRuleOf, yearBounds } from './input-bounds.ts';
import { textLimit } from './layout.ts';
import { lookBackOf, sinceInWords } from './look-backs.ts';
import { tooLongMessage } from '../text-length.ts';

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

const UNRULED_MONTH: DateRule = { notKnown: false, past: false };

/** More than pence: a third figure after the point. */
const PAST_PENCE = /\.\d{3,}$/;

/**
 * A number against its question's bounds (input-bounds.ts), in words: "Enter a year between 2002
 * and 2026: the question is about windows replaced since 1 April 2002".
 */
export function numberProblem(question: Question, value: number, text: string, today: Date): string | null {
  const rule = numberRuleOf(question);
  if (!rule) return null;
  const years = yearBounds(question, today);
  if (years) {
    if (Number.isInteger(value) && value >= years.min && value <= years.max) return null;
    const range = `Enter a year between ${years.min} and ${years.max}`;
    return years.lookBack
      ? `${range}: the question is about ${years.lookBack.about} since ${sinceInWords(years.lookBack.since)}`
      : range;
  }
  const currency = question.type === 'currency';
  if (rule.integer && !Number.isInteger(value)) return 'Enter a whole number';
  if (currency && PAST_PENCE.test(text)) return 'Enter an amount in pounds and pence, such as 1250.50';
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
export function dateProblem(question: Question, rule: DateRule, text: string, today: Date): string | null {
  const monthOnly = question.type === 'month';
  const example = rule.notKnown
    ? 'Enter a month and year, such as 06/2015, or Not known'
    : 'Enter a month and year, such as 06/2015';
  const parsed = monthOnly ? (MONTH.test(text) ? parseAnswerDate(text) : undefined) : parseAnswerDate(text);
  if (!parsed) return example;
  if (parsed.kind === 'notKnown') return rule.notKnown ? null : example;
  const bounds = monthBounds(question, today);
  const typed = `${String(parsed.year).padStart(4, '0')}-${String(parsed.month).padStart(2, '0')}`;
  if (typed < bounds.min || typed > bounds.max) {
    const lookBack = lookBackOf(question);
    const from = lookBack ? sinceInWords(lookBack.since) : String(EARLIEST_EVENT_YEAR);
    return `Enter a date between ${from} and ${rule.past ? 'this month' : bounds.max.slice(0, 4)}`;
  }
  return null;
}

type Problem = Omit<SaveError, 'questionId'>;

/*
 * Refusals a seller can meet (an answer kept in the browser from an older form, a pasted text too
 * long) say what to do, in the form's words; the question is named by whoever shows the message.
 */
const tooLong = (limit: number, length: number): Problem => ({
  code: 'TOO_LONG',
  message: tooLongMessage(limit, length),
});

/** The refused keys are quoted back, each cut short: they are whatever the request sent. */
const quoted = (key: string) => `“${key.length > 40 ? `${key.slice(0, 40)}…` : key}”`;

const notOffered = (keys: readonly string[]): Problem => ({
  code: 'UNKNOWN_OPTION',
  message: `Choose from the options shown: ${keys.map(quoted).join(', ')} ${keys.length === 1 ? 'is not one of them' : 'are not among them'}`,
});

/**
 * A typed cell of a list row: a count or a measurement (number) and a cost (currency) are numbers of
 * 0 or more, a cost in pounds and pence; a month is a month. Null when the cell may be stored.
 */
export function cellProblem(column: ListColumn, cell: string): Problem | null {
  const text = cell.trim();
  const label = column.label.toLowerCase();
  if (column.type === 'number' || column.type === 'currency' || column.type === 'percentage') {
    const currency = column.type === 'currency';
    if (!NUMBER.test(text))
      return {
        code: 'WRONG_SHAPE',
        message: currency
          ? `Enter the ${label} in pounds, using digits only, such as 250 or 250.50`
          : `Enter the ${label} as a number, using digits only`,
      };
    const value = Number(text);
    if (value < 0)
      return {
        code: 'OUT_OF_RANGE',
        message: currency
          ? `Enter the ${label} as an amount of £0 or more`
          : `Enter the ${label} as a number of 0 or more`,
      };
    if (currency && PAST_PENCE.test(text))
      return { code: 'OUT_OF_RANGE', message: `Enter the ${label} in pounds and pence, such as 250.50` };
    if (column.type === 'percentage' && value > 100)
      return { code: 'OUT_OF_RANGE', message: `Enter the ${label} as a number between 0 and 100` };
  }
  if (column.type === 'month' && !MONTH.test(text))
    return { code: 'WRONG_SHAPE', message: `Enter the ${label} as a month and year` };
  return null;
}

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
  const long = rows.flat().find((cell) => cell.length > limit);
  if (long !== undefined) return tooLong(limit, long.length);
  for (const row of rows) {
    for (const [index, column] of columns.entries()) {
      const cell = (row[index] ?? '').trim();
      if (cell !== '' && column.type === 'select' && column.answers && !(cell in column.answers)) {
        return { code: 'UNKNOWN_OPTION', message: `Choose one of the options for ${column.label}` };
      }
      const problem = cell === '' ? null : cellProblem(column, cell);
      if (problem) return problem;
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
      if (value.length > limit) return tooLong(limit, value.length);
      const text = value.trim();
      if (text === '') return null;
      if (NUMERIC.has(question.type)) {
        if (!NUMBER.test(text)) return { code: 'WRONG_SHAPE', message: 'Enter a number, using digits only' };
        const message = numberProblem(question, Number(text), text, today);
        return message ? { code: 'OUT_OF_RANGE', message } : null;
      }
      // A month the standard sets no rule for (when a rent increase is due) is still a real month within the years the forms ask about.
      const dateRule = question.rule?.date ?? (question.type === 'month' ? UNRULED_MONTH : undefined);
      if (dateRule) {
        const message = dateProblem(question, dateRule, text, today);
        return message ? { code: 'INVALID_DATE', message } : null;
      }
      // A field of the standard holds only a mailbox its email format takes (no accented letters).
      if (question.rule?.email && !isStandardEmail(text))
        return { code: 'WRONG_SHAPE', message: 'Enter an email address like name@example.com' };
      return null;
    }
  }
}
