/**
 * Whether one more property may be created, from the organisation's credits and the platform's
 * monthly limit (spec 01 §2, spec 02 §7). -1 means unlimited for both. The store asks this inside
 * the transaction that inserts the property, with the rows locked, so the answer cannot go stale.
 */
export const UNLIMITED = -1;

/** The most new properties a month the platform's limit may be set to. */
export const MONTHLY_LIMIT_MAX = 1_000_000;

/** What is wrong with a monthly limit as typed ('-5', '2.5', '12'); null for -1 or a whole number up to the most. */
export function monthlyLimitProblem(typed: string): string | null {
  const text = typed.trim();
  if (!/^-?\d+$/.test(text)) return 'Enter -1 for no limit, or a whole number of new properties';
  const value = Number(text);
  if (value < UNLIMITED) return 'Enter -1 for no limit, or a number of 0 or more';
  if (value > MONTHLY_LIMIT_MAX) return `Enter a number of at most ${MONTHLY_LIMIT_MAX.toLocaleString('en-GB')}`;
  return null;
}

export type CreationCheck =
  | { allowed: true; creditsAfter: number }
  | { allowed: false; reason: 'NO_CREDITS' | 'MONTHLY_LIMIT_REACHED' };

export function checkCreation(input: {
  credits: number;
  monthlyLimit: number;
  createdThisMonth: number;
}): CreationCheck {
  if (input.monthlyLimit !== UNLIMITED && input.createdThisMonth >= input.monthlyLimit)
    return { allowed: false, reason: 'MONTHLY_LIMIT_REACHED' };
  if (input.credits === UNLIMITED) return { allowed: true, creditsAfter: UNLIMITED };
  if (input.credits <= 0) return { allowed: false, reason: 'NO_CREDITS' };
  return { allowed: true, creditsAfter: input.credits - 1 };
}

/**
 * Select values on the wizard (spec 02 §4.5): 0 is nothing chosen yet, -1 is "not listed", any
 * other value is an id.
 */
export const NOTHING_CHOSEN = 0;
export const NOT_LISTED = -1;

/** The first start of the month, in UTC, from which the monthly limit counts. */
export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
