/**
 * Whether one more property may be created, from the organisation's credits and the platform's
 * monthly limit (spec 01 §2, spec 02 §7). -1 means unlimited for both. The store asks this inside
 * the transaction that inserts the property, with the rows locked, so the answer cannot go stale.
 */
export const UNLIMITED = -1;

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
