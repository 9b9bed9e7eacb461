/**
 * How far back preliminary information asks (spec 02 §9): building work over the last 20 years;
 * windows since 1 April 2002, electrical work since 1 January 2005 and heating since 1 April 2005
 * (when building regulations began to cover them); occupiers aged 17 or over.
 */
export const LOOK_BACK_YEARS = 20;
export const WINDOWS_SINCE = '2002-04-01';
export const ELECTRICAL_WORK_SINCE = '2005-01-01';
export const HEATING_SINCE = '2005-04-01';

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
