/**
 * How far back the forms ask (spec 02 §9): building work over the last 20 years; windows since
 * 1 April 2002, electrical work since 1 January 2005 and heating since 1 April 2005 (when building
 * regulations began to cover them); occupiers aged 17 or over.
 */
import type { Question } from './definition.ts';
import { normalisePdtfPath } from './pdtf-path.ts';

export const LOOK_BACK_YEARS = 20;
export const WINDOWS_SINCE = '2002-04-01';
export const ELECTRICAL_WORK_SINCE = '2005-01-01';
export const HEATING_SINCE = '2005-04-01';

/**
 * The PDTF objects that are themselves look-backs: the standard names them by the year they start
 * ("windowReplacementsSince2002"), and every question answered under one is asked in its terms, so
 * a year or date it gives cannot be earlier. Keyed by the object's name in the standard.
 */
export const LOOK_BACK_OBJECTS: Readonly<Record<string, { since: string; about: string }>> = {
  windowReplacementsSince2002: { since: WINDOWS_SINCE, about: 'windows replaced' },
  electricalWorkSince2005: { since: ELECTRICAL_WORK_SINCE, about: 'electrical work' },
};

export type LookBack = { since: string; about: string };

/** The look-back a question is asked in, from the PDTF object its answer belongs to; undefined when none. */
export function lookBackOf(question: Pick<Question, 'pdtfPath'>): LookBack | undefined {
  if (!question.pdtfPath) return undefined;
  for (const segment of normalisePdtfPath(question.pdtfPath).split('/')) {
    const found = LOOK_BACK_OBJECTS[segment];
    if (found) return found;
  }
  return undefined;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2002-04-01' → '1 April 2002', as the forms word their look-backs. */
export function sinceInWords(since: string): string {
  const [year, month, day] = since.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** The first day the 20-year look-back covers, as an ISO date. */
export function lookBackStart(today: Date): string {
  const start = new Date(Date.UTC(today.getUTCFullYear() - LOOK_BACK_YEARS, today.getUTCMonth(), today.getUTCDate()));
  return start.toISOString().slice(0, 10);
}

/** Whether work finished in the given month and year falls inside a look-back starting on `since`. */
export function isWithinLookBack(since: string, year: number, month = 12): boolean {
  const [sinceYear, sinceMonth] = since.split('-').map(Number) as [number, number];
  return year > sinceYear || (year === sinceYear && month >= sinceMonth);
}
