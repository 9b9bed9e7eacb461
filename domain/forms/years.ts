/**
 * The year and floor choices of spec 01 §5. Keys are what answers store; the two special year
 * keys are words so they can never be mistaken for a year.
 */
import type { OptionMap } from './definition';

export const FIRST_YEAR = 1970;
export const BEFORE_FIRST_YEAR = 'before-1970';
export const NOT_APPLICABLE = 'not-applicable';
export const UNKNOWN = 'unknown';

/** The current year back to 1970, then Not applicable and Before 1970. */
export function pastYears(currentYear: number): OptionMap {
  const options: Record<string, string> = {};
  for (let year = currentYear; year >= FIRST_YEAR; year -= 1) options[String(year)] = String(year);
  options[NOT_APPLICABLE] = 'Not applicable';
  options[BEFORE_FIRST_YEAR] = 'Before 1970';
  return options;
}

/** The next 50 years from the current one, then Unknown. */
export function futureYears(currentYear: number): OptionMap {
  const options: Record<string, string> = {};
  for (let year = currentYear; year < currentYear + 50; year += 1) options[String(year)] = String(year);
  options[UNKNOWN] = 'Unknown';
  return options;
}

/** Ground, then floors 1 to 100. */
export function floors(): OptionMap {
  // Not '0': a select at '0' reads as nothing chosen (spec 02 §5.1).
  const options: Record<string, string> = { ground: 'Ground' };
  for (let floor = 1; floor <= 100; floor += 1) options[String(floor)] = String(floor);
  return options;
}

/** The past-years key for a given year: years before 1970 fold into Before 1970. */
export function pastYearKey(year: number): string {
  return year < FIRST_YEAR ? BEFORE_FIRST_YEAR : String(year);
}
