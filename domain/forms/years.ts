/**
 * The year and floor choices of spec 01 §5. Keys are what answers store; the special keys are
 * words so they can never be mistaken for a year or a floor. Each list comes with its display
 * order, since an object lists integer keys ascending (spread both into a question).
 */
import type { OptionMap } from './definition.ts';

export type OrderedOptions = { answers: OptionMap; answerOrder: readonly string[] };

function ordered(entries: [string, string][]): OrderedOptions {
  return { answers: Object.fromEntries(entries), answerOrder: entries.map(([key]) => key) };
}

export const FIRST_YEAR = 1970;
export const BEFORE_FIRST_YEAR = 'before-1970';
export const NOT_APPLICABLE = 'not-applicable';
export const UNKNOWN = 'unknown';

/** The current year back to 1970, then Not applicable and Before 1970. */
export function pastYears(currentYear: number): OrderedOptions {
  const entries: [string, string][] = [];
  for (let year = currentYear; year >= FIRST_YEAR; year -= 1) entries.push([String(year), String(year)]);
  return ordered([...entries, [NOT_APPLICABLE, 'Not applicable'], [BEFORE_FIRST_YEAR, 'Before 1970']]);
}

/** The next 50 years from the current one, then Unknown. */
export function futureYears(currentYear: number): OrderedOptions {
  const entries: [string, string][] = [];
  for (let year = currentYear; year < currentYear + 50; year += 1) entries.push([String(year), String(year)]);
  return ordered([...entries, [UNKNOWN, 'Unknown']]);
}

/** Ground, then floors 1 to 100. */
export function floors(): OrderedOptions {
  // Not '0': a select at '0' reads as nothing chosen (spec 02 §5.1).
  const entries: [string, string][] = [['ground', 'Ground']];
  for (let floor = 1; floor <= 100; floor += 1) entries.push([String(floor), String(floor)]);
  return ordered(entries);
}

/** The past-years key for a given year: years before 1970 fold into Before 1970. */
export function pastYearKey(year: number): string {
  return year < FIRST_YEAR ? BEFORE_FIRST_YEAR : String(year);
}
