/**
 * The bounds of a question's number, year or date, in one place: the answer check (check-answer.ts),
 * which the server enforces and the web inputs run before sending, reads them here, and the inputs
 * show the same. They come from the PDTF rule of the question (answer-rules.ts), narrowed by the
 * look-back the question is asked in (look-backs.ts): a year of windows replaced since 1 April 2002
 * is 2002 or later. A question the standard sets no number rule for keeps its type's own: an amount
 * or a count is never negative, a percentage is 0 to 100.
 */
import { EARLIEST_EVENT_YEAR, type NumberRule } from './answer-rules.ts';
import type { Question } from './definition.ts';
import { lookBackOf, type LookBack } from './look-backs.ts';

type Bounded = Pick<Question, 'rule' | 'type' | 'pdtfPath'>;

/** The number rule an answer keeps: the standard's, else its type's. */
export function numberRuleOf(question: Bounded): NumberRule | undefined {
  if (question.rule?.number) return question.rule.number;
  if (question.type === 'percentage') return { min: 0, max: 100 };
  if (question.type === 'currency' || question.type === 'number') return { min: 0 };
  return undefined;
}

export type YearBounds = { min: number; max: number; lookBack?: LookBack };

/** The years a year question takes: from its rule's first year or its look-back's, whichever is later, to this year for the past. */
export function yearBounds(question: Bounded, today: Date = new Date()): YearBounds | undefined {
  const rule = numberRuleOf(question);
  if (!rule?.year) return undefined;
  const lookBack = lookBackOf(question);
  const sinceYear = lookBack ? Number(lookBack.since.slice(0, 4)) : -Infinity;
  const min = Math.max(rule.min ?? EARLIEST_EVENT_YEAR, sinceYear);
  const max = rule.past ? today.getFullYear() : (rule.max ?? 9999);
  return { min, max, ...(lookBack && sinceYear >= (rule.min ?? EARLIEST_EVENT_YEAR) ? { lookBack } : {}) };
}

const month = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/** How far ahead a date about the future may be: the span of the future years list (spec 01 §5). */
export const FUTURE_YEARS_AHEAD = 50;

/**
 * 'YYYY-MM' bounds of a date question: from the first year the forms ask about, or the look-back's
 * first month, to this month for a date in the past, or 50 years ahead for one to come (a rent
 * increase due). A month picker shows them as its min and max, which mark a value outside invalid
 * without changing it.
 */
export function monthBounds(
  question: Pick<Question, 'rule' | 'pdtfPath'>,
  today: Date = new Date(),
): { min: string; max: string } {
  const since = lookBackOf(question)?.since.slice(0, 7);
  const earliest = `${EARLIEST_EVENT_YEAR}-01`;
  return {
    min: since && since > earliest ? since : earliest,
    max: question.rule?.date?.past ? month(today) : `${today.getFullYear() + FUTURE_YEARS_AHEAD}-12`,
  };
}
