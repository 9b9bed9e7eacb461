import { flag, type AttributeInputs } from '../inputs.ts';

/** A change of proprietor within this many months before the sale is a fraud signal. */
export const RECENT_CHANGE_MONTHS = 12;
/** A title held this long without any charge is a favourite target of impersonation fraud. */
export const LONG_HELD_YEARS = 10;

/** Words of a name, upper case, without titles and punctuation. */
export function nameWords(name: string): string[] {
  return name
    .toUpperCase()
    .replace(/[^A-Z\s'-]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0 && !['MR', 'MRS', 'MS', 'MISS', 'DR', 'PROF'].includes(word));
}

/** A seller matches a proprietor when the surname is the same and the first names agree or one is an initial of the other. */
export function namesMatch(seller: string, proprietor: string): boolean {
  const a = nameWords(seller);
  const b = nameWords(proprietor);
  if (a.length === 0 || b.length === 0 || a.at(-1) !== b.at(-1)) return false;
  if (a.length === 1 || b.length === 1) return true;
  return a[0] === b[0] || a[0][0] === b[0] || b[0][0] === a[0];
}

/** No seller's name matches any proprietor on the register; unset until there is a title and a seller. */
export function proprietorNotSeller(inputs: AttributeInputs): string {
  if (!inputs.title || inputs.title.proprietors.length === 0 || inputs.sellerNames.length === 0) return '';
  const matched = inputs.sellerNames.some((seller) =>
    inputs.title!.proprietors.some((proprietor) => namesMatch(seller, proprietor)),
  );
  return flag(!matched);
}

function yearsSince(iso: string, now: Date): number | null {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return null;
  return (now.getTime() - then.getTime()) / (365.25 * 24 * 3600 * 1000);
}

/** The current proprietors were registered within the last 12 months. */
export function recentOwnershipChange(inputs: AttributeInputs): string {
  const date = inputs.title?.proprietorshipDate;
  if (!date) return '';
  const years = yearsSince(date, inputs.now);
  return years === null ? '' : flag(years * 12 < RECENT_CHANGE_MONTHS);
}

/** No charge registered against a title held for ten years or more. */
export function noChargeLongHeld(inputs: AttributeInputs): string {
  const date = inputs.title?.proprietorshipDate;
  if (!inputs.title || !date) return '';
  const years = yearsSince(date, inputs.now);
  return years === null ? '' : flag(inputs.title.charges.length === 0 && years >= LONG_HELD_YEARS);
}

/** The property has no title data at all to check the sellers against. */
export function titleUnverified(inputs: AttributeInputs): string {
  return flag(inputs.title === null);
}
