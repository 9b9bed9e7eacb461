/**
 * HM Land Registry title numbers: up to three letters for the registration district followed by up
 * to six digits (GR123456, ON45123, AGL98765). Spaces and case are forgiven.
 */
const TITLE_NUMBER = /^[A-Z]{0,3}\d{1,6}$/;

export function normaliseTitleNumber(input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  return TITLE_NUMBER.test(compact) ? compact : null;
}

/** Land Registry search results mark a leasehold title with tenure code '20' (spec 02 §9). */
export const SEARCH_LEASEHOLD_CODE = '20';
export const SEARCH_FREEHOLD_CODE = '10';

/** The passport's tenure codes, which the forms prefill from (spec 02 §4.3, §9). */
export const PASSPORT_TENURE = { freehold: 10, leasehold: 60 } as const;
