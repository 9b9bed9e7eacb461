/**
 * Dates as sellers give them where the standard wants a date: the month picker's '2015-06', or
 * typed as '06/2015', '14/06/2015', 'June 2015', 'Jun 2015', a bare year '2015', or 'Not known'.
 * Each is read as its first day ('2015' → 2015-01-01), the standard's `format: date`.
 */
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

export const NOT_KNOWN = 'Not known';

export type ParsedDate = { kind: 'date'; year: number; month: number; day: number } | { kind: 'notKnown' };

function valid(year: number, month: number, day: number): ParsedDate | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { kind: 'date', year, month, day };
}

export function parseAnswerDate(text: string): ParsedDate | undefined {
  const value = text.trim().toLowerCase();
  if (value === 'not known' || value === 'unknown') return { kind: 'notKnown' };
  let match = /^(\d{4})$/.exec(value);
  if (match) return valid(Number(match[1]), 1, 1);
  match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (match) return valid(Number(match[1]), Number(match[2]), Number(match[3] ?? '1'));
  match = /^(?:(\d{1,2})\/)?(\d{1,2})\/(\d{4})$/.exec(value);
  if (match) return valid(Number(match[3]), Number(match[2]), Number(match[1] ?? '1'));
  match = /^([a-z]+)\s+(\d{4})$/.exec(value);
  if (match && match[1].length >= 3) {
    const month = MONTHS.findIndex((name) => name.startsWith(match![1]));
    if (month >= 0) return valid(Number(match[2]), month + 1, 1);
  }
  return undefined;
}

/** The standard's form of a parsed date: 'YYYY-MM-DD' or 'Not known'. */
export function isoDate(parsed: ParsedDate): string {
  if (parsed.kind === 'notKnown') return NOT_KNOWN;
  return `${String(parsed.year).padStart(4, '0')}-${String(parsed.month).padStart(2, '0')}-${String(parsed.day).padStart(2, '0')}`;
}
