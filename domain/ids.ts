/** Largest id PostgreSQL's `integer` holds: no property, organisation or upload can have a larger one. */
export const MAX_ID = 2_147_483_647;

/** Whether a path segment can name a record at all (1 … MAX_ID, no leading zeros or signs). */
export function isPossibleId(text: string): boolean {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ID;
}
