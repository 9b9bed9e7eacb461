/**
 * The limits a question's input shows, from the same rule the answer check applies (answer-rules.ts):
 * a number input's minimum, maximum and whether it takes decimals; a month picker's earliest and
 * latest month. The check itself stays the word on what is accepted.
 */
import { EARLIEST_EVENT_YEAR } from './answer-rules.ts';
import type { Question } from './definition.ts';

export type NumberBounds = { min?: number; max?: number; allowDecimal: boolean };

export function numberBounds(question: Pick<Question, 'rule' | 'type'>, today: Date = new Date()): NumberBounds {
  const rule = question.rule?.number;
  if (!rule)
    return {
      min: question.type === 'percentage' ? 0 : undefined,
      max: question.type === 'percentage' ? 100 : undefined,
      allowDecimal: question.type !== 'number',
    };
  if (rule.year) return { min: rule.min, max: rule.past ? today.getFullYear() : rule.max, allowDecimal: false };
  return { min: rule.min, max: rule.max, allowDecimal: !rule.integer };
}

const month = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/** 'YYYY-MM' bounds for a month picker: from the first year the forms ask about, to this month for the past. */
export function monthBounds(question: Pick<Question, 'rule'>, today: Date = new Date()): { min: string; max?: string } {
  const past = question.rule?.date?.past ?? true;
  return { min: `${EARLIEST_EVENT_YEAR}-01`, ...(past ? { max: month(today) } : {}) };
}
